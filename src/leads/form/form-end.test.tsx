import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createI18n } from "../../context/i18n.ts";
import { fixtureSite } from "../../../tests/helpers/fixture-content.ts";
import { FormEnd } from "./form-end.tsx";
import type { LocaleNamespace } from "../../generated/schema-types.ts";

const { site, ui } = fixtureSite("en");
const [definition] = Object.values(site.forms);

/** The fixture's form end, with its words replaced where given, and the text of its paragraphs. */
function paragraphs(words: Record<string, string>, reason?: string): string[] {
  const common = structuredClone(ui.common) as LocaleNamespace & {
    form: Record<string, LocaleNamespace | string>;
  };
  for (const [key, value] of Object.entries(words)) {
    const [group, name] = key.split(".") as [string, string | undefined];
    if (name) (common.form[group] as LocaleNamespace)[name] = value;
    else common.form[group] = value;
  }
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(site, { common })}>
      <FormEnd
        definition={definition}
        business={site.business}
        isSending={false}
        outcome={reason ? { sent: false, reason } : null}
      />
    </I18nextProvider>,
  );
  return [...html.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)].map((m) => m[1].replace(/<[^>]+>/g, ""));
}

describe("the form's messages beside the phone", () => {
  it("part sentences and the phone with a space in a language that writes one", () => {
    const [needsScript, startFailed] = paragraphs({});
    const form = ui.common.form as Record<string, string> & { failure: Record<string, string> };
    expect(needsScript).toBe(`${form.needsScript} ${site.business.phone}`);
    expect(startFailed).toBe(`${form.failure.network} ${form.keptNote} ${site.business.phone}`);
  });

  it("join them without one after full-width punctuation", () => {
    const words = {
      "failure.network": "无法连接到发送服务。",
      keptNote: "您填写的信息仍保留在表单中。请致电：",
      needsScript: "请致电：",
    };
    const [needsScript, startFailed, failed] = paragraphs(words, "发送失败。");
    expect(needsScript).toBe(`请致电：${site.business.phone}`);
    expect(startFailed).toBe(
      `无法连接到发送服务。您填写的信息仍保留在表单中。请致电：${site.business.phone}`,
    );
    expect(failed).toBe(`发送失败。您填写的信息仍保留在表单中。请致电：${site.business.phone}`);
  });
});

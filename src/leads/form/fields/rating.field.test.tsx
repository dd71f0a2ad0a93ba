import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createI18n } from "../../../context/i18n.ts";
import { fixtureSite } from "../../../../tests/helpers/fixture-content.ts";
import { Field as RatingField } from "./rating.field.tsx";
import type { FormField } from "../../../generated/schema-types.ts";

const { site, ui } = fixtureSite("ar");
const field = { name: "rating", kind: "rating", label: "التقييم", required: true } as FormField;

describe("the star rating", () => {
  it("numbers its stars in the page's digits", () => {
    const i18n = createI18n({ ...site, numberLocale: "fa-u-nu-arabext" }, { common: ui.common });
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <RatingField
          field={field}
          id="rating"
          value=""
          onChange={() => {}}
          numberLocale="fa-u-nu-arabext"
        />
      </I18nextProvider>,
    );
    expect(
      [...html.matchAll(/<span aria-hidden="true">([^<]*)<\/span>/g)].map((m) => m[1]),
    ).toEqual(["۱★", "۲★", "۳★", "۴★", "۵★"]);
  });
});

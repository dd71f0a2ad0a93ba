// The content editor's preview: the entry being edited, drawn as its page, in the language chosen,
// by the site's own blocks and with its stylesheet, before it is saved. The entry is laid over a
// copy of the site (overlay.ts), checked as npm run validate checks it, resolved and drawn by the
// server entry; content that does not pass shows the validator's words instead.
import { join } from "node:path";
import { stringify } from "yaml";
import { validateSite } from "../../src/site/check/validate-site.ts";
import { formatDiagnostic } from "../../src/site/check/diagnostics.ts";
import { resolveSite } from "../../src/site/resolve/resolve-site.ts";
import { withMarkdownHtml } from "../../src/site/resolve/markdown-html.ts";
import type { PageData } from "../../src/site/resolve/site-data.ts";
import { COLLECTIONS, inLanguage } from "../../src/site/load/collections.ts";
import { sourceLanguageOf } from "../../src/site/load/load-sources.ts";
import { translationFileFor } from "../../src/site/load/translations.ts";
import { prepare, renderData } from "../../src/render/entry-server.tsx";
import { fillTemplate } from "../prerender-template.ts";
import { withChange } from "./overlay.ts";

export interface PreviewRequest {
  /** The collection's name, as the editor's configuration has it: location, service, advantage, page. */
  collection: string;
  /** The entry's file, when it has one already. */
  path?: string;
  data: Record<string, unknown>;
  /** Each other language's fields as being written (Decap CMS's entry.i18n: { fr: { data } }). */
  translations?: Record<string, { data?: Record<string, unknown> }>;
  lang?: string;
}

const RECORD_KINDS = ["location", "service", "advantage"] as const;

const asFile = (file: string, data: Record<string, unknown>) => {
  if (!file.endsWith(".md")) return { path: file, raw: stringify(data) };
  const { body, ...fields } = data;
  return { path: file, raw: `---\n${stringify(fields)}---\n${String(body ?? "")}\n` };
};

/**
 * The entry's files as they would be saved: the source language's, and each other language's
 * that has words (YAML, or Markdown with its fields in a front matter).
 */
export function entryFiles(
  { collection, path, data, translations = {} }: PreviewRequest,
  sourceLanguage: string,
): { path: string; raw: string }[] {
  const folder = COLLECTIONS[collection as keyof typeof COLLECTIONS] as {
    dir?: string;
    ending?: string;
  };
  if (!folder?.dir)
    throw new Error(`The preview draws pages; "${collection}" is not a kind of page.`);
  // Decap CMS names an entry's file without its language folder (content/locations/x.yaml).
  const name = path
    ? path.split("/").at(-1)!
    : `${String(data.slug ?? "new-entry")}${folder.ending}`;
  const file = `${inLanguage(folder.dir, sourceLanguage)}/${name}`;
  return [
    asFile(file, data),
    ...Object.entries(translations).flatMap(([lang, { data: words }]) =>
      words && lang !== sourceLanguage ? [asFile(translationFileFor(file, lang), words)] : [],
    ),
  ];
}

function pageOf(pages: PageData[], request: PreviewRequest): PageData | undefined {
  const { collection, data } = request;
  if ((RECORD_KINDS as readonly string[]).includes(collection))
    return pages.find(
      (page) =>
        page.record?.kind === collection &&
        (page.record as unknown as Record<string, { slug?: string }>)[collection]?.slug ===
          data.slug,
    );
  return pages.find((page) => page.sourcePath === data.path);
}

/** A page of the validator's words, for content that cannot be drawn yet. */
export function problemsPage(title: string, lines: string[]): string {
  const escape = (text: string) =>
    text.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c]!);
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escape(title)}</title><body style="font:16px/1.5 system-ui;margin:1.5rem"><h1 style="font-size:1.25rem">${escape(title)}</h1>${lines.map((line) => `<pre style="white-space:pre-wrap">${escape(line)}</pre>`).join("")}</body></html>`;
}

/**
 * The whole HTML document of the entry's page in `lang` (the site's default language unless
 * given), from `template` (index.html as npm run dev serves it), with a base address at `origin`.
 */
export interface Preview {
  html: string;
  /** The language drawn, and those the site has, for the editor's choice of language. */
  lang: string;
  languages: { code: string; name: string }[];
}

export async function previewHtml(
  root: string,
  request: PreviewRequest,
  template: string,
  origin: string,
): Promise<Preview> {
  // The blocks' code, loaded once.
  await prepare(root);
  return withChange(root, { files: entryFiles(request, sourceLanguageOf(root)) }, (copy) => {
    const { diagnostics, content } = validateSite(copy, { schemaDir: join(root, "schemas") });
    if (!content)
      return {
        html: problemsPage("This page cannot be drawn yet", diagnostics.map(formatDiagnostic)),
        lang: request.lang ?? "",
        languages: [],
      };
    const { defaultLanguage, languages: listed } = content.config.value.site;
    const languages = listed.map(({ code, name }) => ({ code, name }));
    const lang = languages.some((l) => l.code === request.lang) ? request.lang! : defaultLanguage;
    const resolved = resolveSite(content, lang, {});
    const page = pageOf(resolved.pages, request);
    if (!page)
      return { html: problemsPage("This entry has no page of its own", []), lang, languages };
    const source =
      lang === defaultLanguage ? resolved.site : resolveSite(content, defaultLanguage, {}).site;
    const result = renderData(page.path, {
      site: resolved.site,
      source,
      page: withMarkdownHtml(page, defaultLanguage),
      words: resolved.ui,
    });
    // A picture of the page: its code does not run in the editor.
    const html = fillTemplate(template, result, () => []).replace(
      /<script type="module"[^>]*>[\s\S]*?<\/script>/g,
      "",
    );
    return {
      html: html.replace("<head>", `<head>\n    <base href="${origin}/">`),
      lang,
      languages,
    };
  });
}

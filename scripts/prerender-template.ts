// The page template filled for one page: the site's language and icon, the page's title, head
// tags, HTML and island data, and Vite's scripts taken out of the head so that only a page with an
// interactive block loads code, when first wanted. npm run build and npm run dev fill pages alike.
import type { RenderResult } from "../src/render/entry-server.tsx";
import type { SiteData } from "../src/site/resolve/site-data.ts";
import { seoHeadTags } from "../src/seo/head-tags.ts";
import { iconPath, ICON_SIZE } from "../src/site/resolve/image-variants.ts";
import { plainText } from "../src/site/resolve/plain-text.ts";
import { escapeMarkup } from "../src/seo/escape-markup.ts";
import { counterTags } from "../src/analytics/counter.ts";
import { inlineScript } from "./inline-scripts.ts";
import { hasInteractiveBlock } from "../src/render/page-marks.ts";
import { parse, type HTMLElement } from "node-html-parser";

function headFor(result: RenderResult): string {
  const { page } = result;
  return [
    `<meta name="description" content="${escapeMarkup(plainText(page.description))}" />`,
    // Canonical address, noindex, hreflang, Open Graph and JSON-LD.
    ...seoHeadTags(result),
    // The counter the site chose, if any (site.config.yaml analytics:).
    ...counterTags(result.site.analytics, inlineScript("counter-events")),
  ].join("\n    ");
}

/**
 * Starts the code of the page's interactive blocks when first wanted: src/islands/loader.ts, as a
 * page with such a block carries it. Compiled when first asked, not as this module loads: it reads
 * the browser's registry, which npm run generate writes after the build's own code is loaded.
 */
export const codeLoader = () => inlineScript("code-loader");
/** The shell's conveniences, run as the page is read: src/inline/shell.ts, as every page carries it. */
export const SHELL_SCRIPT = inlineScript("shell");

type Edit = { from: number; to: number; text: string };

/** The text with each edit's place given its text, the places found in the text as it was. */
function applyEdits(text: string, edits: Edit[]): string {
  let edited = text;
  for (const { from, to, text: replacement } of [...edits].sort((a, b) => b.from - a.from))
    edited = edited.slice(0, from) + replacement + edited.slice(to);
  return edited;
}

/** An edit giving an element of the template a new opening tag. */
function openingTagEdit(template: string, element: HTMLElement | null, tag: string): Edit {
  const from = element?.range[0] ?? -1;
  const opening = element && template.slice(from, template.indexOf(">", from) + 1);
  if (
    !element ||
    opening !== `<${element.rawTagName}${element.rawAttrs ? ` ${element.rawAttrs}` : ""}>`
  )
    throw new Error(
      `The page template (index.html) has no plain ${tag.split(" ")[0]}> tag to fill.`,
    );
  return { from, to: from + opening.length, text: tag };
}

/** An edit taking an element out of the HTML, with the white space before it. */
const removalEdit = (html: string, { range: [start, end] }: HTMLElement): Edit => ({
  from: start - /\s*$/.exec(html.slice(0, start))![0].length,
  to: end,
  text: "",
});

/**
 * Takes Vite's entry script and module preloads out of the head. On a page with an interactive
 * block, codeLoader() starts them when first wanted; `onUse` are the chunks of the page's islands,
 * fetched when the visitor first uses one: listed in data-on-use, where the budgets count them.
 * A page without one fetches no script. Every page ends with the shell's script.
 */
function deferCode(html: string, preload: string[], onUse: string[], hasBlocks: boolean): string {
  const template = parse(html);
  // npm run dev's own client (/@vite/client) stays: it brings the error overlay and the reload on an edit.
  const entryScripts = template
    .querySelectorAll('script[type="module"][src]')
    .filter((script) => !script.getAttribute("src")!.startsWith("/@"));
  const preloads = template.querySelectorAll('link[rel="modulepreload"][href]');
  const entries = entryScripts.map((script) => script.getAttribute("src")!);
  const chunks = preloads.map((link) => link.getAttribute("href")!);
  const rest = applyEdits(
    html,
    [...entryScripts, ...preloads].map((element) => removalEdit(html, element)),
  );
  if (entries.length !== 1)
    throw new Error(
      `The page template should hold one entry script from Vite, found ${entries.length}. Run npm run build again.`,
    );
  const modules = [...new Set([...entries, ...chunks, ...preload.map((file) => `/${file}`)])];
  const later = [...new Set(onUse.map((file) => `/${file}`))].filter(
    (file) => !modules.includes(file),
  );
  const onUseAttribute = later.length ? ` data-on-use="${later.join(" ")}"` : "";
  const loader = hasBlocks
    ? `  <script data-modules="${modules.join(" ")}"${onUseAttribute}>${codeLoader()}</script>\n`
    : "";
  // The shell's script last: it marks the page interactive, and the loader is in place by then.
  return rest.replace("</body>", `${loader}  <script>${SHELL_SCRIPT}</script>\n  </body>`);
}

const ICON_TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  avif: "image/avif",
};

/** The browser tab's icon: the business's logo when it has one, as a PNG when it is a drawing (iconPath). */
const iconLink = (logo?: string) => {
  if (!logo) return "";
  const icon = iconPath(logo);
  const size = icon === logo ? "" : ` sizes="${ICON_SIZE}x${ICON_SIZE}"`;
  return `<link rel="icon" href="${escapeMarkup(icon)}" type="${ICON_TYPES[icon.split(".").pop()!.toLowerCase()]}"${size} />`;
};

/**
 * What the page template takes from the site rather than the page: the language of <html> and the
 * languages the detection script knows (the source language first). The tab's icon takes the
 * place of <!--site-icon--> (iconLink).
 */
function siteEdits(
  template: string,
  page: HTMLElement,
  site: Pick<SiteData, "lang" | "dir" | "defaultLanguage" | "languages">,
): Edit[] {
  const codes = [
    site.defaultLanguage,
    ...site.languages.map((l) => l.code).filter((c) => c !== site.defaultLanguage),
  ];
  return [
    openingTagEdit(
      template,
      page.querySelector("html"),
      `<html lang="${site.lang}" dir="${site.dir}">`,
    ),
    openingTagEdit(
      template,
      page.querySelector("script[data-languages]"),
      `<script data-languages="${codes.join(" ")}">`,
    ),
  ];
}

/** What the page's islands are drawn with, for the browser to hydrate them (src/islands/hydrate.tsx); nothing on a page without. */
function islandData(result: RenderResult): string {
  if (!result.islands) return "";
  return `<script type="application/json" id="island-data">${JSON.stringify(result.islands).replace(/</g, "\\u003c")}</script>`;
}

/**
 * A page as the visitor gets it: the template filled with the page's HTML, head and code. `chunksOf`
 * names the files of the source modules the page's code needs: the built chunks (chunksFor) in the
 * build, the modules themselves under npm run dev, which renders every page through this too.
 */
export function fillTemplate(
  template: string,
  result: RenderResult,
  chunksOf: (modules: string[]) => string[],
): string {
  const code = deferCode(
    template,
    chunksOf(result.dataModules),
    chunksOf(result.onUseModules),
    hasInteractiveBlock(result.html),
  );
  const page = parse(code);
  const titleElement = page.querySelector("title");
  const description = page.querySelector('meta[name="description"]');
  if (!titleElement || !description)
    throw new Error(
      'The page template (index.html) needs its <title> and <meta name="description">.',
    );
  // The empty description of the template gives way to the page's, written with its head tags.
  const title = `<title>${escapeMarkup(plainText(result.page.title))}</title>`;
  // Replaced by functions, so a "$" in the page's words is never read as a replacement pattern.
  return applyEdits(code, [
    ...siteEdits(code, page, result.site),
    { from: titleElement.range[0], to: titleElement.range[1], text: title },
    removalEdit(code, description),
  ])
    .replace("<!--site-icon-->", () => iconLink(result.site.business.logo))
    .replace("<!--page-head-->", () => headFor(result))
    .replace("<!--page-html-->", () => result.html + islandData(result));
}

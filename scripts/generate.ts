// Writes src/generated/: TypeScript types from schemas/, and the resolved data of every page in
// every language from site.config.yaml and content/, once the content passes the same checks as
// npm run validate (npm run build validates here, once). Run: npm run generate
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { formatDiagnostic } from "../src/site/check/diagnostics.ts";
import { writeSchemaTypes } from "./schema-types.ts";
import { sectionRegistrySource } from "../src/site/load/section-folders.ts";
import { publishSectionSchemas } from "../src/site/load/section-schemas.ts";
import { writeIfChanged } from "../src/site/load/write-if-changed.ts";
import { browserRegistrySource } from "../src/site/load/browser-registry.ts";
import { resolveSite } from "../src/site/resolve/resolve-site.ts";
import {
  describeDelivery,
  missingDeliveryKeys,
  resolveDelivery,
  type FormKey,
} from "../src/site/resolve/delivery.ts";
import { validateSite, type ValidationResult } from "../src/site/check/validate-site.ts";
import { terminalSafe } from "../src/site/check/terminal-text.ts";
import { validationReport } from "./validation-report.ts";
import type { RouteManifest } from "../src/site/resolve/site-data.ts";
import { withMarkdownHtml } from "../src/site/resolve/markdown-html.ts";
import type { SiteContent } from "../src/site/load/site-content.ts";
import { runAsCommand } from "./command-line.ts";
import { writeEditorConfig } from "./editor-config.ts";
import {
  FIELD_KINDS_SCHEMA,
  fieldDrawingsSource,
  fieldKindsSchemaText,
  fieldKindsSource,
} from "./field-kinds.ts";

/** Every file under a folder, at any depth. */
const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name))
    : [];

const DO_NOT_EDIT =
  "// Written by scripts/generate.ts from schemas/ and content/. Do not edit: change the source and run npm run generate.\n";

/** The routes manifest of the last generate, if it left a readable one. */
function manifestOnDisk(file: string): Partial<RouteManifest> {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as RouteManifest;
  } catch {
    return {};
  }
}
const routesOnDisk = (file: string) => manifestOnDisk(file).routes ?? {};
const movedOnDisk = (file: string) => manifestOnDisk(file).moved ?? {};

/** generate, one step at a time: npm run dev writes the language of the open page first and the others after it is shown. */
export interface GenerateSteps {
  /** The files changed so far: the types and the section registry, once the content is checked. */
  touched: string[];
  /** The site's languages, in the order site.config.yaml lists them, and the one whose addresses carry no prefix. */
  languages: string[];
  defaultLanguage: string;
  /**
   * Resolves one language's pages and writes what changed of them; returns the files it changed.
   * With `onlyPage` (an address), of the pages' own files only that one and the not-found page
   * are written: the others in a later call.
   */
  writeLanguage(code: string, onlyPage?: string): string[];
  /** Once every language is written: removes what is no longer made; returns the files it removed. */
  finish(): string[];
}

export interface GenerateOptions {
  /** Print the validation report (npm run validate's words) before writing; npm run dev does not. */
  report?: boolean;
}

/** What one generate's steps share: where they write, the checked content, and what they wrote. */
interface GenerateRun {
  out: string;
  content: SiteContent;
  log: Pick<Console, "log" | "warn">;
  languages: string[];
  defaultLanguage: string;
  /** Every file this generate made, changed or not: finish() removes the others. */
  written: Set<string>;
  /** How many files changed. */
  changed: number;
  routesFile: string;
  /** Per language, the addresses pages had before and where they are now. */
  moved: NonNullable<RouteManifest["moved"]>;
  /** Each language's addresses and the page data each is drawn from. */
  routes: RouteManifest["routes"];
}

/** Writes the registries of section blocks, browser code and field kinds when they changed; returns those written. */
function writeSectionRegistry(root: string, out: string): string[] {
  const registries: [string, string, string][] = [
    ["section-registry.ts", "src/sections/*/", sectionRegistrySource(root)],
    ["browser-registry.ts", "src/sections/*/ and src/ui/*/", browserRegistrySource(root)],
    ["field-kinds.ts", "src/leads/kinds/", fieldKindsSource(root)],
    ["field-drawings.ts", "src/leads/form/fields/", fieldDrawingsSource(root)],
  ];
  // Only when it changes: it is a module of the page, and npm run dev would reload it.
  return registries.flatMap(([name, from, source]) => {
    const file = join(out, name);
    const text = DO_NOT_EDIT.replace("schemas/ and content/", from) + "\n" + source;
    return writeIfChanged(file, text) ? [file] : [];
  });
}

/** The checked content. Throws with every content problem listed when there is none. */
function validContent({ diagnostics, content }: ValidationResult): SiteContent {
  if (!content) {
    // The last good pages stay, so a running dev server keeps showing the site behind the message.
    throw new Error(
      `${diagnostics.map(formatDiagnostic).join("\n\n")}\n\nThe content has problems (listed above), so the pages were not generated again.`,
    );
  }
  return content;
}

/** A generate about to write the checked content's languages, with the routes the last one left. */
function newRun(
  out: string,
  content: SiteContent,
  log: Pick<Console, "log" | "warn">,
): GenerateRun {
  const { site: config } = content.config.value;
  const languages = config.languages.map((language) => language.code);
  // A language not written yet keeps the routes it had, so its pages are found meanwhile.
  const routesFile = join(out, "routes.json");
  const before = routesOnDisk(routesFile);
  const movedBefore = movedOnDisk(routesFile);
  const routes: RouteManifest["routes"] = Object.fromEntries(
    languages.map((code) => [code, before[code] ?? {}]),
  );
  return {
    out,
    content,
    log,
    languages,
    defaultLanguage: config.defaultLanguage,
    written: new Set<string>(),
    changed: 0,
    routesFile,
    routes,
    moved: Object.fromEntries(languages.map((code) => [code, movedBefore[code] ?? {}])),
  };
}

/**
 * Writes a file only when its data changed, so an edit rewrites the few files it touches (npm run
 * dev, and the build's page cache, read them); adds it to `into` then. Every file written is noted,
 * changed or not: what is no longer made is removed by finish().
 */
function write(run: GenerateRun, file: string, text: string, into: string[]): void {
  run.written.add(file);
  if (!writeIfChanged(file, text)) return;
  run.changed++;
  into.push(file);
}

/** Resolves one language's pages and writes what changed of them (GenerateSteps.writeLanguage). */
function writeLanguage(run: GenerateRun, code: string, onlyPage?: string): string[] {
  const { out, routes, defaultLanguage } = run;
  const changedFiles: string[] = [];
  const { site, ui, pages } = resolveSite(run.content, code, process.env);
  mkdirSync(join(out, "pages", code), { recursive: true });
  write(run, join(out, `site.${code}.json`), JSON.stringify(site), changedFiles);
  // The interface words (common, nav), which the server entry imports: no built page fetches words.
  mkdirSync(join(out, "locales", code), { recursive: true });
  for (const [ns, words] of Object.entries(ui))
    write(run, join(out, "locales", code, `${ns}.json`), JSON.stringify(words), changedFiles);
  for (const page of pages) {
    // The not-found page too: it is what an address no page has shows.
    if (onlyPage !== undefined && page.path !== onlyPage && !page.isNotFound) continue;
    write(
      run,
      join(out, "pages", code, `${page.key}.json`),
      JSON.stringify(withMarkdownHtml(page, defaultLanguage)),
      changedFiles,
    );
  }
  routes[code] = Object.fromEntries(pages.filter((p) => !p.isNotFound).map((p) => [p.path, p.key]));
  run.moved[code] = Object.fromEntries(
    pages.flatMap((p) => (p.formerPaths ?? []).map((former) => [former, p.path])),
  );
  const manifest: RouteManifest = { defaultLanguage, routes, moved: run.moved };
  write(run, run.routesFile, JSON.stringify(manifest, null, 2), changedFiles);
  return changedFiles;
}

/** Removes the data files this generate did not make; returns them. */
function removeStale({ out, written }: GenerateRun): string[] {
  // A page, a language or a namespace taken out (or renamed, as zh to zh-Hans) leaves no data behind.
  const stale = [
    ...readdirSync(out)
      .filter((file) => /^site\..+\.json$/.test(file))
      .map((file) => join(out, file)),
    ...filesUnder(join(out, "pages")),
    ...filesUnder(join(out, "locales")),
  ].filter((file) => !written.has(file));
  for (const file of stale) rmSync(file);
  return stale;
}

/** Says how the forms' leads are delivered, and warns when the EmailJS keys are only partly set. */
function reportDelivery({ content, log }: GenerateRun): void {
  const forms = Object.keys(content.config.value.forms ?? {}) as FormKey[];
  const missing = missingDeliveryKeys(content.config.value.delivery, process.env, forms);
  if (missing.length)
    log.warn(
      `Warning: some EmailJS keys are set but these are empty: ${missing.join(", ")}. Until all four are set, leads go to the outbox.`,
    );
  if (forms.length)
    log.log(describeDelivery(resolveDelivery(content.config.value.delivery, process.env, forms)));
}

/** Once every language is written: removes what is no longer made and sums up (GenerateSteps.finish). */
function finish(run: GenerateRun): string[] {
  const stale = removeStale(run);
  const total = Object.values(run.routes).reduce((n, r) => n + Object.keys(r).length, 0);
  run.log.log(
    `Generated types and ${total} pages in ${run.languages.length} language(s) into src/generated/ (${run.changed} files changed, ${stale.length} removed).`,
  );
  reportDelivery(run);
  return stale;
}

/** Checks the content and writes the types and the section registry. Throws with every content problem listed when the content is not valid. */
export function startGenerate(
  root = process.cwd(),
  log: Pick<Console, "log" | "warn"> = console,
  { report = true }: GenerateOptions = {},
): GenerateSteps {
  const out = join(root, "src/generated");
  // The section types' folders publish their schemas and the union first: validation reads them.
  publishSectionSchemas(root);
  const started = performance.now();
  const validation = validateSite(root);
  mkdirSync(out, { recursive: true });
  const touched = writeSectionRegistry(root, out);
  const content = validContent(validation);
  // The content editor's fields, from the schemas, for the site's languages.
  touched.push(...writeEditorConfig(root, content.config.value.site));
  // The same words npm run validate prints: the build checks the content once, here.
  if (report)
    log.log(
      validationReport(validation, (performance.now() - started) / 1000)
        .map(terminalSafe)
        .join("\n"),
    );
  const run = newRun(out, content, log);
  return {
    touched,
    languages: run.languages,
    defaultLanguage: run.defaultLanguage,
    writeLanguage: (code, onlyPage) => writeLanguage(run, code, onlyPage),
    finish: () => finish(run),
  };
}

/**
 * Writes src/generated/ under `root`. Throws with every content problem listed when the content is
 * not valid. Returns the files it changed or removed.
 */
export function generate(
  root = process.cwd(),
  log: Pick<Console, "log" | "warn"> = console,
  options: GenerateOptions = {},
): string[] {
  const steps = startGenerate(root, log, options);
  return [
    ...steps.touched,
    ...steps.languages.flatMap((code) => steps.writeLanguage(code)),
    ...steps.finish(),
  ];
}

/** npm run generate, and the build's first step: returns the exit code. */
export async function main(): Promise<number> {
  try {
    // The kinds of form field publish their part of the schemas first (their modules say it).
    writeIfChanged(
      join(process.cwd(), "schemas", FIELD_KINDS_SCHEMA),
      await fieldKindsSchemaText(process.cwd()),
    );
    // The types next: they come from the schemas alone, and the compiler and editors read them.
    await writeSchemaTypes(process.cwd());
    generate();
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
}

await runAsCommand(import.meta.url, main);

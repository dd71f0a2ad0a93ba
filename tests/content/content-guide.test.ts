// Follows each task of CONTENT.md on one copy of the real site, in turn, as an owner would: the
// commands and the YAML come from the guide itself, and the values being replaced from the
// content, so neither the guide nor the site's words are repeated here. Each task must leave the
// content valid and show its change; then the copy is built and must pass every content check.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse, parseDocument, type Document } from "yaml";
import { validateSite } from "../../src/site/check/validate-site.ts";
import { resolveSite } from "../../src/site/resolve/resolve-site.ts";
import { formatDiagnostic } from "../../src/site/check/diagnostics.ts";
import { localizedPath } from "../../src/site/shared/localized-path.ts";
import { lockedNow, readLock, writeLock } from "../../src/site/translate/translation-lock.ts";
import { translationFileFor } from "../../src/site/load/translations.ts";
import { buildIn, copyRealSite, PROJECT } from "../helpers/fixture-site.ts";
import { BUILT_SITE_CHECKS, fileOf, readBuiltSite, type BuiltSite } from "./checks.ts";
import { changeFacts, factChangeProblems, type FactChange } from "../helpers/fact-changes.ts";

const guide = readFileSync(join(PROJECT, "CONTENT.md"), "utf8");
/** The text of one "## " section of the guide. */
function section(heading: string): string {
  const found = guide.split(/^## /m).find((part) => part.startsWith(heading));
  if (!found) throw new Error(`CONTENT.md has no section "${heading}"`);
  return found;
}
/** The fenced blocks of one section, by language. */
const blocks = (heading: string, lang: string) =>
  // A block inside a numbered step is indented with the step; its lines lose that indentation.
  [...section(heading).matchAll(new RegExp("^( *)```" + lang + "\\n([\\s\\S]*?)^ *```", "gm"))].map((m) => m[2].replace(new RegExp(`^ {${m[1].length}}`, "gm"), ""));

let root: string;
let remove: () => void;
beforeAll(() => ({ root, remove } = copyRealSite()));
afterAll(() => remove?.());

const read = (file: string) => readFileSync(join(root, file), "utf8");
/** Edits a YAML file through the document API, so its comments and layout stay. */
function editYaml(file: string, edit: (doc: ReturnType<typeof parseDocument>) => void): void {
  const doc = parseDocument(read(file));
  edit(doc);
  writeFileSync(join(root, file), doc.toString({ lineWidth: 0 }));
}
const problems = () => validateSite(root).diagnostics.map(formatDiagnostic);
const resolved = (lang?: string) => {
  const { content } = validateSite(root);
  return resolveSite(content!, lang ?? content!.config.value.site.defaultLanguage);
};
/** site.config.yaml and every file under content/ that holds words. */
const contentFiles = (dir = "content"): string[] => [
  ...(dir === "content" ? ["site.config.yaml"] : []),
  ...readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? contentFiles(`${dir}/${entry.name}`) : /\.(yaml|md)$/.test(entry.name) ? [`${dir}/${entry.name}`] : [],
  ),
];
/** A collection's file in each language the site is translated into ("locations/aurora.yaml" -> content/locations/<language>/aurora.yaml), where it exists. */
const translationFiles = (path: string) => {
  const [collection, name] = path.split("/");
  return readdirSync(join(root, "content", collection))
    .filter((lang) => lang !== defaultLanguage())
    .map((lang) => `content/${collection}/${lang}/${name}`)
    .filter((file) => existsSync(join(root, file)));
};

/** The site's default language, and another it lists (counted from the end when negative); the default when it lists no other. */
const defaultLanguage = () => parse(read("site.config.yaml")).site.defaultLanguage as string;
function otherLanguage(at = 0): string {
  const { defaultLanguage: source, languages } = parse(read("site.config.yaml")).site as { defaultLanguage: string; languages: { code: string }[] };
  return languages.map((l) => l.code).filter((code) => code !== source).at(at) ?? source;
}
/** A task of the guide for a feature this site does not use: skipped, with the reason printed. */
function skipTask(context: { skip: (note?: string) => void }, task: string, reason: string): void {
  console.info(`CONTENT.md, "${task}": skipped, since ${reason}.`);
  context.skip(reason);
}

/** The section types that list the reviews (a hero only quotes the one it names). */
const REVIEW_LISTS = ["testimonial-carousel", "testimonial-list"];
/** The pages of a resolved language that list reviews. */
const listingReviews = ({ pages }: ReturnType<typeof resolved>) => pages.filter((p) => p.sections.some((section) => REVIEW_LISTS.includes(section.type)));
/** The field of a form that says who sent it, as the outbox's log and npm run leads take it: its first line of words. */
const whoField = (fields: { name: string; kind: string }[]) => fields.find((f) => f.kind === "text");

// What the owner starts from, and what each task changed, for the checks on the built copy.
const before = parse(readFileSync(join(PROJECT, "site.config.yaml"), "utf8"));
const changed: Record<string, string> = {};
const changes: FactChange[] = [];

describe("CONTENT.md, followed task by task on a copy of the real site", () => {
  it("changes the phone number as 'Change the phone number' says", () => {
    const [line] = blocks("Change the phone number", "yaml");
    const example = (parse(line) as { phone: string }).phone;
    // The guide's number, unless the site already has it: then the same with its last digit changed.
    const phone = example !== before.business.phone ? example : example.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
    editYaml("site.config.yaml", (doc) => doc.setIn(["business", "phone"], phone));
    expect(problems()).toEqual([]);
    const { site, pages } = resolved();
    expect(site.business.phone).toBe(phone);
    expect(JSON.stringify(pages)).not.toContain(before.business.phone);
    changed.phone = phone;
  });

  it("changes a fact as 'Change a fact' says, in one line, and every language says it with no translation to update", () => {
    const [, key, oldValue, newValue] = /change `(\w+): (\{[^`]+\})` to `\1: (\{[^`]+\})`/.exec(section("Change a fact"))!;
    const guideBefore = parse(oldValue) as Record<string, number>;
    const [kind] = Object.keys(guideBefore);
    // A site without the guide's example fact changes its own: each price and length of time, by a step.
    const hasExample = before.claims?.[key]?.[kind] !== undefined;
    // The guide's number, unless the site already has it: then the site's number plus one.
    const wanted = parse(newValue) as Record<string, number>;
    const value = hasExample && before.claims[key][kind] === wanted[kind] ? wanted[kind] + 1 : wanted[kind];
    const warnings = () => validateSite(root).warnings.map(formatDiagnostic);
    const warnedBefore = warnings();
    // And the rest the owner most often changes, every other price and length of time, one line each.
    const edit = hasExample ? (doc: Document) => void doc.setIn(["claims", key, kind], value) : undefined;
    changes.push(...changeFacts(root, { edit, bump: true, except: hasExample ? [key] : [] }));
    expect(problems()).toEqual([]);
    // A fact is not translated: no translation is reported as out of date.
    expect(warnings()).toEqual(warnedBefore);
    if (hasExample) expect(changes.map((change) => change.token)).toContain(`claims.${key}`);
    expect(changes.length, "a fact with a number changed").toBeGreaterThan(0);
    for (const change of changes)
      for (const lang of Object.keys(change.after)) expect(change.after[lang], `${change.token} in ${lang}`).not.toBe(change.before[lang]);
  });

  it("changes the opening hours as 'Change the opening hours' says, in one line, in every language", () => {
    const [example] = blocks("Change the opening hours", "yaml");
    const { openingHours } = parse(example) as { openingHours: unknown[] };
    const warnedBefore = validateSite(root).warnings.map(formatDiagnostic);
    changes.push(
      ...changeFacts(root, { edit: (doc) => doc.setIn(["business", "openingHours"], doc.createNode(openingHours, { flow: true })) }),
    );
    expect(problems()).toEqual([]);
    expect(validateSite(root).warnings.map(formatDiagnostic)).toEqual(warnedBefore);
    const hours = changes.find((change) => change.token === "business.hours")!;
    expect(hours, "the guide's hours differ from the site's").toBeDefined();
    changed.opens = (openingHours[0] as { opens: string }).opens;
    changed.closes = (openingHours[0] as { closes: string }).closes;
  });

  it("moves a page as 'Move a page to a new address' says, its old links leading to it", (context) => {
    const [example] = blocks("Move a page to a new address", "yaml");
    const { path, formerPaths } = parse(example) as { path: string; formerPaths: string[] };
    const [old] = formerPaths;
    const file = contentFiles().find((name) => name.startsWith("content/pages/") && (parse(read(name)) as { path?: string }).path === old);
    if (!file) return skipTask(context, "Move a page to a new address", `the site has no page at ${old}`);
    editYaml(file, (doc) => {
      doc.set("path", path);
      doc.set("formerPaths", doc.createNode(formerPaths, { flow: true }));
    });
    // Step 2: the links the validator names, changed to the new address.
    const named = problems().filter((problem) => problem.includes(`The link ${old} goes to no page`));
    expect(named.length).toBeGreaterThan(0);
    for (const linking of new Set(named.map((problem) => problem.split(":")[0])))
      writeFileSync(join(root, linking), read(linking).replace(new RegExp(`${old}(?![\\w/-])`, "g"), path));
    expect(problems()).toEqual([]);
    changed.movedFrom = old;
    changed.movedTo = path;
  });

  it("changes the address as 'Change the business's address' says", () => {
    const text = section("Change the business's address");
    const { address } = parse(/`(address: \{[^`]+\})`/.exec(text)![1]) as { address: Record<string, string> };
    editYaml("site.config.yaml", (doc) => doc.setIn(["business", "address"], doc.createNode(address, { flow: true })));
    expect(problems()).toEqual([]);
    expect(resolved().site.business.address).toEqual(address);
  });

  it("changes an FAQ answer as 'Change an FAQ answer' says", () => {
    const answer = "We answer this question in new words, written for this test of the guide.";
    let id = "";
    editYaml(`content/faq/${defaultLanguage()}/questions.yaml`, (doc) => {
      id = doc.getIn(["questions", 0, "id"]) as string;
      doc.setIn(["questions", 0, "answer"], answer);
    });
    expect(problems()).toEqual([]);
    const withFaq = resolved().pages.find((p) => p.faq?.length)!;
    expect(withFaq.faq!.find((q) => q.id === id)!.answer).toBe(answer);
    changed.answer = answer;
  });

  it("changes words that are translated as 'Change words that are translated' says: warned in every language until marked done", () => {
    const [command] = blocks("Change words that are translated", "sh").map((block) => block.trim());
    const [npm, run, script, separator, , , file] = command.split(/\s+/);
    expect([npm, run, separator]).toEqual(["npm", "run", "--"]);
    const { content } = validateSite(root);
    const { defaultLanguage, languages } = content!.config.value.site;
    const others = languages.map((l) => l.code).filter((code) => code !== defaultLanguage);
    // The guide's own example file: its second question's answer, in new words.
    const answer = "New words for this answer, written for this test of the guide's translation task.";
    // Earlier tasks changed English words too, and left their translations to a translator.
    const where = (w: { file: string; path: string }) => `${w.file} ${w.path}`;
    const before = new Set(validateSite(root).warnings.map(where));
    editYaml(file, (doc) => void doc.setIn(["questions", 1, "answer"], answer));
    const { diagnostics, warnings } = validateSite(root);
    expect(diagnostics.map(formatDiagnostic)).toEqual([]);
    const added = warnings.filter((w) => !before.has(where(w)));
    const translationsOf = (lang: string) => translationFileFor(file, lang);
    expect(added.map((w) => w.file).sort()).toEqual(others.map(translationsOf).sort());
    for (const warning of added) expect(warning.message).toContain(`Now: "${answer}"`);
    const scriptFile = join(PROJECT, "scripts", `${JSON.parse(read("package.json")).scripts[script].split(" ").at(-1).replace(/^scripts\//, "")}`);
    // The guide's command for the first language; for the others, the same code in this process (a command each would cost seconds).
    const [first, ...rest] = others;
    execFileSync(process.execPath, ["--import", "tsx", scriptFile, ...command.split(/\s+/).slice(4).map((word, i) => (i === 1 ? first : word))], { cwd: root, stdio: "pipe" });
    const { content: current } = validateSite(root);
    for (const lang of rest) writeLock(root, lang, lockedNow(current!, lang, readLock(root, lang), [file]));
    // Marked done, the file has no warning left in any language.
    expect(validateSite(root).warnings.filter((w) => others.map(translationsOf).includes(w.file))).toEqual([]);
  });

  it("publishes a review sent through the form as 'Publish a review' says", (context) => {
    const commands = blocks("Publish a review", "sh").map((block) => block.trim());
    const publish = commands.find((command) => / publish /.test(command))!;
    const id = publish.split(/\s+/).at(-1)!;
    // Each language resolved once: resolving the whole site again costs seconds.
    const source = resolved();
    if (!source.site.forms.review) return skipTask(context, "Publish a review", "the site has no review form (forms.review in site.config.yaml)");
    if (!listingReviews(source).length) return skipTask(context, "Publish a review", "no page of the site lists reviews (a testimonial carousel or list)");
    // A review as npm start keeps it when a customer sends the form in the site's second language (French on the real site), ticking the box.
    const [sent, shownIn] = [otherLanguage(), otherLanguage(-1)];
    const inSent = resolved(sent);
    const form = inSent.site.forms.review!;
    const valueOf = (kind: string) => ({ rating: "5", textarea: "Réparé le jour même.", consent: "yes" })[kind] ?? "";
    const who = whoField(form.fields)!;
    const params = Object.fromEntries(form.fields.map((field) => [field.name, field === who ? "Camille R." : valueOf(field.kind)]));
    const at = "2026-06-02T09:30:00.000Z";
    // Sent from the page that carries the review form, as the consent records.
    const formPage = inSent.pages.find((p) => p.sections.some((section) => section.type === "review-form")) ?? listingReviews(inSent)[0];
    const reviewsPage = formPage.path;
    const lead = { receivedAt: at, serviceId: "outbox", templateId: source.site.delivery.templates.review ?? "review", libVersion: "4.4.1", params: { ...params, inquiryType: form.inquiryType, hasAttachment: "No", form: "review", language: sent, page: reviewsPage } };
    mkdirSync(join(root, "outbox"), { recursive: true });
    writeFileSync(join(root, "outbox", `${at.replace(/[:.]/g, "-")}-review-${id}.json`), JSON.stringify(lead));
    const runCommand = (command: string) => {
      const [npm, run, script, separator, ...args] = command.split(/\s+/);
      expect([npm, run]).toEqual(["npm", "run"]);
      const scriptFile = /tsx (\S+)/.exec(JSON.parse(read("package.json")).scripts[script])![1];
      return execFileSync(process.execPath, ["--import", "tsx", scriptFile, ...(separator ? args : [])], { cwd: root, encoding: "utf8", env: { ...process.env, OUTBOX_DIR: join(root, "outbox") } });
    };
    expect(runCommand(commands[0])).toContain(id);
    expect(runCommand(publish)).toMatch(/Next: run npm run build/);
    expect(problems()).toEqual([]);
    const showing = listingReviews(resolved(shownIn)).find((p) => p.testimonials!.some((t) => t.name === "Camille R."))!;
    const published = showing.testimonials!.find((t) => t.name === "Camille R.")!;
    expect(published).toMatchObject({ language: sent, text: "Réparé le jour même.", consent: { page: reviewsPage, statement: form.fields.find((f) => f.kind === "consent")!.label } });
    // The same page in the site's source language, whose address has no language prefix.
    changed.reviewerPage = showing.sourcePath;
    changed.reviewer = published.name;
  });

  it("adds a review received another way as 'Publish a review' shows", (context) => {
    if (!listingReviews(resolved()).length) return skipTask(context, "Publish a review", "no page of the site lists reviews (a testimonial carousel or list)");
    const [review] = blocks("Publish a review", "yaml");
    const { testimonials } = parse(review) as { testimonials: { id: string; name: string }[] };
    editYaml("content/testimonials.yaml", (doc) => {
      const existing = (doc.toJS().testimonials ?? []) as { id: string }[];
      // A site that already shows the guide's example gets it again under an id of its own.
      const added = testimonials.map((t) => (existing.some((e) => e.id === t.id) ? { ...t, id: `${t.id}-again` } : t));
      doc.set("testimonials", doc.createNode([...existing, ...added]));
    });
    expect(problems()).toEqual([]);
    expect(listingReviews(resolved()).flatMap((p) => p.testimonials!.map((t) => t.name))).toContain(testimonials[0].name);
  });

  it("lists today's leads as 'See today's leads' says", (context) => {
    const [command] = blocks("See today's leads", "sh").map((block) => block.trim());
    const forms = resolved().site.forms;
    const [formKey, form] = Object.entries(forms).find(([key]) => key !== "review") ?? [];
    if (!form) return skipTask(context, "See today's leads", "the site has no form that sends leads (forms in site.config.yaml)");
    // A lead of the site's first form, as npm start keeps it: a name, a phone and the first choice of each list.
    const params: Record<string, string> = { inquiryType: form.inquiryType, hasAttachment: "No", form: formKey!, language: defaultLanguage(), page: "/contact" };
    const who = whoField(form.fields);
    for (const field of form.fields)
      params[field.name] = field === who ? "Robin Q." : field.kind === "tel" ? "6135550123" : field.kind === "select" ? (field.options?.find((o: { value: string }) => o.value)?.value ?? "") : "";
    const at = new Date().toISOString();
    const lead = { receivedAt: at, serviceId: "outbox", templateId: resolved().site.delivery.templates[formKey as keyof typeof forms] ?? formKey!, libVersion: "4.4.1", params };
    mkdirSync(join(root, "outbox"), { recursive: true });
    writeFileSync(join(root, "outbox", `${at.replace(/[:.]/g, "-")}-service-request-0c0c0c.json`), JSON.stringify(lead));
    const [, , script, , ...args] = command.split(/\s+/);
    const scriptFile = /tsx (\S+)/.exec(JSON.parse(read("package.json")).scripts[script])![1];
    const table = execFileSync(process.execPath, ["--import", "tsx", scriptFile, ...args], { cwd: root, encoding: "utf8", env: { ...process.env, OUTBOX_DIR: join(root, "outbox") } });
    expect(table).toMatch(/Robin Q\. +6135550123 .*0c0c0c/);
  });

  it("adds a location as 'Add a location page' says, and it reaches every language", () => {
    const [command] = blocks("Add a location page", "sh");
    const [npm, run, script, separator, ...args] = command.trim().split(/\s+/);
    expect([npm, run, separator]).toEqual(["npm", "run", "--"]);
    const scriptFile = /tsx (\S+)/.exec(JSON.parse(read("package.json")).scripts[script])![1];
    const [example] = blocks("Add a location page", "yaml");
    const exampleSlug = (parse(example) as { slug: string }).slug;
    // The guide's place, unless the site already has it: then a place of the same name one step east.
    const taken = existsSync(join(root, `content/locations/${defaultLanguage()}/${exampleSlug}.yaml`));
    const name: string = JSON.parse(args.join(" ")) + (taken ? " East" : "");
    const slug = taken ? `${exampleSlug}-east` : exampleSlug;
    const finished = taken ? example.replace(`slug: ${exampleSlug}`, `slug: ${slug}`).replace(/^name: .*$/m, `name: ${JSON.stringify(name)}`) : example;
    execFileSync(process.execPath, ["--import", "tsx", scriptFile, name], { cwd: root, stdio: "pipe" });
    expect(existsSync(join(root, `content/locations/${defaultLanguage()}/${slug}.yaml`))).toBe(true);

    // Straight after the command, validate points at each line still to fill in, and nothing else.
    const todo = problems();
    expect(todo.length).toBeGreaterThan(0);
    for (const problem of todo) expect(problem).toMatch(new RegExp(`^content/locations/${defaultLanguage()}/${slug}\\.yaml:\\d+:\\d+\\n  This is still a placeholder\\. Replace the whole text, "FILL IN:" included, with `));

    writeFileSync(join(root, `content/locations/${defaultLanguage()}/${slug}.yaml`), finished);
    expect(problems()).toEqual([]);
    const { content } = validateSite(root);
    for (const { code } of content!.config.value.site.languages) {
      const page = resolveSite(content!, code).pages.find((p) => p.sourcePath === `/locations/${slug}`);
      expect(page, code).toBeDefined();
      expect(page!.isFallback, code).toBe(code !== content!.config.value.site.defaultLanguage);
    }
    changed.added = slug;
  });

  it("removes a location as 'Remove a location page' says", () => {
    const [command] = blocks("Remove a location page", "sh");
    const example = /content\/locations\/\*\/([\w-]+)\.yaml/.exec(command)![1];
    // The guide's example place if the site still has it, else the last one no other file links to.
    const slugs = readdirSync(join(root, "content/locations", defaultLanguage())).map((f) => f.replace(/\.yaml$/, "")).filter((s) => s !== changed.added);
    const linked = (slug: string) => contentFiles().some((file) => !file.endsWith(`locations/${slug}.yaml`) && read(file).includes(`/locations/${slug}`));
    const slug = slugs.includes(example) ? example : slugs.filter((s) => !linked(s)).at(-1)!;
    rmSync(join(root, `content/locations/${defaultLanguage()}/${slug}.yaml`));
    for (const file of translationFiles(`locations/${slug}.yaml`)) rmSync(join(root, file));
    expect(problems()).toEqual([]);
    expect(resolved().pages.some((p) => p.sourcePath === `/locations/${slug}`)).toBe(false);
    changed.removed = slug;
  });

  it("serves a file as it is as 'Serve a file exactly as it is' says, and is refused one in the way of the build", () => {
    const text = section("Serve a file exactly as it is");
    const example = /`public\/([\w.-]+)` is `\/\1`/.exec(text)![1];
    writeFileSync(join(root, "public", example), "placeholder.example, 1234, DIRECT\n");
    expect(problems()).toEqual([]);
    changed.publicFile = example;
    // The guide's example of a file the build writes itself.
    const refused = /\(`([\w.]+)`, `[\w.]+`\)/.exec(text)![1];
    writeFileSync(join(root, "public", refused), "User-agent: *\n");
    expect(problems()).toEqual([expect.stringMatching(new RegExp(`^public/${refused.replace(".", "\\.")}:1:1\n`))]);
    rmSync(join(root, "public", refused));
  });

  describe("then the copy builds and passes every content check", () => {
    let built: BuiltSite;
    beforeAll(() => {
      buildIn(root);
      built = readBuiltSite(root);
    }, 240_000);
    const html = (path: string) => readFileSync(join(built.dist, fileOf(path)), "utf8");
    const source = () => built.routes.defaultLanguage;
    const everyHtml = () => built.pages.map((p) => p.html).join("\n");

    it.each(Object.entries(BUILT_SITE_CHECKS))("%s", (_, check) => {
      expect(check(built)).toEqual([]);
    });

    it("shows each change on the built pages and nothing of what it replaced", () => {
      const all = everyHtml();
      expect(all).not.toContain(`>${before.business.phone}<`);
      expect(all).toContain(changed.phone);
      expect(all).toContain(`"opens":"${changed.opens}","closes":"${changed.closes}"`);
      const withFaq = Object.entries(built.routes.routes[source()]).find(([, key]) => built.page(source(), key).faq?.length)!;
      expect(html(withFaq[0])).toContain(changed.answer);
      if (changed.reviewerPage) expect(html(changed.reviewerPage)).toContain("Camille R.");
      expect(readFileSync(join(built.dist, changed.publicFile), "utf8")).toBe(readFileSync(join(root, "public", changed.publicFile), "utf8"));
    });

    it("says each changed fact's new value in every language, in the words, titles, descriptions and structured data, and its old value nowhere", () => {
      expect(changes.length).toBeGreaterThan(0);
      expect(factChangeProblems(built, changes)).toEqual([]);
    });

    it("sends a moved page's old address on to the new one in every language, for every kind of host", () => {
      if (!changed.movedFrom) return;
      const redirects = readFileSync(join(built.dist, "_redirects"), "utf8");
      const nginx = readFileSync(join(built.root, "deploy/redirects.conf"), "utf8");
      for (const lang of Object.keys(built.routes.routes)) {
        const [from, to] = [changed.movedFrom, changed.movedTo].map((path) => localizedPath(path, lang, source()));
        expect(redirects, lang).toContain(`${from} ${to} 301`);
        expect(nginx, lang).toContain(`location = ${from} { return 301 ${to}; }`);
        expect(existsSync(join(built.dist, fileOf(to))), lang).toBe(true);
        expect(existsSync(join(built.dist, fileOf(from))), lang).toBe(false);
      }
    });

    it("builds the added location in every language and drops the removed one everywhere", () => {
      for (const lang of Object.keys(built.routes.routes)) {
        const prefix = lang === source() ? "" : `/${lang}`;
        expect(existsSync(join(built.dist, fileOf(`${prefix}/locations/${changed.added}`))), lang).toBe(true);
        expect(existsSync(join(built.dist, fileOf(`${prefix}/locations/${changed.removed}`))), lang).toBe(false);
      }
      const sitemap = readFileSync(join(built.dist, "sitemap.xml"), "utf8");
      expect(sitemap).toContain(`/locations/${changed.added}</loc>`);
      expect(sitemap).not.toContain(`/locations/${changed.removed}<`);
      expect(everyHtml()).not.toContain(`/locations/${changed.removed}"`);
      expect(html("/")).toContain(`href="/locations/${changed.added}"`);
    });
  });
});

// A translation never silently lags behind its source: on a copy of the fixture site, an English
// FAQ answer is changed, and every language's translation of it is reported, at its line, with the
// words then and now, until a translator marks it done. A new record is not a change.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseDocument } from "yaml";
import { validateSite } from "../../src/site/check/validate-site.ts";
import { localizedRoutes } from "../../src/site/resolve/localized-routes.ts";
import { copySite, EVERY_SECTION, PROJECT } from "../helpers/fixture-site.ts";

let site: ReturnType<typeof copySite>;
beforeAll(() => {
  site = copySite(EVERY_SECTION);
});
afterAll(() => site?.remove());

const run = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", join(PROJECT, "scripts", script), ...args], {
    cwd: site.root,
    encoding: "utf8",
    env: { ...process.env, GITHUB_ACTIONS: "" },
  });

/** Changes content/faq/en/questions.yaml in the copy, as an owner would in an editor. */
function editFaq(change: (questions: { id: string; answer: string }[]) => void): void {
  const file = join(site.root, "content/faq/en/questions.yaml");
  const doc = parseDocument(readFileSync(file, "utf8"));
  const data = doc.toJS() as { questions: { id: string; answer: string }[] };
  change(data.questions);
  doc.set("questions", doc.createNode(data.questions));
  writeFileSync(file, doc.toString());
}

describe("a translation made from words that have changed since", () => {
  const languages = () =>
    (validateSite(site.root).content!.config.value.site.languages.map((l) => l.code) ?? []).filter(
      (code) => code !== "en",
    );

  it("is reported in every language, at its line, with the words then and now; a new location is not a change", () => {
    expect(validateSite(site.root).warnings).toEqual([]);
    const before = (
      validateSite(site.root).content!.faq.value as { questions: { id: string; answer: string }[] }
    ).questions.find((q) => q.id === "warranty")!.answer;
    editFaq((questions) => {
      questions.find((q) => q.id === "warranty")!.answer =
        "Yes, for a whole year, on parts and labour.";
    });
    // A place added by the owner: shown in English until translated, not a translation to update.
    const napanee = readFileSync(join(site.root, "content/locations/en/napanee.yaml"), "utf8");
    writeFileSync(
      join(site.root, "content/locations/en/fixtureville.yaml"),
      napanee
        .replace("slug: napanee", "slug: fixtureville")
        .replace("name: Napanee", "name: Fixtureville"),
    );
    const { warnings, diagnostics } = validateSite(site.root);
    expect(diagnostics).toEqual([]);
    expect(warnings.map((w) => w.file)).toEqual(
      languages().map((lang) => `content/faq/${lang}/questions.yaml`),
    );
    for (const warning of warnings) {
      const lines = readFileSync(join(site.root, warning.file), "utf8").split("\n");
      expect(lines[warning.line - 1]).toMatch(/^\s+answer: /);
      expect(warning.path).toMatch(/^questions\[\d+\]\.answer$/);
      expect(warning.message).toContain(`Was: "${before}"`);
      expect(warning.message).toContain('Now: "Yes, for a whole year, on parts and labour."');
      expect(warning.message).toMatch(
        /run npm run translations -- done \w+ content\/faq\/en\/questions\.yaml\.$/,
      );
    }
    // The build goes on: a warning, not a problem. npm run validate shows it, and GitHub gets an annotation on the line.
    const text = run("validate.ts");
    expect(text.status).toBe(0);
    expect(text.stdout).toContain(`${warnings[0].file}:${warnings[0].line}:${warnings[0].col}`);
    const github = run("validate.ts", "--format", "github");
    expect(github.stdout).toContain(
      `::warning file=${warnings[0].file},line=${warnings[0].line},col=${warnings[0].col},title=A translation to check at questions`,
    );
    // check:translation lists it with the language's other things to look at.
    expect(run("check-translation.ts", languages()[0]).stdout).toContain(
      'Now: "Yes, for a whole year',
    );
  });

  it("is not reported for questions moved around, in English and each translation alike", () => {
    const reported = () => validateSite(site.root).warnings.map((w) => w.message);
    const before = reported();
    const reverse = (file: string) => {
      const doc = parseDocument(readFileSync(join(site.root, file), "utf8"));
      const questions = doc.toJS().questions as unknown[];
      doc.set("questions", doc.createNode(questions.reverse()));
      writeFileSync(join(site.root, file), doc.toString());
    };
    const translated = languages();
    reverse("content/faq/en/questions.yaml");
    for (const lang of translated) reverse(`content/faq/${lang}/questions.yaml`);
    expect(validateSite(site.root).diagnostics).toEqual([]);
    // The same fields, by their ids: the one changed answer, and nothing new.
    expect(reported()).toEqual(before);
  });

  it("is no longer reported once a translator marks it done", () => {
    for (const lang of languages()) {
      const done = run("translations.ts", "done", lang, "content/faq/en/questions.yaml");
      expect(done.status, done.stderr).toBe(0);
      expect(done.stdout).toContain("1 field no longer reported as changed");
    }
    expect(validateSite(site.root).warnings).toEqual([]);
  });

  it("shows the source words instead, and a changed location's page whole in the source language, when the site asks for it", () => {
    const file = join(site.root, "content/locations/en/kingston.yaml");
    const kingston = readFileSync(file, "utf8");
    writeFileSync(
      file,
      kingston.replace(
        /^description: >-\n( {2}.*\n)+/m,
        "description: A fixture town whose description the owner has just rewritten.\n",
      ),
    );
    editFaq(
      (questions) =>
        void (questions.find((q) => q.id === "payment")!.answer =
          "Cash or card, whichever you like."),
    );
    const config = join(site.root, "site.config.yaml");
    const asWritten = readFileSync(config, "utf8");
    const shown = () => {
      const { content } = validateSite(site.root);
      const { content: arabic, routes } = localizedRoutes(content!, "ar");
      return {
        answer: (
          arabic.faq.value as { questions: { id: string; answer: string }[] }
        ).questions.find((q) => q.id === "payment")!.answer,
        kingstonInSource: routes.find((route) => route.path === "/locations/kingston")!.isFallback,
      };
    };
    // By default, the translation as it is.
    expect(shown()).toMatchObject({ kingstonInSource: false });
    expect(shown().answer).not.toBe("Cash or card, whichever you like.");
    writeFileSync(
      config,
      asWritten.replace(
        "  defaultLanguage: en\n",
        "  defaultLanguage: en\n  staleTranslations: source\n",
      ),
    );
    try {
      expect(shown()).toEqual({
        answer: "Cash or card, whichever you like.",
        kingstonInSource: true,
      });
    } finally {
      writeFileSync(config, asWritten);
    }
  });

  it("shows a sentence added at the end of a long text, with the words before it", () => {
    const before = () =>
      (
        validateSite(site.root).content!.faq.value as {
          questions: { id: string; answer: string }[];
        }
      ).questions.find((q) => q.id === "repair-or-replace")!.answer;
    const answer = before();
    const added = "Ask us for both prices and choose at home.";
    editFaq((questions) => {
      questions.find((q) => q.id === "repair-or-replace")!.answer = `${answer} ${added}`;
    });
    const [warning] = validateSite(site.root).warnings.filter(
      (w) => w.path.startsWith("questions") && w.message.includes(added),
    );
    // The last words of the text as it was, then the same words with the new sentence.
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const lastWords = escaped(answer.split(" ").slice(-4).join(" "));
    expect(warning.message).toMatch(
      new RegExp(`Was: "…[^"]*${lastWords}" Now: "…[^"]*${lastWords} ${escaped(added)}"`),
    );
    editFaq((questions) => {
      questions.find((q) => q.id === "repair-or-replace")!.answer = answer;
    });
  });

  it("gives no warning when only a fact changes, since no translation writes it", () => {
    const config = join(site.root, "site.config.yaml");
    const asWritten = readFileSync(config, "utf8");
    const before = validateSite(site.root).warnings;
    writeFileSync(
      config,
      asWritten
        .replace("warranty: { months: 6 }", "warranty: { months: 9 }")
        .replace("coupon: { money: 25 }", "coupon: { money: 30 }")
        .replace('closes: "18:00"', 'closes: "17:00"'),
    );
    try {
      const { diagnostics, warnings } = validateSite(site.root);
      expect(diagnostics).toEqual([]);
      expect(warnings).toEqual(before);
    } finally {
      writeFileSync(config, asWritten);
    }
  });

  it("says once that a language without its lock is not tracked, with the command that starts it", () => {
    const lock = join(site.root, "content/ar/translated-from.lock");
    const kept = readFileSync(lock, "utf8");
    rmSync(lock);
    try {
      const untracked = validateSite(site.root).warnings.filter(
        (w) => w.file === "content/ar/translated-from.lock",
      );
      expect(untracked).toHaveLength(1);
      expect(untracked[0].message).toMatch(
        /^The "ar" translations do not record the English words they were made from, so nothing warns when those words change\. Once they are up to date, run npm run translations -- done ar to start recording them\.$/,
      );
    } finally {
      writeFileSync(lock, kept);
    }
  });

  it("says what the command takes when misused", () => {
    expect(run("translations.ts", "done").stderr).toMatch(
      /^Usage: npm run translations -- done LANGUAGE/,
    );
    expect(run("translations.ts", "done", "xx").stderr).toMatch(
      /^"xx" is not a translated language of this site\. Name one of: ar\./,
    );
    expect(run("translations.ts", "done", "ar", "content/nothing.yaml").stderr).toMatch(
      /^content\/nothing\.yaml: not a file with words to translate\./,
    );
  });
});

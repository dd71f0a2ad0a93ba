// npm run reviews: the reviews customers sent through the review form, which npm start keeps in
// its outbox beside the leads. Each waits there until the owner publishes it (it is added to
// content/testimonials.yaml with the record of the customer's permission, then shown after the
// next build) or rejects it (it is moved to outbox/rejected/). Nothing is deleted.
import { withSiteEnv } from "../src/server/site-env.ts";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { isMap, isSeq, parseDocument, type YAMLSeq } from "yaml";
import {
  findStored,
  listStored,
  outboxDir,
  shortId,
  shownDir,
  type StoredEntry,
} from "./outbox-files.ts";
import { moveStored } from "./outbox-moves.ts";
import { printable, withoutControls } from "../src/site/check/terminal-text.ts";
import { fit, localMinute } from "./leads-text.ts";
import { UsageError, defaultIo, runCommand, type Io } from "./cli.ts";
import { CONSENT_GIVEN } from "../src/leads/kinds/field-values.ts";
import { formatDiagnostic } from "../src/site/check/diagnostics.ts";
import { validateSite } from "../src/site/check/validate-site.ts";
import { resolveSite } from "../src/site/resolve/resolve-site.ts";
import type { FormDefinition, Testimonial } from "../src/generated/schema-types.ts";
import { runAsCommand } from "./command-line.ts";

const USAGE = `npm run reviews                      lists the reviews customers sent, waiting for you
npm run reviews -- publish <id>      adds one to content/testimonials.yaml, to show after the next build
npm run reviews -- reject <id>       moves one to outbox/rejected/ (nothing is deleted)
<id> is the 6 characters at the end of the list's lines, such as a1b2c3.`;

export const TESTIMONIALS_FILE = "content/testimonials.yaml";
const isReview = (entry: StoredEntry) => entry.form === "review";
const find = (dir: string, id: string, io: Io) =>
  findStored(dir, id, {
    accept: isReview,
    noun: "review",
    command: "npm run reviews",
    cwd: io.cwd,
  });

/** The review form as the site shows it in a language, from the validated content (English when the language is not one of the site's). */
function reviewForm(root: string, language: string): FormDefinition | undefined {
  const { content, diagnostics } = validateSite(root);
  if (!content || diagnostics.length)
    throw new Error(
      `The content is not valid, so no review can be published now. Run npm run validate and fix what it names first.`,
    );
  const languages = content.config.value.site.languages.map((l) => l.code);
  return resolveSite(
    content,
    languages.includes(language) ? language : content.config.value.site.defaultLanguage,
  ).site.forms.review;
}

/** A short unique name for the review: the customer's name and the day, as letters, digits and dashes. */
export function testimonialId(name: string, day: string, taken: string[]): string {
  const base = `${
    name
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "review"
  }-${day}`;
  let id = base;
  for (let n = 2; taken.includes(id); n++) id = `${base}-${n}`;
  return id;
}

/**
 * The testimonial a stored review becomes: the customer's words as they wrote them, the language
 * they wrote in, the day, and what they agreed to, when and on which page. Throws when the review
 * carries no permission to publish it.
 */
export function testimonialOf(
  entry: StoredEntry,
  form: FormDefinition | undefined,
  taken: string[],
): Testimonial {
  const { params, receivedAt } = entry.lead;
  const fieldOf = (kind: string) => form?.fields.find((field) => field.kind === kind);
  const consentField = fieldOf("consent");
  const consent = params[consentField?.name ?? "consent"];
  if (consent !== CONSENT_GIVEN || !consentField)
    throw new Error(
      `The review ${shortId(entry.id)} does not carry the customer's permission to publish it, so it cannot be published. Reject it with npm run reviews -- reject ${shortId(entry.id)}.`,
    );
  // Controls a visitor's words may carry (an escape sequence, a direction override) are not published.
  const clean = (value: string | undefined) =>
    value === undefined ? undefined : withoutControls(value).trim();
  const text = clean(params[fieldOf("textarea")?.name ?? "text"]);
  const name = clean(params.name);
  const rating = Number(params[fieldOf("rating")?.name ?? "rating"]);
  if (!text || !name || !(rating >= 1 && rating <= 5))
    throw new Error(`The review ${shortId(entry.id)} has no words, name or stars to show.`);
  const day = receivedAt.slice(0, 10);
  const location = clean(params.location);
  return {
    id: testimonialId(name, day, taken),
    name,
    ...(location ? { location } : {}),
    rating,
    text,
    language: params.language || "en",
    date: day,
    consent: { given: receivedAt, statement: consentField.label, page: params.page || "/" },
  };
}

/** Adds a testimonial to the file's list through the YAML document, so the file's comments stay. */
export function withTestimonial(yamlText: string, testimonial: Testimonial): string {
  const document = parseDocument(yamlText);
  if (!isMap(document.contents))
    throw new Error(
      `${TESTIMONIALS_FILE} does not start with "testimonials:". Put that line back, then publish again.`,
    );
  let list = document.get("testimonials");
  if (!isSeq(list)) {
    document.set("testimonials", document.createNode([]));
    list = document.get("testimonials");
  }
  const seq = list as YAMLSeq;
  // The empty list is written "[]"; with reviews in it, one per block is easier to read and edit.
  seq.flow = false;
  seq.add(document.createNode(testimonial));
  return document.toString({ lineWidth: 0 });
}

function listReviews(dir: string, io: Io): number {
  const { entries, unreadable } = listStored(dir);
  for (const line of unreadable) io.err(line);
  const reviews = entries.filter(isReview);
  if (!reviews.length) {
    io.out(
      `No reviews are waiting in ${shownDir(dir, io.cwd)}. Reviews customers send through the review form arrive there while npm start runs (with EmailJS keys set, they arrive by e-mail instead).`,
    );
    return 0;
  }
  for (const entry of reviews) {
    const p = entry.lead.params;
    io.out(
      `${shortId(entry.id)}  ${localMinute(entry.receivedAt)}  ${"★".repeat(Number(p.rating) || 0).padEnd(5, "☆")}  ${fit(printable(p.name ?? "?"), 24)}  ${fit(printable(p.language ?? "?"), 7)}  ${printable(p.page ?? "")}`,
    );
    io.out(
      `        “${printable(p.text ?? "")}”${p.consent === CONSENT_GIVEN ? "" : "  (no permission to publish)"}`,
    );
  }
  const first = shortId(reviews[0].id);
  io.out(
    `\n${reviews.length} review${reviews.length === 1 ? "" : "s"} waiting. Publish one: npm run reviews -- publish ${first}. Reject one: npm run reviews -- reject ${first}.`,
  );
  return 0;
}

function publish(dir: string, id: string, io: Io): number {
  const entry = find(dir, id, io);
  const file = join(io.cwd, TESTIMONIALS_FILE);
  const before = readFileSync(file, "utf8");
  const taken = (
    (parseDocument(before).toJS() as { testimonials?: Testimonial[] } | null)?.testimonials ?? []
  ).map((t) => t.id);
  const testimonial = testimonialOf(
    entry,
    reviewForm(io.cwd, entry.lead.params.language || "en"),
    taken,
  );
  writeFileSync(file, withTestimonial(before, testimonial));
  // The content must stay valid: a review that would break the build is taken out again.
  const problems = validateSite(io.cwd).diagnostics.filter((d) => d.file === TESTIMONIALS_FILE);
  if (problems.length) {
    writeFileSync(file, before);
    io.err(
      `The review ${shortId(entry.id)} was not published: with it, ${TESTIMONIALS_FILE} would not be valid.\n\n${problems.map(formatDiagnostic).join("\n\n")}\n\n${TESTIMONIALS_FILE} is as it was. Fix the review's words in ${shownDir(dir, io.cwd)}${entry.id}.json, or reject it.`,
    );
    return 1;
  }
  moveStored(entry, dir, "published");
  io.out(
    `Published ${printable(testimonial.name)}'s review as "${printable(testimonial.id)}" in ${TESTIMONIALS_FILE}, with their permission of ${printable(testimonial.consent.given)} (${printable(testimonial.language)}, ${printable(testimonial.consent.page)}).`,
  );
  io.out(`The review's file is now in ${shownDir(join(dir, "published"), io.cwd)}.`);
  io.out(
    `Next: run npm run build (or restart npm start) to show it on the reviews page and in the home page's carousel, in every language. Commit ${TESTIMONIALS_FILE} to keep it.`,
  );
  return 0;
}

function reject(dir: string, id: string, io: Io): number {
  const entry = find(dir, id, io);
  const moved = moveStored(entry, dir, "rejected");
  io.out(
    `Rejected the review ${shortId(entry.id)}: it is kept in ${moved.file}, and not shown on the site. To take it back, move it to ${shownDir(dir, io.cwd)}.`,
  );
  return 0;
}

/** Runs the CLI with its arguments (as after `npm run reviews --`). Returns the exit code. */
export function run(args: string[], io: Io = defaultIo()): number {
  return runCommand(USAGE, io, () => {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { help: { type: "boolean", short: "h" } },
    });
    if (values.help) return (io.out(USAGE), 0);
    const [command, ...rest] = positionals;
    const dir = outboxDir(withSiteEnv(io.env, io.cwd).env, io.cwd);
    if (command === undefined) return listReviews(dir, io);
    if (command !== "publish" && command !== "reject")
      throw new UsageError(`Unknown command: ${printable(command)}.`);
    if (rest.length !== 1)
      throw new UsageError(`${command} takes one id: npm run reviews -- ${command} a1b2c3`);
    return command === "publish" ? publish(dir, rest[0], io) : reject(dir, rest[0], io);
  });
}

await runAsCommand(import.meta.url, run);

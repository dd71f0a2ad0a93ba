// npm run reviews on a copy of the fixture site: a review sent with permission is published into
// content/testimonials.yaml with its consent record, keeping the file's comments; one without
// permission, or one that would break the build, is not; a rejected one is kept aside.
import { afterAll, describe, expect, it } from "vitest";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { run, testimonialId, withTestimonial } from "./reviews.ts";
import type { Io } from "./cli.ts";
import { validateSite } from "../src/site/check/validate-site.ts";
import { EVERY_SECTION, PROJECT } from "../tests/helpers/fixture-site.ts";
import { fixtureSite } from "../tests/helpers/fixture-content.ts";
import { sentReview } from "../tests/helpers/sent-leads.ts";

const temps: string[] = [];
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the fixture site, with an empty outbox beside its content. */
function siteCopy(): string {
  const root = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), "reviews-"));
  temps.push(root);
  cpSync(EVERY_SECTION, root, { recursive: true });
  // Checking the site reads the engine's schemas from the site's folder, as in a project.
  cpSync(join(PROJECT, "schemas"), join(root, "schemas"), { recursive: true });
  mkdirSync(join(root, "outbox"));
  return root;
}

/** A review as npm start's outbox keeps it. */
function sendReview(root: string, suffix: string, params: Record<string, string> = {}): void {
  const at = "2026-06-02T09:30:00.000Z";
  const lead = {
    receivedAt: at,
    serviceId: "outbox",
    templateId: "review",
    libVersion: "4.4.1",
    params: sentReview({ language: "ar", page: "/ar/testimonials", ...params }),
  };
  writeFileSync(
    join(root, "outbox", `${at.replace(/[:.]/g, "-")}-review-${suffix}.json`),
    JSON.stringify(lead),
  );
}

function io(root: string) {
  const out: string[] = [];
  const err: string[] = [];
  const value: Io = {
    env: {},
    cwd: root,
    now: new Date(),
    out: (line) => void out.push(line),
    err: (line) => void err.push(line),
  };
  return { io: value, out, err };
}

const testimonials = (root: string) =>
  parse(readFileSync(join(root, "content/testimonials.yaml"), "utf8")).testimonials;

describe("npm run reviews", () => {
  it("lists the reviews waiting, with their stars, name, language and page", () => {
    const root = siteCopy();
    sendReview(root, "a1b2c3");
    const { io: cli, out } = io(root);
    expect(run([], cli)).toBe(0);
    expect(out[0]).toMatch(/^a1b2c3 .* ★★★★☆ +Ada L\. +ar +\/ar\/testimonials$/);
    expect(out.join("\n")).toContain("npm run reviews -- publish a1b2c3");
  });

  it("publishes one with its consent record, keeps the file's comments, and moves it to published/", () => {
    const root = siteCopy();
    sendReview(root, "a1b2c3", { text: "Braces {business.phone} stay as written." });
    const { io: cli, out } = io(root);
    expect(run(["publish", "a1b2c3"], cli)).toBe(0);
    const yaml = readFileSync(join(root, "content/testimonials.yaml"), "utf8");
    expect(yaml).toContain("# Fixture reviews for the engine tests.");
    expect(testimonials(root).at(-1)).toEqual({
      id: "ada-l-2026-06-02",
      name: "Ada L.",
      rating: 4,
      text: "Braces {business.phone} stay as written.",
      language: "ar",
      date: "2026-06-02",
      // The words of the box as the customer saw them, in Arabic.
      consent: {
        given: "2026-06-02T09:30:00.000Z",
        statement: fixtureSite("ar").site.forms.review!.fields.find((f) => f.kind === "consent")!
          .label,
        page: "/ar/testimonials",
      },
    });
    expect(validateSite(root).diagnostics).toEqual([]);
    expect(
      existsSync(join(root, "outbox/published/2026-06-02T09-30-00-000Z-review-a1b2c3.json")),
    ).toBe(true);
    expect(out.join("\n")).toMatch(/Next: run npm run build/);
  });

  it("leaves out control characters a review's words carry, so they never reach the page or the terminal", () => {
    const root = siteCopy();
    sendReview(root, "c0c0c0", {
      text: "Fixed it\u001b]52;c;ZXZpbA==\u0007 fast.\u202e",
      name: "Ada\u0000 L.",
    });
    const { io: cli, out } = io(root);
    expect(run(["publish", "c0c0c0"], cli)).toBe(0);
    expect(testimonials(root).at(-1)).toMatchObject({
      text: "Fixed it]52;c;ZXZpbA== fast.",
      name: "Ada L.",
    });
    expect(out.filter((line) => /[\u0000-\u001f]/.test(line))).toEqual([]);
    expect(validateSite(root).diagnostics).toEqual([]);
  });

  it("does not publish a review without the customer's permission", () => {
    const root = siteCopy();
    sendReview(root, "d4e5f6", { consent: "" });
    const before = readFileSync(join(root, "content/testimonials.yaml"), "utf8");
    const { io: cli, err } = io(root);
    expect(run(["publish", "d4e5f6"], cli)).toBe(1);
    expect(err.join("\n")).toMatch(/does not carry the customer's permission/);
    expect(readFileSync(join(root, "content/testimonials.yaml"), "utf8")).toBe(before);
  });

  it("leaves the file as it was when the review would not be valid, and says why", () => {
    const root = siteCopy();
    sendReview(root, "0a0b0c", { text: "<script>alert(1)</script>" });
    const before = readFileSync(join(root, "content/testimonials.yaml"), "utf8");
    const { io: cli, err } = io(root);
    expect(run(["publish", "0a0b0c"], cli)).toBe(1);
    expect(err.join("\n")).toMatch(
      /was not published: with it, content\/testimonials\.yaml would not be valid/,
    );
    expect(readFileSync(join(root, "content/testimonials.yaml"), "utf8")).toBe(before);
    expect(existsSync(join(root, "outbox/2026-06-02T09-30-00-000Z-review-0a0b0c.json"))).toBe(true);
  });

  it("rejects one by moving it to rejected/, deleting nothing", () => {
    const root = siteCopy();
    sendReview(root, "abcdef");
    const { io: cli } = io(root);
    expect(run(["reject", "abcdef"], cli)).toBe(0);
    expect(
      existsSync(join(root, "outbox/rejected/2026-06-02T09-30-00-000Z-review-abcdef.json")),
    ).toBe(true);
    expect(run(["publish", "abcdef"], io(root).io)).toBe(1);
  });

  it("says how to use it when the command is unknown", () => {
    const { io: cli, err } = io(siteCopy());
    expect(run(["approve", "x"], cli)).toBe(2);
    expect(err.join("\n")).toMatch(
      /Unknown command: approve\.[\s\S]*npm run reviews -- publish <id>/,
    );
  });
});

describe("publishing's pieces", () => {
  it("names a review after the customer and the day, unique in the file", () => {
    expect(testimonialId("Zoë K.", "2026-06-02", [])).toBe("zoe-k-2026-06-02");
    expect(testimonialId("Zoë K.", "2026-06-02", ["zoe-k-2026-06-02"])).toBe("zoe-k-2026-06-02-2");
    expect(testimonialId("مريم ع.", "2026-06-02", [])).toBe("review-2026-06-02");
  });

  it("turns the empty list into one review per block", () => {
    const consent = { given: "2026-06-02T09:30:00Z", statement: "Yes", page: "/" };
    const text = withTestimonial("# kept\ntestimonials: []\n", {
      id: "a-2026-06-02",
      name: "A.",
      rating: 5,
      text: "Good.",
      language: "en",
      date: "2026-06-02",
      consent,
    });
    expect(text).toMatch(/^# kept\ntestimonials:\n {2}- id: a-2026-06-02\n/);
  });
});

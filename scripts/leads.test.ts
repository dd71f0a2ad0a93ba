// npm run leads on a made-up shop's outbox: what the table shows and leaves out, finding a lead
// by its id, marking it handled without deleting anything, the counts, and files it cannot read.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execFileSync, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { parseSince, run } from "./leads.ts";
import { fit, localDay, localMinute, textWidth } from "./leads-text.ts";
import { leadsTable } from "./leads-table.ts";
import { fullnessLine, leadStats, statsText } from "./leads-stats.ts";
import { listStored, shownDir } from "./outbox-files.ts";
import { fixtureSite } from "../tests/helpers/fixture-content.ts";
import { copySite } from "../tests/helpers/fixture-site.ts";
import type { Forms } from "../src/generated/schema-types.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const NOW = new Date("2026-11-25T18:00:00.000Z");
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

const temps: string[] = [];
/** A new folder to run in; its outbox is <folder>/outbox. */
function tempDir(): string {
  const dir = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), "leads-"));
  temps.push(dir);
  return dir;
}
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const TEMPLATES: Record<string, string> = {
  serviceRequest: "service-request",
  purchaseInquiry: "purchase-inquiry",
  review: "review",
};
const INQUIRY_TYPES: Record<string, string> = {
  serviceRequest: "Service Request",
  purchaseInquiry: "Purchase Inquiry",
};

interface Fixture {
  at: string;
  suffix: string;
  form?: string;
  params?: Record<string, string>;
  photo?: boolean;
  /** A subfolder such as handled. */
  folder?: string;
  /** Written before leads carried form, language and page. */
  isOld?: boolean;
}

/** Writes a lead as npm start's outbox does (src/server/outbox/storage.ts, storeLead). Returns its id. */
function writeLead(
  outbox: string,
  {
    at,
    suffix,
    form = "serviceRequest",
    params = {},
    photo = false,
    folder,
    isOld = false,
  }: Fixture,
): string {
  const id = `${at.replace(/[:.]/g, "-")}-${TEMPLATES[form]}-${suffix}`;
  const target = folder ? join(outbox, folder) : outbox;
  mkdirSync(target, { recursive: true });
  const sent = isOld ? {} : { form, language: "en", page: "/contact" };
  const inquiryType = INQUIRY_TYPES[form] ? { inquiryType: INQUIRY_TYPES[form] } : {};
  const lead = {
    receivedAt: at,
    serviceId: "outbox",
    templateId: TEMPLATES[form],
    libVersion: "4.4.1",
    params: {
      name: "Ada Lovelace",
      phone: "6135550100",
      appliance: "washer",
      ...inquiryType,
      hasAttachment: photo ? "Yes" : "No",
      ...sent,
      ...params,
    },
    ...(photo ? { photoFile: `${id}.photo.jpg` } : {}),
  };
  if (photo) writeFileSync(join(target, `${id}.photo.jpg`), "jpeg bytes");
  writeFileSync(join(target, `${id}.json`), JSON.stringify(lead, null, 2) + "\n");
  return id;
}

/** The shop's outbox: three new leads (one old-style), a handled one, a review, a broken file and a half-written one. */
/** What the last build wrote of a site's forms, as npm run leads reads it: the fixture site's, or those given. */
function writeBuiltForms(cwd: string, forms: Forms = fixtureSite("en").site.forms): void {
  mkdirSync(join(cwd, "src/generated"), { recursive: true });
  writeFileSync(
    join(cwd, "src/generated/routes.json"),
    JSON.stringify({ defaultLanguage: "en", routes: {} }),
  );
  writeFileSync(join(cwd, "src/generated/site.en.json"), JSON.stringify({ forms }));
}

function shopOutbox(): { cwd: string; outbox: string; ids: Record<string, string> } {
  const cwd = tempDir();
  writeBuiltForms(cwd);
  const outbox = join(cwd, "outbox");
  const ids = {
    newest: writeLead(outbox, {
      at: hoursAgo(1),
      suffix: "a1b2c3",
      photo: true,
      params: {
        language: "fr",
        page: "/fr/contact",
        message: "It leaks.\nSince Monday, in Kingston.",
      },
    }),
    review: writeLead(outbox, {
      at: hoursAgo(2),
      suffix: "111111",
      form: "review",
      params: { message: "Quick and kind." },
    }),
    yesterday: writeLead(outbox, {
      at: hoursAgo(30),
      suffix: "0f0f0f",
      form: "purchaseInquiry",
      params: { name: "Софья Ковалевская", appliance: "fridge" },
    }),
    old: writeLead(outbox, {
      at: hoursAgo(24 * 5),
      suffix: "222222",
      form: "purchaseInquiry",
      isOld: true,
      params: { name: "Charles Babbage", appliance: "stove" },
    }),
    handled: writeLead(outbox, {
      at: hoursAgo(10),
      suffix: "333333",
      folder: "handled",
      params: { name: "Grace Hopper" },
    }),
  };
  writeFileSync(
    join(outbox, `${hoursAgo(3).replace(/[:.]/g, "-")}-service-request-444444.json`),
    "{ not json",
  );
  writeFileSync(join(outbox, `.${ids.newest}.json.0a0b0c0d.tmp`), "{ half");
  return { cwd, outbox, ids };
}

/** Runs npm run leads in-process, at NOW, in `cwd`. */
function leads(cwd: string, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = run(args, {
    env: {},
    cwd,
    now: NOW,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();

describe("npm run leads: the table", () => {
  let shop: ReturnType<typeof shopOutbox>;
  beforeAll(() => {
    shop = shopOutbox();
  });

  it("lists the new leads newest first, leaves out reviews, handled ones and half-written files, and says what to do next", () => {
    const { code, out } = leads(shop.cwd);
    expect(code).toBe(0);
    const lines = out.split("\n");
    expect(lines[0]).toMatch(/^time +kind +name +phone +appliance +photo +id$/);
    expect(lines.slice(1, 4).map((line) => line.slice(-6))).toEqual(["a1b2c3", "0f0f0f", "222222"]);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${localMinute(new Date(hoursAgo(1)))}  Service request +Ada Lovelace +6135550100 +washer +yes +a1b2c3$`,
      ),
    );
    expect(out).not.toMatch(/111111|333333|Grace Hopper/);
    expect(lines.at(-2)).toBe(
      "3 new leads in outbox/ (1 with a photo). See one: npm run leads -- --open a1b2c3. Mark one handled: npm run leads -- done a1b2c3.",
    );
    expect(lines.at(-1)).toMatch(
      /^The outbox is under 1% full: [\d.]+ (kB|MB) of leads not yet handled, of the 1024 MB it may hold \(OUTBOX_MAX_MB\)\.$/,
    );
  });

  it("says what to do when the outbox is nearly full", () => {
    expect(fullnessLine(shop.outbox, { OUTBOX_MAX_MB: "0.01" })).toMatch(
      /^The outbox is \d+% full: .* Mark leads handled \(npm run leads -- done ID, or --before a day\) or raise OUTBOX_MAX_MB: when it is full, new leads are refused and visitors are shown the phone number\.$/,
    );
  });

  it("reports a file that is not JSON on stderr and goes on", () => {
    const { code, err } = leads(shop.cwd);
    expect(code).toBe(0);
    expect(err).toMatch(
      /^Skipped .*-444444\.json: it is not valid JSON \(.*\)\. It was left as it is\.$/,
    );
    expect(
      existsSync(
        join(shop.outbox, `${hoursAgo(3).replace(/[:.]/g, "-")}-service-request-444444.json`),
      ),
    ).toBe(true);
  });

  it("lines up the columns with non-Latin names, counting code points", () => {
    const lines = leads(shop.cwd).out.split("\n").slice(1, 4);
    const idColumn = lines.map((line) => textWidth(line) - 6);
    expect(new Set(idColumn).size).toBe(1);
    expect(lines[1]).toContain("Софья Ковалевская");
  });

  it("shows old leads without form, language or page by their inquiry type", () => {
    const row = leads(shop.cwd)
      .out.split("\n")
      .find((line) => line.endsWith("222222"));
    expect(row).toMatch(/Purchase inquiry +Charles Babbage +6135550100 +stove +no +222222$/);
  });

  it("--since keeps the leads of that window, and a bad value is exit code 2", () => {
    expect(leads(shop.cwd, "--since", "12h").out).toMatch(
      /^1 new lead from the last 12h in outbox\/ /m,
    );
    const twoDays = leads(shop.cwd, "--since", "2d").out;
    expect(twoDays).toContain("0f0f0f");
    expect(twoDays).not.toContain("222222");
    expect(leads(shop.cwd, "--since", "30m").out).toBe(
      "No new leads from the last 30m in outbox/.",
    );
    const bad = leads(shop.cwd, "--since", "2 days");
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(
      /^--since takes a number and a unit, such as 30m, 12h, 2d or 1w .*not "2 days"\.\n\nUsage:/,
    );
  });

  it("--handled adds the handled ones, marked", () => {
    const { out } = leads(shop.cwd, "--handled");
    expect(out).toMatch(/^time .* id +status$/m);
    expect(out).toMatch(/Grace Hopper .* 333333 +handled$/m);
    expect(out).toMatch(/a1b2c3 +new$/m);
    expect(out).toContain(
      "3 new leads in outbox/ (1 with a photo), 1 handled lead in outbox/handled/.",
    );
  });

  it("--json prints the leads and nothing else, old ones with their form worked out", () => {
    const { code, out } = leads(shop.cwd, "--json");
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(json.map((lead: { id: string }) => lead.id)).toEqual([
      shop.ids.newest,
      shop.ids.yesterday,
      shop.ids.old,
    ]);
    expect(json[0]).toEqual({
      id: shop.ids.newest,
      receivedAt: hoursAgo(1),
      form: "serviceRequest",
      language: "fr",
      page: "/fr/contact",
      photoPath: join(shop.outbox, `${shop.ids.newest}.photo.jpg`),
      params: expect.objectContaining({ name: "Ada Lovelace", phone: "6135550100" }),
    });
    expect(json[2]).toMatchObject({
      form: "purchaseInquiry",
      language: null,
      page: null,
      photoPath: null,
    });
  });

  it("shows each of the 20 newest by default, and every one with --all", () => {
    const cwd = tempDir();
    for (let i = 0; i < 23; i++)
      writeLead(join(cwd, "outbox"), {
        at: hoursAgo(i + 1),
        suffix: `${String(i).padStart(2, "0")}beef`,
      });
    const { out } = leads(cwd);
    expect(out.split("\n").filter((line) => /beef$/.test(line))).toHaveLength(20);
    expect(out).toContain("Showing the 20 newest of 23; --all shows every one.");
    expect(
      leads(cwd, "--all")
        .out.split("\n")
        .filter((line) => /beef$/.test(line)),
    ).toHaveLength(23);
  });

  it("says in plain words when there are no leads, and how they get there", () => {
    const missing = leads(tempDir());
    expect(missing.code).toBe(0);
    expect(missing.out).toMatch(
      /^No leads yet: there is no folder outbox\/\. npm start keeps each lead .*OUTBOX_DIR .* EmailJS keys .*by e-mail instead/,
    );
    const cwd = tempDir();
    mkdirSync(join(cwd, "outbox"));
    expect(leads(cwd).out).toMatch(/^No new leads in outbox\/\. npm start keeps each lead/);
    expect(leads(cwd, "--json").out).toBe("[]");
    writeLead(join(cwd, "outbox"), { at: hoursAgo(1), suffix: "333333", folder: "handled" });
    expect(leads(cwd).out).toBe(
      "No new leads in outbox/. 1 handled lead is in outbox/handled/ (--handled shows them).",
    );
  });

  it("escapes what a visitor typed that a terminal would act on", () => {
    const cwd = tempDir();
    writeBuiltForms(cwd);
    writeLead(join(cwd, "outbox"), {
      at: hoursAgo(1),
      suffix: "e5c0de",
      params: { name: "Ada\u001b[2J\nLovelace" },
    });
    const { out } = leads(cwd);
    expect(out).not.toMatch(/\u001b/);
    expect(out).toContain("Ada\\u001b[2J\\u000aLovel…");
    expect(leads(cwd, "--open", "e5c0de").out).toMatch(
      /^ {2}name +Ada\\u001b\[2J$\n {4,}Lovelace$/m,
    );
    expect(leads(cwd, "--json").out).not.toMatch(/\u001b/);
  });
});

describe("npm run leads -- --open", () => {
  let shop: ReturnType<typeof shopOutbox>;
  beforeAll(() => {
    shop = shopOutbox();
  });

  it("shows every field of the lead its 6-hex suffix names, the language, page and photo", () => {
    const { code, out } = leads(shop.cwd, "--open", "a1b2c3");
    expect(code).toBe(0);
    expect(out).toMatch(/^Lead a1b2c3 in outbox\//);
    expect(out).toMatch(/^ {2}language +fr$/m);
    expect(out).toMatch(/^ {2}page +\/fr\/contact$/m);
    expect(out).toMatch(/^ {2}name +Ada Lovelace$/m);
    expect(out).toMatch(/^ {2}message +It leaks\.\n +Since Monday, in Kingston\.$/m);
    expect(out).toContain(`photo          ${join(shop.outbox, `${shop.ids.newest}.photo.jpg`)}`);
  });

  it("finds a lead by its whole id or the start of it, handled ones too; old ones have an unknown language and page", () => {
    expect(leads(shop.cwd, "--open", shop.ids.old).out).toMatch(
      /language +unknown\n {2}page +unknown[\s\S]*photo +no photo/,
    );
    expect(leads(shop.cwd, "--open", shop.ids.handled.slice(0, 16)).out).toMatch(/status +handled/);
  });

  it("says so when no lead or several have the id, and does not open a review", () => {
    const none = leads(shop.cwd, "--open", "ffffff");
    expect(none).toMatchObject({
      code: 1,
      err: "No lead with the id ffffff in outbox/. Run npm run leads to see the ids.",
    });
    expect(leads(shop.cwd, "--open", "111111").code).toBe(1);
    const cwd = tempDir();
    const twins = [hoursAgo(1), hoursAgo(2)].map((at) =>
      writeLead(join(cwd, "outbox"), { at, suffix: "abcabc" }),
    );
    const several = leads(cwd, "--open", "abcabc");
    expect(several.code).toBe(1);
    expect(several.err).toBe(
      `The id abcabc matches 2 leads:\n  ${twins[0]}\n  ${twins[1]}\nType more of the id to pick one.`,
    );
    expect(leads(cwd, "--open", twins[1]).code).toBe(0);
  });
});

describe("npm run leads -- done", () => {
  it("moves the lead and its photo into handled/, deletes nothing and says how to undo it", () => {
    const { cwd, outbox, ids } = shopOutbox();
    const before = filesUnder(outbox);
    const { code, out } = leads(cwd, "done", "a1b2c3");
    expect(code).toBe(0);
    expect(out).toBe(
      `Lead a1b2c3 (Ada Lovelace) is marked handled: moved to outbox/handled/${ids.newest}.json, with its photo. Nothing was deleted.\n` +
        `To undo, move both files back into outbox/:  mv outbox/handled/${ids.newest}.photo.jpg outbox/handled/${ids.newest}.json outbox/`,
    );
    const after = filesUnder(outbox);
    expect(after).toHaveLength(before.length);
    expect(after).toEqual(
      expect.arrayContaining([
        join("handled", `${ids.newest}.json`),
        join("handled", `${ids.newest}.photo.jpg`),
      ]),
    );
    expect(after).not.toContain(`${ids.newest}.json`);
    expect(after).not.toContain(`${ids.newest}.photo.jpg`);
    expect(leads(cwd).out).not.toContain("a1b2c3");
    expect(leads(cwd, "done", "a1b2c3")).toMatchObject({
      code: 1,
      err: expect.stringMatching(/^Lead a1b2c3 is in outbox\/handled\/ already/),
    });
    expect(filesUnder(outbox)).toEqual(after);
  });

  it("takes ids, --before a day or --all: one of them", () => {
    const { cwd } = shopOutbox();
    expect(leads(cwd, "done").code).toBe(2);
    expect(leads(cwd, "done", "--all", "a1b2c3").code).toBe(2);
    expect(leads(cwd, "done", "--before", "2026-11-01", "--all").code).toBe(2);
    expect(leads(cwd, "done", "--since", "2d", "a1b2c3").code).toBe(2);
    expect(leads(cwd, "done", "--before", "last week").err).toMatch(
      /^--before takes a day as year-month-day, such as 2026-11-01/,
    );
  });
});

describe("npm run leads -- stats", () => {
  let shop: ReturnType<typeof shopOutbox>;
  beforeAll(() => {
    shop = shopOutbox();
  });

  it("counts leads per day, form, page and language, handled ones included and reviews left out", () => {
    const stats = leadStats(listStored(shop.outbox, { folders: ["handled"] }).entries);
    expect(stats.total).toBe(4);
    expect(stats.perForm).toEqual([
      ["Purchase inquiry", 2],
      ["Service request", 2],
    ]);
    expect(stats.perPage).toEqual([
      ["/contact", 2],
      ["/fr/contact", 1],
      ["unknown", 1],
    ]);
    expect(stats.perLanguage).toEqual([
      ["en", 2],
      ["fr", 1],
      ["unknown", 1],
    ]);
    expect(stats.perDay.reduce((sum, [, count]) => sum + count, 0)).toBe(4);
    expect(stats.perDay.map(([day]) => day)).toEqual([
      ...new Set([1, 10, 30, 120].map((h) => localDay(new Date(hoursAgo(h))))),
    ]);
  });

  it("prints them as aligned text, and --since narrows them", () => {
    const { code, out } = leads(shop.cwd, "stats");
    expect(code).toBe(0);
    expect(out).toMatch(
      /^4 leads in outbox\/ \(handled ones included, reviews left out\)\.\nThe outbox is .* full: .*\n\nPer day\n/,
    );
    expect(out).toMatch(/^Per form\n {2}Purchase inquiry {2}2\n {2}Service request {3}2$/m);
    expect(leads(shop.cwd, "stats", "--since", "1d").out).toMatch(
      /^2 leads in outbox\/ since .*\n[\s\S]*Per page\n {2}\/contact +1\n {2}\/fr\/contact +1$/m,
    );
    expect(leads(shop.cwd, "stats", "--since", "soon").code).toBe(2);
  });
});

describe("the pure pieces", () => {
  it("parseSince reads minutes, hours, days and weeks, and nothing else", () => {
    expect([parseSince("30m"), parseSince("12h"), parseSince("2d"), parseSince("1w")]).toEqual([
      1_800_000, 43_200_000, 172_800_000, 604_800_000,
    ]);
    for (const bad of ["", "2", "d", "0d", "-1d", "1.5h", "2 days", "1y"])
      expect(() => parseSince(bad)).toThrow(/--since takes a number and a unit/);
  });

  it("times are local, to the minute", () => {
    expect(localMinute(new Date(2026, 10, 5, 7, 3, 59))).toBe("2026-11-05 07:03");
  });

  it("fit cuts and pads to the columns a terminal gives the text", () => {
    expect(fit("Софья Ковалевская", 8)).toBe("Софья К…");
    // A Chinese character or an emoji takes two columns, a combining accent none.
    expect(fit("李白", 6)).toBe("李白  ");
    expect(fit("李白杜甫", 5)).toBe("李白…");
    expect(fit("😀😀😀", 4)).toBe("😀… ");
    expect(fit("e\u0301te\u0301", 4)).toBe("e\u0301te\u0301 ");
    expect(textWidth("李白")).toBe(4);
  });

  it("takes the forms from site.config.yaml where there is no build yet", () => {
    const site = copySite();
    temps.push(site.root);
    writeLead(join(site.root, "outbox"), { at: hoursAgo(1), suffix: "c0ffee" });
    const forms = fixtureSite("en").site.forms;
    const who = forms.serviceRequest!.fields.find((f) => f.kind === "text")!;
    expect(leads(site.root).out.split("\n")[0]).toMatch(new RegExp(`^time +kind +${who.name} `));
  });

  it("leadsTable takes who, the phone and what a lead is about from its form's fields, and leaves them out without a build", () => {
    const { entries } = listStored(shopOutbox().outbox, {});
    const leadsOnly = entries.filter((e) => e.form !== "review");
    const forms = fixtureSite("en").site.forms;
    const first = (kind: string) => forms.serviceRequest!.fields.find((f) => f.kind === kind)!;
    const [who, phone, list] = [first("text"), first("tel"), first("select")];
    expect(leadsTable(leadsOnly, { forms })[0]).toMatch(
      new RegExp(`^time +kind +${who.name} +${phone.name} +${list.name} +photo +id$`),
    );
    // A site whose fields are named otherwise: the columns follow them.
    const newNames = new Map([
      [who, "company"],
      [phone, "mobile"],
      [list, "subject"],
    ]);
    const renamed = {
      serviceRequest: {
        ...forms.serviceRequest!,
        fields: forms.serviceRequest!.fields.map((f) =>
          newNames.has(f) ? { ...f, name: newNames.get(f)! } : f,
        ),
      },
    };
    expect(
      leadsTable(
        leadsOnly.filter((e) => e.form === "serviceRequest"),
        { forms: renamed },
      )[0],
    ).toMatch(/^time +kind +company +mobile +subject +photo +id$/);
    expect(leadsTable(leadsOnly)[0]).toMatch(/^time +kind +photo +id$/);
  });

  it("leadsTable marks handled ones only when asked", () => {
    const { entries } = listStored(shopOutbox().outbox, { folders: ["handled"] });
    expect(leadsTable(entries)[0]).not.toContain("status");
    expect(leadsTable(entries, { showStatus: true }).at(-1)).toMatch(/222222 +new$/);
    expect(statsText(leadStats(entries)).filter((line) => /^\S/.test(line))).toEqual([
      "Per day",
      "Per form",
      "Per page",
      "Per language",
    ]);
  });
});

describe("npm run leads, run as a command", () => {
  // Run where the fixture site's forms were built (writeBuiltForms), never where the real site's
  // were: the table's columns come from the forms.
  const TSX = join(ROOT, "node_modules/tsx/dist/loader.mjs");
  const LEADS = join(ROOT, "scripts/leads.ts");
  const cli = (outbox: string, ...args: string[]) =>
    execFileSync(process.execPath, ["--import", TSX, LEADS, ...args], {
      cwd: join(outbox, ".."),
      encoding: "utf8",
      stdio: "pipe",
      env: { ...process.env, OUTBOX_DIR: outbox, TZ: "UTC" },
    });
  const status = (outbox: string, ...args: string[]) => {
    try {
      cli(outbox, ...args);
      return 0;
    } catch (error) {
      return (error as { status: number }).status;
    }
  };

  it("ends quietly when its reader stops reading, as in npm run leads -- --all | head -1", () => {
    const cwd = tempDir();
    writeBuiltForms(cwd);
    const outbox = join(cwd, "outbox");
    for (let n = 0; n < 1500; n++)
      writeLead(outbox, { at: hoursAgo(n / 100), suffix: n.toString(16).padStart(6, "0") });
    const shell = spawnSync(
      "bash",
      ["-c", `set -o pipefail; node --import ${TSX} ${LEADS} --all | head -1`],
      {
        cwd,
        encoding: "utf8",
        env: { ...process.env, OUTBOX_DIR: outbox, TZ: "UTC" },
      },
    );
    expect(shell.stdout).toMatch(/^time +kind +name/);
    expect(shell.stderr).not.toMatch(/EPIPE|Error/);
    expect(shell.status).toBe(0);
  }, 30_000);

  it("prints the table, and exits 2 on a mistake in the command and 1 on an error", () => {
    const { outbox } = shopOutbox();
    const out = cli(outbox);
    expect(out.split("\n")[0]).toMatch(/^time +kind +name +phone +appliance +photo +id$/);
    expect(out).toContain(
      `${hoursAgo(1).slice(0, 16).replace("T", " ")}  Service request   Ada Lovelace`,
    );
    // The folder as the command shows it from where it runs: relative when inside it (CI keeps its temporary files there).
    expect(out).toContain(
      `3 new leads in ${shownDir(outbox, join(outbox, ".."))} (1 with a photo).`,
    );
    expect(status(outbox, "--frobnicate")).toBe(2);
    expect(status(outbox, "purge")).toBe(2);
    expect(status(outbox, "--since", "yesterday")).toBe(2);
    expect(status(outbox, "done", "ffffff")).toBe(1);
  });
});

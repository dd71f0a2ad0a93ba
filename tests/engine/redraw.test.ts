// The build draws a page again only when what it is drawn from changed (docs/build.md): its own
// data redraws that page alone, a language's words that language's pages, and the template or the
// engine's code every page. On a copy of the fixture site's build, with the drawing step alone
// (scripts/prerender.ts); a page drawn again is linked to a new entry of the page cache, so its
// file in dist/ is a new file.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import {
  appendFileSync,
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sharedBuild } from "../helpers/fixture-site.ts";
import type { RouteManifest } from "../../src/site/resolve/site-data.ts";

let root: string;
/** How many pages the first drawing of the copy drew: none, if the copy kept its pages. */
let drawnInCopy: number;
beforeAll(() => {
  root = join(mkdtempSync(join(tmpdir(), "redraw-")), "site");
  cpSync(sharedBuild(), root, { recursive: true });
  // Its first drawing links every page file to the page cache, as a build leaves them.
  drawnInCopy = Number(/\((\d+) drawn/.exec(draw())?.[1]);
}, 240_000);
afterAll(() => rmSync(join(root, ".."), { recursive: true, force: true }));

const routes = () =>
  JSON.parse(readFileSync(join(root, "src/generated/routes.json"), "utf8")) as RouteManifest;
/** Every page file of dist/, as the build writes it. */
const pageFiles = () =>
  Object.entries(routes().routes).flatMap(([lang, paths]) =>
    [...Object.keys(paths), lang === routes().defaultLanguage ? "/404" : `/${lang}/404`].map(
      (path) =>
        path === "/"
          ? "index.html"
          : path.endsWith("404")
            ? `${path.slice(1)}.html`
            : `${path.slice(1)}/index.html`,
    ),
  );
const identities = () =>
  new Map(pageFiles().map((file) => [file, statSync(join(root, "dist", file)).ino]));

/** Runs the drawing step; returns what it printed. */
const draw = () =>
  execFileSync(process.execPath, ["--import", "tsx", "scripts/prerender.ts"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
  });

/** Runs the drawing step; returns the page files it drew again. */
function redraw(): string[] {
  const before = identities();
  draw();
  return [...identities()].filter(([file, ino]) => before.get(file) !== ino).map(([file]) => file);
}

describe("drawing the pages again", () => {
  it("draws none when nothing changed, in a copy of the project in another folder too", () => {
    expect(drawnInCopy).toBe(0);
    expect(redraw()).toEqual([]);
  });

  it("draws one page when its data changed, in its language only", () => {
    const { defaultLanguage, routes: all } = routes();
    const [path, key] = Object.entries(all[defaultLanguage]).find(([p]) => p !== "/")!;
    const file = join(root, "src/generated/pages", defaultLanguage, `${key}.json`);
    const data = JSON.parse(readFileSync(file, "utf8"));
    writeFileSync(file, JSON.stringify({ ...data, title: `${data.title} (changed)` }));
    expect(redraw()).toEqual([`${path.slice(1)}/index.html`]);
  });

  it("draws every page of a language when its words changed, and no other language's", () => {
    const { defaultLanguage, routes: all } = routes();
    const other = Object.keys(all).find((lang) => lang !== defaultLanguage)!;
    const words = join(root, "src/generated/locales", other, "common.json");
    writeFileSync(
      words,
      JSON.stringify({ ...JSON.parse(readFileSync(words, "utf8")), added: "x" }),
    );
    const drawn = redraw();
    expect(drawn.sort()).toEqual(
      pageFiles()
        .filter((f) => f.startsWith(`${other}/`))
        .sort(),
    );
  });

  it("draws every page when the template changed", () => {
    const template = join(root, ".build/template.html");
    writeFileSync(
      template,
      readFileSync(template, "utf8").replace("</head>", "<!-- changed --></head>"),
    );
    expect(redraw().sort()).toEqual(pageFiles().sort());
  });

  it("draws every page when the engine's code changed", () => {
    appendFileSync(join(root, "src/ui/markdown.tsx"), "\n// changed\n");
    expect(redraw().sort()).toEqual(pageFiles().sort());
  });
});

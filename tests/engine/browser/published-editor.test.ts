// npm run build:editor: the content editor built beside the fixture's pages, as the deploy job
// publishes it. Its page is kept out of search and out of every visitor's page, carries its own
// policy while every other page keeps the site's, and signs in with GitHub through the site's
// own sign-in functions, so the token reaches the editor and GitHub's API. GitHub itself is
// played by the browser's request routing: its authorize page sends the person back with a code,
// its token endpoint answers the exchange, and its API answers who is signed in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cpSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Route } from "playwright-core";
import { openSite } from "../../helpers/browser.ts";
import { copySite, EVERY_SECTION, sharedBuild } from "../../helpers/fixture-site.ts";
import { watchRefusals } from "../../helpers/page-checks.ts";
import { builtPages } from "../../../scripts/built-pages.ts";
import { buildEditor, EDITOR_DIR } from "../../../scripts/build-editor.ts";
import {
  headersForPath,
  parseHeaderRules,
  parseHeadersFile,
} from "../../../src/server/headers-file.ts";
import {
  CALLBACK_PATH,
  finishSignIn,
  SIGN_IN_PATH,
  startSignIn,
} from "../../../src/editor/sign-in/github-sign-in.ts";

const REPOSITORY = { repo: "fixture-owner/fixture-site", branch: "main" };
const SETTINGS = { GITHUB_CLIENT_ID: "fixture-client", GITHUB_CLIENT_SECRET: "fixture-secret" };
const TOKEN = "gho_fixture-token";

let copy: ReturnType<typeof copySite>;
let dist: string;
/** Every page's headers as npm run build wrote them, before the editor was added. */
let siteHeaders: Record<string, string>;
beforeAll(async () => {
  copy = copySite(EVERY_SECTION);
  dist = join(copy.root, "dist");
  cpSync(join(sharedBuild(), "dist"), dist, { recursive: true });
  siteHeaders = parseHeadersFile(readFileSync(join(dist, "_headers"), "utf8"));
  await buildEditor(copy.root, REPOSITORY, dist);
}, 120_000);
afterAll(() => copy?.remove());

describe("the published content editor (npm run build:editor)", () => {
  it("is kept out of search and of every visitor's page, and only its own address loses the site's policy", () => {
    const editorPage = readFileSync(join(dist, EDITOR_DIR, "index.html"), "utf8");
    expect(editorPage).toContain('<meta name="robots" content="noindex" />');
    // Its policy comes before any script, so it governs them all.
    expect(editorPage.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(
      editorPage.indexOf("<script"),
    );
    const visitorPages = builtPages(dist).filter((file) => !file.includes(`/${EDITOR_DIR}/`));
    expect(visitorPages.length).toBeGreaterThan(10);
    for (const file of visitorPages)
      expect(readFileSync(file, "utf8")).not.toContain(`/${EDITOR_DIR}/`);
    const sitemap = readFileSync(join(dist, "sitemap.xml"), "utf8");
    expect(sitemap).not.toContain(`/${EDITOR_DIR}`);

    const rules = parseHeaderRules(readFileSync(join(dist, "_headers"), "utf8"));
    for (const path of ["/", "/about", "/ar/contact", "/assets/x.js"])
      expect(headersForPath(rules, path)).toEqual(siteHeaders);
    const editor = headersForPath(rules, `/${EDITOR_DIR}/`);
    expect(editor["Content-Security-Policy"]).toBeUndefined();
    expect(editor["Cross-Origin-Opener-Policy"]).toBeUndefined();
    expect(editor["X-Robots-Tag"]).toBe("noindex");
    expect(editor["X-Frame-Options"]).toBe(siteHeaders["X-Frame-Options"]);
  });

  it("signs in with GitHub through the site's own functions, and the editor speaks to GitHub with the token", async () => {
    const site = await openSite(dist);
    try {
      const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const refusals = await watchRefusals(page);
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const exchanged: string[] = [];
      const tokensSeen: string[] = [];

      /** Answers a routed request with a Response from the sign-in functions. */
      const answerWith = async (route: Route, response: Response) => {
        const headers: Record<string, string> = {};
        response.headers.forEach((value, name) => (headers[name] = value));
        await route.fulfill({
          status: response.status,
          headers,
          body: Buffer.from(await response.arrayBuffer()),
        });
      };
      const asRequest = async (route: Route) =>
        new Request(route.request().url(), { headers: await route.request().allHeaders() });
      await context.route(
        (url) => url.pathname === SIGN_IN_PATH,
        async (route) => answerWith(route, await startSignIn(await asRequest(route), SETTINGS)),
      );
      await context.route("https://github.com/login/oauth/authorize*", async (route) => {
        const asked = new URL(route.request().url());
        const back = new URL(asked.searchParams.get("redirect_uri")!);
        back.search = `code=fixture-code&state=${asked.searchParams.get("state")}`;
        // The person presses Authorize: GitHub's page sends them back (a new navigation).
        await route.fulfill({
          contentType: "text/html",
          body: `<meta http-equiv="refresh" content="0;url=${back.toString().replace(/&/g, "&amp;")}">`,
        });
      });
      await context.route(
        (url) => url.pathname === CALLBACK_PATH,
        async (route) => {
          const tokenEndpoint = (async (_url: URL, init: RequestInit) => {
            exchanged.push(JSON.parse(String(init.body)).code);
            return new Response(JSON.stringify({ access_token: TOKEN }));
          }) as unknown as typeof fetch;
          await answerWith(
            route,
            await finishSignIn(await asRequest(route), SETTINGS, tokenEndpoint),
          );
        },
      );
      await context.route("https://api.github.com/**", async (route) => {
        tokensSeen.push(route.request().headers().authorization ?? "");
        const path = new URL(route.request().url()).pathname;
        if (path === "/user")
          return route.fulfill({
            json: { login: "fixture-editor", name: "Fixture Editor", avatar_url: "" },
          });
        if (path === `/repos/${REPOSITORY.repo}`)
          return route.fulfill({ json: { permissions: { push: true, admin: false } } });
        return route.fulfill({ status: 404, json: { message: "Not Found" } });
      });

      await page.goto(`${site.origin}/${EDITOR_DIR}/`);
      // The sign-in window closes itself once it has handed the editor the token.
      const closed = page
        .waitForEvent("popup")
        .then((win) =>
          win.isClosed() ? undefined : win.waitForEvent("close", { timeout: 30_000 }),
        );
      await page.getByRole("button", { name: "Login with GitHub" }).click({ timeout: 60_000 });
      await closed;
      await expect.poll(() => tokensSeen.length, { timeout: 30_000 }).toBeGreaterThan(0);
      expect(exchanged).toEqual(["fixture-code"]);
      expect(new Set(tokensSeen)).toEqual(new Set([`token ${TOKEN}`]));
      expect(refusals).toEqual([]);
      expect(errors).toEqual([]);
      if (process.env.EDITOR_SHOT) await page.screenshot({ path: process.env.EDITOR_SHOT });
      await context.close();
    } finally {
      await site.close();
    }
  }, 120_000);
});

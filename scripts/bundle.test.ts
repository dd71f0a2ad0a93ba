// The bundles are kept by what they are made from: the engine, its packages and Vite's mode. Two
// sites with the same engine share them; any change to the engine makes them again. A bundle
// taken from the cache is a copy, with the site's public/ laid over it.
import { afterAll, describe, expect, it } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { bundle, bundleKey } from "./bundle.ts";

const scratch = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), "bundle-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const write = (root: string, file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};
/** A project of a few engine files and a site of its own. */
function project(name: string, site: string): string {
  const root = join(scratch, name);
  write(root, "package.json", '{ "name": "engine" }');
  write(root, "vite.config.ts", "export default {};");
  write(root, "src/app.tsx", "export const App = () => null;");
  write(root, "src/generated/section-registry.ts", "export const sections = ['hero'];");
  write(root, "node_modules/.package-lock.json", '{ "packages": { "vite": "8" } }');
  write(root, "site.config.yaml", `business: { name: ${site} }`);
  write(root, "content/pages/en/about.yaml", `heading: About ${site}`);
  write(root, "src/generated/site.en.json", `{ "name": "${site}" }`);
  write(root, "public/robots.txt", `User-agent: * # ${site}`);
  return root;
}
const env = { NODE_ENV: "production" };

describe("bundleKey", () => {
  const first = project("first", "Fixture Repairs");
  const second = project("second", "Another Business");

  it("is the same for two sites built with the same engine", () => {
    expect(bundleKey(first, "client", env)).toBe(bundleKey(second, "client", env));
    expect(bundleKey(first, "server", env)).toBe(bundleKey(second, "server", env));
    expect(bundleKey(first, "client", env)).not.toBe(bundleKey(first, "server", env));
  });

  it.each([
    ["an engine file", "src/app.tsx", "export const App = () => 1;"],
    ["a new engine file", "src/sections/note/block.tsx", "export default () => null;"],
    [
      "the generated section registry",
      "src/generated/section-registry.ts",
      "export const sections = [];",
    ],
    [
      "the packages installed",
      "node_modules/.package-lock.json",
      '{ "packages": { "vite": "9" } }',
    ],
  ])("changes with %s", (_, file, text) => {
    const root = project(`changed-${file.replaceAll("/", "-")}`, "Fixture Repairs");
    const before = bundleKey(root, "client", env);
    write(root, file, text);
    expect(bundleKey(root, "client", env)).not.toBe(before);
  });

  it("changes with Vite's mode and its VITE_ variables, and with nothing else of the environment", () => {
    const key = bundleKey(first, "client", env);
    expect(bundleKey(first, "client", { NODE_ENV: "development" })).not.toBe(key);
    expect(bundleKey(first, "client", { ...env, VITE_FLAG: "1" })).not.toBe(key);
    expect(bundleKey(first, "client", { ...env, OUTBOX_DIR: "/tmp/outbox" })).toBe(key);
    // Vite builds for production when NODE_ENV is not set, as under npm start.
    expect(bundleKey(first, "client", {})).toBe(key);
  });
});

describe("bundle, when the engine is unchanged", () => {
  it("copies the kept bundle into dist/ and lays the site's public/ over it, leaving the kept one as it was", () => {
    const root = project("kept", "Fixture Repairs");
    const withCache = { ...env, BUNDLE_CACHE_DIR: join(scratch, "cache") };
    const kept = join(scratch, "cache", `client-${bundleKey(root, "client", withCache)}`);
    write(kept, "index.html", "<!-- template -->");
    write(kept, "assets/index-abc.js", "console.log(1)");
    write(root, "dist/old-page/index.html", "left from the build before");

    expect(bundle(root, "client", withCache)).toBe(0);
    expect(readFileSync(join(root, "dist/assets/index-abc.js"), "utf8")).toBe("console.log(1)");
    expect(readFileSync(join(root, "dist/robots.txt"), "utf8")).toContain("Fixture Repairs");
    expect(existsSync(join(root, "dist/old-page"))).toBe(false);
    // The pages are drawn over the template next; the kept bundle must not change with it.
    writeFileSync(join(root, "dist/index.html"), "<h1>Home</h1>");
    expect(readFileSync(join(kept, "index.html"), "utf8")).toBe("<!-- template -->");
  });
});

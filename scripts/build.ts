// npm run build: the site's pipeline, step by step, into dist/. Each step says what it is doing
// and prints its own few lines; the build ends with a short summary. Stops at the first step that
// fails, with its exit code. The full table of page weights is npm run budgets.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { RouteManifest } from "../src/site/site-data.ts";

export interface BuildStep {
  /** What the step does, as the build says it while it works. */
  doing: string;
  command: string;
}

/**
 * How a step in TypeScript is run: Node with tsx's loader, one process where the tsx command
 * starts two (0.3 s against 0.55 s a step on 2 cores).
 */
const TS = "node --import tsx";

export const BUILD_STEPS: BuildStep[] = [
  {
    doing: "Checking the content and writing each page's data",
    command: `${TS} scripts/generate.ts`,
  },
  // Each bundle is taken from the last build when the engine has not changed (scripts/bundle.ts).
  { doing: "Bundling the browser's code and styles", command: `${TS} scripts/bundle.ts client` },
  { doing: "Bundling the code that draws the pages", command: `${TS} scripts/bundle.ts server` },
  { doing: "Drawing the pages", command: `${TS} scripts/prerender.ts` },
  { doing: "Making the pictures' smaller sizes", command: `${TS} scripts/image-variants.ts` },
  { doing: "Writing the security headers", command: `${TS} scripts/hosting.ts` },
  { doing: "Weighing every page against its budgets", command: `${TS} scripts/budgets.ts --quiet` },
  { doing: "Compressing", command: `${TS} scripts/precompress.ts` },
  { doing: "Marking the build complete", command: `${TS} scripts/finish-build.ts` },
];

/** Runs one command, passing its output through as it comes, and keeps that output. */
function run(command: string): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on("close", (code) => done({ code: code ?? 1, output }));
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function build(): Promise<number> {
  const started = performance.now();
  let weights = "";
  for (const [i, step] of BUILD_STEPS.entries()) {
    console.log(`\n[${i + 1}/${BUILD_STEPS.length}] ${step.doing}`);
    const stepStarted = performance.now();
    const { code, output } = await run(step.command);
    if (code !== 0) {
      console.error(
        `\nThe build stopped at step ${i + 1} (${step.doing.toLowerCase()}), after ${seconds(performance.now() - started)}: see above.`,
      );
      return code;
    }
    if (step.command.includes("budgets.ts")) weights = /^Heaviest of .*$/m.exec(output)?.[0] ?? "";
    console.log(`  done in ${seconds(performance.now() - stepStarted)}`);
  }
  const routes = JSON.parse(
    readFileSync(join("src/generated", "routes.json"), "utf8"),
  ) as RouteManifest;
  const languages = Object.keys(routes.routes);
  const pages = languages.reduce((n, lang) => n + Object.keys(routes.routes[lang]).length, 0);
  const many = languages.length > 1;
  console.log(
    `\nBuilt ${pages} pages in ${languages.length} language${many ? "s" : ""}, and ${many ? "a not-found page in each" : "the not-found page"}, into dist/ in ${seconds(performance.now() - started)}.`,
  );
  if (weights)
    console.log(
      `${weights}\nEvery page is within its budgets; npm run budgets prints what each one weighs.`,
    );
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = await build();

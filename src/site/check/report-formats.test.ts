import { describe, expect, it } from "vitest";
import { chooseFormat, githubCommand } from "./report-formats.ts";

describe("the validator's report formats", () => {
  it("escapes what would end a workflow command early or reach the log raw", () => {
    expect(
      githubCommand("error", "50% of it: an escape \u001b[2J, then\na new line", {
        file: "content/a,b:c.yaml",
        line: 3,
        col: 7,
        title: "at faq[0].answer: yes, no",
      }),
    ).toBe(
      "::error file=content/a%2Cb%3Ac.yaml,line=3,col=7,title=at faq[0].answer%3A yes%2C no::50%25 of it: an escape \\u001b[2J, then\\u000aa new line",
    );
    expect(githubCommand("warning", "A title too long")).toBe("::warning::A title too long");
  });

  it("is GitHub's under GitHub Actions unless another is asked for, and refuses one it does not know", () => {
    expect(chooseFormat(undefined, {})).toBe("text");
    expect(chooseFormat(undefined, { GITHUB_ACTIONS: "true" })).toBe("github");
    expect(chooseFormat("json", { GITHUB_ACTIONS: "true" })).toBe("json");
    expect(() => chooseFormat("xml", {})).toThrow(
      /^--format takes text, github, json; "xml" is not one of them\.$/,
    );
  });
});

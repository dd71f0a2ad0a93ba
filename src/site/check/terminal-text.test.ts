import { describe, expect, it } from "vitest";
import { printable, terminalSafe } from "./terminal-text.ts";
import { formatDiagnostic } from "./diagnostics.ts";

describe("text printed in a terminal", () => {
  it("shows escape sequences, line breaks, direction overrides and invisible characters as \\u escapes", () => {
    // An OSC 52 sequence writes to the clipboard of the terminal that prints it.
    expect(terminalSafe("Nice\u001b]52;c;ZXZpbA==\u0007 work")).toBe(
      "Nice\\u001b]52;c;ZXZpbA==\\u0007 work",
    );
    expect(terminalSafe("a\nb\u2028c\u202ed\u2066e\u200bf\ufeffg\u0085")).toBe(
      "a\\u000ab\\u2028c\\u202ed\\u2066e\\u200bf\\ufeffg\\u0085",
    );
    // Fillers that show as nothing, and tag characters, which spell words no one sees.
    expect(terminalSafe("a\u3164b\u115fc\u034fd\u{e0041}\u{e0042}e")).toBe(
      "a\\u3164b\\u115fc\\u034fd\\u{e0041}\\u{e0042}e",
    );
    // Words in any script stay as they are.
    expect(terminalSafe("Réparation · 修理 · إصلاح")).toBe("Réparation · 修理 · إصلاح");
  });

  it("cuts a visitor's words to a length", () => {
    expect(printable("x".repeat(200))).toHaveLength(120);
    expect(printable("short")).toBe("short");
  });

  it("is how the validator prints a problem that quotes the content", () => {
    const line = formatDiagnostic({
      file: "content/faq/en/questions.yaml",
      line: 3,
      col: 5,
      path: "questions[0]",
      message: 'Unknown link "\u001b[2Jx".',
    });
    expect(line).toBe(
      'content/faq/en/questions.yaml:3:5  questions[0]\n  Unknown link "\\u001b[2Jx".',
    );
  });
});

import { describe, expect, it } from "vitest";
import { CommandLineError, readArgs } from "./command-line.ts";

const budgets = {
  usage: "Usage: npm run budgets [-- --dist DIR] [--quiet]",
  options: { dist: { type: "string", default: "dist" }, quiet: { type: "boolean" } },
} as const;

describe("a command's arguments", () => {
  it("are read as its options and words", () => {
    expect(readArgs({ ...budgets, args: ["--dist", "out", "--quiet"] }).values).toEqual({
      dist: "out",
      quiet: true,
    });
    expect(readArgs({ ...budgets, args: [] }).values).toEqual({ dist: "dist" });
    expect(readArgs({ usage: "", positionals: [1, 3], args: ["done", "fr"] }).positionals).toEqual([
      "done",
      "fr",
    ]);
  });

  it("refuse an option the command does not know, or words it does not take, with what is wrong and the usage", () => {
    expect(() => readArgs({ ...budgets, args: ["--dits", "out"] })).toThrow(CommandLineError);
    expect(() => readArgs({ ...budgets, args: ["--dits", "out"] })).toThrow(
      /Unknown option '--dits'[\s\S]*Usage: npm run budgets/,
    );
    expect(() => readArgs({ ...budgets, args: ["out"] })).toThrow(
      /"out" is one word too many: this command takes no word[\s\S]*Usage/,
    );
    expect(() =>
      readArgs({ usage: "Usage: x LANGUAGE", positionals: [1, 1], args: ["fr", "de"] }),
    ).toThrow(/"de" is one word too many: this command takes one word[\s\S]*Usage: x LANGUAGE/);
  });

  it("refuse a word that holds a character a terminal would act on or not show, without echoing it", () => {
    for (const word of ["a1b2c3\u001b]52;c;ZXZpbA==\u0007", "--dist=\u202eout", "fr\u3164"]) {
      let message = "";
      try {
        readArgs({
          ...budgets,
          options: { dist: { type: "string" } },
          positionals: [0, 1],
          args: [word],
        });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, word).toMatch(
        /^The word .* holds a character a terminal would act on or not show/,
      );
      expect(message, word).not.toMatch(/[\u001b\u202e\u3164]/);
    }
  });
});

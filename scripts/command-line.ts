// One way for every command to read its arguments: node:util's parseArgs, which refuses an option
// it does not know instead of ignoring it. A mistake in the command prints what is wrong and the
// command's usage, and exits 2 (1 is kept for a command that ran and failed).
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs, type ParseArgsConfig } from "node:util";
import { terminalSafe } from "../src/site/check/terminal-text.ts";

type Options = NonNullable<ParseArgsConfig["options"]>;

export interface CommandLine<T extends Options> {
  /** The usage line printed with a mistake: "Usage: npm run budgets [-- --dist DIR] [--quiet]". */
  usage: string;
  options?: T;
  /** How many words that are not options the command takes: [fewest, most]. */
  positionals?: [number, number];
  /** The arguments, process.argv.slice(2) unless given. */
  args?: string[];
}

/** A mistake in the command: its message, then the usage. */
export class CommandLineError extends Error {}

/** The command's options and positional words, or a CommandLineError saying what is wrong. */
export function readArgs<T extends Options>({
  usage,
  options,
  positionals = [0, 0],
  args,
}: CommandLine<T>) {
  try {
    const words = args ?? process.argv.slice(2);
    // A word a terminal would act on or not show is never one an owner meant: refused before any is echoed.
    const hidden = words.find((word) => terminalSafe(word) !== word);
    if (hidden !== undefined)
      throw new CommandLineError(
        `The word ${terminalSafe(hidden)} holds a character a terminal would act on or not show (written here as \\u…). Type the command again.`,
      );
    const parsed = parseArgs({
      args: words,
      options: options ?? ({} as T),
      allowPositionals: true,
      strict: true,
    });
    const [fewest, most] = positionals;
    const given = parsed.positionals;
    if (given.length > most)
      throw new CommandLineError(
        `"${given[most]}" is one word too many: this command takes ${most === 0 ? "no word" : most === 1 ? "one word" : `at most ${most} words`} without an option before it.`,
      );
    if (given.length < fewest) throw new CommandLineError("");
    return parsed;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new CommandLineError([message, usage].filter(Boolean).join("\n"));
  }
}

/** readArgs for a command's entry: a mistake is printed, and the process exits 2. */
export function commandLine<T extends Options>(command: CommandLine<T>) {
  try {
    return readArgs(command);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}

/**
 * Whether the module at this URL is the script Node was started with, rather than one imported by
 * another (the build imports each of its steps and calls `main` itself; tests import the CLIs).
 */
export const isCommand = (moduleUrl: string): boolean =>
  Boolean(process.argv[1]) && moduleUrl === pathToFileURL(resolve(process.argv[1])).href;

/**
 * Runs a script's `main` with the command's arguments when the script is the command Node was
 * started with, and ends with the exit code it returns. Imported instead, it does nothing.
 */
export async function runAsCommand(
  moduleUrl: string,
  main: (args: string[]) => number | Promise<number>,
): Promise<void> {
  if (isCommand(moduleUrl)) process.exitCode = await main(process.argv.slice(2));
}

// What npm run leads and npm run reviews share as command-line tools: the streams and place
// they run with (so tests run them in-process), and one way of answering a mistake.

/** A mistake in how the command was typed: answered with the usage and exit code 2. */
export class UsageError extends Error {}

/** What a command reads and writes. */
export interface Io {
  env: Record<string, string | undefined>;
  cwd: string;
  now: Date;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** A reader that stopped reading (npm run leads | head) is not a failure: the command ends quietly, as ls does. */
let isListening = false;
function endQuietlyWhenNotRead(): void {
  if (isListening) return;
  isListening = true;
  for (const stream of [process.stdout, process.stderr])
    stream.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE") throw error;
      process.exit(0);
    });
}

export function defaultIo(): Io {
  endQuietlyWhenNotRead();
  return {
    env: process.env,
    cwd: process.cwd(),
    now: new Date(),
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  };
}

/** parseArgs' own message, less its advice on positionals starting with "-", which only confuses here. */
const parseArgsMessage = (error: Error) =>
  error.message.split(". To specify")[0].replace(/\.?$/, ".");

/**
 * Runs a command's body and turns what it throws into an exit code: a mistake in the command
 * (a UsageError, or an option parseArgs refuses) is told with the usage and gives 2; any other
 * error is told in its own words and gives 1.
 */
export function runCommand(usage: string, io: Io, body: () => number): number {
  try {
    return body();
  } catch (thrown) {
    const error = String((thrown as NodeJS.ErrnoException).code).startsWith("ERR_PARSE_ARGS")
      ? new UsageError(parseArgsMessage(thrown as Error))
      : thrown;
    if (!(error instanceof UsageError)) {
      io.err((error as Error).message);
      return 1;
    }
    io.err(`${error.message}\n\n${usage}`);
    return 2;
  }
}

// The log of refused leads, kept short under a flood.

/**
 * Refused leads, logged so that a flood cannot flood the log: the first refusal of each status in
 * a minute is logged as it happens, the others are counted and told in one line when the minute
 * is over.
 */
export function refusalLog(
  log: { warn(fields: object, message: string): void },
  windowMs = 60_000,
) {
  let counts = new Map<number, number>();
  const flush = () => {
    const more = [...counts].filter(([, count]) => count > 1);
    if (more.length)
      log.warn(
        { refused: Object.fromEntries(more.map(([status, count]) => [status, count - 1])) },
        `Refused more leads in the last minute: ${more.map(([status, count]) => `${count - 1} more answered ${status}`).join(", ")}.`,
      );
    counts = new Map();
  };
  const timer = setInterval(flush, windowMs);
  timer.unref();
  return {
    refused(status: number, fields: object, message: string) {
      const count = (counts.get(status) ?? 0) + 1;
      counts.set(status, count);
      if (count === 1) log.warn({ status, ...fields }, message);
    },
    close() {
      clearInterval(timer);
      flush();
    },
  };
}

// npm run audit's interactions as the developer reads them: each delay, and each act's first time
// against the same act again as a ratio (a first act should be as quick as the act again).
import {
  CPU_SLOWDOWN,
  FIRST_AGAIN_LIMIT,
  INTERACTION_LIMIT_MS,
  READ_BEFORE_ACT_MS,
  type InteractionDelay,
} from "./audit-interactions.ts";

/** What a visitor waits for: the tap's own answer, or the messages when they come after it. */
export const answeredAfter = (delay: InteractionDelay) =>
  Math.max(delay.ms, delay.shownAfterMs ?? 0);

/** Each act's first time against the same act again, as a ratio (1: as quick), by act. */
export function firstAgainRatios(delays: InteractionDelay[]): { act: string; ratio: number }[] {
  const pairs: [string, InteractionDelay | undefined, InteractionDelay | undefined][] = [
    [
      "press a form's Send",
      delays.find((d) => d.label.endsWith("first use")),
      delays.find((d) => d.label.startsWith("press it again")),
    ],
    ...[...new Set(delays.flatMap((d) => /^(.*), first$/.exec(d.label)?.[1] ?? []))].map(
      (act) =>
        [
          act,
          delays.find((d) => d.label === `${act}, first`),
          delays.find((d) => d.label === `${act}, again`),
        ] as [string, InteractionDelay | undefined, InteractionDelay | undefined],
    ),
  ];
  return pairs.flatMap(([act, first, again]) =>
    first && again ? [{ act, ratio: answeredAfter(first) / answeredAfter(again) }] : [],
  );
}

export function formatInteractions(delays: InteractionDelay[]): string {
  const width = Math.max(...delays.map((d) => `${d.label} (${d.page})`.length));
  const lines = delays.map((d) => {
    const delay = d.isUnderThreshold ? `under ${d.ms} ms` : `${Math.round(d.ms)} ms`;
    const shown =
      d.shownAfterMs === undefined
        ? ""
        : `   (its messages showed after ${Math.round(d.shownAfterMs)} ms)`;
    return `  ${`${d.label} (${d.page})`.padEnd(width)}  ${delay}${d.ms >= INTERACTION_LIMIT_MS ? " *" : ""}${shown}`;
  });
  const ratios = [...new Set(delays.map((d) => d.page))].flatMap((page) =>
    firstAgainRatios(delays.filter((d) => d.page === page)).map(
      ({ act, ratio }) =>
        `  ${act}, first against again (${page}): ${ratio.toFixed(2)}x${ratio > FIRST_AGAIN_LIMIT ? " *" : ""} (target within ${FIRST_AGAIN_LIMIT}x)`,
    ),
  );
  return [
    `Interaction delay with the CPU slowed ${CPU_SLOWDOWN}x, ${READ_BEFORE_ACT_MS / 1000} s after load (Event Timing; target under ${INTERACTION_LIMIT_MS} ms):`,
    ...lines,
    ...ratios,
  ].join("\n");
}

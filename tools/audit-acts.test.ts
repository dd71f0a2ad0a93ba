import { describe, expect, it } from "vitest";
import { floorRatios, formatFloors, isOverFloor } from "./audit-acts.ts";
import type { Figures } from "./audit-floor-measure.ts";

const run = (mainThreadMs: number, tbtMs: number): Figures => ({
  mainThreadMs,
  tbtMs,
  groups: {},
  benchmark: 1000,
});

describe("a page against its no-script floor", () => {
  it("is judged by the medians' ratios, within 1.15x", () => {
    const [near, over] = floorRatios([
      {
        page: "/a",
        built: [run(1100, 120), run(1000, 100), run(1300, 90)],
        floor: [run(1000, 100), run(990, 100), run(950, 100)],
      },
      { page: "/b", built: [run(1200, 0)], floor: [run(1000, 0)] },
    ]);
    expect(near.work.ratio).toBeCloseTo(1100 / 990);
    expect(near.tbt.ratio).toBeCloseTo(1);
    expect(isOverFloor(near)).toBe(false);
    expect(isOverFloor(over)).toBe(true);
    expect(formatFloors([near, over])).toContain(
      "/b: main-thread work 1200 ms against 1000 ms: 1.20x *",
    );
  });

  it("judges blocking time against a floor of none by the 50 ms target, not by a ratio", () => {
    const [none, some] = floorRatios([
      { page: "/a", built: [run(1000, 40)], floor: [run(1000, 0)] },
      { page: "/b", built: [run(1000, 80)], floor: [run(1000, 10)] },
    ]);
    expect(none.tbt.ratio).toBeUndefined();
    expect(isOverFloor(none)).toBe(false);
    expect(isOverFloor(some)).toBe(true);
    expect(formatFloors([some])).toContain(
      "TBT 80 ms against 10 ms (a floor under 50 ms: judged against 50 ms) *",
    );
  });
});

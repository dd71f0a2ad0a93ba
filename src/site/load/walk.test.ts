import { describe, expect, it } from "vitest";
import { mapStrings } from "./walk.ts";

describe("mapStrings", () => {
  const value = {
    heading: "Hi {name}",
    items: [{ text: "plain" }, { text: "to {name}" }],
    fixed: { icon: "star" },
    count: 3,
  };
  const mapped = mapStrings(value, (text) => text.replace("{name}", "Ada"));

  it("changes every string, keeping the shape", () => {
    expect(mapped).toEqual({
      heading: "Hi Ada",
      items: [{ text: "plain" }, { text: "to Ada" }],
      fixed: { icon: "star" },
      count: 3,
    });
  });

  it("leaves the value it was given as it was", () => {
    expect(value.heading).toBe("Hi {name}");
    expect(value.items[1].text).toBe("to {name}");
  });

  it("shares the parts in which nothing changed, and copies only the way to a change", () => {
    expect(mapped.fixed).toBe(value.fixed);
    expect(mapped.items[0]).toBe(value.items[0]);
    expect(mapped.items).not.toBe(value.items);
    expect(mapStrings(value.fixed, (text) => text)).toBe(value.fixed);
  });
});

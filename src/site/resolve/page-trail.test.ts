import { describe, expect, it } from "vitest";
import { withoutBusinessName } from "./page-trail.ts";

describe("a title as the name of what its page offers", () => {
  it("leaves out the business's name after a separator, and nothing else", () => {
    const name = "Lakeshore Appliance Service";
    expect(withoutBusinessName(`Repairs in Kingston | ${name}`, name)).toBe("Repairs in Kingston");
    expect(withoutBusinessName(`Réparations à Kingston – ${name}`, name)).toBe(
      "Réparations à Kingston",
    );
    expect(withoutBusinessName(`${name}: Kingston`, name)).toBe(`${name}: Kingston`);
    expect(withoutBusinessName(name, name)).toBe(name);
    expect(withoutBusinessName("Repairs in Kingston", name)).toBe("Repairs in Kingston");
  });
});

import { afterAll, describe, expect, it } from "vitest";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { copySite, EVERY_SECTION } from "../../../tests/helpers/fixture-site.ts";
import { validateSite } from "../check/validate-site.ts";
import { resolveSite } from "./resolve-site.ts";
import { fittedTitle, graphemeLength, TITLE_LIMIT } from "./title-fit.ts";

describe("a title that search results would cut", () => {
  it("counts graphemes, so an accented letter, a Devanagari cluster or an emoji is one", () => {
    expect(graphemeLength("Réparation")).toBe(10);
    expect(graphemeLength("e\u0301")).toBe(1);
    expect(graphemeLength("किताब")).toBe(3);
    expect(graphemeLength("🔧 Fix")).toBe(5);
  });

  it("keeps the business's name where the title fits, and drops it where it does not", () => {
    const name = "Lakeshore Appliance Service";
    expect(fittedTitle(`Appliance Repair in Kingston | ${name}`, name)).toBe(
      `Appliance Repair in Kingston | ${name}`,
    );
    expect(fittedTitle(`Appliance Repair in Whitchurch-Stouffville | ${name}`, name)).toBe(
      "Appliance Repair in Whitchurch-Stouffville",
    );
    // A long title that does not end with the name is left for the validator to warn about.
    const long = "Appliance Repair in Whitchurch-Stouffville and all of its neighbourhoods";
    expect(fittedTitle(long, name)).toBe(long);
  });
});

describe("a record's title from its template, on the fixture site", () => {
  const site = copySite(EVERY_SECTION);
  afterAll(() => site.remove());
  const place = (slug: string, name: string) =>
    writeFileSync(
      join(site.root, "content/locations/en", `${slug}.yaml`),
      `slug: ${slug}\nname: ${name}\ndescription: A place of the fixture.\nserviceAreas:\n  - ${name}\n`,
    );
  place("sainte-anne-de-bellevue", "Sainte-Anne-de-Bellevue");
  place("ajax", "Ajax");

  it("is the template's whole title for a short name, and drops the business's name for that record only", () => {
    const { content, diagnostics } = validateSite(site.root);
    expect(diagnostics).toEqual([]);
    const { pages } = resolveSite(content!, "en");
    const titleOf = (path: string) => pages.find((page) => page.path === path)!.title;
    const business = content!.config.value.business.name;
    const template = content!.config.value.templates!.location!.title;
    expect(template.endsWith(`{business.name}`)).toBe(true);
    expect(titleOf("/locations/ajax")).toBe(
      template.replace("{record.name}", "Ajax").replace("{business.name}", business),
    );
    const long = titleOf("/locations/sainte-anne-de-bellevue");
    expect(long).toContain("Sainte-Anne-de-Bellevue");
    expect(long).not.toContain(business);
    expect(graphemeLength(long)).toBeLessThanOrEqual(TITLE_LIMIT);
    // Every other place keeps the template's keyword and the business's name.
    expect(titleOf("/locations/kingston")).toContain(business);
  });
});

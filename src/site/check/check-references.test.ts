// The cross-file checks that let another business write its own site: each fault is made in the
// second-business fixture's content, and reported at its file and line with what to do.
import { afterAll, describe, expect, it } from "vitest";
import { join } from "node:path";
import { copySite, FIXTURE_SITES, PROJECT } from "../../../tests/helpers/fixture-site.ts";
import { formatDiagnostic } from "./diagnostics.ts";
import { checkReferences } from "./check-references.ts";
import { loadSchemaSet } from "../load/schema-set.ts";
import { validateSite } from "./validate-site.ts";
import type { SiteContent } from "../load/site-content.ts";

const { root, remove } = copySite(join(FIXTURE_SITES, "second-business"));
afterAll(remove);

const schemas = loadSchemaSet(join(PROJECT, "schemas"));
/** The problems of the fixture once `change` has been made to its (freshly read) content. */
function problemsAfter(change: (content: SiteContent) => void): string[] {
  const { content, diagnostics } = validateSite(root);
  expect(diagnostics).toEqual([]);
  change(content!);
  return checkReferences(root, content!, schemas).map(formatDiagnostic);
}

describe("checkReferences on another business", () => {
  it("finds nothing wrong with the fixture as written", () => {
    expect(problemsAfter(() => {})).toEqual([]);
  });

  it("names the line of a default language the site does not list", () => {
    const [problem] = problemsAfter((c) => void (c.config.value.site.defaultLanguage = "de"));
    expect(problem).toMatch(
      /^site\.config\.yaml:7:20 {2}site\.defaultLanguage\n {2}The default language "de" is not one of the languages listed under site\.languages \(en, fr\)/,
    );
  });

  it("checks the booking targets like every other link", () => {
    const problems = problemsAfter((c) => {
      c.config.value.navigation.bookingHref = "/booking";
      const hero = c.config.value.templates!.location!.sections.find(
        (s) => s.type === "location-hero",
      )!;
      if (hero.type === "location-hero") hero.estimateHref = "/contcat";
    });
    expect(problems.join("\n")).toMatch(
      /site\.config\.yaml:\d+:\d+ {2}navigation\.bookingHref\n {2}The link \/booking goes to no page of this site\./,
    );
    expect(problems.join("\n")).toMatch(
      /templates\.location\.sections\[0\]\.estimateHref\n {2}The link \/contcat goes to no page of this site\. Did you mean "\/contact"\?/,
    );
  });

  it("asks for the form a page shows, and for a select's default among its choices", () => {
    const missingForm = problemsAfter((c) => void delete c.config.value.forms!.serviceRequest);
    expect(missingForm).toEqual([
      expect.stringMatching(
        /^content\/pages\/en\/contact\.yaml:\d+:\d+ {2}sections\[2\]\.type\n {2}This service-request-form section shows the form "serviceRequest", which site\.config\.yaml does not define\./,
      ),
    ]);
    const badDefault = problemsAfter(
      (c) =>
        void (c.config.value.forms!.serviceRequest!.fields.find(
          (f) => f.name === "urgency",
        )!.default = "this-month"),
    );
    expect(badDefault).toEqual([
      expect.stringMatching(
        /default\n {2}The default "this-month" is not the value of one of this field's choices\. Choices: today, this-week, planning\./,
      ),
    ]);
  });

  it("asks for a template where there are records, and for the fields the template uses", () => {
    const noTemplate = problemsAfter((c) => void delete c.config.value.templates!.location);
    expect(noTemplate.join("\n")).toMatch(
      /There are files in content\/locations\/en\/ but no templates\.location to draw their pages\./,
    );
    const noSubject = problemsAfter(
      (c) => void delete (c.services[0].value as { subject?: string }).subject,
    );
    expect(noSubject).toEqual([
      expect.stringMatching(
        /^content\/services\/en\/drain-cleaning\.yaml:\d+:\d+\n {2}The service template in site\.config\.yaml uses \{record\.subject\}, but this file has no "subject:"\./,
      ),
    ]);
  });

  it("reports a phone number that cannot be dialled", () => {
    const [problem] = problemsAfter((c) => void (c.config.value.business.phone = "555-0177"));
    expect(problem).toMatch(
      /business\.phone\n {2}"555-0177" is not a ten-digit North American number/,
    );
  });
});

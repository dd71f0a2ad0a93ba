// Content check on the real site: npm run validate finds nothing to fix.
import { describe, expect, it } from "vitest";
import { validateSite } from "../../src/site/check/validate-site.ts";
import { formatDiagnostic } from "../../src/site/check/diagnostics.ts";
import { PROJECT } from "../helpers/fixture-site.ts";

describe("the real content", () => {
  it("is valid", () => {
    const { diagnostics, content } = validateSite(PROJECT);
    // Printed whole, so a failure says what to fix and where.
    expect(diagnostics.map(formatDiagnostic).join("\n\n")).toBe("");
    expect(content).toBeDefined();
  });
});

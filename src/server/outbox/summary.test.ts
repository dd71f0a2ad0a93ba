import { describe, expect, it } from "vitest";
import { relative } from "node:path";
import { leadSummary } from "./summary.ts";
import type { LeadForm } from "../../leads/lead-forms.ts";
import type { StoredLead } from "./storage.ts";

// A form whose fields are named as no other form's are: the line must find them by their kinds.
const QUOTE: LeadForm = {
  key: "quoteRequest",
  title: "Quote",
  fields: [
    { name: "company", kind: "text" },
    { name: "contactPerson", kind: "text" },
    { name: "mobile", kind: "tel" },
    { name: "workEmail", kind: "email" },
    { name: "boilerModel", kind: "select" },
    { name: "notes", kind: "textarea" },
    { name: "plate", kind: "image" },
  ],
  photoFields: ["plate"],
};

const lead = (params: Record<string, string>, photoFile?: string): StoredLead => ({
  receivedAt: "2026-11-29T10:00:00.000Z",
  serviceId: "outbox",
  templateId: "quote",
  libVersion: "4.4.1",
  params,
  ...(photoFile ? { photoFile } : {}),
});

describe("the line a kept lead is logged with", () => {
  it("takes who, how to reach them and what they chose from the form's field kinds", () => {
    const line = leadSummary(
      lead(
        {
          company: "Harbour Bakery",
          contactPerson: "Ines",
          mobile: "(613) 555-0188",
          workEmail: "ines@harbour.example",
          boilerModel: "combi-30",
          notes: "Pilot light goes out",
          language: "fr",
          page: "/fr/contact",
        },
        "x.photo.jpeg",
      ),
      "x.json",
      "/srv/leads",
      QUOTE,
    );
    expect(line).toBe(
      `Lead received: Quote from Harbour Bakery, (613) 555-0188, ines@harbour.example, combi-30, photo x.photo.jpeg (fr, /fr/contact) -> ${relative(process.cwd(), "/srv/leads/x.json")}`,
    );
  });

  it("leaves out what the visitor left empty, and prints control characters as escapes", () => {
    const line = leadSummary(
      lead({ company: "A\u001b[2J", mobile: "", workEmail: "a@b.example" }),
      "x.json",
      "/srv/leads",
      QUOTE,
    );
    expect(line).toMatch(/^Lead received: Quote from A\\u001b\[2J, a@b\.example -> /);
  });

  it("says a review's stars and who wrote it", () => {
    const review: LeadForm = {
      key: "review",
      title: "Review",
      fields: [
        { name: "stars", kind: "rating" },
        { name: "signedAs", kind: "text" },
      ],
      photoFields: [],
    };
    expect(leadSummary(lead({ stars: "4", signedAs: "Bo K." }), "r.json", "/srv", review)).toMatch(
      /^Review received: 4 stars from Bo K\. -> .*r\.json\. See it with npm run reviews$/,
    );
  });

  it("without the form's description, names the template and counts the fields", () => {
    expect(leadSummary(lead({ a: "1", b: "2" }), "x.json", "/srv", undefined)).toMatch(
      /^Lead received: quote, 2 fields -> .*x\.json$/,
    );
  });
});

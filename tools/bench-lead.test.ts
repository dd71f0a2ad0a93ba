// The bench's lead is one the fixture site's schema takes, with and without a photo: a bench whose
// leads are all refused measures nothing.
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { compilePayloadSchema } from "../src/server/outbox/parsing.ts";
import { fixtureSite } from "../tests/helpers/fixture-content.ts";
import { leadPayloadSchema } from "../src/leads/payload-schema.ts";
import { sampleLead, type PayloadSchema } from "./bench-lead.ts";

describe("the bench's lead", () => {
  const schema = leadPayloadSchema([fixtureSite("en").site, fixtureSite("ar").site]);
  const matches = compilePayloadSchema(schema);

  it("is one the site's lead schema takes, with and without a photo", async () => {
    expect(
      matches(sampleLead(schema as unknown as PayloadSchema)),
      JSON.stringify(matches.errors),
    ).toBe(true);
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer();
    const withPhoto = sampleLead(
      schema as unknown as PayloadSchema,
      `data:image/jpeg;base64,${jpeg.toString("base64")}`,
    );
    expect(matches(withPhoto), JSON.stringify(matches.errors)).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { fixtureSite } from "../../tests/helpers/fixture-content.ts";
import { checkLead, initialValue } from "./rules.ts";
import {
  asciiDigits,
  isNorthAmericanPhone,
  isPlausiblePhone,
  maxLengthOf,
} from "./kinds/field-values.ts";

const forms = fixtureSite().site.forms as Required<ReturnType<typeof fixtureSite>["site"]["forms"]>;
const complete = {
  name: "Jane Test",
  phone: "(905) 555-0199",
  address: "1 Test St",
  email: "jane@example.com",
  appliance: "washer",
  message: "",
};

describe("checkLead", () => {
  it("accepts a complete service request with an empty message", () => {
    expect([...checkLead(forms.serviceRequest, complete)]).toEqual([]);
  });

  it("names every missing required field, in the form's order", () => {
    expect([...checkLead(forms.serviceRequest, { message: "hello" }).keys()]).toEqual([
      "name",
      "phone",
      "address",
      "email",
      "appliance",
    ]);
    expect([...checkLead(forms.purchaseInquiry, {}).keys()]).toEqual([
      "name",
      "phone",
      "email",
      "appliance",
    ]);
  });

  it("takes a phone number typed in Persian, Arabic or Devanagari digits", () => {
    expect(asciiDigits("(۹۰۵) ۵۵۵-۰۱۹۹")).toBe("(905) 555-0199");
    expect(asciiDigits("٩٠٥ ٥٥٥ ٠١٩٩")).toBe("905 555 0199");
    expect(asciiDigits("९०५ ५५५ ०१९९")).toBe("905 555 0199");
    expect(isPlausiblePhone("۹۰۵ ۵۵۵ ۰۱۹۹")).toBe(true);
    expect(isPlausiblePhone("۱۲۳")).toBe(false);
  });

  it("treats a field of spaces as empty", () => {
    expect(checkLead(forms.serviceRequest, { ...complete, name: "   " }).get("name")).toBe(
      "required",
    );
  });

  it("checks the e-mail's form, the phone number, the chosen option and the length", () => {
    const problems = checkLead(forms.serviceRequest, {
      ...complete,
      email: "jane@example",
      phone: "555-0199",
      appliance: "toaster",
      address: "x".repeat(201),
    });
    expect(Object.fromEntries(problems)).toEqual({
      email: "email",
      phone: "phone",
      appliance: "option",
      address: "tooLong",
    });
  });

  it("takes a select's label when the field sends labels, and starts on its default", () => {
    const timeframe = forms.purchaseInquiry.fields.find((f) => f.name === "timeframe")!;
    const [first, second] = timeframe.options!;
    expect(initialValue(timeframe)).toBe(first.label);
    expect(
      checkLead({ ...forms.purchaseInquiry, fields: [timeframe] }, { timeframe: second.label })
        .size,
    ).toBe(0);
    expect(
      checkLead({ ...forms.purchaseInquiry, fields: [timeframe] }, { timeframe: second.value }).get(
        "timeframe",
      ),
    ).toBe("option");
  });
});

describe("a review", () => {
  const review = {
    rating: "4",
    text: "Fixed the same day.",
    name: "Ada L.",
    location: "",
    consent: "yes",
  };
  it("is sent with its stars, words, name and the ticked box; the town may be left empty", () => {
    expect([...checkLead(forms.review, review)]).toEqual([]);
  });
  it("is not sent without the permission to publish it", () => {
    expect(checkLead(forms.review, { ...review, consent: "" }).get("consent")).toBe("consent");
    expect(checkLead(forms.review, { ...review, consent: "maybe" }).get("consent")).toBe("consent");
  });
  it("takes 1 to 5 stars, starting on the form's default", () => {
    const rating = forms.review.fields.find((f) => f.kind === "rating")!;
    expect(initialValue(rating)).toBe("5");
    expect(initialValue({ ...rating, default: undefined })).toBe("5");
    expect(checkLead(forms.review, { ...review, rating: "0" }).get("rating")).toBe("option");
    expect(checkLead(forms.review, { ...review, rating: "1" }).size).toBe(0);
  });
});

describe("isNorthAmericanPhone", () => {
  it.each(["613 555 0188", "(613) 555-0188", "+1 613-555-0188", "1-905-555-0199", "6135550188"])(
    "accepts %s",
    (phone) => expect(isNorthAmericanPhone(phone)).toBe(true),
  );
  it.each([
    "555-0188",
    "016 555 0188",
    "613 055 0188",
    "+44 20 7946 0958",
    "613 555 0188 ext",
    "2-613-555-0188",
  ])("refuses %s", (phone) => expect(isNorthAmericanPhone(phone)).toBe(false));
});

describe("isPlausiblePhone", () => {
  it("keeps the North American check for a business with calling code 1", () => {
    expect(isPlausiblePhone("(905) 555-0199")).toBe(true);
    expect(isPlausiblePhone("+44 20 7946 0958", "1")).toBe(false);
  });
  it.each(["+44 20 7946 0958", "020 7946 0958", "(902) 555-0177", "+33 1 23 45 67 89", "0612 345"])(
    "accepts %s elsewhere",
    (phone) => expect(isPlausiblePhone(phone, "44")).toBe(true),
  );
  it.each(["12345", "+44 20 7946 0958 12345", "020 7946 0958 ext 2"])(
    "refuses %s elsewhere",
    (phone) => expect(isPlausiblePhone(phone, "44")).toBe(false),
  );
});

describe("maxLengthOf", () => {
  const fields = Object.values(forms).flatMap((form) => form.fields);
  const field = (form: keyof typeof forms, name: string) =>
    forms[form].fields.find((f) => f.name === name)!;

  it("is filled in by validation for every field that takes typed words, from the schema's defaults", () => {
    for (const f of fields.filter((f) => f.kind !== "image"))
      expect(f.maxLength, `${f.name} (${f.kind})`).toBeGreaterThan(0);
    // Left out in the fixture: a name gets a name's default, each other field its kind's.
    expect(maxLengthOf(field("serviceRequest", "name"))).toBe(100);
    expect(maxLengthOf(field("serviceRequest", "phone"))).toBe(30);
    expect(maxLengthOf(field("serviceRequest", "email"))).toBe(254);
    expect(maxLengthOf(field("serviceRequest", "message"))).toBe(2000);
  });

  it("keeps a length the owner wrote", () => {
    expect(maxLengthOf(field("review", "name"))).toBe(60);
    expect(maxLengthOf(field("review", "text"))).toBe(1500);
  });

  it("refuses a field that did not pass through validation", () => {
    expect(() => maxLengthOf({ name: "note", label: "Note", kind: "text" })).toThrow(
      /validated content/,
    );
  });
});

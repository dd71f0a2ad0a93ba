import { describe, expect, it } from "vitest";
import { fixtureSite } from "../../tests/helpers/fixture-content.ts";
import { checkLead, isNorthAmericanPhone } from "./rules.ts";

const { forms } = fixtureSite().site;
const complete = { name: "Jane Test", phone: "(905) 555-0199", address: "1 Test St", email: "jane@example.com", appliance: "washer", message: "" };

describe("checkLead", () => {
  it("accepts a complete service request with an empty message", () => {
    expect([...checkLead(forms.serviceRequest, complete)]).toEqual([]);
  });

  it("names every missing required field, in the form's order", () => {
    expect([...checkLead(forms.serviceRequest, { message: "hello" }).keys()]).toEqual(["name", "phone", "address", "email", "appliance"]);
    expect([...checkLead(forms.purchaseInquiry, {}).keys()]).toEqual(["name", "phone", "email", "appliance"]);
  });

  it("treats a field of spaces as empty", () => {
    expect(checkLead(forms.serviceRequest, { ...complete, name: "   " }).get("name")).toBe("required");
  });

  it("checks the e-mail's form, the phone number, the appliance and the length", () => {
    const problems = checkLead(forms.serviceRequest, { ...complete, email: "jane@example", phone: "555-0199", appliance: "toaster", address: "x".repeat(201) });
    expect(Object.fromEntries(problems)).toEqual({ email: "email", phone: "phone", appliance: "appliance", address: "tooLong" });
  });
});

describe("isNorthAmericanPhone", () => {
  it.each(["613 555 0188", "(613) 555-0188", "+1 613-555-0188", "1-905-555-0199", "6135550188"])("accepts %s", (phone) => expect(isNorthAmericanPhone(phone)).toBe(true));
  it.each(["555-0188", "016 555 0188", "613 055 0188", "+44 20 7946 0958", "613 555 0188 ext", "2-613-555-0188"])("refuses %s", (phone) => expect(isNorthAmericanPhone(phone)).toBe(false));
});

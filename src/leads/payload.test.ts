import { describe, expect, it } from "vitest";
import { fixtureSite } from "../../tests/helpers/fixture-content.ts";
import { templateParams } from "./payload.ts";

const forms = fixtureSite().site.forms as Required<ReturnType<typeof fixtureSite>["site"]["forms"]>;

describe("templateParams", () => {
  it("sends a service request as the spec lists it, with the empty message filled in", () => {
    const values = {
      name: " Jane Test ",
      phone: "905 555 0199",
      address: "1 Test St",
      email: "jane@example.com",
      appliance: "dryer",
      message: "",
    };
    expect(templateParams(forms.serviceRequest, values)).toEqual({
      name: "Jane Test",
      phone: "905 555 0199",
      address: "1 Test St",
      email: "jane@example.com",
      appliance: "dryer",
      message: "No additional details provided",
      inquiryType: "Service Request",
      hasAttachment: "No",
    });
  });

  it("sends a phone number typed in Persian digits as 0-9, for the owner to dial", () => {
    const values = {
      name: "Sara",
      phone: "۹۰۵ ۵۵۵ ۰۱۹۹",
      address: "۱۲ Yonge St",
      email: "sara@example.com",
      appliance: "dryer",
      message: "",
    };
    const params = templateParams(forms.serviceRequest, values);
    expect(params.phone).toBe("905 555 0199");
    // Only the phone: other fields are sent as typed.
    expect(params.address).toBe("۱۲ Yonge St");
  });

  it("adds the photo as a data URL under the photo field's name", () => {
    const params = templateParams(
      forms.serviceRequest,
      { message: "Tag attached" },
      "data:image/jpeg;base64,AAAA",
    );
    expect(params.hasAttachment).toBe("Yes");
    expect(params.attachment).toBe("data:image/jpeg;base64,AAAA");
    expect(params.message).toBe("Tag attached");
  });

  it("labels a purchase inquiry and fills an empty budget and message", () => {
    const values = {
      name: "Sam",
      phone: "4165550100",
      email: "sam@example.com",
      address: "",
      appliance: "stove",
      budget: "",
      timeframe: "Within a month",
      message: "",
    };
    expect(templateParams(forms.purchaseInquiry, values)).toEqual({
      name: "Sam",
      phone: "4165550100",
      email: "sam@example.com",
      address: "",
      appliance: "stove",
      budget: "Not specified",
      timeframe: "Within a month",
      message: "No additional details provided",
      inquiryType: "Purchase Inquiry",
      hasAttachment: "No",
    });
  });
});

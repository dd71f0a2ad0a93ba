// Leads as the fixture site's forms send them (their template params), with made-up words, for
// the tests of the outbox, the server, npm run reviews and the forms themselves.

/** A service request: every field filled in but the photo, and the hidden field empty. */
export function sentServiceRequest(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: "Jane Test",
    phone: "613 555 0100",
    address: "1 King St",
    email: "jane@example.com",
    appliance: "washer",
    message: "Leaking",
    inquiryType: "Service Request",
    hasAttachment: "No",
    form: "serviceRequest",
    language: "en",
    page: "/contact",
    website: "",
    ...overrides,
  };
}

/** A review: 4 stars, with the permission ticked. */
export function sentReview(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    rating: "4",
    text: "Fixed the dryer in an hour.",
    name: "Ada L.",
    location: "",
    consent: "yes",
    inquiryType: "Review",
    hasAttachment: "No",
    form: "review",
    language: "en",
    page: "/testimonials",
    ...overrides,
  };
}

// A review as the review form sends it (its template params), for the tests of the outbox, of
// npm run reviews and of the form itself: made-up words, 4 stars, with the permission ticked.
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

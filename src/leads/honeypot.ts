/**
 * The form's hidden field, which people never see and robots fill. The embedded outbox gets its
 * value with every lead and quietly keeps nothing when it is filled; EmailJS has its own bot
 * checks, so there the browser itself sends nothing.
 */
export const HONEYPOT_FIELD = "website";

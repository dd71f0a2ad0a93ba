// What search engines ask of the business's facts before they use them in results (Google's
// guidelines for a local business's structured data): the checks hold the content to them.

/** Decimals of latitude and longitude: five place a point within about a metre. */
export const GEO_DECIMALS = 5;
/** The shortest side of a logo shown in search results, in pixels. */
export const LOGO_MIN_SIDE = 112;

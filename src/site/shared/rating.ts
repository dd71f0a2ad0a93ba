/** The stars a rating field offers and a review may carry, as the form sends them. */
export const RATING_VALUES = ["1", "2", "3", "4", "5"] as const;

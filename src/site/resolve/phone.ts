// Phone numbers as the business writes them, turned into the international forms that links and
// search engines need. A number written with a leading + is already international; any other is
// national, in the country of business.phoneCountryCode (1, North America, when left out).

export const DEFAULT_COUNTRY_CODE = "1";

/** The number's country code and its national digits, without a trunk prefix (the 0 of 020 7946 0321). */
export function phoneParts(
  phone: string,
  countryCode = DEFAULT_COUNTRY_CODE,
): { countryCode: string; national: string } {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) {
    if (digits.startsWith(countryCode))
      return { countryCode, national: digits.slice(countryCode.length) };
    // A number of another country: its code cannot be told from its digits, so it stays whole.
    return { countryCode: "", national: digits };
  }
  if (countryCode === "1")
    return {
      countryCode,
      national: digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits,
    };
  return { countryCode, national: digits.replace(/^0/, "") };
}

/** The tel: address in the +E.164 form, e.g. tel:+15555550100 or tel:+442079460321. */
export function telHref(phone: string, countryCode = DEFAULT_COUNTRY_CODE): string {
  const parts = phoneParts(phone, countryCode);
  const e164 = parts.countryCode + parts.national;
  if (e164.length < 8 || e164.length > 15)
    throw new Error(
      `"${phone}" does not read as a phone number of 7 to 15 digits with its country code.`,
    );
  if (countryCode === "1" && parts.countryCode === "1" && parts.national.length !== 10)
    throw new Error(`"${phone}" is not a ten-digit North American phone number.`);
  return `tel:+${e164}`;
}

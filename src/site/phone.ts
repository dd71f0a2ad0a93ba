/** The tel: address of a North American number in the +1 international form, e.g. tel:+14165550142. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (national.length !== 10) throw new Error(`"${phone}" is not a ten-digit North American phone number.`);
  return `tel:+1${national}`;
}

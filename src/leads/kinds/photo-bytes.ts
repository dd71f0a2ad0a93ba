// A photo a lead carries: a base64 data URL whose bytes must really be the JPEG, PNG or WebP it
// says it is. Read by the form's image field, the lead schema and the outbox alike.

/** The photo types the outbox keeps, as the browser sends them, with the first bytes each file starts with. */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** A custom keyword: the string is a base64 data URL whose bytes really are the image type it names. */
export const PHOTO_KEYWORD = "photoBytes";

/** Which of the kept photo types these bytes are, read from their first bytes; undefined for anything else. */
export function photoTypeOf(bytes: Uint8Array): PhotoType | undefined {
  const starts = (...values: number[]) => values.every((value, i) => bytes[i] === value);
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return undefined;
}

/** The stated type and the bytes of a base64 image data URL, whatever the image; undefined for anything else. */
function imageDataUrl(value: string): { type: string; bytes: Buffer } | undefined {
  const match = /^data:(image\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]+={0,2})$/.exec(value);
  return match ? { type: match[1], bytes: Buffer.from(match[2], "base64") } : undefined;
}

/** The photo in a data URL, when it is one of the kept types and its bytes agree with its stated type. */
export function decodePhoto(dataUrl: string): { type: PhotoType; bytes: Buffer } | undefined {
  const image = imageDataUrl(dataUrl);
  return image && photoTypeOf(image.bytes) === image.type
    ? (image as { type: PhotoType; bytes: Buffer })
    : undefined;
}

// Photos from a phone are often 3 to 12 MB; the provider takes far less. Shrink them in the
// browser until the data URL fits what is left of the request.
import { photoTypeOf } from "./kinds/photo-bytes.ts";

/** The spec's words for a photo that cannot be turned into a data URL. */
export class PhotoUnreadable extends Error {
  constructor() {
    super("Failed to convert image to base64");
    this.name = "PhotoUnreadable";
  }
}

/** Even at its smallest the photo does not fit. */
export class PhotoTooLarge extends Error {
  constructor(readonly budgetBytes: number) {
    super(`The photo cannot be made smaller than ${budgetBytes} bytes`);
    this.name = "PhotoTooLarge";
  }
}

const IMAGE_NAME = /\.(jpe?g|png|gif|webp|heic|heif|avif|bmp)$/i;
const SENT_AS_IS = /^image\/(jpeg|png|webp)$/;
const LONGEST_SIDE = 1600;
const SMALLEST_SIDE = 160;

export const isImageFile = (file: File) =>
  file.type.startsWith("image/") || (!file.type && IMAGE_NAME.test(file.name));

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new PhotoUnreadable());
    reader.readAsDataURL(file);
  });
}

function encode(bitmap: ImageBitmap, scale: number, quality: number): string {
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext("2d");
  if (!context) throw new PhotoUnreadable();
  // JPEG has no transparency: give see-through PNGs a white ground instead of black.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL("image/jpeg", quality);
}

/** The photo as a data URL of at most budgetBytes characters: as it is when it fits, else as a smaller JPEG. */
export async function photoDataUrl(file: File, budgetBytes: number): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new PhotoUnreadable();
  }
  try {
    // Sent as it is only when its bytes are what its type says (a PNG named .jpg is drawn again as JPEG).
    if (
      SENT_AS_IS.test(file.type) &&
      Math.ceil(file.size / 3) * 4 + 40 <= budgetBytes &&
      photoTypeOf(new Uint8Array(await file.slice(0, 12).arrayBuffer())) === file.type
    ) {
      const original = await readAsDataUrl(file);
      if (original.length <= budgetBytes) return original;
    }
    let scale = Math.min(1, LONGEST_SIDE / Math.max(bitmap.width, bitmap.height));
    let quality = 0.85;
    while (Math.max(bitmap.width, bitmap.height) * scale >= SMALLEST_SIDE) {
      const url = encode(bitmap, scale, quality);
      if (url.length <= budgetBytes) return url;
      // First give up some quality, then size; estimate the step from how far off it is.
      if (quality > 0.6) quality -= 0.1;
      else scale *= Math.max(0.5, Math.min(0.9, Math.sqrt(budgetBytes / url.length)));
    }
    throw new PhotoTooLarge(budgetBytes);
  } finally {
    bitmap.close();
  }
}

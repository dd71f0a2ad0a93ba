// Which words of the content a translation carries. A translation file mirrors its English
// file but holds only these fields (and the ids that tell list items apart); everything else,
// such as addresses, icons, slugs and the brand, stays as the English file says.
import type { RecordKind } from "./schema-set.ts";
import { isLinkKey, walkStrings, type JsonPath } from "./walk.ts";

/** Keys whose values are never translated, wherever they appear. */
const NEVER = new Set([
  "id",
  "type",
  "slug",
  "path",
  "href",
  "image",
  "heroImage",
  "icon",
  "kind",
  "tone",
  "quote",
  "order",
  "autocomplete",
  "inquiryType",
  "emptyValue",
  "code",
  "dir",
  "defaultLanguage",
  "baseUrl",
  "phone",
  "email",
  "mapEmbedUrl",
  "publicKey",
  "serviceId",
  "names",
  "priceRange",
  "ogLocale",
  "schemaType",
  "phoneCountryCode",
  "forKind",
]);

/** In site.config.yaml only these parts hold visitor-facing words. */
const SITE_PARTS: JsonPath[] = [
  ["business", "hours"],
  ["business", "serviceArea"],
  ["business", "servedCities"],
  ["business", "payment"],
  ["business", "brands"],
  ["claims"],
  ["navigation"],
  ["templates"],
  ["forms"],
];

export type TranslatableKind = Extract<RecordKind, "site" | "page" | "location" | "service" | "advantage" | "faq">;
export const TRANSLATABLE_KINDS: TranslatableKind[] = ["site", "page", "location", "service", "advantage", "faq"];

export function isTranslatable(kind: TranslatableKind, path: JsonPath): boolean {
  if (path.some((part) => typeof part === "string" && (NEVER.has(part) || isLinkKey(part)))) return false;
  if (kind === "site") {
    if (!SITE_PARTS.some((part) => part.every((key, i) => path[i] === key))) return false;
    // A form field's name, a choice's value and the default choice are what is sent, not words on the page.
    if (path[0] === "forms" && path.includes("fields") && ["name", "value", "default"].includes(String(path[path.length - 1]))) return false;
  }
  return true;
}

/**
 * The translatable part of a value, in the same shape: translatable strings, and the ids that
 * tell list items apart. Lists keep their length so items line up with the English ones.
 */
export function translatablePart(kind: TranslatableKind, value: unknown, path: JsonPath = []): unknown {
  if (typeof value === "string") return isTranslatable(kind, path) ? value : undefined;
  if (Array.isArray(value)) {
    const items = value.map((item, i) => translatablePart(kind, item, [...path, i]));
    return items.some((item) => item !== undefined) ? items.map((item) => item ?? null) : undefined;
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value).flatMap(([key, item]): [string, unknown][] => {
      if (key === "id" && typeof item === "string") return [[key, item]];
      const part = translatablePart(kind, item, [...path, key]);
      return part === undefined ? [] : [[key, part]];
    });
    return entries.some(([key]) => key !== "id") ? Object.fromEntries(entries) : undefined;
  }
  return undefined;
}

/** Every translatable string of a value, with its path. */
export function translatableLeaves(kind: TranslatableKind, value: unknown): { path: JsonPath; text: string }[] {
  const leaves: { path: JsonPath; text: string }[] = [];
  walkStrings(value, (text, path) => isTranslatable(kind, path) && leaves.push({ path, text }));
  return leaves;
}

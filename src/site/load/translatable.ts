// Which words of the content a translation carries. A translation file mirrors its English
// file but holds only these fields (and the ids that tell list items apart); everything else,
// such as addresses, icons, slugs and the brand, stays as the English file says.
import { RECORD_SCHEMAS, type RecordKind } from "./schema-set.ts";
import type { JsonPath } from "./walk.ts";
import type { Located, SiteContent } from "./site-content.ts";
import { walkRoles } from "./schema-roles.ts";

export type TranslatableKind = Extract<
  RecordKind,
  "site" | "page" | "location" | "service" | "advantage" | "faq"
>;

/** Every translatable string of a value, with its path: what its schema calls words (src/site/load/schema-roles.ts). */
export function translatableLeaves(
  kind: TranslatableKind,
  value: unknown,
): { path: JsonPath; text: string }[] {
  const leaves: { path: JsonPath; text: string }[] = [];
  walkRoles(
    RECORD_SCHEMAS[kind],
    value,
    (text, path, { isTranslated }) => isTranslated && leaves.push({ path, text }),
  );
  return leaves;
}

/**
 * The translatable part of a value, in the same shape: translatable strings, and the ids that
 * tell list items apart. Lists keep their length so items line up with the English ones.
 */
export function translatablePart(kind: TranslatableKind, value: unknown): unknown {
  const translated = new Set(
    translatableLeaves(kind, value).map((leaf) => JSON.stringify(leaf.path)),
  );
  return partOf(translated, value, []);
}

function partOf(translated: Set<string>, value: unknown, path: JsonPath): unknown {
  if (typeof value === "string") return translated.has(JSON.stringify(path)) ? value : undefined;
  if (Array.isArray(value)) {
    const items = value.map((item, i) => partOf(translated, item, [...path, i]));
    return items.some((item) => item !== undefined) ? items.map((item) => item ?? null) : undefined;
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value).flatMap(([key, item]): [string, unknown][] => {
      if (key === "id" && typeof item === "string") return [[key, item]];
      const part = partOf(translated, item, [...path, key]);
      return part === undefined ? [] : [[key, part]];
    });
    return entries.some(([key]) => key !== "id") ? Object.fromEntries(entries) : undefined;
  }
  return undefined;
}

/** Every source file with words to translate, with its kind. */
export function translatableSources(content: SiteContent): [TranslatableKind, Located<unknown>][] {
  return [
    ["site", content.config],
    ...content.pages.map((p): [TranslatableKind, Located<unknown>] => ["page", p]),
    ...content.locations.map((l): [TranslatableKind, Located<unknown>] => ["location", l]),
    ...content.services.map((s): [TranslatableKind, Located<unknown>] => ["service", s]),
    ...content.advantages.map((a): [TranslatableKind, Located<unknown>] => ["advantage", a]),
    ["faq", content.faq],
  ];
}

/**
 * A new translation file's fields: the translatable part, with each list item's kind (`type:`)
 * beside its id where the source has one, so the content editor can tell a page's sections apart.
 */
export function translationScaffold(kind: TranslatableKind, value: unknown): unknown {
  const withTypes = (part: unknown, source: unknown): unknown => {
    if (Array.isArray(part))
      return part.map((item, i) => withTypes(item, (source as unknown[] | undefined)?.[i]));
    if (!part || typeof part !== "object") return part;
    const from = (source ?? {}) as Record<string, unknown>;
    const entries = Object.entries(part).map(([key, item]): [string, unknown] => [
      key,
      withTypes(item, from[key]),
    ]);
    const at = entries.findIndex(([key]) => key === "id");
    if (at >= 0 && typeof from.type === "string") entries.splice(at + 1, 0, ["type", from.type]);
    return Object.fromEntries(entries);
  };
  return withTypes(translatablePart(kind, value), value);
}

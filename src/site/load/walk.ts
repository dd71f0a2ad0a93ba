export type JsonPath = (string | number)[];

/** Calls `visit` for every string in a parsed YAML value, with the path that leads to it. */
export function walkStrings(
  value: unknown,
  visit: (text: string, path: JsonPath) => void,
  path: JsonPath = [],
): void {
  if (typeof value === "string") visit(value, path);
  else if (Array.isArray(value)) value.forEach((item, i) => walkStrings(item, visit, [...path, i]));
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) walkStrings(item, visit, [...path, key]);
  }
}

/**
 * The same string transformation applied to every string inside a value, keeping its shape. A part
 * in which no string changed is returned as it was, not copied: treat the result as read-only.
 */
export function mapStrings<T>(value: T, change: (text: string) => string): T {
  if (typeof value === "string") return change(value) as T;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, i) => {
      const mapped = mapStrings(item, change);
      if (mapped !== item) (copy ??= [...value])[i] = mapped;
    });
    return (copy ?? value) as T;
  }
  if (value && typeof value === "object") {
    let copy: Record<string, unknown> | undefined;
    for (const [key, item] of Object.entries(value)) {
      const mapped = mapStrings(item, change);
      if (mapped !== item) (copy ??= { ...(value as Record<string, unknown>) })[key] = mapped;
    }
    return (copy ?? value) as T;
  }
  return value;
}

/** The value at `path` inside a parsed value, or undefined where the path leads nowhere. */
export const valueAt = (value: unknown, path: JsonPath): unknown =>
  path.reduce<unknown>((v, k) => (v as Record<string | number, unknown> | undefined)?.[k], value);

/**
 * The value with what is at each of `paths` replaced by `change` of it, copied along each path
 * that changes: the value given is left as it is (a template's sections are shared by its pages).
 */
export function replacedAt<T>(value: T, paths: JsonPath[], change: (found: unknown) => unknown): T {
  let result: unknown = value;
  for (const path of paths) {
    const set = (at: unknown, depth: number): unknown => {
      if (depth === path.length) return change(at);
      if (!at || typeof at !== "object") return at;
      const key = path[depth];
      const inner = (at as Record<string | number, unknown>)[key];
      const changed = set(inner, depth + 1);
      if (changed === inner) return at;
      const copy = Array.isArray(at) ? [...at] : { ...(at as Record<string, unknown>) };
      (copy as Record<string | number, unknown>)[key] = changed;
      return copy;
    };
    result = set(result, 0);
  }
  return result as T;
}

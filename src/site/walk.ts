export type JsonPath = (string | number)[];

/** Calls `visit` for every string in a parsed YAML value, with the path that leads to it. */
export function walkStrings(value: unknown, visit: (text: string, path: JsonPath) => void, path: JsonPath = []): void {
  if (typeof value === "string") visit(value, path);
  else if (Array.isArray(value)) value.forEach((item, i) => walkStrings(item, visit, [...path, i]));
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) walkStrings(item, visit, [...path, key]);
  }
}

/** The same string transformation applied to every string inside a value, keeping its shape. */
export function mapStrings<T>(value: T, change: (text: string) => string): T {
  if (typeof value === "string") return change(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)])) as T;
  }
  return value;
}

/** The value at `path` inside a parsed value, or undefined where the path leads nowhere. */
export const valueAt = (value: unknown, path: JsonPath): unknown =>
  path.reduce<unknown>((v, k) => (v as Record<string | number, unknown> | undefined)?.[k], value);

// The interface words an island draws: only those its schema names ("x-island": words), carried by
// the page in #island-data, so an island does not bring every word of the site along.
import type { InterfaceWords } from "../context/i18n.ts";

const lookUp = (namespace: unknown, path: string): unknown =>
  path
    .split(".")
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined,
      namespace,
    );

/** Only the words under these keys ("common:form", "common:toast"); a plural's forms come with its key's parent. */
export function pickWords(words: InterfaceWords, keys: readonly string[]): InterfaceWords {
  const picked: Record<string, Record<string, unknown>> = {};
  for (const key of keys) {
    const [ns, path] = key.split(/:(.*)/s) as [string, string];
    const value = lookUp(words[ns], path);
    if (value === undefined) continue;
    const parts = path.split(".");
    let node = (picked[ns] ??= {});
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = value;
  }
  return picked as InterfaceWords;
}

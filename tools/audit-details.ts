// Lighthouse's audit details (tables, lists of tables, checklists) as one plain line per row, for
// the terminal: elements by selector and label, addresses as site paths, sizes in KiB, times in ms.
import type { Result } from "lighthouse";

type Details = NonNullable<Result["audits"][string]["details"]>;
type TableDetails = Extract<Details, { type: "table" | "opportunity" }>;
type Heading = TableDetails["headings"][number];
type ItemValue = TableDetails["items"][number][string];

/** One line per row; lists (such as the LCP element and its phases) are flattened. `pageUrl` shortens the site's own addresses to paths. */
export function detailLines(details: Details | undefined, pageUrl: string): string[] {
  return details ? linesOf(details, originOf(pageUrl)) : [];
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return "";
  }
};

function linesOf(details: Details, origin: string): string[] {
  switch (details.type) {
    case "table":
    case "opportunity":
      return details.items
        .map((item) =>
          details.headings
            .map((heading) => cell(heading, item[heading.key ?? ""], origin))
            .filter(Boolean)
            .join(" · "),
        )
        .filter(Boolean);
    case "list":
      return details.items.flatMap((entry) =>
        entry.type === "list-section" ? listable(entry.value, origin) : listable(entry, origin),
      );
    case "checklist":
      return Object.values(details.items)
        .filter((check) => !check.value)
        .map((check) => String(check.label));
    default:
      return [];
  }
}

function listable(
  entry: Extract<Details, { type: "list" }>["items"][number],
  origin: string,
): string[] {
  if (entry.type === "node") return [nodeText(entry)];
  if (entry.type === "text") return [String(entry.value)];
  return entry.type === "table" || entry.type === "checklist" ? linesOf(entry, origin) : [];
}

function cell(heading: Heading, value: ItemValue, origin: string): string {
  if (value === undefined || value === null || value === "") return "";
  const text = valueText(value, heading, origin);
  if (!text) return "";
  // Addresses and elements speak for themselves; numbers need their column's name.
  return heading.valueType === "url" ||
    heading.valueType === "node" ||
    heading.valueType === "source-location"
    ? text
    : `${String(heading.label)}: ${text}`;
}

function valueText(value: NonNullable<ItemValue>, heading: Heading, origin: string): string {
  if (typeof value === "number") return numberText(value, heading);
  if (typeof value === "string")
    return heading.valueType === "url" ? shortUrl(value, origin) : value;
  if (typeof value === "boolean") return String(value);
  if (!("type" in value)) return "";
  switch (value.type) {
    case "node":
      return nodeText(value);
    case "url":
      return shortUrl(value.value, origin);
    case "source-location":
      return `${shortUrl(value.url, origin)}:${value.line + 1}:${value.column + 1}`;
    case "link":
      return value.text;
    case "code":
    case "text":
      return String(value.value);
    case "numeric":
      return numberText(value.value, heading);
    default:
      return "";
  }
}

const numberText = (value: number, { valueType, displayUnit }: Heading): string => {
  if (valueType === "bytes") return `${(value / 1024).toFixed(1)} KiB`;
  if (displayUnit === "duration") return durationText(value);
  if (valueType === "ms" || valueType === "timespanMs") return `${Math.round(value)} ms`;
  return String(Math.round(value * 1000) / 1000);
};

/** Cache lifetimes read better as "1 h" than as "3600000 ms". */
const durationText = (ms: number): string => {
  const units: Array<[string, number]> = [
    ["d", 86_400_000],
    ["h", 3_600_000],
    ["min", 60_000],
    ["s", 1000],
  ];
  const [unit, size] = units.find(([, size]) => ms >= size) ?? ["ms", 1];
  return `${Math.round((ms / size) * 10) / 10} ${unit}`;
};

/** The element's selector and visible label, then Lighthouse's explanation (for contrast, the two colours and the ratio). */
function nodeText(node: {
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
  explanation?: string;
}): string {
  const parts = [
    node.selector || node.snippet,
    node.nodeLabel && `"${node.nodeLabel}"`,
    node.explanation?.replace(/\s+/g, " ").trim(),
  ];
  return parts.filter(Boolean).join(" — ");
}

const shortUrl = (url: string, origin: string) =>
  origin && url.startsWith(origin) ? url.slice(origin.length) || "/" : url;

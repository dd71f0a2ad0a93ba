// Starts a new location page: writes content/locations/<source language>/<slug>.yaml with every field to write
// marked "FILL IN:", and says what to do next. Run: npm run new:location -- "Sampleton"
// The file follows the location schema: its required fields to fill in (with the schema's own
// words on each), and its optional ones as comments.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { COLLECTIONS, inLanguage } from "../src/site/load/collections.ts";
import { sourceLanguageOf } from "../src/site/load/load-sources.ts";
import { commandLine } from "./command-line.ts";

const NEW_LOCATION_USAGE = 'Usage: npm run new:location -- "Sampleton"';
const name = commandLine({ usage: NEW_LOCATION_USAGE, positionals: [0, 20] })
  .positionals.join(" ")
  .trim();
if (!name) {
  console.error('Give the new location\'s name in quotes: npm run new:location -- "Sampleton"');
  process.exit(1);
}
const slug = name
  .normalize("NFKD")
  .replace(/[\u0300-\u036f]/g, "")
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, "-")
  .replace(/^-|-$/g, "");
const file = `${inLanguage(COLLECTIONS.location.dir, sourceLanguageOf(process.cwd()))}/${slug}.yaml`;
if (!slug) {
  console.error(
    `"${name}" has no letters or digits to make an address from. Use the place's name, for example "Sampleton".`,
  );
  process.exit(1);
}
if (existsSync(join(process.cwd(), file))) {
  console.error(`${file} already exists. Open it to change that location, or choose another name.`);
  process.exit(1);
}
writeFileSync(join(process.cwd(), file), locationScaffold(name, slug));
console.log(`Created ${file}.

Next:
  1. Open ${file} and replace each line that starts with "FILL IN:": a description written
     for ${name}, and the neighbourhoods or towns served from it. Add a region if you like.
  2. Run npm run validate. It names any line still to fix.
  3. Run npm start (or npm run dev) and open /locations/${slug}.

Nothing else to edit: the page joins the Service Areas menu, the footer and the service-area
lists by itself. In the other languages it is shown in English, with a note, until a
translation exists (npm run new:translation -- fr writes the French file to translate).`);

type Property = { description?: string; type?: string };

/** The new location's file, from the location schema: what to write in each field is the schema's description of it. */
function locationScaffold(name: string, slug: string): string {
  const schemaFile = fileURLToPath(
    new URL(`../schemas/${COLLECTIONS.location.schema}`, import.meta.url),
  );
  const schema = JSON.parse(readFileSync(schemaFile, "utf8")) as {
    properties: Record<string, Property>;
    required: string[];
  };
  const quoted = JSON.stringify(name);
  const known: Record<string, string> = { slug, name: quoted };
  const fillIn = (what: string) => JSON.stringify(`FILL IN: ${what}`);
  const lines = [
    `# yaml-language-server: $schema=../../../schemas/${COLLECTIONS.location.schema}`,
    `# The page at /locations/${slug}. Replace every text that starts with "FILL IN:" with your own`,
    "# words (keep the quotes around a text that contains a colon), then run: npm run validate",
  ];
  for (const [field, property] of Object.entries(schema.properties)) {
    const about = (property.description ?? "").replace(/\s+/g, " ").trim();
    if (!schema.required.includes(field)) {
      // Its description says what it is for; "Optional" is said once, after the name.
      lines.push(`# ${field} (optional): ${about.replace(/^Optional[,:]?\s*/i, "")}`);
      continue;
    }
    const what = about.charAt(0).toLowerCase() + about.slice(1).replace(/\.$/, "");
    if (known[field]) lines.push(`${field}: ${known[field]}`);
    else if (property.type === "array")
      lines.push(
        `${field}:`,
        `  - ${quoted}`,
        `  - ${fillIn(`${what} (one line each, or delete this line)`)}`,
      );
    else lines.push(`${field}: ${fillIn(what)}`);
  }
  return lines.join("\n") + "\n";
}

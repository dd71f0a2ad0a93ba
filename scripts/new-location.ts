// Starts a new location page: writes content/locations/<slug>.yaml with every field to write
// marked "FILL IN:", and says what to do next. Run: npm run new:location -- "Scarborough"
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const name = process.argv.slice(2).join(" ").trim();
if (!name) {
  console.error('Give the new location\'s name in quotes: npm run new:location -- "Scarborough"');
  process.exit(1);
}
const slug = name
  .normalize("NFKD")
  .replace(/[\u0300-\u036f]/g, "")
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, "-")
  .replace(/^-|-$/g, "");
const file = `content/locations/${slug}.yaml`;
if (!slug) {
  console.error(`"${name}" has no letters or digits to make an address from. Use the place's name, for example "Scarborough".`);
  process.exit(1);
}
if (existsSync(join(process.cwd(), file))) {
  console.error(`${file} already exists. Open it to change that location, or choose another name.`);
  process.exit(1);
}
const quoted = JSON.stringify(name);
writeFileSync(
  join(process.cwd(), file),
  `# yaml-language-server: $schema=../../schemas/records/location.schema.json
# The page at /locations/${slug}. Replace every text that starts with "FILL IN:" with your own
# words (keep the quotes around a text that contains a colon), then run: npm run validate
slug: ${slug}
name: ${quoted}
# region: the wider area ${name} belongs to, shown above the heading (optional; delete this line or write it)
description: "FILL IN: two to four sentences about your work in ${name} for the people who live there (its neighbourhoods, its homes), unlike the other location pages"
serviceAreas:
  - ${quoted}
  - "FILL IN: a neighbourhood or town served from ${name} (add a line for each one, or delete this line)"
`,
);
console.log(`Created ${file}.

Next:
  1. Open ${file} and replace each line that starts with "FILL IN:": a description written
     for ${name}, and the neighbourhoods or towns served from it. Add a region if you like.
  2. Run npm run validate. It names any line still to fix.
  3. Run npm start (or npm run dev) and open /locations/${slug}.

Nothing else to edit: the page joins the Service Areas menu, the footer and the service-area
lists by itself. In the other languages it is shown in English, with a note, until a
translation exists (npm run new:translation -- fr writes the French file to translate).`);

// What a problem found in the content is (a Diagnostic: file, line, column, path, message), and the
// words of the first pass's problems, those of a file on its own (check-files.ts, check-yaml.ts).
// Every other check owns its messages, written beside the check that finds them; what a schema
// finds wrong is worded in schema-messages.ts. Each message says what is wrong and what to do, in
// full sentences, for someone who edits YAML rather than code.
import { terminalSafe } from "./terminal-text.ts";
import { blockName } from "../load/section-folders.ts";
import { list, suggestion } from "./wording.ts";
import { GEO_DECIMALS, LOGO_MIN_SIDE } from "./search-engine-limits.ts";
import { LOGO_SIZE } from "../resolve/image-variants.ts";

export { formatPath, type Diagnostic } from "../load/diagnostic.ts";
import type { Diagnostic } from "../load/diagnostic.ts";

/** A problem as the terminal and CI logs show it: quoted content cannot write to the terminal (terminalSafe). */
export function formatDiagnostic(d: Diagnostic): string {
  return `${terminalSafe(d.file)}:${d.line}:${d.col}${d.path ? `  ${terminalSafe(d.path)}` : ""}\n  ${terminalSafe(d.message)}`;
}

export const messages = {
  misplaced: (movedTo: string) =>
    `Each language now has its own folder, as the content editor keeps them (CHANGELOG.md, 2026-11-29): move this file to ${movedTo}.`,
  yamlSyntax: (detail: string) => `This line cannot be read as YAML: ${detail}`,
  tab: () =>
    "A tab character is used for indentation. YAML needs spaces: replace the tab with two spaces.",
  symbolicLink: () =>
    "This is a symbolic link, which could make the build publish a file from outside the site. Replace it with the file itself (a copy), or delete it.",
  specialFile: () =>
    "This is not a plain file (it is a pipe, a socket or a device), so the build cannot read it. Delete it.",
  unquotedColon: (key: string, text: string) =>
    `This text has a colon followed by a space ("${text}"), so YAML reads it as the start of another field. Put the whole text in double quotes: ${key}: "${text.replace(/"/g, "'")}"`,
  unclosedQuote: () =>
    `This text opens a double quote (") but never closes it. Add the closing " at the end of the text.`,
  placeholder: (what: string) =>
    `This is still a placeholder. Replace the whole text, "FILL IN:" included, with ${what.replace(/\.$/, "")}.`,
  listIndent: () =>
    `This item starts further right than the item above it, so YAML reads it as more words of that item. Start every "- " of a list at the same column.`,
  controlCharacter: () =>
    "This text holds an invisible control character (such as an escape or a direction override), which would reach the page as it is. Delete it: npm run reviews -- publish leaves them out.",
  reservedKey: (key: string) =>
    `"${key}" cannot be used as a name here: it is reserved by the program that reads the file. Rename it or delete it.`,
  duplicateKey: (key: string) =>
    `"${key}" is written twice in the same place. Keep one of them and delete the other.`,
  aliasBomb: () =>
    "This file repeats references (*name) so many times that reading it would never end. Write the values out instead.",
  tooLarge: (size: number, limit: number) =>
    `This file is ${Math.round(size / 1024)} KB, more than the ${Math.round(limit / 1024)} KB a content file may have. Split it or remove what does not belong.`,
  missingFrontMatter: () =>
    'An article file starts with a line "---", then its fields (slug, title, ...), then another "---" line, then the article.',
  slugNotFileName: (slug: string, expected: string) =>
    `The slug "${slug}" differs from the file name. Make them the same: rename the file to ${expected} or set slug: ${expected.replace(/\.\w+$/, "")}.`,
  duplicateSlug: (slug: string, other: string) =>
    `The slug "${slug}" is already used by ${other}. Each page needs its own address: pick another slug and file name.`,
  duplicatePath: (path: string, other: string) =>
    `The address ${path} is already used by ${other}. Give this page another path.`,
  languagePath: (path: string, code: string) =>
    `The address ${path} starts with /${code}, where the site's ${code} pages are. Give this page a path that does not start with a language code.`,
  publicOverPage: (path: string) =>
    `This file of public/ is where the build writes the page ${path}, so one of them would be lost. Move the file elsewhere in public/, or give the page another path.`,
  publicInBuildFolder: (folder: string) =>
    `This file of public/ is inside /${folder}/, which the build fills with the site's own files. Move it elsewhere in public/.`,
  publicOverBuildFile: (what: string) =>
    `The build writes a file of this name itself (${what}), which would replace this one. Remove it from public/, or give it another name.`,
  reservedPath: (path: string, folder: string) =>
    `The address ${path} is inside /${folder}/, which the site keeps for its own files. Give this page another path.`,
  duplicateId: (id: string) =>
    `The id "${id}" is used twice in this list. Give each entry its own id.`,
  unknownToken: (token: string, known: readonly string[]) =>
    `"{${token}}" refers to a fact that is not declared.${suggestion(token, known)} Declare it in site.config.yaml, or use one of: ${list(known.slice(0, 12))}${known.length > 12 ? " and more" : ""}.`,
  recordTokenOutsideTemplate: (token: string) =>
    `"{${token}}" only works inside templates: in site.config.yaml, which record is shown. Write the words out here instead.`,
  brokenLink: (href: string, routes: readonly string[]) =>
    `The link ${href} goes to no page of this site.${suggestion(href, routes)} Check the spelling, or add the page first.`,
  multilineAutocomplete: (kind: string) =>
    `autocomplete: street-address asks the browser for a whole address of several lines, which only a field of kind textarea can hold; this field is ${kind}. For a one-line address, write autocomplete: address-line1.`,
  languageInLink: (href: string, plain: string, lang: string) =>
    `The link ${href} names the ${lang} version of a page. Write ${plain} instead: in each language, a link goes to that language's version of the page by itself.`,
  brokenAnchor: (href: string, ids: readonly string[]) =>
    `The link ${href} goes to a page that has no section with the id after "#". Sections on that page: ${list(ids)}.`,
  imageWithoutSize: (image: string) =>
    `The size of content${image} cannot be read. Use an SVG with width and height (or a viewBox) on its <svg> tag, or a PNG, JPEG or WebP file.`,
  imageOutsideFolder: (image: string) =>
    `The picture path ${image} steps out of content/images/ with "..". Write the path from /images/ without "..", for example /images/services/boiler.svg.`,
  duplicateLocationName: (name: string, other: string) =>
    `The place name "${name}" is already used by ${other}. Two location pages with one name cannot be told apart in menus and search results: give each its own name.`,
  notUtf8: () =>
    "This file is not saved as UTF-8 text (the first unreadable character is here). Open it in your editor and save it again with the encoding UTF-8.",
  unknownTag: (tag: string) =>
    `"${tag}" is a YAML tag this site does not read. Remove it and write the value as plain text.`,
  tooDeep: () =>
    "This line puts lists or groups inside one another too many times to read. Content never needs more than a few levels: write the value as plain text or a simple list.",
  imageTooLarge: (image: string, size: { width: number; height: number }, most: number) =>
    `The image ${image} says it is ${size.width} × ${size.height} pixels; a picture may be at most ${most} pixels on its longest side. Save it smaller (for an SVG, its width and height attributes).`,
  shareImageTooHeavy: (image: string, bytes: number, most: number) =>
    `The share picture ${image} is ${Math.round(bytes / 1024)} KB; link previews on phones leave out one over ${Math.round(most / 1024)} KB. Save it smaller (a 1200 × 630 PNG or JPEG of under ${Math.round(most / 1024)} KB).`,
  missingImage: (image: string) =>
    `The image ${image} is not in content/images/. Put the file at content${image}, or correct the path.`,
  unknownTestimonial: (id: string, ids: readonly string[]) =>
    `No review in content/testimonials.yaml has the id "${id}".${suggestion(id, ids)}`,
  sectionWithoutBlock: (type: string) =>
    `The section type "${type}" has a schema but no block to draw it. Add src/sections/${type}/block.tsx, exporting the block as ${blockName(type)}, then run npm run generate.`,
  schemaNotInUnion: (file: string) =>
    `The schema ${file} is not listed in schemas/section.schema.json, so no page can use it. A section type is a folder src/sections/<type>/ with its schema.json; run npm run generate to publish the list again.`,
  unsafeText: (what: string) =>
    `This text contains ${what}. Text is shown as written and never run as code, so remove it.`,
  defaultLanguageNotListed: (code: string, codes: readonly string[]) =>
    `The default language "${code}" is not one of the languages listed under site.languages (${list(codes)}).${suggestion(code, codes)} Write the code of the language content/ is written in, and list it under languages.`,
  duplicateLanguage: (code: string) =>
    `The language "${code}" is listed twice under site.languages. Keep one of them.`,
  ratingDefault: (value: string) =>
    `A rating field starts on 1 to 5 stars, not "${value}". Write default: "5" (with the quotes), or leave the line out for 5.`,
  reviewFormFields: (missing: string[]) =>
    `The review form needs ${missing.join(", ")}. Publishing a review reads them; compare with forms.review in CONTENT.md.`,
  notASelect: (key: string, kind: string) =>
    `"${key}" only works on a field of kind: select, and this one is kind: ${kind}. Remove the line, or make the field a select.`,
  selectWithoutOptions: () =>
    'A select field needs its choices. Add "options:" below it, one line per choice, such as - { value: drain-cleaning, label: Drain cleaning }.',
  duplicateOption: (value: string) =>
    `The value "${value}" is used by two choices of this field. Give each choice its own value.`,
  unknownDefaultOption: (value: string, values: readonly string[]) =>
    `The default "${value}" is not the value of one of this field's choices.${suggestion(value, values)} Choices: ${list(values)}.`,
  formMissing: (type: string, form: string) =>
    `This ${type} section shows the form "${form}", which site.config.yaml does not define. Add forms.${form} there (its fields, labels and messages), or remove this section.`,
  formTemplateMissing: (type: string, form: string) =>
    `This ${type} section shows the form "${form}", and e-mail provider keys are set under delivery: in site.config.yaml, but delivery.templates.${form} is empty. Write the provider's template id for this form there.`,
  brandsMissing: () =>
    "This brand grid has no brands to show. List them under business.brands in site.config.yaml, in groups of an id, a label and names, or remove this section.",
  unknownBrandGroup: (id: string, ids: readonly string[]) =>
    `No group of business.brands has the id "${id}".${suggestion(id, ids)} Groups: ${list(ids)}.`,
  templateMissing: (kind: string, dir: string) =>
    `There are files in ${dir}/ but no templates.${kind} to draw their pages. Add templates.${kind} (title, description and sections) to site.config.yaml, or remove the files.`,
  placeIndexMissing: () =>
    "The Service Areas menus, the footer and the place pages end with a link to the page that lists every place, and no page has one. Add a page with a location-index section, for example content/pages/en/locations.yaml with path: /locations, a page-header section and a section of type: location-index.",
  placeIndexTwice: (file: string) =>
    `Only one page lists every place, and ${file} has a location-index section already. Remove this one, or the other.`,
  sectionOnWrongPage: (type: string, where: string) =>
    `A ${type} section belongs ${where}. Move it there, or remove it here.`,
  forKindOutsideTemplate: () =>
    `forKind: chooses which records of a template show a section, so it only works in a template under templates: in site.config.yaml. Remove it here.`,
  unknownForKind: (kind: string, template: string, kinds: string[]) =>
    kinds.length
      ? `No ${template} has kind: ${kind}, so this section would show on no page. Use one of: ${kinds.join(", ")}.`
      : `The ${template} files have no kind: field, so forKind: ${kind} would show this section on no page. Remove forKind.`,
  recordFieldMissing: (field: string, kind: string) =>
    `The ${kind} template in site.config.yaml uses {record.${field}}, but this file has no "${field}:". Add it here, or take {record.${field}} out of the template.`,
  unusablePhone: (phone: string, countryCode: string) =>
    countryCode === "1"
      ? `"${phone}" is not a ten-digit North American number, which is what a number without a leading + is taken to be. Write the area code and the seven digits, for example (555) 555-0100, or write the number with its country code after a +, or set business.phoneCountryCode.`
      : `"${phone}" does not make a phone number of 7 to 15 digits with the country code ${countryCode}. Write the number as visitors dial it in the country, or with its country code after a +.`,
  coordinateTooRough: (name: "latitude" | "longitude", value: number, decimals: number) =>
    `The ${name} ${value} has ${decimals} decimal${decimals === 1 ? "" : "s"}; search engines ask for at least ${GEO_DECIMALS}, about a metre, to place the business on a map. Copy the point from a map with its ${GEO_DECIMALS} decimals (on most maps, a right-click on the place shows them).`,
  logoTooSmall: (image: string, size: { width: number; height: number }) =>
    `The logo ${image} is ${size.width} × ${size.height} pixels; search engines show a logo only of at least ${LOGO_MIN_SIDE} × ${LOGO_MIN_SIDE}. Use a larger picture of it, or an SVG, which the build draws at ${LOGO_SIZE} pixels for them.`,
  notFoundPageMissing: () =>
    "No page has path: /404. Add content/pages/en/not-found.yaml so visitors who follow a broken link see a helpful page.",
} as const;

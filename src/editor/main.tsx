// The content editor at /admin/: Decap CMS, configured from the schemas (src/generated/cms-config.json,
// written by npm run generate), with the site's page as its preview. npm run edit serves it with a
// local backend that writes the working copy; npm run build:editor builds it to save to the site's
// GitHub repository (src/editor/config/backend.ts). Never part of a visitor's page.
import CMS from "decap-cms-app";
import generated from "../generated/cms-config.json";
import { SchemaValueControl, SchemaValuePreview } from "./widgets/schema-value.tsx";
import { PagePreview, SavedPagePreview } from "./preview/page-preview.tsx";
import { EMPTY_TEXT } from "../site/check/wording.ts";
import { editorBackend, type PublishedRepository } from "./config/backend.ts";

/** The repository the published editor saves to; null with npm run edit (scripts/vite/site-editor.ts). */
declare const __EDITOR_PUBLISHED__: PublishedRepository | null;

CMS.registerWidget("schema-value", SchemaValueControl, SchemaValuePreview);
// The page is drawn by npm run edit's server; published, there is none, and a saved change is
// seen at its pull request's preview address.
for (const collection of ["location", "service", "advantage", "page"])
  CMS.registerPreviewTemplate(collection, __EDITOR_PUBLISHED__ ? SavedPagePreview : PagePreview);

// A required field left empty is named in the validator's words (src/site/check/schema-messages.ts).
const english = CMS.getLocale("en") as {
  editor: { editorControlPane: { widget: Record<string, string> } };
};
english.editor.editorControlPane.widget.required = `%{fieldLabel}: ${EMPTY_TEXT}`;
CMS.registerLocale("en", english);

// Markdown opens as written, with its {tokens} as they are, until the person picks the rich-text
// mode (Decap CMS remembers the choice under this key).
if (!localStorage.getItem("cms.md-mode")) localStorage.setItem("cms.md-mode", "raw");

CMS.init({
  config: {
    ...(generated as object),
    ...editorBackend(__EDITOR_PUBLISHED__, window.location.origin),
  } as never,
});

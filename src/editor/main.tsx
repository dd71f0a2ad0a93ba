// The content editor at /admin/: Decap CMS, configured from the schemas (src/generated/cms-config.json,
// written by npm run generate), with the site's page as its preview. npm run edit serves it with a
// local backend that writes the working copy; never part of a visitor's page.
import CMS from "decap-cms-app";
import generated from "../generated/cms-config.json";
import { SchemaValueControl, SchemaValuePreview } from "./widgets/schema-value.tsx";
import { PagePreview } from "./preview/page-preview.tsx";
import { EMPTY_TEXT } from "../site/check/wording.ts";

CMS.registerWidget("schema-value", SchemaValueControl, SchemaValuePreview);
for (const collection of ["location", "service", "advantage", "page"])
  CMS.registerPreviewTemplate(collection, PagePreview);

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
    // npm run edit serves the local backend beside this page (scripts/editor/local-backend.ts).
    local_backend: { url: `${window.location.origin}/api/v1` },
  } as never,
});

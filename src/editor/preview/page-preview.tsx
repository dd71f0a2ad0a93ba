// The preview pane of the content editor: the entry as its page, drawn on the server by the site's
// own blocks and stylesheet (scripts/editor/preview.ts), in the language chosen above it, right to
// left where that language is. Drawn again a moment after each change.
import { useEffect, useState } from "react";
import type { PreviewTemplateComponentProps } from "decap-cms-core";

export const PREVIEW_PATH = "/api/editor/preview";

interface Preview {
  html: string;
  lang: string;
  languages: { code: string; name: string }[];
}

const plain = (value: unknown): unknown =>
  value && typeof (value as { toJS?: unknown }).toJS === "function"
    ? (value as { toJS(): unknown }).toJS()
    : value;

export function PagePreview({ entry, collection }: PreviewTemplateComponentProps) {
  const [lang, setLang] = useState<string | undefined>(undefined);
  const [preview, setPreview] = useState<Preview | undefined>(undefined);
  const data = JSON.stringify(plain(entry.get("data")));
  // Each language's words as they are being written, not only as saved.
  const translations = JSON.stringify(plain(entry.get("i18n")) ?? {});
  const name = String(collection.get("name"));
  const path = entry.get("newRecord") ? undefined : (entry.get("path") as string | undefined);
  useEffect(() => {
    const asked = new AbortController();
    const timer = setTimeout(() => {
      fetch(PREVIEW_PATH, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          collection: name,
          path,
          data: JSON.parse(data),
          translations: JSON.parse(translations),
          lang,
        }),
        signal: asked.signal,
      })
        .then((response) => response.json() as Promise<Preview>)
        .then(setPreview, () => {});
    }, 400);
    return () => {
      clearTimeout(timer);
      asked.abort();
    };
  }, [data, translations, name, path, lang]);
  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100vh", margin: 0 }}>
      <label style={{ font: "14px system-ui", padding: "0.5rem" }}>
        Preview language{" "}
        <select
          value={preview?.lang ?? lang ?? ""}
          onChange={(event) => setLang(event.target.value)}
          data-preview-language
        >
          {(preview?.languages ?? []).map((language) => (
            <option key={language.code} value={language.code}>
              {language.name}
            </option>
          ))}
        </select>
      </label>
      <iframe
        title="Page preview"
        srcDoc={preview?.html ?? ""}
        style={{ flex: 1, border: 0, width: "100%" }}
        data-preview-page
      />
    </div>
  );
}

/** The published editor's preview pane: where the page of a saved change is seen. */
export function SavedPagePreview() {
  return (
    <div style={{ font: "16px/1.5 system-ui", padding: "1.5rem", maxWidth: "36rem" }}>
      <h1 style={{ fontSize: "1.25rem" }}>The page, as visitors will see it</h1>
      <p>
        Press <strong>Save</strong>: the change waits as a pull request, and the site is built from
        it. Within a few minutes <strong>View Preview</strong> appears at the top of this entry,
        with the address of the site as it would be. When the pull request&apos;s checks pass and
        the preview looks right, set the entry to <strong>Ready</strong> and
        <strong> Publish</strong> it.
      </p>
      <p>
        To see the page change as you type, edit on your own computer with <code>npm run edit</code>{" "}
        (CONTENT.md, &ldquo;Edit in the browser&rdquo;).
      </p>
    </div>
  );
}

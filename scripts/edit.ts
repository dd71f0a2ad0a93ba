// npm run edit: the content editor on this working copy. Writes the editor's configuration from
// the schemas, then starts npm run dev with the editor added (scripts/vite/site-editor.ts):
// the site at its address, and the editor at /admin/, which saves into site.config.yaml and
// content/ once the validator accepts the change. The open pages reload as files are saved.
import { createServer } from "vite";
import type { AddressInfo } from "node:net";
import { spawn } from "node:child_process";
import { writeEditorConfig } from "./editor-config.ts";
import { validateSite } from "../src/site/check/validate-site.ts";
import { formatDiagnostic } from "../src/site/check/diagnostics.ts";
import { EDITOR_PATH, siteEditor } from "./vite/site-editor.ts";

const root = process.cwd();
// The editor's configuration, for the site's languages; the dev server writes it again as content changes.
const { content, diagnostics } = validateSite(root);
if (!content) {
  console.error(
    `${diagnostics.map(formatDiagnostic).join("\n\n")}\n\nFix these first (npm run validate lists them too); the editor saves only a valid site.`,
  );
  process.exit(1);
}
writeEditorConfig(root, content.config.value.site);
const server = await createServer({
  root,
  plugins: [siteEditor()],
  server: { host: "127.0.0.1", port: Number(process.env.PORT) || 5173 },
});
await server.listen();
const { port } = server.httpServer!.address() as AddressInfo;
const address = `http://127.0.0.1:${port}${EDITOR_PATH}`;
console.log(
  `The content editor: ${address}\nThe site: http://127.0.0.1:${port}/\nStop with Ctrl+C.`,
);
// Opens the editor in the browser where there is a screen to show it on.
if (process.env.DISPLAY && !process.env.CI && process.env.EDIT_NO_OPEN !== "1")
  spawn("xdg-open", [address], { stdio: "ignore", detached: true })
    .on("error", () => {})
    .unref();

// The content editor's local backend (npm run edit): Decap CMS's own file-system server
// (decap-server), which reads and writes the site's files, behind a guard that first validates
// the site as the change would leave it (guard.ts). A refused change writes nothing, and the
// editor shows the validator's words.
import express from "express";
import { createRequire } from "node:module";
import type DecapServer from "decap-server/dist/middlewares.js";
import { refusal } from "./guard.ts";
import type { EditorChange } from "./overlay.ts";
import { filesToWrite, markTranslated } from "./saved-files.ts";

interface Request {
  action: string;
  params: {
    entry?: { path: string; raw: string; newPath?: string };
    dataFiles?: { path: string; raw: string; newPath?: string }[];
    assets?: { path: string; content: string; encoding: BufferEncoding }[];
    path?: string;
    paths?: string[];
  };
}

/** The change a request would make to the site's files, for the actions that write. */
export function changeOf({ action, params }: Request): EditorChange | undefined {
  if (action === "persistEntry")
    return {
      files: params.dataFiles ?? (params.entry ? [params.entry] : []),
      assets: params.assets,
    };
  if (action === "deleteFile") return { files: [], deleted: [params.path!] };
  if (action === "deleteFiles") return { files: [], deleted: params.paths ?? [] };
  return undefined;
}

/** An express app answering Decap CMS's local backend at /api/v1, on the site in `root`. */
export async function localBackend(root: string): Promise<express.Express> {
  const app = express();
  app.use(express.json({ limit: "50mb" }));
  app.post("/api/v1", (req, res, next) => {
    const request = req.body as Request;
    if (request.action === "persistEntry") {
      // Every language's file comes with each save: only what changed is written.
      request.params.dataFiles = filesToWrite(
        root,
        request.params.dataFiles ?? (request.params.entry ? [request.params.entry] : []),
      );
      const written = request.params.dataFiles;
      res.on("finish", () => {
        if (res.statusCode === 200) markTranslated(root, written);
      });
    }
    const change = changeOf(request);
    if (!change) return next();
    try {
      const refused = refusal(root, change);
      if (refused) return void res.status(422).json({ error: refused });
    } catch (error) {
      return void res.status(422).json({ error: (error as Error).message });
    }
    next();
  });
  // decap-server reads the folder it serves from GIT_REPO_DIRECTORY as it starts.
  const before = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = root;
  // A CommonJS module, loaded as one: Vite's and tsx's module loaders read its exports differently.
  const decapServer = createRequire(import.meta.url)(
    "decap-server/dist/middlewares.js",
  ) as typeof DecapServer;
  await decapServer.registerLocalFs(app, { logLevel: "warn" });
  if (before === undefined) delete process.env.GIT_REPO_DIRECTORY;
  else process.env.GIT_REPO_DIRECTORY = before;
  return app;
}

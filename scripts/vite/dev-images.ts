// The site's pictures in npm run dev: served from content/images/, and a photo's smaller widths
// made when first asked for (npm run build copies and makes them all into dist/).
import type { ViteDevServer } from "vite";
import { join, normalize } from "node:path";
import { existsSync, readFileSync, statSync } from "node:fs";
import { IMAGE_ROOT, VARIANT_DIR } from "../../src/site/resolve/image-variants.ts";
import { makeVariant, variantJobs } from "../image-variants.ts";

const IMAGE_TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  ico: "image/x-icon",
};

/** Answers /images/ and the photos' widths from the site in `root`. */
export function serveImages(server: ViteDevServer, root: string): void {
  // The site's pictures, from content/images/ (npm run build copies them into dist/images/).
  server.middlewares.use("/images", (req, res, next) => {
    const file = join(
      root,
      IMAGE_ROOT,
      "images",
      normalize(decodeURIComponent((req.url ?? "").split("?")[0])).replace(/^([/\\.])+/, ""),
    );
    const type = IMAGE_TYPES[file.split(".").pop()!.toLowerCase()];
    if (!type || !existsSync(file) || !statSync(file).isFile()) return next();
    res.setHeader("Content-Type", type);
    res.setHeader("Cache-Control", "no-cache");
    res.end(readFileSync(file));
  });
  // A photo's WebP widths, made when first asked for (npm run build writes them all).
  server.middlewares.use(VARIANT_DIR, (req, res, next) => {
    const target =
      VARIANT_DIR + decodeURIComponent((req.url ?? "").split("?")[0]).replace(/^\//, "");
    const job = variantJobs(root).find((candidate) => candidate.target === target);
    if (!job) return next();
    makeVariant(root, job)
      .then((file) => {
        res.setHeader("Content-Type", `image/${job.format}`);
        res.end(readFileSync(file));
      })
      .catch(next);
  });
}

// What a project is made of, at its top level: the engine every site is built with, and the files
// of one site. npm start watches both; the tests and the build bench lay out fixture sites from them.
import { join } from "node:path";

/** The engine: what any site is built with. */
export const ENGINE_FILES = [
  "package.json",
  "tsconfig.json",
  "vite.config.ts",
  "index.html",
  "schemas",
  "scripts",
  "src",
];

/** One site's own files: its configuration, its content and pictures, and its files served as they are. */
export const SITE_FILES = ["site.config.yaml", "content", "public"];

/** Whether a path is in src/generated/, which npm run generate writes from the others: never a source to copy or watch. */
export const isGenerated = (path: string) => path.includes(join("src", "generated"));

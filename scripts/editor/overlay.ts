// The site as it would be after an editor's change, in a folder of its own: site.config.yaml,
// content/ and public/ copied, the change written over them. The content editor's guard validates
// it before anything is written to the site, and its preview draws pages from it.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";

/** A change as Decap CMS sends it: files written (and moved), and files deleted. */
export interface EditorChange {
  files: { path: string; raw: string; newPath?: string }[];
  assets?: { path: string; content: string; encoding: BufferEncoding }[];
  deleted?: string[];
}

const SITE_FILES = ["site.config.yaml", "content", "public"];

/** `path` inside `root`, or an error: a change never reaches outside the site. */
export function inside(root: string, path: string): string {
  const full = resolve(root, path);
  if (relative(root, full).startsWith("..") || relative(root, full) === "")
    throw new Error(`The editor asked to write ${path}, which is not a file of the site.`);
  return full;
}

function apply(root: string, change: EditorChange): void {
  const write = (path: string, data: string | Buffer) => {
    const file = inside(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, data);
  };
  for (const file of change.files) {
    write(file.path, file.raw);
    if (file.newPath && file.newPath !== file.path) {
      mkdirSync(dirname(inside(root, file.newPath)), { recursive: true });
      renameSync(inside(root, file.path), inside(root, file.newPath));
    }
  }
  for (const asset of change.assets ?? [])
    write(asset.path, Buffer.from(asset.content, asset.encoding));
  for (const path of change.deleted ?? [])
    rmSync(inside(root, path), { force: true, recursive: true });
}

/** Runs `work` on a copy of the site's files with `change` written over them; the copy is gone after. */
export function withChange<T>(root: string, change: EditorChange, work: (copy: string) => T): T {
  const copy = mkdtempSync(join(tmpdir(), "site-edit-"));
  try {
    for (const name of SITE_FILES)
      if (existsSync(join(root, name)))
        cpSync(join(root, name), join(copy, name), { recursive: true });
    apply(copy, change);
    return work(copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

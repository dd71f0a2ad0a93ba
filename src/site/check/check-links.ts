// Before any content file is read: content/ and public/ hold only plain files and folders. A
// symbolic link is an ordinary entry in git, so one in a pull request could make the build read a
// file of the building machine and publish it; a pipe or a device could stall it. Each is named,
// at its own path, before anything reads through it.
import { cpSync, existsSync, lstatSync, readdirSync, realpathSync } from "node:fs";
import { join, sep } from "node:path";
import { messages, type Diagnostic } from "./diagnostics.ts";

/** The folders whose files the build reads or publishes. */
export const SITE_FOLDERS = ["content", "public"] as const;

export function linkProblems(root: string): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir)).sort()) {
      const file = `${dir}/${name}`;
      const entry = lstatSync(join(root, file));
      if (entry.isSymbolicLink())
        problems.push({ file, line: 1, col: 1, path: "", message: messages.symbolicLink() });
      else if (entry.isDirectory()) walk(file);
      else if (!entry.isFile())
        problems.push({ file, line: 1, col: 1, path: "", message: messages.specialFile() });
    }
  };
  for (const folder of SITE_FOLDERS)
    if (existsSync(join(root, folder)) && lstatSync(join(root, folder)).isDirectory()) walk(folder);
  for (const folder of SITE_FOLDERS)
    if (existsSync(join(root, folder)) && lstatSync(join(root, folder)).isSymbolicLink())
      problems.push({ file: folder, line: 1, col: 1, path: "", message: messages.symbolicLink() });
  return problems;
}

/**
 * Copies a folder of the site's files (such as content/images/) into the build, refusing anything
 * that is not a plain file or folder, or that resolves to somewhere outside `from`: the validator
 * names such entries first, and this keeps a build started without it from publishing them.
 */
export function copySiteFolder(from: string, to: string): void {
  const root = realpathSync(from);
  cpSync(from, to, {
    recursive: true,
    filter: (source) => {
      const entry = lstatSync(source);
      const real = realpathSync(source);
      if (
        entry.isSymbolicLink() ||
        !(entry.isFile() || entry.isDirectory()) ||
        (real !== root && !real.startsWith(root + sep))
      )
        throw new Error(
          `${source}: ${entry.isSymbolicLink() ? messages.symbolicLink() : messages.specialFile()} (npm run validate names every such file.)`,
        );
      return true;
    },
  });
}

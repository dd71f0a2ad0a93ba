// The last step of npm run build: marks dist/ as a whole build, so a running npm start takes it up
// (and until then keeps serving the build before it), and keeps it as the last complete build,
// which npm start serves when a later build fails.
import { resolve } from "node:path";
import { keepLastComplete, LAST_COMPLETE, markBuildComplete } from "../src/server/served-build.ts";
import { runAsCommand } from "./command-line.ts";

/** The build's last step: returns the exit code. */
export async function main(): Promise<number> {
  const id = markBuildComplete(resolve("dist"));
  keepLastComplete(resolve("dist"), resolve(LAST_COMPLETE));
  console.log(`Build ${id} is complete in dist/.`);
  return 0;
}

await runAsCommand(import.meta.url, main);

// The last step of npm run build: marks dist/ as a whole build, so a running npm start takes it up
// (and until then keeps serving the build before it).
import { resolve } from "node:path";
import { markBuildComplete } from "./served-build.ts";

const id = markBuildComplete(resolve("dist"));
console.log(`Build ${id} is complete in dist/.`);

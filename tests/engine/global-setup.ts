// Builds the fixture site once for every engine test file (kept in .build/sites/ until the engine or the fixture changes).
import { sharedBuild } from "../helpers/fixture-site.ts";

export default function setup(): void {
  sharedBuild();
}

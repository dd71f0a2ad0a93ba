import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

// Lanes, cheapest first (README.md, "Tests"):
// - unit: pure code and blocks, on the fixture site's content; seconds.
// - engine: the fixture sites built once (tests/engine/global-setup.ts), their pages and, in Chromium, their behaviour.
// - content: the real site as npm run build made it in dist/, every expectation read from the content itself.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two files at a time, one a core: with Chromium's processes the machine is busy throughout (96% of
    // both cores, sampled), and three at a time took 434 s where two took 446 s.
    maxWorkers: 2,
    // A worker keeps the modules it has imported from one file to the next, in every lane: no test
    // mocks a module or changes the process's environment, and the engine's caches are keyed by
    // file and text. Importing them afresh for each file took 40.9 s of module loading in a whole
    // run, 302 s long; kept, 17.5 s, and the run 263 s.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // Importing the modules afresh for each of some 60 files took most of this lane's time
          // (84.6 CPU s, 45 s on 2 cores; kept, 33.8 CPU s, 18 s).
          include: [
            "src/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
            "tools/**/*.test.ts",
            "tests/engine/validate.test.ts",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "engine",
          include: ["tests/engine/**/*.test.ts"],
          exclude: ["tests/engine/validate.test.ts"],
          globalSetup: ["tests/engine/global-setup.ts"],
        },
      },
      { extends: true, test: { name: "content", include: ["tests/content/**/*.test.ts"] } },
    ],
  },
});

// npm run lint: ESLint's and typescript-eslint's recommended rules, the rules of hooks,
// jsx-a11y's recommended accessibility rules for the JSX the pages are drawn from, and the layers
// of src/ (eslint-plugin-import-x: which folder may import which, and no import cycles). Prettier
// owns the layout (npm run lint checks it too; npm run format applies it).
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import { importX } from "eslint-plugin-import-x";

/** eslint-plugin-import-x, resolving the TypeScript sources as they are imported (with their .ts ending). */
const withImports = {
  plugins: { "import-x": importX },
  settings: {
    "import-x/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".json"] } },
    "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    "import-x/extensions": [".ts", ".tsx", ".js"],
  },
};

export default tseslint.config(
  {
    ignores: ["dist/", ".build/", ".tmp/", ".audit/", "outbox/", "src/generated/", "node_modules/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // Log lines, meta text and the terminal are kept safe by escaping control characters: on purpose.
      "no-control-regex": "off",
      // A leading underscore marks a value left out on purpose, as in const { a: _, ...rest } = x.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Data flows one way: site/ (load, check, resolve) -> the blocks and their parts -> render/.
    // render/ and islands/ (the browser's side of it) are the top floor, and site/ the ground floor.
    files: ["src/**/*.{ts,tsx}"],
    ...withImports,
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./src/!(render)/**/*",
              from: "./src/render",
              message:
                "Only render/ (the app and its entries) draws from render/: move what is shared down, to context/, islands/ or site/.",
            },
            {
              target: "./src/!(render|islands)/**/*",
              from: "./src/islands",
              message:
                "islands/ (the page's loader, its code and the hydrator) is a top floor beside render/: nothing below imports it. Move what is shared down: the marks and start strategies to browser/, what a form keeps to leads/form/, and declare a block's script in a script.json beside it.",
            },
            {
              target: "./src/site",
              from: "./src/!(site|generated)/**/*",
              message:
                "site/ is plain TypeScript at the bottom of the pipeline: it imports only site/ and generated/.",
            },
            // Inside site/, each stage's folder imports only those below it: shared/, load/,
            // translate/ (each language laid over the source), resolve/ (the pages' data), then
            // check/, whose checks use what resolving knows (the facts as written, the routes).
            // Tests may use a stage above the one they test.
            ...[
              ["shared", "load|translate|resolve|check"],
              ["load", "translate|resolve|check"],
              ["translate", "resolve|check"],
              ["resolve", "check"],
            ].map(([below, above]) => ({
              target: `./src/site/${below}/**/!(*.test).ts`,
              from: `./src/site/@(${above})/**/*`,
              message: `src/site/${below}/ is below src/site/${above.replaceAll("|", "/, ")}/: move what both need down, to ${below}/ or below.`,
            })),
            {
              target: "./src/!(server)/**/!(*.test).{ts,tsx}",
              from: "./src/server",
              message:
                "server/ is Node's side of the product, at the top beside render/: the pages and islands never import it.",
            },
            {
              target: "./src/server",
              from: "./src/!(server|site|leads|generated)/**/*",
              message:
                "server/ serves what the build made: it imports only site/ and leads/ (plain TypeScript), never the pages' React code.",
            },
            {
              target: "./src/!(editor)/**/*",
              from: "./src/editor",
              message:
                "editor/ is the content editor at /admin/ (npm run edit): no page of the site imports it.",
            },
            {
              target: "./src",
              from: "./tools",
              message: "tools/ measures the product from outside: the product never imports it.",
            },
            {
              target: "./src/@(ui|context|shell|browser|seo|analytics)/**/*",
              from: "./src/leads/form/**/*",
              message:
                "src/leads/form/ (the React lead form) stands on ui/ and context/: only sections/ and the floors above draw it.",
            },
            {
              target: ["./src/leads/!(*.test).ts", "./src/leads/kinds/**/!(*.test).ts"],
              from: ["./src/**/*.tsx", "./src/leads/form/**/*"],
              message:
                "The lead path (src/leads/*.ts) and the kinds' rules are plain TypeScript, read by the build, the outbox and the browser alike: a field's drawing goes in src/leads/form/fields/<kind>.field.tsx.",
            },
          ],
        },
      ],
    },
  },
  {
    // The same files never reach React, even without a .tsx between.
    files: ["src/leads/*.ts", "src/leads/kinds/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["react", "react-dom", "react-dom/*", "react-i18next"],
              message:
                "The lead path and the kinds' rules are plain TypeScript: React belongs to the drawings, in src/leads/form/.",
            },
          ],
        },
      ],
    },
  },
  {
    // scripts/ is the product's build steps and the owner's commands; tools/ (audits, benches, the
    // HTML checker) measure the product from outside and may use scripts/, never the other way.
    files: ["scripts/**/*.ts"],
    ...withImports,
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./scripts",
              from: "./tools",
              message: "tools/ measures the product from outside: the product never imports it.",
            },
          ],
        },
      ],
    },
  },
  {
    // Sizes a reader takes in at once: no file over 300 lines and no function over 80, tests
    // (long tables of cases) apart.
    files: ["src/**/*.{ts,tsx}", "scripts/**/*.ts", "tools/**/*.ts", "*.config.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "max-lines": ["error", { max: 300 }],
      "max-lines-per-function": ["error", { max: 80 }],
    },
  },
  {
    // useBuiltSite() and usePages() set up vitest's hooks for a file; they are not React hooks.
    files: ["tests/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);

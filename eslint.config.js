// npm run lint: ESLint's and typescript-eslint's recommended rules, the rules of hooks, and
// jsx-a11y's recommended accessibility rules for the JSX the pages are drawn from. Prettier
// owns the layout (npm run lint checks it too; npm run format applies it).
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";

export default tseslint.config(
  { ignores: ["dist/", ".build/", ".tmp/", ".audit/", "outbox/", "src/generated/", "node_modules/"] },
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
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
    },
  },
  {
    // useBuiltSite() and usePages() set up vitest's hooks for a file; they are not React hooks.
    files: ["tests/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);

import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import house from "./eslint/house-rules.js";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "app/platform/db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { house },
    rules: {
      "house/layers": "error",
      "no-duplicate-imports": ["error", { allowSeparateTypeImports: true }],
      "house/no-http-in-features": "error",
      "house/staff-writes-audited": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
    },
  },
  {
    // React's rules run the React Compiler over each file, two thirds of the lint's time: only the
    // app's own code holds components and hooks, never a test or a script.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["app/routes/**", "app/ui/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/platform/db/*", "**/platform/db/*"],
              message: "A route calls a feature; features take a SiteScope.",
            },
          ],
        },
      ],
    },
  },
);

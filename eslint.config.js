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
    plugins: { "react-hooks": reactHooks, house },
    rules: {
      "house/layers": "error",
      "no-duplicate-imports": ["error", { allowSeparateTypeImports: true }],
      "house/no-http-in-features": "error",
      "house/staff-writes-audited": "error",
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
    },
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

import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";
import tseslint from "typescript-eslint";
import clientBoundary from "./eslint-rules/client-boundary.mjs";

const MODULES = ["content", "workouts", "catalogue", "billing", "accounts"]; // each may import only those after it

const moduleZones = MODULES.flatMap((module, index) =>
  MODULES.slice(0, index).map((higher) => ({
    target: `./src/modules/${module}`,
    from: `./src/modules/${higher}`,
    message: `Modules import only lower modules (${MODULES.join(" -> ")}).`,
  })),
);

export default tseslint.config(
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      "node_modules/**",
      ".data/**",
      "drizzle/**",
      "public/sw.js",
      "bench/results/**",
      "next-env.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: {
      "@next/next": nextPlugin,
      "react-hooks": reactHooks,
      "import-x": importX,
      local: { rules: { "client-boundary": clientBoundary } },
    },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import-x/no-cycle": "error",
      "local/client-boundary": "error",
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./src/modules", from: "./src/app", message: "Modules never import app/." },
            {
              target: "./src/components",
              from: ["./src/app", "./src/modules", "./src/db", "./src/integrations"],
              message: "Shared components are domain-free.",
            },
            {
              target: "./src/lib",
              from: ["./src/app", "./src/modules", "./src/db", "./src/integrations", "./src/components"],
              message: "lib/ holds generic helpers only.",
            },
            {
              target: "./src/db",
              from: ["./src/app", "./src/modules", "./src/components", "./src/integrations"],
              message: "db/ sits below the modules.",
            },
            {
              target: "./src/integrations",
              from: ["./src/app", "./src/modules", "./src/components"],
              message: "Integrations sit below the modules.",
            },
            ...moduleZones,
          ],
        },
      ],
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration from src/config/env.ts." },
      ],
    },
  },
  {
    // Tests beside client code run in Node and may read files.
    files: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "local/client-boundary": "off" },
  },
  {
    // Routing reaches the database and the session only through the server context.
    files: ["src/app/**"],
    ignores: ["src/app/_server/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/db", "@/db/*"],
              message: "Pages and handlers get the database from the server context (src/app/_server).",
            },
          ],
          paths: [
            {
              name: "@/modules/accounts/server/accounts",
              importNames: ["getAccounts"],
              message: "Pages and handlers get the session from the server context (src/app/_server).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/config/env.ts", "scripts/**", "tests/**", "bench/**", "*.config.*", "**/*.test.ts"],
    // Benchmarks also hold code that runs inside the browser page.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { "no-restricted-properties": "off" },
  },
);

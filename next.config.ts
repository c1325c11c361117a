import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const config: NextConfig = {
  // PGlite loads its WASM and extension bundles from its own package folder at run time.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pino", "@resvg/resvg-js"],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default withNextIntl(config);

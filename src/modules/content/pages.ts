/** The pages of the content module: their paths, and the message keys of the legal ones. */
export const CALCULATORS = [
  { key: "calories", path: "/calculators/calories" },
  { key: "macros", path: "/calculators/macros" },
  { key: "oneRepMax", path: "/calculators/one-rep-max" },
] as const;

export type CalculatorKey = (typeof CALCULATORS)[number]["key"];

export const LEGAL_PAGES = [
  { key: "terms", path: "/terms", sections: 10 },
  { key: "privacy", path: "/privacy-policy", sections: 9 },
  { key: "appPrivacy", path: "/app-privacy-policy", sections: 8 },
  { key: "imageUse", path: "/image-use-policy", sections: 6 },
] as const;

export type LegalKey = (typeof LEGAL_PAGES)[number]["key"];

/** When the legal texts last changed; shown on each legal page. */
export const LEGAL_UPDATED = "2026-11-23";

export const CONTENT_PATHS = [
  "/about",
  "/directory",
  "/calculators",
  ...CALCULATORS.map((page) => page.path),
  ...LEGAL_PAGES.map((page) => page.path),
] as const;

import { describe, expect, it } from "vitest";
import { isCrossSiteWrite } from "./same-origin";

const site = "https://moveatlas.example";
const headers = (init: Record<string, string>) => new Headers(init);

describe("isCrossSiteWrite", () => {
  it("refuses writes whose Origin is another site, or the same host on another scheme", () => {
    expect(isCrossSiteWrite("POST", headers({ origin: "https://evil.example" }), site)).toBe(true);
    expect(isCrossSiteWrite("DELETE", headers({ origin: "http://moveatlas.example" }), site)).toBe(true);
    expect(isCrossSiteWrite("PATCH", headers({ origin: "null" }), site)).toBe(true);
  });

  it("refuses writes a browser marks cross-site or same-site when it sends no Origin", () => {
    expect(isCrossSiteWrite("POST", headers({ "sec-fetch-site": "cross-site" }), site)).toBe(true);
    expect(isCrossSiteWrite("POST", headers({ "sec-fetch-site": "same-site" }), site)).toBe(true);
  });

  it("lets our own pages, direct navigation and non-browser clients write, and anyone read", () => {
    expect(isCrossSiteWrite("POST", headers({ origin: site, "sec-fetch-site": "same-origin" }), site)).toBe(false);
    expect(isCrossSiteWrite("POST", headers({ "sec-fetch-site": "none" }), site)).toBe(false);
    expect(isCrossSiteWrite("POST", headers({}), site)).toBe(false);
    expect(isCrossSiteWrite("GET", headers({ origin: "https://evil.example" }), site)).toBe(false);
  });
});

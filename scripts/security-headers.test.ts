import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers.mjs";

const headersFor = (env: Record<string, string | undefined>) => new Map(securityHeaders(env));
const directives = (env: Record<string, string | undefined>) =>
  new Map(
    (headersFor(env).get("Content-Security-Policy") ?? "").split("; ").map((directive) => {
      const [name = "", ...values] = directive.split(" ");
      return [name, values];
    }),
  );

describe("securityHeaders", () => {
  it("forbids framing, sniffing and other sites' scripts on a plain-HTTP site, without HSTS", () => {
    const headers = headersFor({ SITE_URL: "http://127.0.0.1:3000" });
    expect(headers.get("X-Frame-Options")).toBe("DENY");
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("Permissions-Policy")).toContain("camera=()");
    expect(headers.has("Strict-Transport-Security")).toBe(false);
    const csp = directives({ SITE_URL: "http://127.0.0.1:3000" });
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("frame-src")).toEqual(["'none'"]);
    expect(csp.has("upgrade-insecure-requests")).toBe(false);
  });

  it("adds HSTS and upgrades requests only when the site is served over HTTPS", () => {
    const env = { SITE_URL: "https://moveatlas.example" };
    expect(headersFor(env).get("Strict-Transport-Security")).toBe("max-age=31536000");
    expect(directives(env).has("upgrade-insecure-requests")).toBe(true);
  });

  it("lets media come from MEDIA_BASE_URL's origin", () => {
    const csp = directives({ SITE_URL: "https://moveatlas.example", MEDIA_BASE_URL: "https://media.example/files/" });
    expect(csp.get("media-src")).toEqual(["'self'", "https://media.example"]);
    expect(csp.get("img-src")).toContain("https://media.example");
  });

  it("lets a fully configured ad network load its script and its frames", () => {
    const ads = {
      ADS_NETWORK_CLIENT: "pub-1",
      ADS_NETWORK_SLOT: "42",
      ADS_NETWORK_SCRIPT_URL: "https://ads.example/tag/js/ads.js",
    };
    const csp = directives({ SITE_URL: "https://moveatlas.example", ...ads });
    expect(csp.get("script-src")).toEqual(["'self'", "'unsafe-inline'", "https://ads.example"]);
    expect(csp.get("frame-src")).toEqual(["https:"]);
    const partial = directives({
      SITE_URL: "https://moveatlas.example",
      ADS_NETWORK_SCRIPT_URL: ads.ADS_NETWORK_SCRIPT_URL,
    });
    expect(partial.get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

// Headers every response carries (pages, the API, assets, 404s), from the environment the server runs
// with, so a CSP names the media and ad origins actually configured.

/** @param {string | undefined} url */
const originOf = (url) => (url ? new URL(url).origin : null);

/**
 * @param {Record<string, string | undefined>} env
 * @returns {[string, string][]}
 */
export function securityHeaders(env) {
  const secure = new URL(env.SITE_URL || "http://localhost:3000").protocol === "https:";
  const media = originOf(env.MEDIA_BASE_URL);
  // The same rule as the ads integration: a network only when all three are set.
  const adsScript = env.ADS_NETWORK_CLIENT && env.ADS_NETWORK_SLOT ? originOf(env.ADS_NETWORK_SCRIPT_URL) : null;
  // An ad network's script brings frames, images and beacons from origins of its own choosing.
  const adsAnywhere = adsScript ? ["https:"] : [];
  const sources = (...list) => list.filter(Boolean).join(" ");
  const policy = [
    "default-src 'self'",
    // Cached pages cannot carry a per-request nonce, and Next streams each page's data in inline
    // scripts (different on every page), so inline scripts are allowed; scripts from other origins,
    // inline event handlers and eval are not.
    `script-src ${sources("'self'", "'unsafe-inline'", adsScript)}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    // data: and blob: for the share dialog's QR code.
    `img-src ${sources("'self'", "data:", "blob:", media, ...adsAnywhere)}`,
    `media-src ${sources("'self'", media)}`,
    "font-src 'self'",
    `connect-src ${sources("'self'", ...adsAnywhere)}`,
    `frame-src ${adsScript ? "https:" : "'none'"}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(secure ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
  return [
    ["Content-Security-Policy", policy],
    ["X-Frame-Options", "DENY"],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), usb=()"],
    ...(secure ? [["Strict-Transport-Security", "max-age=31536000"]] : []),
  ];
}

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildFingerprint, FINGERPRINT_FILE, isBuildCurrent } from "./build-fingerprint.mjs";

function builtProject(siteUrl: string | undefined) {
  const root = mkdtempSync(path.join(tmpdir(), "moveatlas-fingerprint-"));
  mkdirSync(path.join(root, "src"));
  writeFileSync(path.join(root, "src", "page.tsx"), "export default function Page() { return null; }\n");
  mkdirSync(path.join(root, ".next"));
  writeFileSync(path.join(root, ".next", "BUILD_ID"), "build");
  writeFileSync(path.join(root, FINGERPRINT_FILE), buildFingerprint(root, { SITE_URL: siteUrl }));
  return root;
}

describe("the build fingerprint", () => {
  it("holds while the sources and the public address stay the same", () => {
    const root = builtProject("https://moveatlas.example");
    expect(isBuildCurrent(root, { SITE_URL: "https://moveatlas.example" })).toBe(true);
  });

  it("asks for a new build when SITE_URL changes, since prerendered pages carry it", () => {
    const root = builtProject(undefined);
    expect(isBuildCurrent(root, { SITE_URL: "https://moveatlas.example" })).toBe(false);
  });

  it("asks for a new build when a source changes", () => {
    const root = builtProject("https://moveatlas.example");
    writeFileSync(path.join(root, "src", "page.tsx"), "export default function Page() { return <main />; }\n");
    expect(isBuildCurrent(root, { SITE_URL: "https://moveatlas.example" })).toBe(false);
  });
});

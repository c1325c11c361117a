import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

const HOME = "/pt-br";

describe("safeRedirectPath", () => {
  it.each([
    "/settings",
    "/pt-br/exercises/chest/2?model=f",
    "/settings?tab=social&connected=google",
    "/exercise/barbell-squat#steps",
  ])("keeps the path %s", (path) => {
    expect(safeRedirectPath(path, HOME)).toBe(path);
  });

  it.each([
    ["a tab the browser drops", "/\t/evil.example"],
    ["a newline the browser drops", "/\n/evil.example"],
    ["a carriage return", "/\r/evil.example"],
    ["a NUL", "/\u0000/evil.example"],
    ["DEL", "/\u007f/evil.example"],
    ["protocol-relative", "//evil.example"],
    ["protocol-relative with a path", "//evil.example/settings"],
    ["a backslash read as a slash", "/\\evil.example"],
    ["backslashes only", "\\\\evil.example"],
    ["an absolute URL", "https://evil.example"],
    ["an absolute URL without slashes", "https:evil.example"],
    ["a script URL", "javascript:alert(1)"],
    ["a data URL", "data:text/html,<script>alert(1)</script>"],
    ["a leading space", " //evil.example"],
    ["a relative path", "settings"],
    ["an empty value", ""],
    ["dot segments that collapse to protocol-relative", "/.//evil.example"],
    ["encoded dot segments that collapse to protocol-relative", "/%2e//evil.example"],
  ])("refuses %s", (_label, value) => {
    expect(safeRedirectPath(value, HOME)).toBe(HOME);
  });

  it("refuses nothing at all", () => {
    expect(safeRedirectPath(null, HOME)).toBe(HOME);
    expect(safeRedirectPath(undefined)).toBe("/");
  });

  it("keeps encoded slashes as part of one path segment", () => {
    expect(safeRedirectPath("/%2F%2Fevil.example", HOME)).toBe("/%2F%2Fevil.example");
  });

  it("judges against the given origin", () => {
    expect(safeRedirectPath("/settings", HOME, "https://moveatlas.example")).toBe("/settings");
    expect(safeRedirectPath("//moveatlas.example.evil/x", HOME, "https://moveatlas.example")).toBe(HOME);
  });
});

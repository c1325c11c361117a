import { describe, expect, it } from "vitest";
import { wholeUnitPaths } from "./illustration-svg";

describe("whole-unit path data", () => {
  it("rounds every number of a path and keeps numbers written back to back apart", () => {
    expect(wholeUnitPaths('<path d="M10.4 20.6l1.5.5-.4-2.6c0 .49.51 1z" fill="#fff" stroke-width="1.5"/>')).toBe(
      '<path d="M10 21l2 1 0-3c0 0 1 1z" fill="#fff" stroke-width="1.5"/>',
    );
  });

  it("leaves everything outside path data as it was", () => {
    const rect = '<rect x="254.1" y="316.2" width="105.5" height="48.1"/>';
    expect(wholeUnitPaths(rect)).toBe(rect);
  });
});

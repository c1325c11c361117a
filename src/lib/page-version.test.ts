import { afterEach, describe, expect, it } from "vitest";
import { matchesPageEtag, pageEtag, setDataVersion } from "./page-version";

const holder = globalThis as { __moveatlasPageVersion?: { buildId?: string; dataVersion?: string } };

describe("the page ETag", () => {
  afterEach(() => {
    holder.__moveatlasPageVersion = {};
  });

  it("comes from the build and the data version, so every instance of a deployment answers the same", () => {
    holder.__moveatlasPageVersion = { buildId: "build1-site" };
    setDataVersion("v1");
    expect(pageEtag()).toBe('W/"build1-site-v1"');
    expect(matchesPageEtag('W/"other", W/"build1-site-v1"')).toBe(true);
  });

  it("changes when the data version changes, and the old one no longer matches", () => {
    holder.__moveatlasPageVersion = { buildId: "build1-site" };
    setDataVersion("v1");
    const before = pageEtag();
    setDataVersion("v2");
    expect(pageEtag()).not.toBe(before);
    expect(matchesPageEtag(before)).toBe(false);
  });

  it("falls back to one value per process before the server knows its versions", () => {
    holder.__moveatlasPageVersion = {};
    expect(pageEtag()).toMatch(/^W\/"[a-z0-9]+-[0-9a-f]{8}"$/);
    expect(pageEtag()).toBe(pageEtag());
    expect(matchesPageEtag(null)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { languageTag, LOCALES, negotiateLocale, textDirection } from "./locales";

describe("locales", () => {
  it("has the spec's fourteen locales with en-us first", () => {
    expect(LOCALES).toHaveLength(14);
    expect(LOCALES[0]).toBe("en-us");
  });

  it("builds BCP 47 tags and directions", () => {
    expect(languageTag("pt-br")).toBe("pt-BR");
    expect(textDirection("ar-sa")).toBe("rtl");
    expect(textDirection("fa-ir")).toBe("rtl");
    expect(textDirection("de-de")).toBe("ltr");
  });

  it("negotiates from an explicit value, then Accept-Language, then the default", () => {
    expect(negotiateLocale("pt_BR", null)).toBe("pt-br");
    expect(negotiateLocale(null, "fr-CA,fr;q=0.9,en;q=0.5")).toBe("fr-fr");
    expect(negotiateLocale(null, "ja")).toBe("ja-jp");
    expect(negotiateLocale("xx", "sv-SE")).toBe("en-us");
  });
});

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BodyMapFigure } from "./body-map-figure";
import { exerciseIllustrationSvg, MINI_MAP_REGIONS } from "./illustration-svg";
import { MiniBodyMap } from "./mini-body-map";

const regionsIn = (markup: string) => [...markup.matchAll(/data-region="([^"]+)"/g)].map((match) => match[1]);

describe("BodyMapFigure", () => {
  it("groups shapes by region, marks the selection and gives one tab stop", () => {
    const markup = renderToStaticMarkup(
      <BodyMapFigure
        gender="male"
        side="front"
        mode="simple"
        names={{ chest: "Chest" }}
        label="Front"
        selected="chest"
        interactive
        focusRegion="chest"
      />,
    );
    expect(markup).toContain('data-region="chest" data-selected="true"');
    expect(markup).toContain('aria-label="Chest"');
    expect(markup.match(/tabindex="0"/g)).toHaveLength(1);
    expect(regionsIn(markup)).toContain("body");
    // A region is one <use> of its group in the simple-mode sprite; split shapes come one by one, clipped.
    expect(markup).toMatch(
      /data-region="obliques"[^>]*><use href="\/bodymap\/mfs\.[0-9a-f]{8}\.svg#S-obliques"><\/use><\/g>/,
    );
    const clip =
      /data-region="chest"[^>]*><use href="\/bodymap\/mfs\.[0-9a-f]{8}\.svg#s0" clip-path="url\(#([^)]+)\)"/.exec(
        markup,
      );
    expect(clip).not.toBeNull();
    expect(markup).toContain(`<clipPath id="${clip?.[1]}"><rect`);
    expect(markup).not.toContain(" d=");
  });

  it("shows joints as ellipses only in joints mode", () => {
    const joints = renderToStaticMarkup(
      <BodyMapFigure gender="female" side="back" mode="joints" names={{}} label="Back" interactive />,
    );
    expect(joints).toMatch(/data-region="scapula"[^>]*><ellipse/);
    const simple = renderToStaticMarkup(
      <BodyMapFigure gender="female" side="back" mode="simple" names={{}} label="Back" />,
    );
    expect(simple).not.toContain("<ellipse");
    expect(joints).toMatch(/data-region="body"[^>]*>(<use [^>]*><\/use>){2}<use href="[^"]+#all"/);
  });

  it("names each paired joint by the figure's own side, in every view", () => {
    const labels = (gender: "male" | "female", side: "front" | "back") =>
      [
        ...renderToStaticMarkup(
          <BodyMapFigure
            gender={gender}
            side={side}
            mode="joints"
            names={{
              knees: "Knees",
              "knees:left": "Left knee",
              "knees:right": "Right knee",
              "upper-spine": "Upper Spine",
            }}
            label="Figure"
            interactive
          />,
        ).matchAll(/data-region="(?:knees|upper-spine)"[^>]*aria-label="([^"]+)"/g),
      ].map((match) => match[1]);
    for (const gender of ["male", "female"] as const) {
      // Facing the reader, the figure's right knee is drawn first (on the reader's left); from behind, its left.
      expect(labels(gender, "front")).toEqual(["Right knee", "Left knee"]);
      expect(labels(gender, "back")).toEqual(["Left knee", "Right knee", "Upper Spine"]);
    }
  });

  it("draws an advanced region with its own sprite group and keeps unmapped shapes as body", () => {
    const markup = renderToStaticMarkup(
      <BodyMapFigure gender="male" side="front" mode="advanced" names={{}} label="Front" selected="upper-pectoralis" />,
    );
    expect(markup).toContain('data-region="upper-pectoralis" data-selected="true"');
    expect(markup).toMatch(
      /data-region="upper-abdominals"[^>]*><use href="\/bodymap\/mfa\.[0-9a-f]{8}\.svg#A-upper-abdominals"/,
    );
    expect(markup).not.toMatch(/#S-/);
  });
});

describe("MiniBodyMap", () => {
  it("draws only the ten card regions and shades the given muscles", () => {
    const markup = renderToStaticMarkup(
      <MiniBodyMap gender="male" muscles={["chest", "biceps"]} joints={["knees"]} label="Muscles" />,
    );
    const regions = new Set(regionsIn(markup).filter((region) => region !== "body"));
    expect([...regions].every((region) => (MINI_MAP_REGIONS as readonly string[]).includes(region ?? ""))).toBe(true);
    expect(regions.has("quads")).toBe(true);
    expect(regions.has("lats")).toBe(false);
    expect(markup).toContain('data-region="chest" data-shade="primary"');
    // Regions left out of the mini map are drawn as plain body.
    expect(markup).toMatch(/data-region="body"[^>]*>(<use [^>]*><\/use>)*<use href="[^"]+#S-neck"/);
    expect(markup).toContain("bm-marker");
  });
});

describe("exerciseIllustrationSvg", () => {
  it("shades primary, secondary and tertiary muscles in three intensities", () => {
    const svg = exerciseIllustrationSvg(
      "female",
      { primary: ["upper-pectoralis"], secondary: ["anterior-deltoid"], tertiary: ["lateral-head-triceps"] },
      { primary: ["chest"], secondary: ["front-shoulders"], tertiary: ["triceps"] },
      { width: 1200, height: 630, background: "#ffffff" },
    );
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="630"/);
    expect(svg).toContain('fill="#e4572e"');
    expect(svg).toContain('fill="#f29c80"');
    expect(svg).toContain('fill="#f9d0c2"');
  });
});

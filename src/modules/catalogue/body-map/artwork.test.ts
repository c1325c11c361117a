import { describe, expect, it } from "vitest";
import { ADVANCED_MUSCLES, JOINTS, SIMPLE_MUSCLES } from "../reference/muscles";
import { ALL_VIEWS, artworkView, regionsOf } from "./artwork";

const simpleIds = new Set<string>(SIMPLE_MUSCLES.map((muscle) => muscle.id));
const advancedIds = new Set<string>(ADVANCED_MUSCLES.map((muscle) => muscle.id));
const jointIds = new Set<string>(JOINTS.map((joint) => joint.id));

describe.each(["male", "female"] as const)("the %s body map", (gender) => {
  const views = [artworkView(gender, "front"), artworkView(gender, "back")];

  it("has a region for every simple muscle", () => {
    const drawn = new Set(views.flatMap((view) => regionsOf(view, "simple").regions.map((region) => region.id)));
    expect([...simpleIds].filter((id) => !drawn.has(id))).toEqual([]);
  });

  it("has a region for every advanced muscle", () => {
    const drawn = new Set(views.flatMap((view) => regionsOf(view, "advanced").regions.map((region) => region.id)));
    expect([...advancedIds].filter((id) => !drawn.has(id))).toEqual([]);
  });

  it("has a hotspot for every joint", () => {
    const drawn = new Set<string>(views.flatMap((view) => view.joints.map((joint) => joint.joint)));
    expect([...jointIds].filter((id) => !drawn.has(id))).toEqual([]);
  });
});

describe("every region", () => {
  it("is a muscle or joint of the catalogue, with an advanced id under its simple parent", () => {
    const parents = new Map<string, string>(ADVANCED_MUSCLES.map((muscle) => [muscle.id, muscle.parent]));
    for (const name of ALL_VIEWS) {
      const [gender, side] = name.split("-") as ["male" | "female", "front" | "back"];
      const view = artworkView(gender, side);
      for (const shape of view.shapes) {
        expect(simpleIds.has(shape.simple), `${name} ${shape.simple}`).toBe(true);
        if (shape.advanced === null) continue;
        expect(advancedIds.has(shape.advanced), `${name} ${shape.advanced}`).toBe(true);
        const parent = parents.get(shape.advanced);
        const lateralDeltoid = shape.advanced === "lateral-deltoid" && shape.simple === "rear-shoulders";
        expect(parent === shape.simple || lateralDeltoid, `${name} ${shape.advanced} in ${shape.simple}`).toBe(true);
      }
      for (const joint of view.joints) expect(jointIds.has(joint.joint)).toBe(true);
    }
  });
});

describe("sprites and layout", () => {
  it("match the artwork: the same muscles and clips per shape, and per mode every region's paths", async () => {
    const { readFileSync } = await import("node:fs");
    const { layoutView } = await import("./layout");
    const { spriteGroupId, SPRITE_ALL_SHAPES } = await import("./sprite-groups");
    for (const name of ALL_VIEWS) {
      const [gender, side] = name.split("-") as ["male" | "female", "front" | "back"];
      const layout = layoutView(gender, side);
      const view = artworkView(gender, side);
      expect(layout.shapes.map(({ simple, advanced, clip }) => ({ simple, advanced, clip }))).toEqual(
        view.shapes.map(({ simple, advanced, clip }) => ({ simple, advanced, clip })),
      );
      const groupOf = (shapes: typeof view.shapes) =>
        shapes
          .filter((shape) => !shape.clip)
          .map((shape) => `<path d="${shape.d}"/>`)
          .join("");
      for (const mode of ["simple", "advanced", "joints"] as const) {
        const sprite = readFileSync(`public${layout.sprites[mode]}`, "utf8");
        expect(sprite).toContain('id="outline"');
        expect(sprite).toContain('<g id="body">');
        // Every split shape on its own (the page clips it); every other shape inside its region's group.
        for (const shape of view.shapes.filter((shape) => shape.clip))
          expect(sprite).toContain(`<path id="s${shape.index}" d="${shape.d}"/>`);
        if (mode === "joints") {
          expect(sprite).toContain(`<g id="${SPRITE_ALL_SHAPES}">${groupOf(view.shapes)}</g>`);
          continue;
        }
        const { regions, inert } = regionsOf(view, mode);
        for (const region of regions) {
          if (region.shapes.every((shape) => shape.clip)) continue;
          expect(sprite).toContain(`<g id="${spriteGroupId(mode, region.id)}">${groupOf(region.shapes)}</g>`);
        }
        if (inert.some((shape) => !shape.clip))
          expect(sprite).toContain(`<g id="${spriteGroupId(mode, null)}">${groupOf(inert)}</g>`);
        expect(sprite).not.toContain("<use");
      }
    }
  });
});

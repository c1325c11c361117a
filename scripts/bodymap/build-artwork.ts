/**
 * Builds data/bodymap/artwork.json, the body map the app renders, from the MIT-licensed path data
 * in data/bodymap/rnbh-paths.json (see THIRD_PARTY_NOTICES): region slugs become our muscle ids
 * (region-rules.ts), coordinates are rounded to one decimal, and our joint hotspots are placed.
 *   npx tsx scripts/bodymap/build-artwork.ts
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { svgPathBbox } from "svg-path-bbox";
import svgpath from "svgpath";
import type { JointId } from "../../src/modules/catalogue/reference/muscles";
import { regionsOf } from "../../src/modules/catalogue/body-map/layout";
import {
  SPRITE_ALL_SHAPES,
  SPRITE_BODY,
  SPRITE_OUTLINE,
  spriteGroupId,
} from "../../src/modules/catalogue/body-map/sprite-groups";
import { BACK_RULES, FRONT_RULES, type Part, type Placed } from "./region-rules";

type SourceRegion = { slug: string; common: string[]; left: string[]; right: string[] };
type SourceView = { viewBox: string; outline: string; regions: SourceRegion[] };

const round = (d: string) => svgpath(d).round(1).toString();
const r1 = (value: number) => Math.round(value * 10) / 10;

function toPart(d: string, midline: number): Part {
  const [x0, y0, x1, y1] = svgPathBbox(d);
  const cx = (x0 + x1) / 2;
  return {
    d,
    cx,
    cy: (y0 + y1) / 2,
    area: (x1 - x0) * (y1 - y0),
    outward: Math.abs(cx - midline),
    box: [x0, y0, x1, y1],
    sideSign: cx < midline ? -1 : 1,
  };
}

type Box = [number, number, number, number];
const union = (boxes: Box[]): Box => [
  Math.min(...boxes.map((b) => b[0])),
  Math.min(...boxes.map((b) => b[1])),
  Math.max(...boxes.map((b) => b[2])),
  Math.max(...boxes.map((b) => b[3])),
];

function midlineOf(view: SourceView): number {
  const centres = view.regions
    .filter((region) => region.left.length && region.right.length)
    .map((region) => {
      // Each sub-path on its own: joined relative paths would start from the previous one's end.
      const left = union(region.left.map((d) => svgPathBbox(d)));
      const right = union(region.right.map((d) => svgPathBbox(d)));
      return (left[0] + left[2] + right[0] + right[2]) / 4;
    });
  return centres.reduce((sum, value) => sum + value, 0) / centres.length;
}

function regionBox(view: SourceView, slug: string, sign: number, midline: number): Box | null {
  const region = view.regions.find((item) => item.slug === slug);
  if (!region) return null;
  const parts = [...region.left, ...region.right, ...region.common]
    .map((d) => toPart(d, midline))
    .filter((part) => part.sideSign === sign);
  return parts.length ? union(parts.map((part) => part.box)) : null;
}

type Joint = { joint: JointId; cx: number; cy: number; rx: number; ry: number };

function placeJoints(view: SourceView, side: "front" | "back", midline: number): Joint[] {
  const joints: Joint[] = [];
  const box = (slug: string, sign: number) => regionBox(view, slug, sign, midline);
  const between = (upper: Box | null, lower: Box | null, joint: JointId) => {
    if (!upper || !lower) return;
    joints.push({
      joint,
      cx: ((upper[0] + upper[2]) / 2 + (lower[0] + lower[2]) / 2) / 2,
      cy: (upper[3] + lower[1]) / 2,
      rx: 17,
      ry: 17,
    });
  };
  for (const sign of [-1, 1]) {
    const deltoid = box("deltoids", sign);
    if (deltoid && side === "front") {
      joints.push({ joint: "shoulders", cx: (deltoid[0] + deltoid[2]) / 2, cy: deltoid[1] + 22, rx: 19, ry: 19 });
    }
    between(side === "front" ? box("biceps", sign) : box("triceps", sign), box("forearm", sign), "elbows");
    between(box("forearm", sign), box("hands", sign), "wrists");
    const thigh = side === "front" ? box("quadriceps", sign) : box("hamstring", sign);
    const lowerLeg = side === "front" ? box("tibialis", sign) : box("calves", sign);
    const knee = side === "front" ? box("knees", sign) : null;
    if (knee) joints.push({ joint: "knees", cx: (knee[0] + knee[2]) / 2, cy: (knee[1] + knee[3]) / 2, rx: 20, ry: 20 });
    else between(thigh, lowerLeg, "knees");
    const ankle = box("ankles", sign);
    if (ankle)
      joints.push({ joint: "ankles", cx: (ankle[0] + ankle[2]) / 2, cy: (ankle[1] + ankle[3]) / 2, rx: 15, ry: 15 });
    else between(box("calves", sign), box("feet", sign), "ankles");
    const hipSource = side === "front" ? box("quadriceps", sign) : box("gluteal", sign);
    if (hipSource) {
      const outer = sign < 0 ? hipSource[0] : hipSource[2];
      joints.push({
        joint: "hips",
        cx: outer - sign * 22,
        cy: hipSource[1] + (side === "front" ? 12 : 30),
        rx: 18,
        ry: 18,
      });
    }
    if (side === "back") {
      const shoulderBlade = box("upper-back", sign);
      if (shoulderBlade) {
        joints.push({
          joint: "scapula",
          cx: (shoulderBlade[0] + shoulderBlade[2]) / 2,
          cy: shoulderBlade[1] + (shoulderBlade[3] - shoulderBlade[1]) * 0.25,
          rx: 22,
          ry: 26,
        });
      }
    }
  }
  if (side === "back") {
    const trapezius = union([box("trapezius", -1), box("trapezius", 1)].filter((b): b is Box => b !== null));
    joints.push({
      joint: "upper-spine",
      cx: midline,
      cy: trapezius[1] + (trapezius[3] - trapezius[1]) * 0.35,
      rx: 13,
      ry: 36,
    });
    const lowerBack = union([box("lower-back", -1), box("lower-back", 1)].filter((b): b is Box => b !== null));
    joints.push({ joint: "lower-spine", cx: midline, cy: (lowerBack[1] + lowerBack[3]) / 2, rx: 13, ry: 32 });
  }
  return joints.map((joint) => ({ ...joint, cx: r1(joint.cx), cy: r1(joint.cy) }));
}

export type ArtworkShape = {
  simple: Placed["simple"];
  advanced: Placed["advanced"];
  d: string;
  clip?: { x: number; y: number; width: number; height: number };
};

function buildView(view: SourceView, side: "front" | "back") {
  const midline = midlineOf(view);
  const rules = side === "front" ? FRONT_RULES : BACK_RULES;
  const shapes: ArtworkShape[] = [];
  const body: string[] = [];
  for (const region of view.regions) {
    const rule = rules[region.slug];
    if (!rule) throw new Error(`No rule for the ${side} region "${region.slug}"`);
    const paths = [...region.common, ...region.left, ...region.right];
    if (rule === "body") {
      body.push(...paths.map(round));
      continue;
    }
    for (const placed of rule(paths.map((d) => toPart(d, midline)))) {
      shapes.push({
        simple: placed.simple,
        advanced: placed.advanced,
        d: round(placed.part.d),
        ...(placed.clip && {
          clip: {
            x: r1(placed.clip.x),
            y: r1(placed.clip.y),
            width: r1(placed.clip.width),
            height: r1(placed.clip.height),
          },
        }),
      });
    }
  }
  return {
    viewBox: view.viewBox,
    outline: round(view.outline),
    body,
    shapes,
    joints: placeJoints(view, side, midline),
  };
}

const source = JSON.parse(readFileSync("data/bodymap/rnbh-paths.json", "utf8")) as Record<string, SourceView>;
const artwork = Object.fromEntries(
  Object.entries(source).map(([name, view]) => [name, buildView(view, name.endsWith("front") ? "front" : "back")]),
);
writeFileSync("data/bodymap/artwork.json", JSON.stringify(artwork) + "\n");

/**
 * Sprites for the interactive map, one per view and mode. Each holds the outline, the body, one group
 * of paths per region of its mode and the split (clipped) shapes one by one, so a page draws a region
 * with one <use href="…#S-chest">; the path data is a cached static file instead of being repeated in
 * every page's HTML and payload. Groups hold real paths, not nested <use>, and clips stay in the page:
 * only what every browser has long drawn from an external sprite.
 */
const SPRITE_DIR = "public/bodymap";
mkdirSync(SPRITE_DIR, { recursive: true });
for (const file of readdirSync(SPRITE_DIR)) rmSync(`${SPRITE_DIR}/${file}`);
const MODES = ["simple", "advanced", "joints"] as const;
const sprites: Record<string, Record<(typeof MODES)[number], string>> = {};
for (const [name, view] of Object.entries(artwork)) {
  const shapes = view.shapes.map((shape, index) => ({ ...shape, index }));
  const group = (id: string, members: typeof shapes) => {
    const plain = members.filter((shape) => !shape.clip);
    return plain.length > 0 ? [`<g id="${id}">${plain.map((shape) => `<path d="${shape.d}"/>`).join("")}</g>`] : [];
  };
  const short = name
    .split("-")
    .map((word) => word[0])
    .join("");
  sprites[name] = Object.fromEntries(
    MODES.map((mode) => {
      const groups =
        mode === "joints"
          ? group(SPRITE_ALL_SHAPES, shapes)
          : (() => {
              const { regions, inert } = regionsOf({ shapes }, mode);
              return [
                ...regions.flatMap((region) => group(spriteGroupId(mode, region.id), region.shapes)),
                ...group(spriteGroupId(mode, null), inert),
              ];
            })();
      const symbols = [
        `<path id="${SPRITE_OUTLINE}" d="${view.outline}"/>`,
        `<g id="${SPRITE_BODY}">${view.body.map((d) => `<path d="${d}"/>`).join("")}</g>`,
        ...groups,
        ...shapes.filter((shape) => shape.clip).map((shape) => `<path id="s${shape.index}" d="${shape.d}"/>`),
      ];
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${view.viewBox}"><defs>${symbols.join("")}</defs></svg>\n`;
      const hash = createHash("sha256").update(svg).digest("hex").slice(0, 8);
      // Short names: every region on a page repeats this URL.
      const file = `${short}${mode[0]}.${hash}.svg`;
      writeFileSync(`${SPRITE_DIR}/${file}`, svg);
      return [mode, `/bodymap/${file}`];
    }),
  ) as Record<(typeof MODES)[number], string>;
}

/** What the interactive figures need in the browser: which muscle each shape is, clips, no path data. */
const layout = Object.fromEntries(
  Object.entries(artwork).map(([name, view]) => [
    name,
    {
      viewBox: view.viewBox,
      sprites: sprites[name],
      shapes: view.shapes.map(({ simple, advanced, clip }) =>
        clip ? { simple, advanced, clip } : { simple, advanced },
      ),
      joints: view.joints,
    },
  ]),
);
writeFileSync("data/bodymap/layout.json", JSON.stringify(layout) + "\n");
console.log(
  Object.entries(artwork)
    .map(([name, view]) => `${name}: ${view.shapes.length} shapes, ${view.joints.length} joints`)
    .join("\n"),
);

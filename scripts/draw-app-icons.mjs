// `node scripts/draw-app-icons.mjs`: the installed app's icons (public/icons/app-*.png), drawn from
// src/app/icon.svg. The maskable one keeps the mark inside the central safe zone on a full-bleed ground,
// since launchers crop it to their own shape.
import { Resvg } from "@resvg/resvg-js";
import { readFileSync, writeFileSync } from "node:fs";

const icon = readFileSync("src/app/icon.svg", "utf8");
const mark = icon.replace(/^.*?<rect[^>]*\/>/s, "").replace(/<\/svg>\s*$/, "");
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#17181c"/><g transform="translate(32 32) scale(1.2) translate(-32 -32)">${mark}</g></svg>`;

for (const [name, svg, size] of [
  ["app-192.png", icon, 192],
  ["app-512.png", icon, 512],
  ["app-maskable-512.png", maskable, 512],
]) {
  writeFileSync(`public/icons/${name}`, new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng());
}

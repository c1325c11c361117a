import { carry } from "./core/carries";
import { crunch, legRaise, rotation } from "./core/floor-work";
import { plank } from "./core/planks";
import { climb, cycle, row } from "./core/machines";
import { clean, getUp, jerk, snatch } from "./core/olympic-lifts";
import { run } from "./core/running";
import { strongman } from "./core/strongman";
import type { Pattern } from "./types";
import type { PatternName } from "./vocabulary";

export const CORE_AND_CONDITIONING: Partial<Record<PatternName, Pattern>> = {
  crunch,
  "leg-raise": legRaise,
  plank,
  rotation,
  carry,
  clean,
  snatch,
  jerk,
  "get-up": getUp,
  run,
  cycle,
  row,
  climb,
  strongman,
};

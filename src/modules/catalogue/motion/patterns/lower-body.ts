import { bridge, calfRaise } from "./lower/bridges-and-calf-raises";
import { hinge } from "./lower/hinge";
import { jump, swing } from "./lower/jumps-and-swings";
import { legMachine } from "./lower/leg-machines";
import { lunge, stepUp } from "./lower/lunges-and-step-ups";
import { squat } from "./lower/squat";
import type { Pattern } from "./types";
import type { PatternName } from "./vocabulary";

export const LOWER_BODY: Partial<Record<PatternName, Pattern>> = {
  squat,
  hinge,
  lunge,
  "step-up": stepUp,
  bridge,
  "calf-raise": calfRaise,
  "leg-machine": legMachine,
  jump,
  swing,
};

import { pose } from "../poses";
import { handProps } from "./hands";
import type { Pattern } from "./types";
import type { PatternName } from "./vocabulary";

const curl: Pattern = (_variant, params) => ({
  seconds: params.tempo,
  props: handProps(params),
  poses: [
    pose({ both: { shoulder: 5, elbow: 5 } }),
    pose({
      near: { shoulder: 12, elbow: 140 * params.range },
      far: params.side === "one" ? { shoulder: 5, elbow: 5 } : { shoulder: 12, elbow: 140 * params.range },
    }),
  ],
});

export const UPPER_BODY: Partial<Record<PatternName, Pattern>> = { curl };

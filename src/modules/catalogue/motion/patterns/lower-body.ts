import { flatFoot, pose } from "../poses";
import { handProps } from "./hands";
import type { Pattern } from "./types";
import type { PatternName } from "./vocabulary";

/** Where the hands are while the legs work, by how the load is held. */
function heldAt(variant: string) {
  switch (variant) {
    case "back":
      return { shoulder: -45, elbow: -125 };
    case "front":
      return { shoulder: 85, elbow: 150 };
    case "overhead":
      return { shoulder: 175, elbow: 0 };
    case "goblet":
      return { shoulder: 30, elbow: 130 };
    case "bodyweight":
      return { shoulder: 85, elbow: 0 };
    default:
      return { shoulder: 0, elbow: 5 };
  }
}

const squat: Pattern = (variant, params) => {
  const arms = heldAt(variant);
  const depth = params.range;
  const thigh = 100 * depth;
  const knee = 125 * depth;
  // An upright torso under a bar in front or overhead; a longer lean with it on the back.
  const lean = variant === "front" || variant === "overhead" || variant === "goblet" ? 18 : 38;
  return {
    seconds: params.tempo,
    props: handProps(params),
    poses: [
      pose({ both: arms }),
      pose({ trunk: lean * depth, neck: -lean * 0.6, both: { thigh, knee, ankle: flatFoot(thigh, knee), ...arms } }),
    ],
  };
};

const hinge: Pattern = (variant, params) => {
  const knee = variant === "romanian" || variant === "stiff-leg" || variant === "good-morning" ? 18 : 70;
  const lean = (variant === "good-morning" ? 75 : 80) * params.range;
  const arms = variant === "good-morning" ? { shoulder: -45, elbow: -125 } : { shoulder: lean, elbow: 0 };
  const thigh = variant === "deadlift" || variant === "sumo" ? 55 : 8;
  return {
    seconds: params.tempo,
    props: handProps(params),
    poses: [
      pose({ both: variant === "good-morning" ? arms : { shoulder: 0 } }),
      pose({ trunk: lean, neck: -35, both: { thigh, knee, ankle: flatFoot(thigh, knee), ...arms } }),
    ],
  };
};

export const LOWER_BODY: Partial<Record<PatternName, Pattern>> = { squat, hinge };

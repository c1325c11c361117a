import type { Prop } from "../props";
import type { MotionParams } from "./types";

/**
 * What the hands hold for an implement. A barbell's plates hang on the far hand, so they are drawn
 * behind the body and never hide it; one-handed work holds it in the near hand.
 */
export function handProps(params: MotionParams): Prop[] {
  const hand = params.side === "one" ? "near" : "both";
  switch (params.implement) {
    case "barbell":
    case "smith":
      return [{ kind: "barbell", hand: "far" }];
    case "dumbbell":
      return [{ kind: "dumbbell", hand }];
    case "kettlebell":
      return [{ kind: "kettlebell", hand }];
    case "plate":
      return [{ kind: "plate", hand: "far" }];
    case "medicine-ball":
      return [{ kind: "ball", hand: "near" }];
    case "cable":
    case "band":
    case "trx":
    case "rope":
      return [{ kind: "handle", hand }];
    default:
      return [];
  }
}

/** Angles and points as rig.ts measures them, shared by the pattern families. */
export { along, deg, rad } from "../rig";

/** An angle brought into the turn that starts at `low` degrees. */
export const wrap = (angle: number, low = -180) => ((((angle - low) % 360) + 360) % 360) + low;

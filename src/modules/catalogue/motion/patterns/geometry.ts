/** Angles and points as rig.ts measures them, shared by the pattern families. */
export { along, rad } from "../rig";

export const deg = (radians: number) => (radians * 180) / Math.PI;

/** An angle brought into the turn that starts at `low` degrees. */
export const wrap = (angle: number, low = -180) => ((((angle - low) % 360) + 360) % 360) + low;

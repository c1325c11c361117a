import type { LimbAngles, Pose } from "./rig";

const STILL: LimbAngles = { thigh: 0, knee: 0, ankle: 0, shoulder: 0, elbow: 0 };

/** Both sides alike unless `far` says otherwise; everything not named is neutral standing. */
export function pose(spec: {
  trunk?: number;
  chest?: number;
  neck?: number;
  hip?: { x: number; y: number };
  view?: "front";
  tilt?: number;
  both?: Partial<LimbAngles>;
  near?: Partial<LimbAngles>;
  far?: Partial<LimbAngles>;
}): Pose {
  const both = { ...STILL, ...spec.both };
  return {
    trunk: spec.trunk ?? 0,
    neck: spec.neck ?? 0,
    near: { ...both, ...spec.near },
    far: { ...both, ...spec.far },
    ...(spec.chest ? { chest: spec.chest } : {}),
    ...(spec.hip ? { hip: spec.hip } : {}),
    ...(spec.view ? { view: spec.view } : {}),
    ...(spec.tilt ? { tilt: spec.tilt } : {}),
  };
}

/** The ankle angle that keeps a foot flat on the floor under a shin at `thigh` and `knee`. */
export const flatFoot = (thigh: number, knee: number) => thigh - knee;

import { jointsAt, proportionsOf, type Joints, type MotionModel, type Point, type Pose } from "../rig";

/**
 * A pattern does not know which model will draw it, and their limbs differ. Where the body must meet a
 * floor, a bar or a machine, the hip is worked out for each model: the pose keeps their average as its
 * `hip` (what later placing reads) and each model's difference as its `fit` (what the renderer adds).
 */
export const MODELS: readonly MotionModel[] = ["male", "female"];
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The pose with each model's own hip (`hips`, in MODELS' order). */
export function placed(spec: Pose, hips: Point[]): Pose {
  const hip = { x: mean(hips.map((h) => h.x)), y: mean(hips.map((h) => h.y)) };
  const fit = Object.fromEntries(
    MODELS.map((model, index) => [model, { x: hips[index]!.x - hip.x, y: hips[index]!.y - hip.y }]),
  );
  return { ...spec, hip, fit };
}

/** The pose moved, model by model, so that a point of the figure sits at `target` (a bar, a rung, a footplate). */
export function anchored(spec: Pose, pick: (joints: Joints) => Point, target: Point): Pose {
  return placed(
    spec,
    MODELS.map((model) => {
      const offset = pick(jointsAt(spec, proportionsOf(model), { x: 0, y: 0 }));
      return { x: target.x - offset.x, y: target.y - offset.y };
    }),
  );
}

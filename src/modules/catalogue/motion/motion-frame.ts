import { FLOOR_Y, ballRadius, hipOf, type Motion } from "./motion-placing";
import { jointsAt, proportionsOf, type MotionModel, type Pose } from "./rig";

const f = (value: number) => Number(value.toFixed(1));

type Bounds = { left: number; right: number; top: number; bottom: number };

/** What the figure and what it holds cover at one pose; limbs, the head and the load inside a margin. */
function poseBounds(motion: Motion, model: MotionModel, pose: Pose): Bounds {
  const p = proportionsOf(model);
  const joints = jointsAt(pose, p, hipOf(pose, model, motion));
  const held = motion.props.some((prop) => prop.kind === "barbell" || prop.kind === "plate") ? 18 : 10;
  const limbs = [joints.near, joints.far].flatMap((limb) => [
    limb.hip,
    limb.shoulder,
    limb.knee,
    limb.ankle,
    limb.toe,
    limb.heel,
    limb.elbow,
    limb.wrist,
  ]);
  const across = motion.props.some((prop) => prop.kind === "barbell-across")
    ? [-1, 1].map((end) => ({
        x: (joints.near.grip.x + joints.far.grip.x) / 2 + end * 58,
        y: joints.near.grip.y,
        r: 18,
      }))
    : [];
  const radius = ballRadius(motion);
  const rolled = radius ? [{ x: joints.near.heel.x, y: FLOOR_Y - radius, r: radius + 2 }] : [];
  const boxes = [
    ...across,
    ...rolled,
    ...[joints.hip, joints.shoulder, ...limbs].map((point) => ({ x: point.x, y: point.y, r: 9 })),
    ...[joints.near.grip, joints.far.grip].map((point) => ({ x: point.x, y: point.y, r: held })),
    { x: joints.headCentre.x, y: joints.headCentre.y, r: p.head + 3 },
  ];
  return {
    left: Math.min(...boxes.map((box) => box.x - box.r)),
    right: Math.max(...boxes.map((box) => box.x + box.r)),
    top: Math.min(...boxes.map((box) => box.y - box.r)),
    bottom: Math.min(FLOOR_Y + 4, Math.max(...boxes.map((box) => box.y + box.r))),
  };
}

/** Every point an outline or a world prop reaches, read off its numbers (close enough for framing). */
function worldBounds(motion: Motion): Bounds[] {
  return motion.props.flatMap((prop): Bounds[] => {
    switch (prop.kind) {
      case "bench":
        return [{ left: prop.x - prop.length / 2, right: prop.x + prop.length / 2, top: prop.y - 8, bottom: FLOOR_Y }];
      case "box":
        return [{ left: prop.x, right: prop.x + prop.width, top: prop.y, bottom: prop.y + prop.height }];
      case "bar":
        return [{ left: prop.x - 30, right: prop.x + 30, top: prop.y - 4, bottom: prop.y + 4 }];
      case "cable":
        return [{ left: prop.from.x - 4, right: prop.from.x + 4, top: prop.from.y - 4, bottom: prop.from.y + 4 }];
      case "outline": {
        const numbers = (prop.d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
        const xs = numbers.filter((_, index) => index % 2 === 0);
        const ys = numbers.filter((_, index) => index % 2 === 1);
        // Relative commands make this rough; it only widens the frame, never cuts the figure.
        if (!xs.length || /[a-z]/.test(prop.d.replace(/[eE]/g, ""))) return [];
        return [{ left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) }];
      }
      default:
        return [];
    }
  });
}

const union = (all: Bounds[]): Bounds => ({
  left: Math.min(...all.map((box) => box.left)),
  right: Math.max(...all.map((box) => box.right)),
  top: Math.min(...all.map((box) => box.top)),
  bottom: Math.max(...all.map((box) => box.bottom)),
});

/** A box of `aspect` (width / height) around `bounds`, no smaller than `least` wide, resting on the floor. */
function frame(bounds: Bounds, aspect: number, least: number): string {
  let width = Math.max(least, bounds.right - bounds.left);
  let height = bounds.bottom - bounds.top;
  if (width > height * aspect) height = width / aspect;
  else width = height * aspect;
  const x = (bounds.left + bounds.right - width) / 2;
  const y = Math.min(FLOOR_Y + 6 - height, (bounds.top + bounds.bottom - height) / 2);
  return `${f(x)} ${f(y)} ${f(width)} ${f(height)}`;
}

/**
 * The player's square: the whole movement and its equipment, close. Every pose of one exercise shares
 * it, so the still poses line up with the animation.
 */
export const playerBox = (motion: Motion, model: MotionModel) =>
  frame(union([...motion.poses.map((pose) => poseBounds(motion, model, pose)), ...worldBounds(motion)]), 1, 130);

/** A 3:4 box around one pose for list thumbnails: the figure fills the card. */
export const cardBox = (motion: Motion, model: MotionModel, still: number) =>
  frame(poseBounds(motion, model, motion.poses[still] ?? motion.poses[0]!), 3 / 4, 0);

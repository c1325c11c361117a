import { FIGURE_COLOURS, foot, head, pelvis, segment, type Shade } from "./figure-shapes";
import { frontFigure, frontGroupValues } from "./front-view";
import { BARBELL_ACROSS, propMarkup, rollingBall, type Prop } from "./props";
import { deg, jointsAt, proportionsOf, standingHip, worldAngles, type MotionModel, type Point, type Pose } from "./rig";

export const MOTION_SIZE = 240;
export const FLOOR_Y = 222;
const HIP_X = 120;

/** One movement: key poses and where the figure meets its equipment. */
export type Motion = {
  poses: Pose[];
  props: Prop[];
  /** Seconds for one repetition, there and back. */
  seconds: number;
};

const f = (value: number) => Number(value.toFixed(1));

/**
 * Where the hip is. A standing pose keeps its planted feet where the movement's first standing pose put
 * them (that pose stands at HIP_X): in a squat or a hinge the hips travel back over still feet.
 */
export function hipOf(pose: Pose, model: MotionModel, motion: Motion): Point {
  if (pose.hip) {
    const fit = pose.fit?.[model];
    return fit ? { x: pose.hip.x + fit.x, y: pose.hip.y + fit.y } : pose.hip;
  }
  const p = proportionsOf(model);
  const ankles = (of: Pose) => {
    const joints = jointsAt(of, p, { x: 0, y: 0 });
    return { near: joints.near.ankle, far: joints.far.ankle };
  };
  const first = ankles(motion.poses.find((candidate) => !candidate.hip) ?? pose);
  const own = ankles(pose);
  const lowest = Math.max(own.near.y, own.far.y);
  const planted = (["near", "far"] as const).filter((side) => own[side].y >= lowest - 3);
  const offset = planted.reduce((sum, side) => sum + first[side].x - own[side].x, 0) / planted.length;
  return standingHip(pose, p, HIP_X + offset, FLOOR_Y);
}

/** The rotations of every nested group, per pose: each is its segment's angle relative to its parent. */
function groupValues(pose: Pose, model: MotionModel, motion: Motion) {
  const hip = hipOf(pose, model, motion);
  if (pose.view === "front") {
    const values: Record<string, string> = {
      root: `translate(${f(hip.x)}px,${f(hip.y)}px)`,
      ...frontGroupValues(pose, proportionsOf(model)),
    };
    if (motion.props.some((prop) => prop.kind === "barbell-across")) {
      const { near, far } = jointsAt(pose, proportionsOf(model), hip);
      const angle = deg(Math.atan2(far.grip.y - near.grip.y, far.grip.x - near.grip.x));
      values.bar = `translate(${f((near.grip.x + far.grip.x) / 2)}px,${f((near.grip.y + far.grip.y) / 2)}px) rotate(${f(angle)}deg)`;
    }
    return values;
  }
  const radius = ballRadius(motion);
  const rolling = radius
    ? { ball: `translate(${f(jointsAt(pose, proportionsOf(model), hip).near.heel.x)}px,${f(FLOOR_Y - radius)}px)` }
    : {};
  const near = worldAngles(pose, "near");
  const far = worldAngles(pose, "far");
  const relative = (a: typeof near) => ({
    thigh: a.thigh,
    shin: a.shin - a.thigh,
    foot: a.foot - a.shin,
    arm: a.upperArm - a.chest,
    forearm: a.forearm - a.upperArm,
  });
  return {
    root: `translate(${f(hip.x)}px,${f(hip.y)}px)`,
    ...rolling,
    trunk: `rotate(${f(near.trunk)}deg)`,
    ...(bendsAtWaist(motion) ? { chest: `rotate(${f(near.chest - near.trunk)}deg)` } : {}),
    head: `rotate(${f(near.head - near.chest)}deg)`,
    ...Object.fromEntries(
      (["near", "far"] as const).flatMap((side) =>
        Object.entries(relative(side === "near" ? near : far)).map(([name, value]) => [
          `${side}-${name}`,
          `rotate(${f(value)}deg)`,
        ]),
      ),
    ),
  } as Record<string, string>;
}

/** Whether any pose bends the torso at the waist: only then is it drawn in two parts. */
const bendsAtWaist = (motion: Motion) => motion.poses.some((pose) => (pose.chest ?? 0) !== 0);

/** The radius of a ball rolling under the heels, when the movement has one. */
const ballRadius = (motion: Motion) => {
  const ball = motion.props.find((prop) => prop.kind === "rolling-ball");
  return ball?.kind === "rolling-ball" ? ball.radius : undefined;
};

const kneePadSide = (motion: Motion) => {
  const pad = motion.props.find((prop) => prop.kind === "knee-pad");
  return pad?.kind === "knee-pad" ? pad.side : undefined;
};

type Frames = { values: Record<string, string>[]; times: number[] };

/** Hold each pose a moment, move between them, and come back to the first: one repetition. */
function timeline(count: number): number[] {
  if (count === 1) return [0];
  const stops = [...Array.from({ length: count }, (_, index) => index), 0];
  const step = 1 / (stops.length - 1);
  return stops.flatMap((_, index) =>
    index === 0 ? [0, 0.08] : [index * step - 0.04, Math.min(1, index * step + 0.04)],
  );
}

function frames(motion: Motion, model: MotionModel): Frames {
  const values = motion.poses.map((pose) => groupValues(pose, model, motion));
  if (values.length === 1) return { values, times: [0] };
  const sequence = [...values.keys(), 0].flatMap((index) => [index, index]);
  return { values: sequence.map((index) => values[index]!), times: timeline(values.length) };
}

/**
 * The figure as SVG: animated with CSS keyframes (one repetition, looped), or still at pose `still`.
 * Nested groups carry the joints, so a rotation moves everything beyond it, as a limb does.
 */
export function motionSvg(
  motion: Motion,
  model: MotionModel,
  shade: Shade,
  options: { still?: number; crop?: boolean } = {},
): string {
  const p = proportionsOf(model);
  const animated = options.still === undefined;
  const { values, times } = animated
    ? frames(motion, model)
    : { values: [groupValues(motion.poses[options.still ?? 0] ?? motion.poses[0]!, model, motion)], times: [0] };
  const first = values[0]!;
  const rules: string[] = [];
  const classes = new Map<string, string>();
  for (const name of Object.keys(first)) {
    const distinct = new Set(values.map((value) => value[name]));
    if (!animated || distinct.size === 1) continue;
    const cls = `m${classes.size}`;
    classes.set(name, cls);
    const stops = times.map((time, index) => `${f(time * 100)}%{transform:${values[index]![name]}}`).join("");
    rules.push(`@keyframes ${cls}{${stops}}.${cls}{animation:${cls} ${motion.seconds}s ease-in-out infinite}`);
  }
  /** A group turned by `name`: CSS when it moves, an attribute when it holds still. */
  const group = (name: string, inner: string) => {
    const cls = classes.get(name);
    const value = first[name]!;
    if (cls) return `<g class="${cls}" style="transform:${value}">${inner}</g>`;
    return `<g transform="${value.replace(/px/g, "").replace(/deg/g, "")}">${inner}</g>`;
  };
  const female = model === "female";

  const limbProps = (side: "near" | "far") => motion.props.filter((prop) => prop.hand === side || prop.hand === "both");
  const front = motion.poses[0]?.view === "front";
  const waist = bendsAtWaist(motion);
  /** What hangs from the shoulders, in the trunk's frame: on the upper half when the torso bends. */
  const atShoulders = (inner: string) =>
    waist
      ? `<g transform="translate(0 ${p.torso / 2})">${group("chest", `<g transform="translate(0 ${p.torso / 2})">${inner}</g>`)}</g>`
      : `<g transform="translate(0 ${p.torso})">${inner}</g>`;
  const arm = (side: "near" | "far", base: string) =>
    group(
      "trunk",
      atShoulders(
        `${group(
          `${side}-arm`,
          segment("upperArm", p.upperArm, p.width.upperArm, p.width.forearm, shade, base) +
            `<g transform="translate(0 ${p.upperArm})">${group(
              `${side}-forearm`,
              segment("forearm", p.forearm, p.width.forearm, p.width.forearm * 0.8, shade, base) +
                `<g transform="translate(0 ${p.forearm})"><circle cy="${f(p.hand * 0.45)}" r="${f(p.hand * 0.5)}" fill="${base}" stroke="${FIGURE_COLOURS.outline}" stroke-width="0.8"/>${limbProps(
                  side,
                )
                  .map((prop) => propMarkup(prop, p))
                  .join("")}</g>`,
            )}</g>`,
        )}`,
      ),
    );
  const leg = (side: "near" | "far", base: string) =>
    group(
      `${side}-thigh`,
      segment("thigh", p.thigh, p.width.thigh, p.width.shin, shade, base) +
        `<g transform="translate(0 ${p.thigh})">${group(
          `${side}-shin`,
          segment("shin", p.shin, p.width.shin, p.width.shin * 0.7, shade, base) +
            `<g transform="translate(0 ${p.shin})">${group(`${side}-foot`, foot(p, base))}</g>`,
        )}</g>`,
    );
  const torso = (span?: [number, number]) =>
    `<g transform="scale(-1 1)">${segment("torso", p.torso, p.width.torso * 0.9, p.width.torso, shade, FIGURE_COLOURS.body, span)}</g>`;
  const headGroup = group("head", `<g transform="scale(-1 1)">${head(p, female, shade)}</g>`);
  const body = group(
    "trunk",
    waist
      ? torso([0, 0.5]) +
          `<g transform="translate(0 ${p.torso / 2})">${group("chest", torso([0.5, 1]) + `<g transform="translate(0 ${p.torso / 2})">${headGroup}</g>`)}</g>`
      : torso() + `<g transform="translate(0 ${p.torso})">${headGroup}</g>`,
  );
  const held = (side: "near" | "far") =>
    limbProps(side)
      .map((prop) => propMarkup(prop, p, "front"))
      .join("");
  const across = front && "bar" in first ? group("bar", BARBELL_ACROSS) : "";
  const figure = front
    ? group("root", frontFigure(p, female, shade, group, held, kneePadSide(motion))) + across
    : group(
        "root",
        arm("far", FIGURE_COLOURS.far) +
          leg("far", FIGURE_COLOURS.far) +
          body +
          pelvis(p, shade, FIGURE_COLOURS.body) +
          leg("near", FIGURE_COLOURS.body) +
          arm("near", FIGURE_COLOURS.body),
      );
  const radius = ballRadius(motion);
  const world = [
    ...motion.props.filter((prop) => !prop.hand).map((prop) => propMarkup(prop, p)),
    ...(radius ? [group("ball", rollingBall(radius))] : []),
  ];
  const cables = motion.props.flatMap((prop) =>
    prop.kind === "cable" ? [cableMarkup(prop, motion, model, animated ? times : null, options.still)] : [],
  );
  const style = rules.length
    ? `<style>${rules.join("")}g{transform-box:view-box;transform-origin:0 0}@media (prefers-reduced-motion:reduce){g{animation:none!important}}</style>`
    : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${options.crop ? cardBox(motion, model, options.still ?? 0) : playerBox(motion, model)}" width="${options.crop ? 120 : MOTION_SIZE}" height="${options.crop ? 160 : MOTION_SIZE}" role="img">` +
    `${style}<line x1="-200" y1="${FLOOR_Y}" x2="${MOTION_SIZE + 200}" y2="${FLOOR_Y}" stroke="${FIGURE_COLOURS.floor}" stroke-width="2" stroke-linecap="round"/>` +
    `${world.join("")}${cables.join("")}${figure}</svg>`
  );
}

/**
 * A cable is a straight line from its pulley to the grip (or ankle) it follows: that point's place is worked
 * out for every pose and the line's end follows it with SMIL, in step with the CSS keyframes.
 */
function cableMarkup(
  cable: Extract<Prop, { kind: "cable" }>,
  motion: Motion,
  model: MotionModel,
  times: number[] | null,
  still = 0,
): string {
  const p = proportionsOf(model);
  const { from, follows = "near", joint = "grip" } = cable;
  const grips = motion.poses.map((pose) => jointsAt(pose, p, hipOf(pose, model, motion))[follows][joint]);
  const line = (end: Point, extra = "") =>
    `<line x1="${f(from.x)}" y1="${f(from.y)}" x2="${f(end.x)}" y2="${f(end.y)}" stroke="${FIGURE_COLOURS.prop}" stroke-width="1.6">${extra}</line>`;
  if (!times || grips.length === 1) return line(grips[still] ?? grips[0]!);
  const sequence = [...grips.keys(), 0].flatMap((index) => [grips[index]!, grips[index]!]);
  const animate = (attribute: "x2" | "y2") =>
    `<animate attributeName="${attribute}" dur="${motion.seconds}s" repeatCount="indefinite" keyTimes="${times.map(f).join(";")}" values="${sequence.map((point) => f(point[attribute === "x2" ? "x" : "y"])).join(";")}" calcMode="spline" keySplines="${times
      .slice(1)
      .map(() => "0.42 0 0.58 1")
      .join(";")}"/>`;
  return line(grips[0]!, animate("x2") + animate("y2"));
}

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
const playerBox = (motion: Motion, model: MotionModel) =>
  frame(union([...motion.poses.map((pose) => poseBounds(motion, model, pose)), ...worldBounds(motion)]), 1, 130);

/** A 3:4 box around one pose for list thumbnails: the figure fills the card. */
const cardBox = (motion: Motion, model: MotionModel, still: number) =>
  frame(poseBounds(motion, model, motion.poses[still] ?? motion.poses[0]!), 3 / 4, 0);

import { FIGURE_COLOURS, foot, head, pelvis, segment, type Shade } from "./figure-shapes";
import { cardBox, playerBox } from "./motion-frame";
import { FLOOR_Y, MOTION_SIZE, ballRadius, hipOf, type Motion } from "./motion-placing";
import { frontFigure, frontGroupValues } from "./front-view";
import { BARBELL_ACROSS, propMarkup, rollingBall, type Prop } from "./props";
import { deg, jointsAt, proportionsOf, worldAngles, type MotionModel, type Point, type Pose } from "./rig";

const f = (value: number) => Number(value.toFixed(1));

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

import { FLOOR_Y } from "../../motion-placing";
import { flatFoot, pose } from "../../poses";
import { type LimbAngles, type Point, type Pose } from "../../rig";
import type { Pattern } from "../types";
import { type Side, armTo, circlePath, legTo, meanPoint, n, other, outline } from "./placing";
import { rad } from "../geometry";

// ---------------------------------------------------------------------------------------------------
// Machines: the figure's hip on a seat, the feet following pedals or a footplate.

/** The ankle of a foot whose ball is on the pedal at `angle` degrees round the crank from the top. */
function pedal(crank: Point, radius: number, angle: number, ball: Point): Point {
  return { x: crank.x + Math.sin(rad(angle)) * radius - ball.x, y: crank.y - Math.cos(rad(angle)) * radius - ball.y };
}

export const cycle: Pattern = (variant, params) => {
  const seconds = Math.min(params.tempo, 1.8);
  const recumbent = variant === "recumbent";
  const hip = recumbent ? { x: 82, y: 172 } : { x: 98, y: 126 };
  const crank = recumbent ? { x: hip.x + 66, y: hip.y - 2 } : { x: hip.x + 14, y: hip.y + 68 };
  const radius = recumbent ? 14 : 16;
  // Upright, the foot is level and its ball sits on the pedal; reclined, the sole faces forward.
  const ball = recumbent ? { x: 4, y: -11 } : { x: 10, y: 3 };
  const footAngle = recumbent ? -155 : -92;
  const trunk = recumbent ? -28 : 32;
  const legAt = (angle: number) => {
    const leg = legTo(hip, pedal(crank, radius, angle, ball));
    const shin = -leg.thigh + leg.knee;
    return { ...leg, ankle: footAngle - shin + 90 };
  };
  const bars = { x: hip.x + 64, y: hip.y - 22 };
  const base = pose({ trunk, neck: recumbent ? 15 : -15 });
  const shoulder = meanPoint({ ...base, hip }, (j) => j.shoulder);
  const arms = recumbent ? { shoulder: -5, elbow: 35 } : armTo(shoulder, bars, trunk);
  const poses = [25, 145, 265].map((angle) => ({
    ...base,
    hip,
    near: { ...base.near, ...arms, ...legAt(angle) },
    far: { ...base.far, ...arms, ...legAt(angle + 180) },
  }));
  const chainring = circlePath(crank, 6);
  const frame = recumbent
    ? `M${hip.x - 24} ${hip.y + 12}H${hip.x + 14}M${hip.x - 22} ${hip.y + 10}L${hip.x - 38} ${hip.y - 46}M${hip.x - 8} ${hip.y + 12}L${crank.x} ${crank.y}M${hip.x - 4} ${hip.y + 12}V${FLOOR_Y - 4}M${hip.x - 60} ${FLOOR_Y - 2}H${crank.x + 20}M${crank.x} ${crank.y}L${crank.x + 4} ${FLOOR_Y - 2}M${hip.x + 4} ${hip.y + 14}H${hip.x + 12}`
    : `M${hip.x - 14} ${hip.y + 11}H${hip.x + 10}M${hip.x - 2} ${hip.y + 11}L${crank.x} ${crank.y}L${bars.x - 6} ${hip.y - 6}M${bars.x - 12} ${bars.y + 6}L${bars.x + 2} ${bars.y}M${bars.x - 6} ${hip.y - 6}L${bars.x - 8} ${bars.y + 4}M${crank.x} ${crank.y}L${hip.x - 30} ${FLOOR_Y - 2}M${hip.x - 46} ${FLOOR_Y - 2}H${hip.x + 90}M${bars.x - 6} ${hip.y - 6}L${bars.x + 16} ${FLOOR_Y - 2}`;
  const flywheel = recumbent ? "" : circlePath({ x: crank.x + 40, y: FLOOR_Y - 44 }, 20);
  return {
    seconds,
    props: [outline(frame), outline(chainring), ...(flywheel ? [outline(flywheel)] : [])],
    poses,
  };
};

export const row: Pattern = (_variant, params) => {
  const footplate = { x: 178, y: 196 };
  const seatY = 192;
  const footAngle = -125;
  const stroke = (hipX: number, trunk: number, arms: Partial<LimbAngles>): Pose => {
    const hip = { x: hipX, y: seatY };
    const leg = legTo(hip, footplate);
    const ankle = footAngle - (-leg.thigh + leg.knee) + 90;
    return { ...pose({ trunk, neck: -trunk * 0.3, both: { ...leg, ankle, ...arms } }), hip };
  };
  const reach = 1 - (1 - params.range) * 0.5;
  const catchPose = stroke(138 - 6 * (1 - reach), 26 * reach, { shoulder: 26 * reach + 62, elbow: 0 });
  const drivePose = stroke(112, 4, { shoulder: 72, elbow: 0 });
  const finishPose = stroke(96, -22, { shoulder: -38, elbow: 118 });
  return {
    seconds: params.tempo,
    props: [
      outline(`M40 ${seatY + 14}H196M46 ${seatY + 14}V${FLOOR_Y}M190 ${seatY + 14}V${FLOOR_Y}`),
      outline(`M${footplate.x + 2} ${footplate.y + 8}L${footplate.x + 12} ${footplate.y - 14}`),
      outline(`M196 ${FLOOR_Y}V178L200 168L212 163L224 168L228 178V${FLOOR_Y}Z`, true),
      { kind: "cable", from: { x: 200, y: 180 } },
      { kind: "handle", hand: "both" },
    ],
    poses: [catchPose, drivePose, finishPose],
  };
};

export const climb: Pattern = (variant, params) => {
  const seconds = params.tempo;
  switch (variant) {
    case "rope": {
      // Hand over hand up a hanging rope: only the rope's line matters, so the grips are placed on it.
      const rope = 150;
      const climbing = (high: Side, legsUp: boolean): Pose => {
        const low = other(high);
        const spec = pose({
          trunk: 8,
          neck: -20,
          both: legsUp ? { thigh: 78, knee: 105, ankle: 0 } : { thigh: 38, knee: 40, ankle: 10 },
        });
        const hip = { x: rope - 26, y: legsUp ? 150 : 132 };
        const shoulder = meanPoint({ ...spec, hip }, (j) => j.shoulder);
        return {
          ...spec,
          hip,
          [high]: { ...spec[high], ...armTo(shoulder, { x: rope, y: shoulder.y - 54 }, 8) },
          [low]: { ...spec[low], ...armTo(shoulder, { x: rope, y: shoulder.y - 12 }, 8) },
        };
      };
      return {
        seconds,
        props: [outline(`M${rope} 0V${FLOOR_Y - 6}`)],
        poses: [climbing("near", false), climbing("far", true)],
      };
    }
    case "ladder": {
      // A ladder leaning away, rungs every 24 units; hands and feet on alternate rungs, in place.
      const lean = 0.22;
      const rung = (k: number) => ({ x: 138 + 24 * k * lean, y: FLOOR_Y - 24 * k });
      const rails = [rung(-0.2), rung(9.2)];
      const rungs = Array.from({ length: 9 }, (_, k) => rung(k + 1))
        .map((point) => `M${n(point.x - 7)} ${n(point.y)}H${n(point.x + 7)}`)
        .join("");
      const climbing = (high: Side, rise: number): Pose => {
        const low = other(high);
        const spec = pose({ trunk: 12, neck: -25 });
        const hip = { x: rung(4).x - 30, y: rung(4).y - 4 - rise };
        const shoulder = meanPoint({ ...spec, hip }, (j) => j.shoulder);
        const ballOf = (point: Point) => ({ x: point.x - 11, y: point.y - 5 });
        const leg = (k: number) => {
          const angles = legTo(hip, ballOf(rung(k)));
          return { ...angles, ankle: flatFoot(angles.thigh, angles.knee) };
        };
        return {
          ...spec,
          hip,
          [high]: { ...leg(2), ...armTo(shoulder, rung(7), 12) },
          [low]: { ...leg(1), ...armTo(shoulder, rung(6), 12) },
        };
      };
      return {
        seconds,
        props: [outline(`M${n(rails[0]!.x)} ${n(rails[0]!.y)}L${n(rails[1]!.x)} ${n(rails[1]!.y)}${rungs}`)],
        poses: [climbing("near", 0), climbing("far", 12)],
      };
    }
    default: {
      // Stairs seen from the side: one foot on each tread, the higher foot bent and about to drive.
      const tread = (k: number) => ({ x: 60 + 34 * k, y: FLOOR_Y - 22 * k });
      const treads = Array.from({ length: 5 }, (_, k) => tread(k + 1));
      const stairs =
        `M20 ${FLOOR_Y}H60` + treads.map((point) => `V${point.y}H${point.x + 34}`).join("") + `V${FLOOR_Y}`;
      const stepping = (high: Side): Pose => {
        const hip = { x: tread(2).x - 4, y: tread(2).y - 80 };
        const spec = pose({ trunk: 10, neck: -10 });
        const foot = (k: number) => {
          const angles = legTo(hip, { x: tread(k).x + 10, y: tread(k).y - 3 });
          return { ...angles, ankle: flatFoot(angles.thigh, angles.knee) };
        };
        return {
          ...spec,
          hip,
          [high]: { ...foot(3), shoulder: -30, elbow: 30 },
          [other(high)]: { ...foot(2), shoulder: 35, elbow: 40 },
        };
      };
      return { seconds, props: [outline(stairs, true)], poses: [stepping("near"), stepping("far")] };
    }
  }
};

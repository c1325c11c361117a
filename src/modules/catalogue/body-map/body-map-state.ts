import { DEFAULT_ADVANCED_MUSCLE, DEFAULT_JOINT, DEFAULT_SIMPLE_MUSCLE } from "../reference/muscles";
import { listingPath } from "../listing-route";

export const NO_EQUIPMENT: MapEquipment = { id: 0, name: "", slug: "" };
import { CARDIO_KEY, type Gender, type MapEquipment, type MapMode } from "../dto";

export type { MapEquipment, MapMode };
export const CARDIO_SLUG = CARDIO_KEY;
export type MapGender = Gender;

/** Spec §3 "Body map state". */
export type BodyMapState = {
  advanced: boolean;
  joints: boolean;
  muscle: string;
  advanced_muscle: string;
  simple_muscle: string;
  joints_muscle: string;
  side: "front" | "back";
  equipment: MapEquipment;
  gender: MapGender;
  showFrontBodyMap: boolean;
};

export const INITIAL_BODY_MAP: BodyMapState = {
  advanced: false,
  joints: false,
  muscle: DEFAULT_SIMPLE_MUSCLE,
  advanced_muscle: DEFAULT_ADVANCED_MUSCLE,
  simple_muscle: DEFAULT_SIMPLE_MUSCLE,
  joints_muscle: DEFAULT_JOINT,
  side: "front",
  equipment: NO_EQUIPMENT,
  gender: "male",
  showFrontBodyMap: true,
};

export const modeOf = (state: Pick<BodyMapState, "advanced" | "joints">): MapMode =>
  state.joints ? "joints" : state.advanced ? "advanced" : "simple";

/**
 * Advanced on: the map shows the advanced muscle; joints turn off (their muscle remembered,
 * scapula if none), otherwise the simple muscle is remembered (chest if none). Advanced off: the
 * simple muscle comes back. Advanced listings take no equipment, but the choice is kept for the way back.
 */
export function setAdvanced(state: BodyMapState, on: boolean): BodyMapState {
  if (on === state.advanced && !(on && state.joints)) return state;
  if (on) {
    const remembered = state.joints
      ? { joints_muscle: state.muscle || DEFAULT_JOINT }
      : { simple_muscle: state.muscle || DEFAULT_SIMPLE_MUSCLE };
    return {
      ...state,
      ...remembered,
      advanced: true,
      joints: false,
      muscle: state.advanced_muscle || DEFAULT_ADVANCED_MUSCLE,
    };
  }
  return {
    ...state,
    advanced: false,
    advanced_muscle: state.muscle || state.advanced_muscle,
    muscle: state.simple_muscle || DEFAULT_SIMPLE_MUSCLE,
  };
}

/**
 * Joints on: the joints muscle comes back and listings move under 'recovery'. Joints off: it is
 * saved and the simple (or advanced) muscle returns, featured (no equipment). Never both modes on.
 */
export function setJoints(state: BodyMapState, on: boolean): BodyMapState {
  if (on === state.joints && !(on && state.advanced)) return state;
  if (on) {
    const remembered = state.advanced
      ? { advanced_muscle: state.muscle || state.advanced_muscle }
      : { simple_muscle: state.muscle || state.simple_muscle };
    return {
      ...state,
      ...remembered,
      joints: true,
      advanced: false,
      muscle: state.joints_muscle || DEFAULT_JOINT,
      equipment: NO_EQUIPMENT,
    };
  }
  return {
    ...state,
    joints: false,
    joints_muscle: state.muscle || DEFAULT_JOINT,
    muscle: (state.advanced ? state.advanced_muscle : state.simple_muscle) || DEFAULT_SIMPLE_MUSCLE,
    equipment: NO_EQUIPMENT,
  };
}

export function selectMuscle(state: BodyMapState, muscle: string): BodyMapState {
  const mode = modeOf(state);
  const remembered =
    mode === "joints"
      ? { joints_muscle: muscle }
      : mode === "advanced"
        ? { advanced_muscle: muscle }
        : { simple_muscle: muscle };
  return { ...state, ...remembered, muscle };
}

/** Reselecting the selected equipment, or choosing none, clears it to id 0. */
export function selectEquipment(state: BodyMapState, equipment: MapEquipment | null | undefined): BodyMapState {
  if (!equipment || !equipment.id || equipment.id === state.equipment.id) return { ...state, equipment: NO_EQUIPMENT };
  return { ...state, equipment };
}

/** Spec: true is male, false is female, a string is taken lower-cased ('m'/'f' codes too). */
export function parseGender(value: boolean | string): MapGender {
  if (typeof value === "boolean") return value ? "male" : "female";
  const lower = value.toLowerCase();
  return lower === "female" || lower === "f" ? "female" : "male";
}

export function setGender(state: BodyMapState, value: boolean | string): BodyMapState {
  return { ...state, gender: parseGender(value) };
}

export function flip(state: BodyMapState): BodyMapState {
  const showFrontBodyMap = !state.showFrontBodyMap;
  return { ...state, showFrontBodyMap, side: showFrontBodyMap ? "front" : "back" };
}

/** Cardio equipment lists cardio work, so no muscle is highlighted. */
export const highlightsMuscle = (state: Pick<BodyMapState, "equipment">) => state.equipment.slug !== CARDIO_SLUG;

/** Where the state's listing lives: `/exercises/{muscle}[/{equipment}|/recovery]` plus `?model=f`. */
export function listingHref(state: BodyMapState): string {
  const mode = modeOf(state);
  const path = listingPath({
    muscle: state.muscle,
    recovery: mode === "joints",
    equipment: mode === "simple" && state.equipment.id ? state.equipment.slug : null,
  });
  return state.gender === "female" ? `${path}?model=f` : path;
}

/** The state a listing page implies, kept on top of what the visitor's map remembers. */
export function syncFromPage(
  state: BodyMapState,
  page: { mode: MapMode; muscle: string | null; equipment: MapEquipment | null; gender: MapGender },
): BodyMapState {
  const next: BodyMapState = {
    ...state,
    advanced: page.mode === "advanced",
    joints: page.mode === "joints",
    gender: page.gender,
    equipment: page.equipment ?? NO_EQUIPMENT,
  };
  if (!page.muscle) return { ...next, muscle: page.mode === "simple" ? next.simple_muscle : next.muscle };
  return selectMuscle(next, page.muscle);
}

import { create } from "zustand";
import type { WeightUnit } from "@/lib/units";
import type { Gender } from "@/modules/catalogue/dto";
import type { WorkoutDto, WorkoutExerciseRefDto } from "../dto";
import * as ordering from "./ordering";
import * as builder from "./state";
import * as shuffles from "./shuffle";
import * as supersets from "./supersets";
import type { BuilderExercise, BuilderState } from "./state";

type Actions = {
  /** Starts over: empty, or prefilled from a workout to edit or copy. */
  reset: (options: { gender: Gender; mobile?: boolean; initial?: WorkoutDto | null }) => void;
  setMobile: (mobile: boolean) => void;
  add: (exercise: WorkoutExerciseRefDto) => void;
  remove: (index: number) => void;
  move: (from: number, to: number) => void;
  moveUp: (index: number) => void;
  moveDown: (index: number) => void;
  select: (index: number | null) => void;
  setSets: (index: number, sets: Partial<BuilderExercise["sets"]>) => void;
  setReps: (index: number, reps: string) => void;
  setRest: (index: number, rest: number) => void;
  setLoad: (index: number, load: number) => void;
  setExerciseNotes: (index: number, notes: string) => void;
  setName: (name: string) => void;
  setNotes: (notes: string) => void;
  setUnits: (units: WeightUnit) => void;
  linkWithNext: (index: number) => void;
  unlinkFromNext: (index: number) => void;
  group: (indices: number[]) => void;
  ungroup: (index: number) => void;
  applyShuffle: (index: number, exercise: WorkoutExerciseRefDto) => void;
  undoShuffle: (key?: string) => void;
  markSaved: (saved?: WorkoutDto) => void;
};

export type BuilderStore = BuilderState & Actions;

const stateOf = (store: BuilderStore): BuilderState => ({
  mobile: store.mobile,
  gender: store.gender,
  exercises: store.exercises,
  selectedExercise: store.selectedExercise,
  name: store.name,
  notes: store.notes,
  units: store.units,
  shuffledExercises: store.shuffledExercises,
  shuffleHistory: store.shuffleHistory,
  source: store.source,
  baseline: store.baseline,
  isDirty: store.isDirty,
  nextKey: store.nextKey,
});

/**
 * Spec §3 workout builder state (not persisted: a builder lives as long as its modal). The
 * transitions are the pure functions of state.ts; this only applies them.
 */
export const useBuilderStore = create<BuilderStore>()((set, get) => {
  const apply =
    <A extends unknown[]>(transition: (state: BuilderState, ...args: A) => BuilderState) =>
    (...args: A) =>
      set(transition(stateOf(get()), ...args));
  return {
    ...builder.createBuilder({ gender: "male" }),
    reset: (options) => set(builder.createBuilder(options)),
    setMobile: apply(builder.setMobile),
    add: apply(builder.addExercise),
    remove: apply(builder.removeExercise),
    move: apply(ordering.moveExercise),
    moveUp: apply(ordering.moveUp),
    moveDown: apply(ordering.moveDown),
    select: apply(builder.selectExercise),
    setSets: apply(builder.setSets),
    setReps: apply(builder.setReps),
    setRest: apply(builder.setRest),
    setLoad: apply(builder.setLoad),
    setExerciseNotes: apply(builder.setExerciseNotes),
    setName: apply(builder.setName),
    setNotes: apply(builder.setNotes),
    setUnits: apply(builder.setUnits),
    linkWithNext: apply(supersets.linkWithNext),
    unlinkFromNext: apply(supersets.unlinkFromNext),
    group: apply(supersets.groupExercises),
    ungroup: apply(supersets.ungroup),
    applyShuffle: apply(shuffles.applyShuffle),
    undoShuffle: apply(shuffles.undoShuffle),
    markSaved: apply(builder.markSaved),
  };
});

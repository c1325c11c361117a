import type { Metadata } from "next";
import type { Locale } from "@/config/locales";
import type { EquipmentDto, KeyedDto, MuscleRefDto, NamedDto, Paged } from "@/modules/catalogue/dto";
import type { WorkoutOrdering } from "@/modules/workouts/dto";

export type { Paged } from "@/modules/catalogue/dto";

/** Spec §9: routines are paged by nine. */
export const ROUTINES_PAGE_SIZE = 9;

/** The orderings of the workouts list; "weight" (most popular) counts how many users chose a routine. */
export const ROUTINE_ORDERINGS = [
  "default",
  "weight",
  "-created_at",
  "created_at",
  "name",
  "difficulty",
  "-difficulty",
] as const satisfies readonly WorkoutOrdering[];
export type RoutineOrdering = (typeof ROUTINE_ORDERINGS)[number];

/** One of our routines as lists show it (spec §3 Routines state: routines). */
export type RoutineDto = {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** Its page, /routines/{slug}. */
  url: string;
  goal: KeyedDto;
  difficulty: KeyedDto;
  equipment: EquipmentDto[];
  weeks: number;
  days_per_week: number;
  /** The muscles its workouts train first, each once. */
  muscles: MuscleRefDto[];
  /** Which days of a week are training days (the first week's, Monday first). */
  week_pattern: boolean[];
  /** The shortest and longest of its sessions, in minutes. */
  session_minutes: { min: number; max: number };
  published_at: string;
};

/** A workout on a day of a routine: enough to name it, link it and say how long it takes. */
export type RoutineWorkoutDto = {
  id: number;
  slug: string;
  name: string;
  url: string;
  difficulty: KeyedDto | null;
  focus: string | null;
  estimated_minutes: number;
  exercise_count: number;
};

export type RoutineDayDto = { day: number; workout: RoutineWorkoutDto | null };
export type RoutineWeekDto = { week: number; days: RoutineDayDto[] };

/** One routine, whole (spec §3 currentRoutine): its weeks, day by day. */
export type RoutineDetailDto = RoutineDto & { schedule: RoutineWeekDto[] };

/** A routine the user chose (spec §3 myRoutines). */
export type MyRoutineDto = { id: number; added_at: string; routine: RoutineDto };

export type RoutinesPage = Paged<RoutineDto>;
export type MyRoutinesList = { count: number; limit: number | null; results: MyRoutineDto[] };

/** The four filter groups of the routines list; with the active filters, the spec's five lists. */
export type RoutineFiltersDto = {
  equipment: NamedDto[];
  difficulties: KeyedDto[];
  muscles: (NamedDto & { muscle_name: string })[];
  goals: KeyedDto[];
};

/** `/routines`: the first page in our order and the filter groups (cached whole per language). */
export type RoutinesPageData = {
  locale: Locale;
  pageSize: number;
  initial: RoutinesPage;
  filters: RoutineFiltersDto;
  metadata: Metadata;
};

/** `/routines/{slug}`. */
export type RoutinePageData = {
  locale: Locale;
  routine: RoutineDetailDto;
  metadata: Metadata;
};

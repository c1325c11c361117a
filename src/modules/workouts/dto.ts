import type { Metadata } from "next";
import type { Locale } from "@/config/locales";
import type { AdContent } from "@/modules/billing/dto";
import type {
  EquipmentDto,
  ExerciseDto,
  Gender,
  KeyedDto,
  MuscleRefDto,
  NamedDto,
  Paged,
} from "@/modules/catalogue/dto";

export type { Paged } from "@/modules/catalogue/dto";

/** The exercise inside a workout: enough to name it, link it and draw its muscles. */
export type WorkoutExerciseRefDto = {
  id: number;
  slug: string;
  name: string;
  name_en_us: string;
  url: string;
  category: { name: string; name_en_us: string };
  difficulty: KeyedDto;
  equipment: EquipmentDto[];
  muscles_primary: MuscleRefDto[];
  muscles_secondary: MuscleRefDto[];
};

/** The exercise fields a workout keeps, from the catalogue's exercise (search, muscle lists, shuffle). */
export function toExerciseRef(exercise: ExerciseDto): WorkoutExerciseRefDto {
  return {
    id: exercise.id,
    slug: exercise.slug,
    name: exercise.name,
    name_en_us: exercise.name_en_us,
    url: exercise.url,
    category: { name: exercise.category.name, name_en_us: exercise.category.name_en_us },
    difficulty: exercise.difficulty,
    equipment: exercise.equipment,
    muscles_primary: exercise.muscles_primary,
    muscles_secondary: exercise.muscles_secondary,
  };
}

/** One exercise of a workout (spec §3 Workout exercise), in order. */
export type WorkoutExerciseDto = {
  order: number;
  exercise: WorkoutExerciseRefDto;
  sets: { regular: number; warmup: number };
  reps: string;
  /** The spec's other name for the same rep string ("8-12"). */
  reps_or_duration_count: string;
  rest: number;
  /** Kilograms. */
  total_load: number;
  notes: string;
  /** Exercises sharing a letter run back to back (two: superset; more: circuit). */
  group: string | null;
};

/** A workout (spec §3): originals, saved and generated ones alike. */
export type WorkoutDto = {
  id: number;
  kind: "original" | "saved" | "generated";
  name: string;
  /** Originals only; saved workouts are reached by id. */
  slug: string | null;
  url: string | null;
  description: string;
  notes: string;
  src_image: string;
  difficulty: number | null;
  difficulty_detail: KeyedDto | null;
  goalType: { id: number; key: string; name: string; name_en_us: string } | null;
  focus: string | null;
  /** Equipment ids, with their names beside. */
  equipment: number[];
  equipment_detail: EquipmentDto[];
  /** Muscles the workout trains, primary before secondary, each once (the card's body map). */
  muscles_targeted: { primary: MuscleRefDto[]; secondary: MuscleRefDto[] };
  /** Minutes, from sets, reps or time and rest. */
  estimated_minutes: number;
  exercises: WorkoutExerciseDto[];
  is_template: boolean;
  source: string;
  created_utm: string;
  /** A generated workout's seed and rule version: the same request and seed make it again. */
  generator: { seed: number; rule_version: number } | null;
  created_at: string;
  published_at: string | null;
  /** The caller's favourite id when they starred it. */
  favourite_id: number | null;
};

export type WorkoutFavouriteDto = { id: number; workout: { id: number } };

export type WorkoutFiltersDto = {
  equipment: NamedDto[];
  difficulties: KeyedDto[];
  muscles: (NamedDto & { muscle_name: string })[];
  goals: KeyedDto[];
};

export type WorkoutsPage = Paged<WorkoutDto>;

export const WORKOUT_ORDERINGS = [
  "default",
  "weight",
  "-created_at",
  "created_at",
  "name",
  "difficulty",
  "-difficulty",
] as const;
export type WorkoutOrdering = (typeof WORKOUT_ORDERINGS)[number];

/** Spec §9: workouts and routines are paged by nine. */
export const WORKOUTS_PAGE_SIZE = 9;

/** What a workout card needs: no exercises (a list page stays small; saving a copy fetches them). */
export type WorkoutCardDto = Pick<
  WorkoutDto,
  | "id"
  | "kind"
  | "name"
  | "slug"
  | "url"
  | "description"
  | "src_image"
  | "difficulty_detail"
  | "goalType"
  | "equipment_detail"
  | "estimated_minutes"
  | "favourite_id"
> & {
  muscles: string[];
  exercise_count: number;
};

export function toWorkoutCard(workout: WorkoutDto): WorkoutCardDto {
  return {
    id: workout.id,
    kind: workout.kind,
    name: workout.name,
    slug: workout.slug,
    url: workout.url,
    description: workout.description,
    src_image: workout.src_image,
    difficulty_detail: workout.difficulty_detail,
    goalType: workout.goalType,
    equipment_detail: workout.equipment_detail,
    estimated_minutes: workout.estimated_minutes,
    favourite_id: workout.favourite_id,
    muscles: workout.muscles_targeted?.primary.map((muscle) => muscle.url_name) ?? [],
    exercise_count: workout.exercises.length,
  };
}

/** `/workouts`: the first page in our order (there before any script runs) and the filter groups. */
export type WorkoutsPageData = {
  locale: Locale;
  gender: Gender;
  siteOrigin: string;
  pageSize: number;
  initial: Paged<WorkoutCardDto>;
  filters: WorkoutFiltersDto;
  /** One ad per row of cards on a page (three rows of three). */
  ads: AdContent[];
  metadata: Metadata;
};

/** `/workout/{slug}`: one original, whole. */
export type WorkoutPageData = {
  locale: Locale;
  gender: Gender;
  workout: WorkoutDto;
  /** The same workout as a card carries it (saving a copy). */
  card: WorkoutCardDto;
  sharePath: string;
  siteOrigin: string;
  startLabels: StartLabels;
  metadata: Metadata;
};

/** The start button's texts, given by the server in the page's language. */
export type StartLabels = { start: string; resume: string; failed: string; emptyTitle: string };

/** `GET /api-next/workout/offline`: what "Save for offline" downloads, and about how much it weighs. */
export type OfflineLibraryDto = {
  locale: Locale;
  exercises: number;
  workouts: number;
  saved: number;
  /** Pages the same for everyone: kept until removed. */
  shared: string[];
  images: string[];
  /**
   * The user's own pages, their workouts' pictures and the workouts' answers a session starts from
   * (theirs, and ours with their star): forgotten at sign-out with the rest of theirs.
   */
  personal: string[];
  estimated_bytes: number;
};

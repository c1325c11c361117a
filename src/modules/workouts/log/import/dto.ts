import type { SessionUserDto } from "@/modules/accounts/dto";
import type { SetType } from "../model";

type ExerciseRef = { id: number; name: string };

/** A file read but nothing stored: what it holds, and the names the user must decide on. */
export type ImportPreviewDto = {
  sessions: number;
  sets: number;
  unmatched: { name: string; count: number; suggestions: ExerciseRef[] }[];
  matched: { name: string; exercise: ExerciseRef }[];
};

/** A file stored: new sessions, the sets in them, and what was left out. */
export type ImportResultDto = {
  imported_sessions: number;
  imported_sets: number;
  skipped_sets: number;
  /** Sessions this file had already brought in, written again rather than doubled. */
  already_imported: number;
};

export type ImportAnswerDto = ImportPreviewDto | ImportResultDto;

export const isImportResult = (answer: ImportAnswerDto): answer is ImportResultDto => "imported_sessions" in answer;

type ExportedExercise = { id: number; slug: string; name: string };

/** Everything a user keeps here, as the JSON download holds it. Loads are kilograms. */
export type AccountExportDto = {
  format_version: 1;
  exported_at: string;
  profile: SessionUserDto;
  favourite_exercises: (ExportedExercise & { added_at: string })[];
  saved_workouts: {
    id: number;
    kind: string;
    name: string;
    description: string;
    notes: string;
    based_on_id: number | null;
    created_at: string;
    updated_at: string;
    exercises: {
      order: number;
      exercise: ExportedExercise;
      sets: { regular: number; warmup: number };
      reps: string;
      rest: number;
      load_kg: number;
      notes: string;
      group: string | null;
    }[];
  }[];
  starred_workouts: { workout_id: number; slug: string | null; name: string; starred_at: string }[];
  training_sessions: {
    id: string;
    workout_id: number | null;
    title: string;
    notes: string;
    started_at: string;
    finished_at: string | null;
    revision: number;
    entries: {
      id: string;
      order: number;
      exercise: ExportedExercise;
      rest: number;
      notes: string;
      group: string | null;
      sets: {
        id: string;
        order: number;
        type: SetType;
        reps: number | null;
        seconds: number | null;
        load_kg: number | null;
        rir: number | null;
        rpe: number | null;
        done: boolean;
      }[];
    }[];
  }[];
};

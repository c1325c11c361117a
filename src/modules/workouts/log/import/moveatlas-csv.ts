import { SET_TYPES, type SetType } from "../model";
import { formatCsvRow, readCsv } from "./csv";
import {
  boundedSet,
  cellAt,
  columnsOf,
  groupSessions,
  ImportFormatError,
  readDateTime,
  readNumber,
  requireColumns,
  splitHeader,
  type FlatRow,
  type ParsedFile,
} from "./parsed";

/** Our training export: one row per set, loads in kilograms; the import reads the same columns back. */
export const MOVEATLAS_CSV_COLUMNS = [
  "date",
  "session_title",
  "exercise_name",
  "exercise_slug",
  "set_order",
  "set_type",
  "reps",
  "seconds",
  "weight_kg",
  "rir",
  "rpe",
  "done",
  "notes",
] as const;

export type MoveAtlasCsvRow = {
  /** The session's start, ISO 8601. */
  date: string;
  sessionTitle: string;
  /** English, as the catalogue names it. */
  exerciseName: string;
  exerciseSlug: string;
  /** From 1 within the exercise. */
  setOrder: number;
  setType: SetType;
  reps: number | null;
  seconds: number | null;
  weightKg: number | null;
  rir: number | null;
  rpe: number | null;
  done: boolean;
  notes: string;
};

// A spreadsheet runs a cell that starts like a formula; a leading apostrophe keeps it text, and the
// import takes it off again, so a title such as "-5 kg cut" survives the round trip.
const FORMULA = /^[=+\-@\t\r]/;
const guard = (text: string) => (FORMULA.test(text) ? `'${text}` : text);
const unguard = (text: string) => (text.startsWith("'") && FORMULA.test(text.slice(1)) ? text.slice(1) : text);

/** The file, header first, CRLF line ends (what spreadsheets expect), with a byte-order mark for Excel. */
export function formatMoveAtlasCsv(rows: readonly MoveAtlasCsvRow[]): string {
  const lines = [
    formatCsvRow(MOVEATLAS_CSV_COLUMNS),
    ...rows.map((row) =>
      formatCsvRow([
        row.date,
        guard(row.sessionTitle),
        guard(row.exerciseName),
        row.exerciseSlug,
        row.setOrder,
        row.setType,
        row.reps,
        row.seconds,
        row.weightKg,
        row.rir,
        row.rpe,
        row.done,
        guard(row.notes),
      ]),
    ),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

const DONE = new Set(["true", "1", "yes"]);
const NOT_DONE = new Set(["false", "0", "no", ""]);

export function parseMoveAtlasCsv(text: string): ParsedFile {
  const { header, rows } = splitHeader(readCsv(text));
  const column = columnsOf(header);
  const at = {
    date: column("date"),
    session_title: column("session_title"),
    exercise_name: column("exercise_name"),
    reps: column("reps"),
    weight_kg: column("weight_kg"),
  };
  requireColumns(at, "MoveAtlas");
  const slug = column("exercise_slug");
  const setType = column("set_type");
  const seconds = column("seconds");
  const rir = column("rir");
  const rpe = column("rpe");
  const done = column("done");
  const notes = column("notes");

  const flat: FlatRow[] = [];
  for (const record of rows) {
    const startedAt = readDateTime(cellAt(record, at.date));
    if (!startedAt) throw new ImportFormatError("CSV_DATE", "date is not a date", record.line, "date");
    const exercise = unguard(cellAt(record, at.exercise_name));
    const exerciseSlug = cellAt(record, slug);
    if (!exercise && !exerciseSlug) continue;
    const type = cellAt(record, setType).toLowerCase();
    const doneText = cellAt(record, done).toLowerCase();
    if (!DONE.has(doneText) && !NOT_DONE.has(doneText))
      throw new ImportFormatError("CSV_RANGE", "done must be true or false", record.line, "done");
    const set = boundedSet(
      {
        reps: readNumber(cellAt(record, at.reps), record.line, "reps"),
        seconds: readNumber(cellAt(record, seconds), record.line, "seconds"),
        load: readNumber(cellAt(record, at.weight_kg), record.line, "weight_kg"),
        rir: readNumber(cellAt(record, rir), record.line, "rir"),
        rpe: readNumber(cellAt(record, rpe), record.line, "rpe"),
      },
      record.line,
      { zeroIsEmpty: false },
    );
    flat.push({
      line: record.line,
      title: unguard(cellAt(record, at.session_title)),
      startedAt,
      finishedAt: null,
      sessionNotes: "",
      exercise: exercise || exerciseSlug,
      slug: exerciseSlug || null,
      entryNotes: unguard(cellAt(record, notes)),
      superset: null,
      set: {
        ...set,
        type: SET_TYPES.find((known) => known === type) ?? (type === "dropset" ? "drop" : "normal"),
        // A file without the column holds what was done.
        done: done === -1 || DONE.has(doneText),
      },
    });
  }
  return { sessions: groupSessions(flat), skippedRows: 0 };
}

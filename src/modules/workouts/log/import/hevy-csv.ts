import type { SetType } from "../model";
import { readCsv } from "./csv";
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
  toKg,
  type FlatRow,
  type ParsedFile,
} from "./parsed";

const SET_TYPES: Record<string, SetType> = {
  normal: "normal",
  warmup: "warmup",
  dropset: "drop",
  failure: "failure",
};

/**
 * Hevy's workout export, one row per set: title, start_time, end_time, description, exercise_title,
 * superset_id, exercise_notes, set_index (from 0), set_type, weight_kg or weight_lbs (the column
 * names the unit), reps, distance_km or distance_miles, duration_seconds, rpe.
 */
export function parseHevyCsv(text: string): ParsedFile {
  const { header, rows } = splitHeader(readCsv(text));
  const column = columnsOf(header);
  const at = {
    title: column("title"),
    start_time: column("start_time"),
    exercise_title: column("exercise_title"),
    reps: column("reps"),
    weight: column("weight_kg", "weight_lbs", "weight_lb"),
  };
  requireColumns(at, "Hevy");
  const unit = /lb/.test(header.cells[at.weight]?.toLowerCase() ?? "") ? "lb" : "kg";
  const endTime = column("end_time");
  const description = column("description");
  const superset = column("superset_id");
  const exerciseNotes = column("exercise_notes");
  const setType = column("set_type");
  const distance = column("distance_km", "distance_miles");
  const duration = column("duration_seconds");
  const rpe = column("rpe");

  const flat: FlatRow[] = [];
  let skippedRows = 0;
  for (const record of rows) {
    const startedAt = readDateTime(cellAt(record, at.start_time));
    if (!startedAt) throw new ImportFormatError("CSV_DATE", "start_time is not a date", record.line, "start_time");
    const exercise = cellAt(record, at.exercise_title);
    if (!exercise) continue;
    const set = boundedSet(
      {
        reps: readNumber(cellAt(record, at.reps), record.line, "reps"),
        seconds: readNumber(cellAt(record, duration), record.line, "duration_seconds"),
        load: toKg(readNumber(cellAt(record, at.weight), record.line, "weight"), unit),
        rir: null,
        rpe: readNumber(cellAt(record, rpe), record.line, "rpe"),
      },
      record.line,
      { zeroIsEmpty: true },
    );
    if (
      set.reps === null &&
      set.seconds === null &&
      set.load === null &&
      readNumber(cellAt(record, distance), record.line, "distance")
    ) {
      skippedRows++;
      continue;
    }
    flat.push({
      line: record.line,
      title: cellAt(record, at.title),
      startedAt,
      finishedAt: readDateTime(cellAt(record, endTime)),
      sessionNotes: cellAt(record, description),
      exercise,
      slug: null,
      entryNotes: cellAt(record, exerciseNotes),
      superset: cellAt(record, superset) || null,
      set: { ...set, type: SET_TYPES[cellAt(record, setType).toLowerCase()] ?? "normal", done: true },
    });
  }
  return { sessions: groupSessions(flat), skippedRows };
}

import type { SetType } from "../model";
import { readCsv } from "./csv";
import {
  boundedSet,
  cellAt,
  columnsOf,
  groupSessions,
  ImportFormatError,
  readDateTime,
  readDuration,
  readNumber,
  requireColumns,
  splitHeader,
  toKg,
  type FlatRow,
  type ParsedFile,
  type WeightUnit,
} from "./parsed";

/**
 * Strong's "Export data" file, one row per set. Two layouts are in use: the older one (semicolons or
 * commas) has "Weight Unit" and "Distance Unit" columns; the newer one has "Duration" and writes
 * weights in the unit the app is set to, which only the user knows (`unit`). Rows whose Set Order is
 * "Rest Timer" are timers, not sets. Warm-up, drop and failure sets are marked W, D and F there.
 */
export function parseStrongCsv(text: string, unit: WeightUnit = "kg"): ParsedFile {
  const { header, rows } = splitHeader(readCsv(text));
  const column = columnsOf(header);
  const at = {
    date: column("date"),
    workout: column("workout name"),
    exercise: column("exercise name"),
    order: column("set order"),
    reps: column("reps"),
    weight: column("weight", "weight (kg)", "weight (lbs)", "weight (lb)"),
  };
  requireColumns(at, "Strong");
  const headerUnit: WeightUnit | null = /\(lbs?\)/i.test(header.cells[at.weight] ?? "")
    ? "lb"
    : /\(kg\)/i.test(header.cells[at.weight] ?? "")
      ? "kg"
      : null;
  const weightUnit = column("weight unit");
  const duration = column("duration", "workout duration");
  const seconds = column("seconds");
  const notes = column("notes");
  const workoutNotes = column("workout notes");
  const rpe = column("rpe");
  const distance = column("distance");

  const flat: FlatRow[] = [];
  let skippedRows = 0;
  for (const record of rows) {
    const order = cellAt(record, at.order);
    if (/^rest timer$/i.test(order)) continue;
    const startedAt = readDateTime(cellAt(record, at.date));
    if (!startedAt) throw new ImportFormatError("CSV_DATE", "Date is not a date", record.line, "Date");
    const exercise = cellAt(record, at.exercise);
    if (!exercise) continue;
    const rowUnit = /^lbs?$/i.test(cellAt(record, weightUnit))
      ? "lb"
      : /^kgs?$/i.test(cellAt(record, weightUnit))
        ? "kg"
        : (headerUnit ?? unit);
    const set = boundedSet(
      {
        reps: readNumber(cellAt(record, at.reps), record.line, "Reps"),
        seconds: readNumber(cellAt(record, seconds), record.line, "Seconds"),
        load: toKg(readNumber(cellAt(record, at.weight), record.line, "Weight"), rowUnit),
        rir: null,
        rpe: readNumber(cellAt(record, rpe), record.line, "RPE"),
      },
      record.line,
      { zeroIsEmpty: true },
    );
    // Distance-only work (a run logged in Strong) has nothing the log can hold.
    if (
      set.reps === null &&
      set.seconds === null &&
      set.load === null &&
      readNumber(cellAt(record, distance), record.line, "Distance")
    ) {
      skippedRows++;
      continue;
    }
    const lasted = readDuration(cellAt(record, duration));
    flat.push({
      line: record.line,
      title: cellAt(record, at.workout),
      startedAt,
      finishedAt: lasted ? new Date(Date.parse(startedAt) + lasted * 1000).toISOString() : null,
      sessionNotes: cellAt(record, workoutNotes),
      exercise,
      slug: null,
      entryNotes: cellAt(record, notes),
      superset: null,
      set: { ...set, type: strongSetType(order), done: true },
    });
  }
  return { sessions: groupSessions(flat), skippedRows };
}

function strongSetType(order: string): SetType {
  switch (order.toUpperCase()) {
    case "W":
      return "warmup";
    case "D":
      return "drop";
    case "F":
      return "failure";
    default:
      return "normal";
  }
}

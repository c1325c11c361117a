import type { SetType } from "../model";
import type { CsvRecord } from "./csv";

/**
 * What every import format is read into: sessions of entries of sets, loads in kilograms, in the order
 * of the file. Names stay as the file spells them; matching them to our catalogue comes later.
 */
export type ParsedSet = {
  type: SetType;
  reps: number | null;
  seconds: number | null;
  /** Kilograms. */
  load: number | null;
  rir: number | null;
  rpe: number | null;
  done: boolean;
};

export type ParsedEntry = {
  /** The exercise as the file names it. */
  name: string;
  /** Our own export also carries the slug, which matches before any name. */
  slug: string | null;
  notes: string;
  /** The file's superset mark, made a letter per session. */
  group: string | null;
  sets: ParsedSet[];
};

export type ParsedSession = {
  title: string;
  /** ISO 8601 in UTC. */
  startedAt: string;
  finishedAt: string | null;
  notes: string;
  entries: ParsedEntry[];
};

/** A file read: its sessions, and the rows it held that the log cannot keep (distance-only cardio). */
export type ParsedFile = { sessions: ParsedSession[]; skippedRows: number };

export type ImportSource = "strong" | "hevy" | "moveatlas";
export type WeightUnit = "kg" | "lb";

/** Why a file could not be read; clients show their own words for each reason. */
export type ImportProblem = "CSV_EMPTY" | "CSV_COLUMNS" | "CSV_DATE" | "CSV_NUMBER" | "CSV_RANGE" | "CSV_NO_SETS";

/** A file we cannot read, with the line (1 is the header) and column at fault when there is one. */
export class ImportFormatError extends Error {
  constructor(
    readonly reason: ImportProblem,
    message: string,
    readonly line: number | null = null,
    readonly column: string | null = null,
  ) {
    super(line === null ? message : `Line ${line}: ${message}`);
    this.name = "ImportFormatError";
  }
}

/** One row of a file, already typed: each parser reads its columns into this, `groupSessions` does the rest. */
export type FlatRow = {
  line: number;
  title: string;
  startedAt: string;
  finishedAt: string | null;
  sessionNotes: string;
  exercise: string;
  slug: string | null;
  entryNotes: string;
  /** The file's superset mark, whatever it is (Hevy numbers them). */
  superset: string | null;
  set: ParsedSet;
};

export const LB_IN_KG = 0.45359237;
const TITLE_MAX = 120;
const SESSION_NOTES_MAX = 2000;
const ENTRY_NOTES_MAX = 1000;

const clip = (text: string, max: number) => [...text.trim()].slice(0, max).join("");

/** Header names as keys: trimmed, lower case, one space. */
export const headerKey = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, " ");

/** A reader of named columns: `column("Reps")` is its index or -1. */
export function columnsOf(header: CsvRecord) {
  const keys = header.cells.map(headerKey);
  return (...names: string[]) => {
    for (const name of names) {
      const index = keys.indexOf(name);
      if (index !== -1) return index;
    }
    return -1;
  };
}

export function requireColumns(found: Record<string, number>, format: string): void {
  const missing = Object.entries(found)
    .filter(([, index]) => index === -1)
    .map(([name]) => name);
  if (missing.length)
    throw new ImportFormatError("CSV_COLUMNS", `This is not a ${format} export: missing ${missing.join(", ")}`);
}

export const cellAt = (record: CsvRecord, index: number) => (index === -1 ? "" : (record.cells[index] ?? "").trim());

/** A number as apps write it: "62.5", "62,5" (semicolon files from regions with decimal commas), empty. */
export function readNumber(text: string, line: number, column: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const normal = /^-?\d+,\d+$/.test(trimmed) ? trimmed.replace(",", ".") : trimmed;
  const value = Number(normal);
  if (!Number.isFinite(value) || !/^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(normal))
    throw new ImportFormatError("CSV_NUMBER", `${column} is not a number`, line, column);
  return value;
}

function inRange(value: number | null, min: number, max: number, line: number, column: string) {
  if (value === null) return null;
  if (value < min || value > max)
    throw new ImportFormatError("CSV_RANGE", `${column} must be between ${min} and ${max}`, line, column);
  return value;
}

/**
 * The set's numbers within what the log stores: apps write 0 for "not used" (no weight on a plank,
 * no seconds on a squat), which we keep as empty; loads are rounded to grams.
 */
export function boundedSet(
  raw: { reps: number | null; seconds: number | null; load: number | null; rir: number | null; rpe: number | null },
  line: number,
  { zeroIsEmpty }: { zeroIsEmpty: boolean },
): Pick<ParsedSet, "reps" | "seconds" | "load" | "rir" | "rpe"> {
  const empty = (value: number | null) => (zeroIsEmpty && value === 0 ? null : value);
  const load = inRange(empty(raw.load), 0, 2000, line, "weight");
  return {
    reps: inRange(empty(raw.reps === null ? null : Math.round(raw.reps)), 0, 1000, line, "reps"),
    seconds: inRange(empty(raw.seconds === null ? null : Math.round(raw.seconds)), 0, 86_400, line, "seconds"),
    load: load === null ? null : Math.round(load * 1000) / 1000,
    rir: inRange(raw.rir, 0, 10, line, "rir"),
    // Apps write 0 for "no RPE given"; the scale starts at 1.
    rpe: inRange(raw.rpe === 0 ? null : raw.rpe, 1, 10, line, "rpe"),
  };
}

export const toKg = (load: number | null, unit: WeightUnit) =>
  load === null || unit === "kg" ? load : load * LB_IN_KG;

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function utc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): string | null {
  if (hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString();
}

const to24 = (hour: number, meridiem: string | undefined) => {
  if (!meridiem) return hour;
  if (hour < 1 || hour > 12) return 99;
  return (hour % 12) + (meridiem.toLowerCase() === "pm" ? 12 : 0);
};

/**
 * A date and time as the apps write it, to an ISO instant. Strong and Hevy write the phone's wall
 * clock with no zone, which we keep as UTC so the day and hour read back as the user saw them:
 * "2024-01-07 17:15:00", "2024-01-07 5:15:00 PM" (Strong, some with a narrow space before PM),
 * "7 Jan 2024, 17:15" (Hevy), or ISO 8601 with its offset (our own export).
 */
export function readDateTime(text: string): string | null {
  const value = text.trim().replace(/[\u202f\u00a0]/g, " ");
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)) {
    const time = Date.parse(value);
    return Number.isNaN(time) ? null : new Date(time).toISOString();
  }
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]m)?)?$/i.exec(value);
  if (iso) {
    const [, year, month, day, hour, minute, second, meridiem] = iso;
    return utc(
      Number(year),
      Number(month),
      Number(day),
      to24(Number(hour ?? 0), hour ? meridiem : undefined),
      Number(minute ?? 0),
      Number(second ?? 0),
    );
  }
  const named = /^(\d{1,2}) ([a-z]{3})[a-z]* (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]m)?$/i.exec(value);
  if (named) {
    const [, day, monthName, year, hour, minute, second, meridiem] = named;
    const month = MONTHS.indexOf(monthName!.toLowerCase()) + 1;
    if (month === 0) return null;
    return utc(Number(year), month, Number(day), to24(Number(hour), meridiem), Number(minute), Number(second ?? 0));
  }
  return null;
}

/** Strong's workout length: "1h 5m", "45m", "50s", or plain seconds. */
export function readDuration(text: string): number | null {
  const value = text.trim().toLowerCase();
  if (value === "") return null;
  if (/^\d+$/.test(value)) return Number(value);
  const parts = /^(?:(\d+)\s*h)?\s*(?:(\d+)\s*m(?:in)?)?\s*(?:(\d+)\s*s)?$/.exec(value);
  if (!parts || (!parts[1] && !parts[2] && !parts[3])) return null;
  return Number(parts[1] ?? 0) * 3600 + Number(parts[2] ?? 0) * 60 + Number(parts[3] ?? 0);
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * Rows into sessions (same start and title), each exercise's consecutive rows into one entry, in the
 * file's order; superset marks become letters A, B, ... per session.
 */
export function groupSessions(rows: FlatRow[]): ParsedSession[] {
  const sessions = new Map<string, ParsedSession & { groups: Map<string, string> }>();
  for (const row of rows) {
    const key = `${row.startedAt}\u0000${row.title}`;
    let session = sessions.get(key);
    if (!session) {
      session = {
        title: clip(row.title, TITLE_MAX) || row.startedAt.slice(0, 10),
        startedAt: row.startedAt,
        finishedAt: row.finishedAt,
        notes: clip(row.sessionNotes, SESSION_NOTES_MAX),
        entries: [],
        groups: new Map(),
      };
      sessions.set(key, session);
    }
    if (!session.finishedAt && row.finishedAt) session.finishedAt = row.finishedAt;
    if (!session.notes && row.sessionNotes) session.notes = clip(row.sessionNotes, SESSION_NOTES_MAX);
    let group: string | null = null;
    if (row.superset) {
      group = session.groups.get(row.superset) ?? LETTERS[session.groups.size] ?? null;
      if (group) session.groups.set(row.superset, group);
    }
    const last = session.entries.at(-1);
    if (last && last.name === row.exercise && last.slug === row.slug) {
      last.sets.push(row.set);
      if (!last.notes && row.entryNotes) last.notes = clip(row.entryNotes, ENTRY_NOTES_MAX);
    } else {
      session.entries.push({
        name: row.exercise,
        slug: row.slug,
        notes: clip(row.entryNotes, ENTRY_NOTES_MAX),
        group,
        sets: [row.set],
      });
    }
  }
  const result = [...sessions.values()].map(({ groups: _groups, ...session }) => ({
    ...session,
    // A session cannot end before it starts; a broken end time is dropped rather than the session.
    finishedAt: session.finishedAt && session.finishedAt >= session.startedAt ? session.finishedAt : null,
  }));
  if (result.length === 0) throw new ImportFormatError("CSV_NO_SETS", "The file holds no sets");
  return result;
}

/** The header and data records of a file, or CSV_EMPTY. */
export function splitHeader(records: CsvRecord[]): { header: CsvRecord; rows: CsvRecord[] } {
  const [header, ...rows] = records;
  if (!header) throw new ImportFormatError("CSV_EMPTY", "The file is empty");
  return { header, rows };
}

import { describe, expect, it } from "vitest";
import { formatMoveAtlasCsv, MOVEATLAS_CSV_COLUMNS, parseMoveAtlasCsv, type MoveAtlasCsvRow } from "./moveatlas-csv";

const row = (extra: Partial<MoveAtlasCsvRow>): MoveAtlasCsvRow => ({
  date: "2025-04-01T17:00:00.000Z",
  sessionTitle: "Upper, heavy",
  exerciseName: "Barbell Bench Press - Medium Grip",
  exerciseSlug: "barbell-bench-press-medium-grip",
  setOrder: 1,
  setType: "normal",
  reps: 5,
  seconds: null,
  weightKg: 82.5,
  rir: 2,
  rpe: 8,
  done: true,
  notes: "",
  ...extra,
});

describe("our training CSV", () => {
  it("starts with the columns the import reads, one row per set", () => {
    const text = formatMoveAtlasCsv([row({}), row({ setOrder: 2 })]);
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.slice(1).split("\r\n");
    expect(lines[0]).toBe(MOVEATLAS_CSV_COLUMNS.join(","));
    expect(lines[1]).toBe(
      '2025-04-01T17:00:00.000Z,"Upper, heavy",Barbell Bench Press - Medium Grip,barbell-bench-press-medium-grip,1,normal,5,,82.5,2,8,true,',
    );
    expect(lines).toHaveLength(4);
  });

  it("reads back what it wrote: sessions, entries, set types, numbers, done and notes", () => {
    const rows = [
      row({ setType: "warmup", weightKg: 40, reps: 10, rir: null, rpe: null, notes: 'Pause, then "drive"\nup' }),
      row({ setOrder: 2, notes: 'Pause, then "drive"\nup' }),
      row({ setOrder: 3, setType: "drop", weightKg: 0, reps: 0, done: false, notes: 'Pause, then "drive"\nup' }),
      row({
        exerciseName: "Plank",
        exerciseSlug: "plank",
        seconds: 60,
        reps: null,
        weightKg: null,
        rir: null,
        rpe: null,
      }),
      row({
        date: "2025-04-03T07:30:00.000Z",
        sessionTitle: "-5 kg cut =day",
        exerciseName: "Barbell Squat",
        exerciseSlug: "barbell-squat",
      }),
    ];
    const { sessions } = parseMoveAtlasCsv(formatMoveAtlasCsv(rows));
    expect(sessions.map((session) => [session.title, session.startedAt])).toEqual([
      ["Upper, heavy", "2025-04-01T17:00:00.000Z"],
      ["-5 kg cut =day", "2025-04-03T07:30:00.000Z"],
    ]);
    const [bench, plank] = sessions[0]!.entries;
    expect([bench!.name, bench!.slug, bench!.notes]).toEqual([
      "Barbell Bench Press - Medium Grip",
      "barbell-bench-press-medium-grip",
      'Pause, then "drive"\nup',
    ]);
    expect(bench!.sets).toEqual([
      { type: "warmup", reps: 10, seconds: null, load: 40, rir: null, rpe: null, done: true },
      { type: "normal", reps: 5, seconds: null, load: 82.5, rir: 2, rpe: 8, done: true },
      { type: "drop", reps: 0, seconds: null, load: 0, rir: 2, rpe: 8, done: false },
    ]);
    expect(plank!.sets[0]).toMatchObject({ seconds: 60, reps: null, load: null });
  });

  it("keeps a title that looks like a formula from running in a spreadsheet", () => {
    const text = formatMoveAtlasCsv([row({ sessionTitle: "=HYPERLINK(1)" })]);
    expect(text).toContain("'=HYPERLINK(1)");
    expect(parseMoveAtlasCsv(text).sessions[0]!.title).toBe("=HYPERLINK(1)");
  });

  it("refuses a done that is neither true nor false, and a file without our columns", () => {
    const text = formatMoveAtlasCsv([row({})]).replace(",true,", ",maybe,");
    expect(() => parseMoveAtlasCsv(text)).toThrow(expect.objectContaining({ reason: "CSV_RANGE", line: 2 }));
    expect(() => parseMoveAtlasCsv("Date,Workout Name\n1,2")).toThrow(
      expect.objectContaining({ reason: "CSV_COLUMNS" }),
    );
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LB_IN_KG } from "./parsed";
import { parseStrongCsv } from "./strong-csv";

const sample = readFileSync(path.join(import.meta.dirname, "fixtures/strong-sample.csv"), "utf8");
const lb = (pounds: number) => Math.round(pounds * LB_IN_KG * 1000) / 1000;

describe("Strong's export", () => {
  const { sessions, skippedRows } = parseStrongCsv(sample, "lb");

  it("groups the sets into three workouts with their start, length and notes", () => {
    expect(sessions.map((session) => [session.title, session.startedAt, session.finishedAt])).toEqual([
      ["Push A", "2025-03-03T18:02:11.000Z", "2025-03-03T19:06:11.000Z"],
      ["Pull A", "2025-03-05T19:15:40.000Z", "2025-03-05T20:07:40.000Z"],
      ["Legs", "2025-03-07T17:30:00.000Z", "2025-03-07T18:40:00.000Z"],
    ]);
    expect(sessions[0]!.notes).toBe("Slept well, felt quick");
    expect(sessions[2]!.notes).toBe("Knees fine.\r\nNext time: add 5 lb");
  });

  it("keeps the exercises in order, the unknown name as written, and leaves rest timers out", () => {
    expect(sessions.map((session) => session.entries.map((entry) => [entry.name, entry.sets.length]))).toEqual([
      [
        ["Bench Press (Barbell)", 4],
        ["Overhead Press (Barbell)", 2],
      ],
      [
        ["Deadlift (Barbell)", 2],
        ["Lat Pulldown (Cable)", 2],
        ["Meadows Row", 2],
      ],
      [
        ["Squat (Barbell)", 3],
        ["Plank", 1],
      ],
    ]);
    expect(sessions[1]!.entries[1]!.notes).toBe('Wide bar, "slow" negatives');
  });

  it("converts pounds to kilograms and reads warm-up (W) and drop (D) sets, reps and RPE", () => {
    const bench = sessions[0]!.entries[0]!.sets;
    expect(bench.map((set) => [set.type, set.load, set.reps, set.rpe, set.done])).toEqual([
      ["warmup", lb(95), 10, null, true],
      ["normal", lb(185), 5, 8, true],
      ["normal", lb(185), 5, 8.5, true],
      ["normal", lb(185), 4, 9.5, true],
    ]);
    expect(bench[1]!.load).toBeCloseTo(83.915, 3);
    expect(sessions[2]!.entries[0]!.sets.map((set) => [set.type, set.load, set.reps])).toEqual([
      ["normal", lb(225), 5],
      ["normal", lb(225), 5],
      ["drop", lb(135), 12],
    ]);
  });

  it("keeps a timed set as seconds without load or reps, and skips distance-only cardio", () => {
    expect(sessions[2]!.entries[1]!.sets[0]).toMatchObject({ reps: null, load: null, seconds: 60 });
    expect(skippedRows).toBe(1);
  });

  it("reads the same file as kilograms when the app was set to kg", () => {
    expect(parseStrongCsv(sample).sessions[0]!.entries[0]!.sets[1]!.load).toBe(185);
  });

  it("reads the older semicolon layout with a unit per row and decimal commas", () => {
    const older = [
      "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes",
      '2019-01-11 12:31:54;"Leg";"Deadlift (Barbell)";1;102,5;kg;5;;;;0;"";""',
      '2019-01-11 12:31:54;"Leg";"Deadlift (Barbell)";2;225;lbs;3;;;;0;;',
    ].join("\n");
    const [session] = parseStrongCsv(older, "kg").sessions;
    expect(session!.entries[0]!.sets.map((set) => [set.load, set.reps])).toEqual([
      [102.5, 5],
      [lb(225), 3],
    ]);
    expect(session!.finishedAt).toBeNull();
  });

  it("names what is wrong: a file of another app, a bad date or number with its line", () => {
    expect(() => parseStrongCsv("title,start_time\nx,y")).toThrow(expect.objectContaining({ reason: "CSV_COLUMNS" }));
    expect(() => parseStrongCsv("")).toThrow(expect.objectContaining({ reason: "CSV_EMPTY" }));
    const header = "Date,Workout Name,Exercise Name,Set Order,Weight,Reps";
    expect(() => parseStrongCsv(`${header}\n2024-01-01 10:00:00,A,Squat,1,100,5\nlast week,A,Squat,2,100,5`)).toThrow(
      expect.objectContaining({ reason: "CSV_DATE", line: 3 }),
    );
    expect(() => parseStrongCsv(`${header}\n2024-01-01 10:00:00,A,Squat,1,heavy,5`)).toThrow(
      expect.objectContaining({ reason: "CSV_NUMBER", line: 2, column: "Weight" }),
    );
    expect(() => parseStrongCsv(`${header}\n2024-01-01 10:00:00,A,Squat,1,100,5000`)).toThrow(
      expect.objectContaining({ reason: "CSV_RANGE", line: 2 }),
    );
  });
});

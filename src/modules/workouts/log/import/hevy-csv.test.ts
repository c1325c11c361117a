import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseHevyCsv } from "./hevy-csv";
import { LB_IN_KG } from "./parsed";

const sample = readFileSync(path.join(import.meta.dirname, "fixtures/hevy-sample.csv"), "utf8");

describe("Hevy's export", () => {
  const { sessions, skippedRows } = parseHevyCsv(sample);

  it("groups sets into three workouts with their start, end and description, in both date layouts", () => {
    expect(sessions.map((session) => [session.title, session.startedAt, session.finishedAt, session.notes])).toEqual([
      ["Upper Body", "2025-02-12T07:30:00.000Z", "2025-02-12T08:41:00.000Z", "Early session before work"],
      ["Lower Body", "2025-02-14T18:05:00.000Z", "2025-02-14T19:10:00.000Z", ""],
      ["Pull", "2025-02-16T10:00:00.000Z", "2025-02-16T10:48:30.000Z", "Short one, gym was busy"],
    ]);
  });

  it("reads warm-up, drop and failure sets, loads in kg and RPE", () => {
    expect(sessions[0]!.entries[0]!.sets.map((set) => [set.type, set.load, set.reps, set.rpe])).toEqual([
      ["warmup", 40, 12, null],
      ["normal", 80, 8, 8],
      ["normal", 80, 7, 9],
      ["drop", 60, 10, null],
    ]);
    expect(sessions[0]!.entries[2]!.sets.map((set) => set.type)).toEqual(["normal", "failure"]);
    expect(sessions[1]!.entries[2]!.sets[0]!.load).toBe(45.5);
  });

  it("turns a superset id into one letter, keeps exercise notes and unknown names as written", () => {
    expect(sessions[0]!.entries.map((entry) => [entry.name, entry.group, entry.notes])).toEqual([
      ["Bench Press (Barbell)", null, "Touch and go"],
      ["Lateral Raise (Dumbbell)", "A", ""],
      ["Face Pull", "A", ""],
    ]);
    expect(sessions[1]!.entries.map((entry) => entry.name)).toEqual([
      "Squat (Barbell)",
      "Landmine Press",
      "Seated Leg Curl (Machine)",
    ]);
  });

  it("keeps bodyweight and timed sets, and skips distance-only cardio", () => {
    expect(sessions[2]!.entries.map((entry) => entry.sets.map((set) => [set.load, set.reps, set.seconds]))).toEqual([
      [
        [null, 8, null],
        [10, 6, null],
      ],
      [[null, null, 45]],
    ]);
    expect(skippedRows).toBe(1);
  });

  it("converts weight_lbs to kilograms", () => {
    const pounds = [
      "title,start_time,end_time,exercise_title,set_index,set_type,weight_lbs,reps",
      '"Arms","3 Mar 2025, 12:00","3 Mar 2025, 12:40","Bicep Curl (Dumbbell)",0,normal,30,10',
    ].join("\n");
    expect(parseHevyCsv(pounds).sessions[0]!.entries[0]!.sets[0]!.load).toBe(Math.round(30 * LB_IN_KG * 1000) / 1000);
  });

  it("refuses a file of another app and a start it cannot read", () => {
    expect(() => parseHevyCsv("Date,Workout Name\n1,2")).toThrow(expect.objectContaining({ reason: "CSV_COLUMNS" }));
    expect(() => parseHevyCsv("title,start_time,exercise_title,weight_kg,reps\nA,whenever,Squat,100,5")).toThrow(
      expect.objectContaining({ reason: "CSV_DATE", line: 2 }),
    );
  });
});

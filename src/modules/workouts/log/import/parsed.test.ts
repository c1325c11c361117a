import { describe, expect, it } from "vitest";
import { groupSessions, ImportFormatError, readDateTime, readDuration, readNumber, type FlatRow } from "./parsed";

describe("dates and times as the apps write them", () => {
  it("reads wall-clock times as UTC so the day and hour stay as the user saw them", () => {
    expect(readDateTime("2024-01-07 17:15:00")).toBe("2024-01-07T17:15:00.000Z");
    expect(readDateTime("2024-01-07 5:15:09 PM")).toBe("2024-01-07T17:15:09.000Z");
    expect(readDateTime("2024-01-07 12:05:00\u202fAM")).toBe("2024-01-07T00:05:00.000Z");
    expect(readDateTime("7 Jan 2024, 17:15")).toBe("2024-01-07T17:15:00.000Z");
    expect(readDateTime("07 Jan 2024, 09:05")).toBe("2024-01-07T09:05:00.000Z");
    expect(readDateTime("2024-01-07")).toBe("2024-01-07T00:00:00.000Z");
    expect(readDateTime("2024-01-07T17:15:00.000+02:00")).toBe("2024-01-07T15:15:00.000Z");
  });

  it("refuses what is not a real date", () => {
    for (const text of ["", "yesterday", "2024-02-30 10:00:00", "2024-01-07 25:00:00", "7 Foo 2024, 10:00"])
      expect(readDateTime(text), text).toBeNull();
  });

  it("reads Strong's durations", () => {
    expect(readDuration("1h 4m")).toBe(3840);
    expect(readDuration("52m")).toBe(3120);
    expect(readDuration("45s")).toBe(45);
    expect(readDuration("3600")).toBe(3600);
    expect(readDuration("")).toBeNull();
    expect(readDuration("soon")).toBeNull();
  });
});

describe("numbers", () => {
  it("reads decimal points and decimal commas, and names the line and column it cannot read", () => {
    expect(readNumber("62.5", 2, "Weight")).toBe(62.5);
    expect(readNumber("62,5", 2, "Weight")).toBe(62.5);
    expect(readNumber(" ", 2, "Weight")).toBeNull();
    const error = (() => {
      try {
        readNumber("heavy", 7, "Weight");
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ImportFormatError);
    expect(error).toMatchObject({ reason: "CSV_NUMBER", line: 7, column: "Weight" });
  });
});

describe("grouping rows", () => {
  const row = (title: string, startedAt: string, exercise: string, superset: string | null = null): FlatRow => ({
    line: 2,
    title,
    startedAt,
    finishedAt: null,
    sessionNotes: "",
    exercise,
    slug: null,
    entryNotes: "",
    superset,
    set: { type: "normal", reps: 5, seconds: null, load: 100, rir: null, rpe: null, done: true },
  });

  it("makes a session per start and title, an entry per run of one exercise, letters for supersets", () => {
    const sessions = groupSessions([
      row("A", "2024-01-01T10:00:00.000Z", "Squat"),
      row("A", "2024-01-01T10:00:00.000Z", "Squat"),
      row("A", "2024-01-01T10:00:00.000Z", "Curl", "7"),
      row("A", "2024-01-01T10:00:00.000Z", "Pushdown", "7"),
      row("A", "2024-01-01T10:00:00.000Z", "Squat"),
      row("B", "2024-01-01T10:00:00.000Z", "Squat"),
      row("A", "2024-01-03T10:00:00.000Z", "Squat"),
    ]);
    expect(sessions.map((session) => [session.title, session.entries.map((entry) => entry.name)])).toEqual([
      ["A", ["Squat", "Curl", "Pushdown", "Squat"]],
      ["B", ["Squat"]],
      ["A", ["Squat"]],
    ]);
    expect(sessions[0]!.entries.map((entry) => [entry.sets.length, entry.group])).toEqual([
      [2, null],
      [1, "A"],
      [1, "A"],
      [1, null],
    ]);
  });

  it("says a file without sets holds nothing to import", () => {
    expect(() => groupSessions([])).toThrow(expect.objectContaining({ reason: "CSV_NO_SETS" }));
  });
});

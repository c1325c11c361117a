import { describe, expect, it } from "vitest";
import { detectDelimiter, formatCsvRow, readCsv } from "./csv";

const cells = (text: string) => readCsv(text).map((record) => record.cells);

describe("the CSV reader", () => {
  it("reads plain rows with LF or CRLF line ends and leaves blank lines out", () => {
    expect(cells("a,b,c\n1,2,3\n")).toEqual([
      ["a", "b", "c"],
      ["1", "2", "3"],
    ]);
    expect(cells("a,b\r\n\r\n1,2\r\n")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(cells("a,b\n1,2")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("keeps separators, doubled quotes and line breaks inside quoted fields", () => {
    expect(cells('name,notes\n"Push, A","He said ""go""\nthen\r\nwent"\nx,y\n')).toEqual([
      ["name", "notes"],
      ["Push, A", 'He said "go"\nthen\r\nwent'],
      ["x", "y"],
    ]);
  });

  it("numbers each record by the line it starts on, counting breaks inside quotes", () => {
    expect(readCsv('h1,h2\n"a\nb",c\nd,e\n').map((record) => record.line)).toEqual([1, 2, 4]);
  });

  it("keeps empty fields, a quote inside an unquoted field, and drops a byte-order mark", () => {
    expect(cells('\uFEFFa,b,c\n,,\n5" board,x,\n')).toEqual([
      ["a", "b", "c"],
      ["", "", ""],
      ['5" board', "x", ""],
    ]);
  });

  it("finds the separator from the header: commas, semicolons (older Strong files) or tabs", () => {
    expect(detectDelimiter("Date;Workout Name;Exercise Name\n1,2;3")).toBe(";");
    expect(detectDelimiter('"a;b",c,d\n')).toBe(",");
    expect(detectDelimiter("a\tb\tc")).toBe("\t");
    expect(cells('Date;"Name; with semicolon";Reps\n2024-01-01;Squat;5')).toEqual([
      ["Date", "Name; with semicolon", "Reps"],
      ["2024-01-01", "Squat", "5"],
    ]);
  });

  it("writes what it reads back, quoting only what needs it", () => {
    const row = ["Push, A", 'say "hi"', "two\nlines", 12.5, null, true, " padded"];
    expect(formatCsvRow(row)).toBe('"Push, A","say ""hi""","two\nlines",12.5,,true," padded"');
    expect(cells(`${formatCsvRow(row)}\n`)).toEqual([
      ["Push, A", 'say "hi"', "two\nlines", "12.5", "", "true", " padded"],
    ]);
  });
});

/**
 * A small CSV reader and writer (RFC 4180 and what spreadsheets and apps really write): quoted fields
 * with doubled quotes, separators and line breaks inside quotes, CRLF or LF, a leading byte-order mark.
 * Pure: the import parsers and the export share it.
 */

export type CsvDelimiter = "," | ";" | "\t";

export type CsvRecord = {
  /** 1-based line of the file where the record starts (the header is line 1). */
  line: number;
  cells: string[];
};

const DELIMITERS: CsvDelimiter[] = [",", ";", "\t"];

/**
 * The separator of a file, read from its first line outside quotes: Strong writes commas or, in some
 * regions and older versions, semicolons; a spreadsheet may save tabs. Commas win a tie.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = new Map<CsvDelimiter, number>(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && counts.has(char as CsvDelimiter))
      counts.set(char as CsvDelimiter, (counts.get(char as CsvDelimiter) ?? 0) + 1);
  }
  let best: CsvDelimiter = ",";
  for (const delimiter of DELIMITERS) if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

/** Every record of the file; blank lines are left out. An unclosed quote runs to the end of the file. */
export function readCsv(text: string, delimiter: CsvDelimiter = detectDelimiter(text)): CsvRecord[] {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  // A record of one empty cell is a blank line, not data.
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== "") records.push({ line: recordLine, cells });
    cells = [];
    cell = "";
  };
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"') {
        if (source[index + 1] === '"') {
          cell += '"';
          index++;
        } else quoted = false;
      } else {
        if (char === "\n") line++;
        cell += char;
      }
    } else if (char === '"' && cell === "") {
      quoted = true;
    } else if (char === delimiter) {
      cells.push(cell);
      cell = "";
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && source[index + 1] === "\n") index++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      cell += char;
    }
  }
  if (cell !== "" || cells.length > 0) endRecord();
  return records;
}

const NEEDS_QUOTES = /[",;\t\r\n]|^\s|\s$/;

/** One line of CSV (without its line break), quoting only what needs it. */
export function formatCsvRow(cells: readonly (string | number | boolean | null)[]): string {
  return cells
    .map((value) => {
      const text = value === null ? "" : String(value);
      return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(",");
}

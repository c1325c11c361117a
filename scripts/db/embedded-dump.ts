import { open, rename, rm, type FileHandle } from "node:fs/promises";
import type { PGliteInterface } from "@electric-sql/pglite";
import { readCatalog, type TableInfo } from "./embedded-catalog";

/** Pages copied per COPY: bounds the memory one chunk of a large table takes (8 kB pages, about 32 MB). */
const PAGES_PER_CHUNK = 4096;

const HEADER = [
  "-- MoveAtlas: plain SQL dump of the embedded database.",
  "-- Import into an empty PostgreSQL database: npm run db:import -- <file>, or psql -f <file>.",
  "SET statement_timeout = 0;",
  "SET lock_timeout = 0;",
  "SET client_encoding = 'UTF8';",
  "SET standard_conforming_strings = on;",
  "SELECT pg_catalog.set_config('search_path', '', false);",
  "SET check_function_bodies = false;",
  "SET client_min_messages = warning;",
];

export type DumpSummary = { tables: number; rows: number; sequences: number };

/**
 * Writes schema, rows and sequence positions as one SQL script, the layout pg_dump uses:
 * definitions, then COPY blocks, then keys and indexes. The file appears only once complete.
 */
export async function dumpEmbeddedDatabase(pg: PGliteInterface, file: string): Promise<DumpSummary> {
  // The same session settings pg_dump uses, so every value reads back exactly on the server.
  await pg.exec(`
    SET search_path = '';
    SET DateStyle = ISO;
    SET IntervalStyle = postgres;
    SET extra_float_digits = 3;
    SET client_encoding = 'UTF8';`);
  const catalog = await readCatalog(pg);
  const partial = `${file}.partial`;
  const out = await open(partial, "w");
  try {
    await out.write(`${HEADER.join("\n")}\n\n${catalog.preData.join("\n\n")}\n\n`);
    let rows = 0;
    for (const table of catalog.tables) rows += await copyTable(pg, table, out);
    for (const sequence of catalog.sequences) await out.write(`${await sequencePosition(pg, sequence.name)}\n`);
    await out.write(`\n${catalog.postData.join("\n\n")}\n`);
    await out.close();
    await rename(partial, file);
    return { tables: catalog.tables.length, rows, sequences: catalog.sequences.length };
  } catch (error) {
    await out.close().catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}

async function copyTable(pg: PGliteInterface, table: TableInfo, out: FileHandle): Promise<number> {
  const columns = table.columns.join(", ");
  await out.write(`COPY ${table.name} (${columns}) FROM stdin;\n`);
  let rows = 0;
  // Ranges of physical pages: a plain scan per chunk, with no sort and no row left out or repeated.
  // The last range is open-ended, so rows on pages counted after the catalog was read still come along.
  for (let first = 0; ; first += PAGES_PER_CHUNK) {
    const next = first + PAGES_PER_CHUNK;
    const last = next > table.pages;
    const bounds: string[] = [];
    if (first > 0) bounds.push(`ctid >= '(${first},0)'::tid`);
    if (!last) bounds.push(`ctid < '(${next},0)'::tid`);
    const where = bounds.length > 0 ? ` WHERE ${bounds.join(" AND ")}` : "";
    const result = await pg.query(`COPY (SELECT ${columns} FROM ${table.name}${where}) TO '/dev/blob'`);
    const bytes = new Uint8Array((await result.blob?.arrayBuffer()) ?? new ArrayBuffer(0));
    // COPY's text format escapes newlines inside values: one line per row.
    for (const byte of bytes) if (byte === 0x0a) rows += 1;
    await out.write(bytes);
    if (last) break;
  }
  await out.write("\\.\n\n");
  return rows;
}

async function sequencePosition(pg: PGliteInterface, name: string): Promise<string> {
  const { rows } = await pg.query<{ statement: string }>(
    `SELECT format('SELECT pg_catalog.setval(%L, %s, %s);', $1::text, last_value, is_called::text) AS statement FROM ${name}`,
    [name],
  );
  const statement = rows[0]?.statement;
  if (!statement) throw new Error(`Could not read the position of sequence ${name}.`);
  return statement;
}

import "server-only";
import { createHash } from "node:crypto";
import { exercises } from "@/db/schema";
import type { Db } from "@/db/client";
import { AppError } from "@/lib/errors";
import type { SignedInContext } from "@/modules/accounts/context";
import { memoizeCatalogue } from "@/modules/catalogue/catalogue-cache";
import { findSuggestions } from "@/modules/catalogue/server/search-exercises";
import { loadNames } from "@/modules/catalogue/server/translated-names";
import type { ImportAnswerDto, ImportPreviewDto, ImportResultDto } from "../log/import/dto";
import { parseHevyCsv } from "../log/import/hevy-csv";
import { nameMatcher, suggestionQueries, type CatalogueName } from "../log/import/match-names";
import { parseMoveAtlasCsv } from "../log/import/moveatlas-csv";
import { ImportFormatError, type ParsedFile, type ParsedSession } from "../log/import/parsed";
import type { ImportRequest } from "../log/import/schemas";
import { parseStrongCsv } from "../log/import/strong-csv";
import { DEFAULT_REST_SECONDS } from "../log/model";
import { loggedSessionSchema } from "../log/schemas";
import { saveSession } from "./training-sessions";

/** The log's own bounds (log/schemas.ts): longer exercises are split, what does not fit is skipped. */
const MAX_SETS_PER_ENTRY = 30;
const MAX_ENTRIES_PER_SESSION = 40;
const SUGGESTIONS = 5;

/**
 * Reads a Strong, Hevy or MoveAtlas CSV file and stores its sessions through `saveSession`. Until
 * every exercise name is matched (or the caller asks for a preview) nothing is stored and the answer
 * lists what the file holds and the names left to decide, with suggestions from our search.
 *
 * Ids are derived from the user, the source, the session's start and title, and each exercise's and
 * set's place in it, so importing the same file again rewrites the same rows instead of adding new
 * ones; a session edited in the app since (a higher revision) is left as the user made it.
 */
export async function importTrainingLog(ctx: SignedInContext, input: ImportRequest): Promise<ImportAnswerDto> {
  const file = readFile(input);
  const catalogue = await catalogueNames(ctx.db);
  const match = nameMatcher(catalogue);
  const known = new Set(catalogue.map((exercise) => exercise.id));
  const strangers = Object.entries(input.mapping).filter(([, id]) => id !== null && !known.has(id));
  if (strangers.length)
    throw new AppError("VALIDATION", {
      message: `Unknown exercise for ${strangers.map(([name]) => name).join(", ")}`,
      details: { reason: "UNKNOWN_EXERCISE", names: strangers.map(([name]) => name) },
    });

  const names = new Map<string, { slug: string | null; count: number }>();
  for (const session of file.sessions)
    for (const entry of session.entries) {
      const seen = names.get(entry.name);
      names.set(entry.name, { slug: seen?.slug ?? entry.slug, count: (seen?.count ?? 0) + entry.sets.length });
    }
  const chosen = new Map<string, number | null>();
  const unmatched: string[] = [];
  for (const [name, { slug }] of names) {
    if (Object.hasOwn(input.mapping, name)) chosen.set(name, input.mapping[name] ?? null);
    else {
      const id = match(name, slug);
      if (id === null) unmatched.push(name);
      else chosen.set(name, id);
    }
  }

  if (input.preview || unmatched.length) return preview(ctx, file, names, chosen, unmatched);
  return store(ctx, input, file, chosen);
}

function readFile({ source, csv, unit }: ImportRequest): ParsedFile {
  try {
    if (source === "strong") return parseStrongCsv(csv, unit);
    if (source === "hevy") return parseHevyCsv(csv);
    return parseMoveAtlasCsv(csv);
  } catch (error) {
    if (error instanceof ImportFormatError)
      throw new AppError("VALIDATION", {
        message: error.message,
        details: { reason: error.reason, line: error.line, column: error.column },
      });
    throw error;
  }
}

/** Every exercise's id, slug and English name; a few hundred rows, kept until the catalogue is seeded again. */
function catalogueNames(db: Db): Promise<CatalogueName[]> {
  return memoizeCatalogue(db, "import:names", () =>
    db.select({ id: exercises.id, slug: exercises.slug, name: exercises.name }).from(exercises),
  );
}

async function preview(
  ctx: SignedInContext,
  file: ParsedFile,
  names: Map<string, { count: number }>,
  chosen: Map<string, number | null>,
  unmatched: string[],
): Promise<ImportPreviewDto> {
  const matchedIds = [...chosen.values()].filter((id): id is number => id !== null);
  const localNames = await loadNames(ctx.db, "exercise", ctx.locale, [...new Set(matchedIds)].map(String));
  // One after another: most answers come from the search's memory, the rest each ask the database.
  const suggestions: { id: number; name: string }[][] = [];
  for (const name of unmatched) suggestions.push(await suggest(ctx, name));
  return {
    sessions: file.sessions.length,
    sets: file.sessions.reduce(
      (sum, session) => sum + session.entries.reduce((total, entry) => total + entry.sets.length, 0),
      0,
    ),
    unmatched: unmatched.map((name, index) => ({
      name,
      count: names.get(name)?.count ?? 0,
      suggestions: suggestions[index] ?? [],
    })),
    matched: [...chosen].flatMap(([name, id]) =>
      id === null ? [] : [{ name, exercise: { id, name: localNames.get(String(id)) ?? name } }],
    ),
  };
}

async function suggest(ctx: SignedInContext, name: string): Promise<{ id: number; name: string }[]> {
  const found = new Map<number, string>();
  for (const query of suggestionQueries(name)) {
    if (found.size >= SUGGESTIONS) break;
    for (const suggestion of await findSuggestions(ctx.db, query, SUGGESTIONS, ctx.locale))
      if (found.size < SUGGESTIONS && !found.has(suggestion.id)) found.set(suggestion.id, suggestion.name);
  }
  return [...found].map(([id, exerciseName]) => ({ id, name: exerciseName }));
}

async function store(
  ctx: SignedInContext,
  input: ImportRequest,
  file: ParsedFile,
  chosen: Map<string, number | null>,
): Promise<ImportResultDto> {
  const result = { imported_sessions: 0, imported_sets: 0, skipped_sets: file.skippedRows, already_imported: 0 };
  // One session at a time, each in its own transaction: a failure part-way leaves whole sessions,
  // and importing the file again completes it without doubling what was stored.
  for (const session of file.sessions) {
    const id = stableId(ctx.user.pk, input.source, session.startedAt, session.title);
    const { entries, skipped } = loggedEntries(id, session, chosen);
    result.skipped_sets += skipped;
    if (entries.length === 0) continue;
    const { created } = await saveSession(
      ctx,
      loggedSessionSchema.parse({
        id,
        title: session.title,
        notes: session.notes,
        started_at: session.startedAt,
        finished_at: session.finishedAt,
        revision: 0,
        entries,
      }),
    );
    if (created) {
      result.imported_sessions++;
      result.imported_sets += entries.reduce((sum, entry) => sum + entry.sets.length, 0);
    } else result.already_imported++;
  }
  return result;
}

function loggedEntries(sessionId: string, session: ParsedSession, chosen: Map<string, number | null>) {
  const entries: {
    id: string;
    exercise_id: number;
    rest: number;
    notes: string;
    group: string | null;
    sets: (ParsedSession["entries"][number]["sets"][number] & { id: string })[];
  }[] = [];
  let skipped = 0;
  for (const entry of session.entries) {
    const exerciseId = chosen.get(entry.name) ?? null;
    if (exerciseId === null) {
      skipped += entry.sets.length;
      continue;
    }
    for (let start = 0; start < entry.sets.length; start += MAX_SETS_PER_ENTRY) {
      const sets = entry.sets.slice(start, start + MAX_SETS_PER_ENTRY);
      if (entries.length >= MAX_ENTRIES_PER_SESSION) {
        skipped += sets.length;
        continue;
      }
      const id = stableId(sessionId, String(entries.length), entry.name);
      entries.push({
        id,
        exercise_id: exerciseId,
        rest: DEFAULT_REST_SECONDS,
        notes: entry.notes,
        group: entry.group,
        sets: sets.map((set, index) => ({ ...set, id: stableId(id, String(index)) })),
      });
    }
  }
  return { entries, skipped };
}

/** A name-based UUID (version 5 layout, SHA-1): the same parts always give the same id. */
function stableId(...parts: string[]): string {
  const hash = createHash("sha1")
    .update(`moveatlas-import\u0000${parts.join("\u0000")}`)
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

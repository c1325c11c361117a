import type { PGliteInterface } from "@electric-sql/pglite";

/**
 * Reads the embedded database's own definitions from its system catalog and turns them into SQL
 * that PostgreSQL 15 and later accept. The session's search_path must be empty, the way pg_dump
 * runs, so that every name comes out schema-qualified.
 */

/** Objects of schemas we own: not the system's, and not created by an extension. */
const USER_SCHEMA = `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname !~ '^pg_(toast|temp)'`;
const notFromExtension = (catalog: string, oid: string) =>
  `NOT EXISTS (SELECT 1 FROM pg_depend e WHERE e.classid = '${catalog}'::regclass AND e.objid = ${oid} AND e.deptype = 'e')`;

/** A table to copy: its qualified name, the columns COPY writes, and its size in pages. */
export type TableInfo = { name: string; columns: string[]; pages: number };

export type Catalog = {
  /** Schemas, extensions, types, sequences and tables: everything the rows need first. */
  preData: string[];
  tables: TableInfo[];
  sequences: { name: string }[];
  /** Keys, checks, indexes, foreign keys and sequence ownership: cheaper to build once the rows are in. */
  postData: string[];
};

type Query = <T>(sql: string) => Promise<T[]>;

export async function readCatalog(pg: PGliteInterface): Promise<Catalog> {
  const query: Query = async <T>(sql: string) => (await pg.query<T>(sql)).rows;
  await refuseUnsupported(query);
  const sequences = await readSequences(query);
  const tables = await readTables(query, sequences);
  const constraints = await query<{ def: string; contype: string }>(`
    SELECT format('ALTER TABLE ONLY %s ADD CONSTRAINT %I %s;', con.conrelid::regclass, con.conname,
             pg_get_constraintdef(con.oid)) AS def, con.contype
    FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE ${USER_SCHEMA} AND con.contype IN ('p', 'u', 'c', 'x', 'f') AND ${notFromExtension("pg_class", "c.oid")}
    ORDER BY con.conrelid::regclass::text, con.conname`);
  const indexes = await query<{ def: string }>(`
    SELECT pg_get_indexdef(i.indexrelid) || ';' AS def
    FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE ${USER_SCHEMA} AND ${notFromExtension("pg_class", "c.oid")}
      AND NOT EXISTS (SELECT 1 FROM pg_constraint k
                      WHERE k.conindid = i.indexrelid AND k.conrelid = i.indrelid AND k.contype IN ('p', 'u', 'x'))
    ORDER BY i.indexrelid::regclass::text`);
  const byType = (types: string) => constraints.filter((row) => types.includes(row.contype)).map((row) => row.def);
  return {
    preData: [
      ...(await readSchemas(query)),
      ...(await readExtensions(query)),
      ...(await readEnums(query)),
      ...sequences.filter((sequence) => !sequence.identity).map((sequence) => sequence.create),
      ...tables.flatMap((table) => table.create),
      ...(await readComments(query)),
    ],
    tables: tables.map(({ name, columns, pages }) => ({ name, columns, pages })),
    sequences: sequences.map(({ name }) => ({ name })),
    postData: [
      // Foreign keys last: they need the referenced keys in place.
      ...byType("puxc"),
      ...indexes.map((row) => row.def),
      ...byType("f"),
      ...sequences.flatMap((sequence) => (sequence.ownedBy ? [sequence.ownedBy] : [])),
    ],
  };
}

/** Kinds of objects this export does not write: failing beats a dump that silently lacks them. */
async function refuseUnsupported(query: Query): Promise<void> {
  const found = await query<{ what: string }>(`
    SELECT CASE c.relkind WHEN 'v' THEN 'view ' WHEN 'm' THEN 'materialized view ' WHEN 'f' THEN 'foreign table '
             ELSE 'partitioned table ' END || c.oid::regclass AS what
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE ${USER_SCHEMA} AND c.relkind IN ('v', 'm', 'f', 'p') AND ${notFromExtension("pg_class", "c.oid")}
    UNION ALL SELECT 'inherited table ' || i.inhrelid::regclass FROM pg_inherits i
    UNION ALL SELECT 'function ' || p.oid::regprocedure FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE ${USER_SCHEMA} AND ${notFromExtension("pg_proc", "p.oid")}
    UNION ALL SELECT 'trigger ' || t.tgname || ' on ' || t.tgrelid::regclass FROM pg_trigger t WHERE NOT t.tgisinternal
    UNION ALL SELECT 'rule ' || r.rulename || ' on ' || r.ev_class::regclass FROM pg_rewrite r
      JOIN pg_class c ON c.oid = r.ev_class JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE ${USER_SCHEMA} AND r.rulename <> '_RETURN'
    UNION ALL SELECT 'policy ' || p.polname || ' on ' || p.polrelid::regclass FROM pg_policy p
    UNION ALL SELECT 'type ' || t.oid::regtype FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE ${USER_SCHEMA} AND ${notFromExtension("pg_type", "t.oid")}
        AND (t.typtype IN ('d', 'r', 'm') OR (t.typtype = 'b' AND t.typelem = 0)
             OR (t.typtype = 'c' AND (SELECT relkind FROM pg_class WHERE oid = t.typrelid) = 'c'))
    UNION ALL SELECT 'virtual column ' || a.attname || ' of ' || a.attrelid::regclass FROM pg_attribute a
      WHERE a.attgenerated = 'v'
    ORDER BY 1`);
  if (found.length === 0) return;
  throw new Error(
    `The embedded database holds objects this export does not carry: ${found.map((row) => row.what).join(", ")}. ` +
      "Move them by hand after the import, or teach scripts/db/embedded-catalog.ts about them.",
  );
}

async function readSchemas(query: Query): Promise<string[]> {
  const rows = await query<{ def: string }>(`
    SELECT format('CREATE SCHEMA %I;', n.nspname) AS def FROM pg_namespace n
    WHERE ${USER_SCHEMA} AND n.nspname <> 'public' AND ${notFromExtension("pg_namespace", "n.oid")}
    ORDER BY n.nspname`);
  return rows.map((row) => row.def);
}

async function readExtensions(query: Query): Promise<string[]> {
  // No version pinned: the server installs the one it ships, which keeps the same functions.
  const rows = await query<{ def: string }>(`
    SELECT format('CREATE EXTENSION IF NOT EXISTS %I WITH SCHEMA %I;', x.extname, n.nspname) AS def
    FROM pg_extension x JOIN pg_namespace n ON n.oid = x.extnamespace
    WHERE x.extname <> 'plpgsql' ORDER BY x.extname`);
  return rows.map((row) => row.def);
}

async function readEnums(query: Query): Promise<string[]> {
  const rows = await query<{ def: string }>(`
    SELECT format('CREATE TYPE %s AS ENUM (%s);', t.oid::regtype,
             string_agg(quote_literal(e.enumlabel), ', ' ORDER BY e.enumsortorder)) AS def
    FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace JOIN pg_enum e ON e.enumtypid = t.oid
    WHERE ${USER_SCHEMA} AND ${notFromExtension("pg_type", "t.oid")}
    GROUP BY t.oid ORDER BY t.oid::regtype::text`);
  return rows.map((row) => row.def);
}

type SequenceRow = {
  name: string;
  create: string;
  /** For an identity column's sequence: the statement that makes the column one, and its table. */
  identity: string | null;
  tableOid: number | null;
  ownedBy: string | null;
};

async function readSequences(query: Query): Promise<SequenceRow[]> {
  // Numbers pass through format() as text: bigint limits do not fit a JavaScript number.
  return query<SequenceRow>(`
    SELECT c.oid::regclass::text AS name,
      format('CREATE SEQUENCE %s AS %s %s;', c.oid::regclass, format_type(s.seqtypid, NULL), o.options) AS create,
      CASE WHEN d.deptype = 'i' THEN format('ALTER TABLE ONLY %s ALTER COLUMN %I ADD GENERATED %s AS IDENTITY (SEQUENCE NAME %s %s);',
        d.refobjid::regclass, a.attname, CASE a.attidentity WHEN 'a' THEN 'ALWAYS' ELSE 'BY DEFAULT' END, c.oid::regclass, o.options)
      END AS identity, d.refobjid AS "tableOid",
      CASE WHEN d.deptype = 'a' THEN format('ALTER SEQUENCE %s OWNED BY %s.%I;', c.oid::regclass, d.refobjid::regclass, a.attname)
      END AS "ownedBy"
    FROM pg_sequence s JOIN pg_class c ON c.oid = s.seqrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    CROSS JOIN LATERAL (SELECT format('START WITH %s INCREMENT BY %s MINVALUE %s MAXVALUE %s CACHE %s%s', s.seqstart,
      s.seqincrement, s.seqmin, s.seqmax, s.seqcache, CASE WHEN s.seqcycle THEN ' CYCLE' ELSE '' END) AS options) o
    LEFT JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = c.oid
      AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
    LEFT JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
    WHERE ${USER_SCHEMA} AND ${notFromExtension("pg_class", "c.oid")}
    ORDER BY 1`);
}

type ColumnRow = {
  relid: number;
  name: string;
  type: string;
  notNull: boolean;
  defaultExpr: string | null;
  generated: string;
  collation: string | null;
};

async function readTables(query: Query, sequences: SequenceRow[]): Promise<(TableInfo & { create: string[] })[]> {
  const tables = await query<{ oid: number; name: string; unlogged: boolean; pages: number }>(`
    SELECT c.oid, c.oid::regclass::text AS name, c.relpersistence = 'u' AS unlogged,
      (pg_relation_size(c.oid) / current_setting('block_size')::int)::int AS pages
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE ${USER_SCHEMA} AND c.relkind = 'r' AND ${notFromExtension("pg_class", "c.oid")}
    ORDER BY 2`);
  const columns = await query<ColumnRow>(`
    SELECT a.attrelid AS relid, quote_ident(a.attname) AS name, format_type(a.atttypid, a.atttypmod) AS type,
      a.attnotnull AS "notNull", pg_get_expr(ad.adbin, ad.adrelid) AS "defaultExpr", a.attgenerated AS generated,
      CASE WHEN a.attcollation <> t.typcollation THEN format('%I.%I', cn.nspname, co.collname) END AS collation
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_type t ON t.oid = a.atttypid
    LEFT JOIN pg_attrdef ad ON ad.adrelid = a.attrelid AND ad.adnum = a.attnum
    LEFT JOIN pg_collation co ON co.oid = a.attcollation LEFT JOIN pg_namespace cn ON cn.oid = co.collnamespace
    WHERE ${USER_SCHEMA} AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
    ORDER BY a.attrelid, a.attnum`);
  return tables.map((table) => {
    const own = columns.filter((column) => column.relid === table.oid);
    const body = own.map(columnDefinition).join(",\n    ");
    const identities = sequences.flatMap((sequence) =>
      sequence.identity && sequence.tableOid === table.oid ? [sequence.identity] : [],
    );
    return {
      name: table.name,
      pages: table.pages,
      // Stored generated columns compute themselves on the server; COPY must leave them out.
      columns: own.filter((column) => column.generated === "").map((column) => column.name),
      create: [`CREATE ${table.unlogged ? "UNLOGGED " : ""}TABLE ${table.name} (\n    ${body}\n);`, ...identities],
    };
  });
}

function columnDefinition(column: ColumnRow): string {
  const parts = [column.name, column.type];
  if (column.collation) parts.push(`COLLATE ${column.collation}`);
  if (column.generated === "s") parts.push(`GENERATED ALWAYS AS (${column.defaultExpr}) STORED`);
  else if (column.defaultExpr !== null) parts.push(`DEFAULT ${column.defaultExpr}`);
  if (column.notNull) parts.push("NOT NULL");
  return parts.join(" ");
}

async function readComments(query: Query): Promise<string[]> {
  const rows = await query<{ def: string }>(`
    SELECT CASE WHEN d.objsubid = 0 THEN format('COMMENT ON TABLE %s IS %L;', c.oid::regclass, d.description)
                ELSE format('COMMENT ON COLUMN %s.%I IS %L;', c.oid::regclass, a.attname, d.description) END AS def
    FROM pg_description d JOIN pg_class c ON c.oid = d.objoid AND d.classoid = 'pg_class'::regclass
    JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = d.objsubid
    WHERE ${USER_SCHEMA} AND c.relkind = 'r' AND ${notFromExtension("pg_class", "c.oid")}
    ORDER BY 1`);
  return rows.map((row) => row.def);
}

import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'

export type TableInfo = {
  name: string
  columns: string[]
  /** Columns declared GENERATED ALWAYS AS IDENTITY: restored with OVERRIDING SYSTEM VALUE, then the sequence moved on. */
  identity: string[]
}

type Row = Record<string, unknown>
const rowsOf = async <T extends Row>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows

/**
 * Every table of the `public` schema, parents before the tables that point at them, read from the catalogue:
 * the same query on PGlite and PostgreSQL, so a backup of one restores into the other.
 */
export async function listTables(db: Db): Promise<TableInfo[]> {
  const columns = await rowsOf<{ table: string; column: string; identity: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column", a.attidentity as identity
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attnum > 0
          and not a.attisdropped and a.attgenerated = ''
        order by c.relname, a.attnum`,
  )
  const links = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent
        from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
  )
  const tables = new Map<string, TableInfo>()
  for (const { table, column, identity } of columns) {
    const info = tables.get(table) ?? { name: table, columns: [], identity: [] }
    info.columns.push(column)
    if (identity === 'a' || identity === 'd') info.identity.push(column)
    tables.set(table, info)
  }
  return dependencyOrder(tables, links)
}

/** Parents first; names sorted within a rank so two backups of one schema list tables alike. */
function dependencyOrder(tables: Map<string, TableInfo>, links: { child: string; parent: string }[]) {
  const parents = new Map<string, Set<string>>()
  for (const name of tables.keys()) parents.set(name, new Set())
  for (const { child, parent } of links) if (child !== parent) parents.get(child)?.add(parent)
  const ordered: TableInfo[] = []
  const done = new Set<string>()
  while (done.size < tables.size) {
    const ready = [...tables.keys()]
      .filter((name) => !done.has(name) && [...(parents.get(name) ?? [])].every((p) => done.has(p)))
      .sort()
    // A cycle of foreign keys would need deferred constraints; the schema has none, and a new one must fail here.
    if (ready.length === 0) throw new Error('The tables reference each other in a cycle: no restore order.')
    for (const name of ready) {
      done.add(name)
      ordered.push(tables.get(name) as TableInfo)
    }
  }
  return ordered
}

export type SchemaVersion = { migration: string; when: number }

/** The last migration applied to this database (its journal tag and time), or null when none was. */
export async function schemaVersionOf(db: Db, journal: { tag: string; when: number }[]) {
  const [table] = await rowsOf<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  )
  if (!table?.name) return null
  const [last] = await rowsOf<{ when: string | null }>(
    db,
    sql`select max(created_at)::text as "when" from drizzle.__drizzle_migrations`,
  )
  if (!last?.when) return null
  const when = Number(last.when)
  return { migration: journal.find((entry) => entry.when === when)?.tag ?? 'unknown', when }
}

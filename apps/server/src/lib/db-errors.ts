/** The PostgreSQL error behind a driver or Drizzle error, if there is one (Drizzle wraps it in `cause`). */
export function findPgError(err: unknown): { code: string; constraint?: string } | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return e as { code: string; constraint?: string }
    }
  }
  return undefined
}

export const UNIQUE_VIOLATION = '23505'
export const FOREIGN_KEY_VIOLATION = '23503'

/**
 * Names the column a constraint is about. Constraint names follow `<table>_<column>_...`
 * (our unique indexes and Drizzle's foreign keys both do), so the longest matching column wins.
 */
export function constraintColumn(constraint: string, table: string, columns: string[]): string | undefined {
  const rest = constraint.startsWith(`${table}_`) ? constraint.slice(table.length + 1) : constraint
  return columns
    .filter((column) => rest === column || rest.startsWith(`${column}_`))
    .sort((a, b) => b.length - a.length)[0]
}

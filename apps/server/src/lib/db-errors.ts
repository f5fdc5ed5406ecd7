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

/**
 * What of a failure may be written to the log. A failed query's parameters (e-mails, names, password hashes)
 * and PostgreSQL's message and `detail` ("Key (email)=(…)") carry personal data, so only the SQL text, the error
 * class and the PostgreSQL code and constraint are kept.
 */
export function loggableError(err: unknown) {
  const error = err as { name?: string; message?: string; stack?: string; query?: unknown }
  const pgError = findPgError(err)
  const hasParams = (e: unknown) => typeof e === 'object' && e !== null && 'params' in e
  if (!pgError && !hasParams(err)) return err
  return {
    name: error.name ?? 'Error',
    // PostgreSQL's own message may quote a value ('invalid input syntax for type integer: "…"').
    message: pgError ? `database error ${pgError.code}` : 'database query failed',
    query: typeof error.query === 'string' ? error.query : undefined,
    pg_code: pgError?.code,
    constraint: pgError?.constraint,
    // Only the call sites: the stack's first lines repeat the message, which for Drizzle lists the parameters.
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  }
}

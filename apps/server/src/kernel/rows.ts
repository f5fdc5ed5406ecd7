/**
 * The rows of a raw `db.execute(sql…)`, typed by the caller. Both drivers (PGlite and node-postgres) answer
 * `{ rows }`; Drizzle types the result loosely, so the one cast lives here. Dates come back as text.
 */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

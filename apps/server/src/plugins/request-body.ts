import type { FastifyInstance } from 'fastify'
import { AppError, fieldErrors } from '../lib/errors.ts'

/**
 * The spec's client sends `Content-Type: application/json` on every request, with or without a body. An empty
 * body with that type is an empty object, not a malformed body: routes without a body ignore it (a logout, a
 * delete), a body whose fields are all optional takes it (issuing an invoice of the default kind), and a body
 * with required fields names each one missing. Anything else still goes through Fastify's safe JSON parser
 * (prototype poisoning refused).
 */
export function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString()
    if (text.trim() === '') return done(null, {})
    return parseJson(request, text, done)
  })
}

const NUL = '\u0000'

/** Paths of every string holding a NUL character, which PostgreSQL text cannot store. */
function pathsWithNul(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return value.includes(NUL) ? [path.join('.') || '_'] : []
  if (Array.isArray(value)) return value.flatMap((item, i) => pathsWithNul(item, [...path, String(i)]))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(key.includes(NUL) ? [[...path, '_'].join('.')] : []),
      ...pathsWithNul(item, [...path, key]),
    ])
  }
  return []
}

/**
 * Hostile characters never reach the database: a NUL anywhere in the path, the query or a JSON body answers
 * 400 (address) or 422 on the field (body), for every route at once, before any handler runs.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.url.includes('%00') || request.url.includes(NUL)) {
      throw new AppError('BAD_REQUEST', 'The address holds a character that is not allowed.')
    }
    const fields = pathsWithNul(request.body)
    if (fields.length)
      throw fieldErrors(Object.fromEntries(fields.map((field) => [field, ['invalid_characters']])))
  })
}

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
    if (nestingDepth(text) > MAX_JSON_DEPTH) return done(tooDeep(), undefined)
    return parseJson(request, text, done)
  })
}

/**
 * No request the app defines nests deeper than a handful of levels; hostile ones nest thousands deep to
 * overflow the stack of whatever walks the body recursively (validation, the NUL check below).
 */
export const MAX_JSON_DEPTH = 32

export const tooDeep = () =>
  new AppError('BAD_REQUEST', `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`, {
    max_depth: MAX_JSON_DEPTH,
  })

/**
 * How deep arrays and objects nest in JSON text, counted in one pass without recursion and without parsing
 * (brackets inside strings do not count), so it is safe on any input before anything walks the body.
 */
export function nestingDepth(text: string) {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c)
        i++ // a backslash escapes the next character
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth)
    else if (c === 0x5d || c === 0x7d) depth--
  }
  return deepest
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

import { PassThrough } from 'node:stream'
import {
  IMPORT_MAX_BYTES,
  type ImportableResource,
  type ImportEvent,
  importRoutes,
  type Permission,
} from '@sms/contract'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify'
import { findPgError, UNIQUE_VIOLATION } from '../../lib/db-errors.ts'
import { AppError } from '../../lib/errors.ts'
import { serve } from '../../plugins/serve.ts'
import { type ImportRow, prepareImport } from './resource.import.ts'
import { writeImport } from './resource.import-write.ts'
import type { ServerResource } from './resource.ts'

/**
 * `POST /api/{path}/import` with the CSV file as a `text/csv` body. Registered in its own scope so the
 * CSV parser and the 20 MB limit apply to this route only; every other route keeps the 1 MB JSON limit.
 */
export function registerImportRoute(app: FastifyInstance, resource: ServerResource, access: Permission) {
  const path = resource.contract.path
  const spec = importRoutes[path as ImportableResource]
  // The contract declares the import of each importable resource; the resource's own `create` must be its rule.
  if (spec?.access !== access)
    throw new Error(`${path}'s import is not declared with ${access} in the contract`)
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: IMPORT_MAX_BYTES },
      (_r, body, done) => done(null, body),
    )
    serve(scope, spec, async ({ actor, query, request, reply }) => {
      // No body at all reads as an empty file; JSON or a form is the wrong kind of request.
      if (request.body !== undefined && typeof request.body !== 'string') {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as the text/csv request body.')
      }
      const csv = request.body ?? ''
      const moveIn = await resource.moveIn?.plan?.(request.server.db, actor, csv, query)
      if (moveIn) {
        if (query.dry_run) return moveIn.preview
        if (moveIn.preview.total === 0) {
          throw new AppError('VALIDATION_FAILED', 'Nothing in the file can be imported.', moveIn.preview)
        }
        return streamImport(reply, moveIn.preview.total, [], request.log, (progress) =>
          moveIn.write(request.server.events, progress),
        )
      }
      const { rows, updateFields, ...preview } = await prepareImport(
        request.server.db,
        actor,
        resource,
        resource.moveIn?.translate?.(csv) ?? csv,
      )
      if (query.dry_run) return preview
      if (preview.valid !== preview.total || preview.total === 0) {
        throw new AppError('VALIDATION_FAILED', 'The file has errors; nothing was imported.', preview)
      }
      return streamImport(reply, rows.length, rows, request.log, (progress) =>
        writeImport(request.server.db, actor, resource, rows, updateFields, progress),
      )
    })
  })
}

/**
 * Answers with progress lines while `write` runs, then `done` or `error`. The status is sent before the
 * rows are written, so the last line says whether they were. The reply is typed for the JSON preview; this
 * branch streams instead.
 */
function streamImport(
  reply: FastifyReply,
  total: number,
  rows: ImportRow[],
  log: FastifyBaseLogger,
  write: (onProgress: (done: number) => void) => Promise<{ created: number; updated: number }>,
) {
  const stream = new PassThrough()
  const send = (event: ImportEvent) => stream.write(`${JSON.stringify(event)}\n`)
  send({ type: 'progress', done: 0, total })
  write((done) => send({ type: 'progress', done, total })).then(
    ({ created, updated }) =>
      stream.end(`${JSON.stringify({ type: 'done', created, updated } satisfies ImportEvent)}\n`),
    (err: unknown) => {
      stream.end(`${JSON.stringify(toErrorEvent(err, rows, log))}\n`)
    },
  )
  return reply
    .header('content-type', 'application/x-ndjson; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no')
    .send(stream)
}

const KEY_DETAIL = /^Key \(([^)]+)\)=\((.*)\) already exists/

/**
 * A row written by someone else since the check (a race) breaks a unique index: named per row like the
 * check would have. Anything else is logged and reported without internals.
 */
function toErrorEvent(err: unknown, rows: ImportRow[], log: FastifyBaseLogger): ImportEvent {
  const pgError = findPgError(err) as { code: string; detail?: string } | undefined
  if (pgError?.code === UNIQUE_VIOLATION) {
    const [, field = '_', value] = KEY_DETAIL.exec(pgError.detail ?? '') ?? []
    const index = rows.findIndex((row) => String(row.values[field]) === value)
    return {
      type: 'error',
      code: 'VALIDATION_FAILED',
      message: 'A value was taken while importing; nothing was imported.',
      errors: [{ row: index >= 0 ? index + 2 : 0, field, codes: ['taken'] }],
    }
  }
  // A rule of the writer (a store the importer does not work in) says so in its own code.
  if (err instanceof AppError) return { type: 'error', code: err.code, message: err.message }
  log.error({ err }, 'import failed')
  return { type: 'error', code: 'INTERNAL', message: 'Internal Server Error' }
}

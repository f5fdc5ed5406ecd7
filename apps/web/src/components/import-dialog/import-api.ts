import {
  type ImportableResource,
  type ImportEvent,
  type ImportPreview,
  importPreviewSchema,
  importRoutes,
} from '@sms/contract'
import { api } from '../../lib/api/api.ts'
import { ApiError } from '../../lib/api/api-error.ts'
import type { MoveInChoice } from './move-in-preview.tsx'
import { readImportEvents } from './ndjson.ts'

export type { ImportableResource }

/**
 * The file goes as the raw `text/csv` body, through the app's API client (token, language, errors): not JSON, so
 * not through `api.call`, but on the route table's path and checked with its answer schema.
 */
const csvBody = (file: Blob, signal?: AbortSignal) => ({ file, contentType: 'text/csv', signal })

/** Another system's export: where their stores go and the currency of their prices, as the query says it. */
function moveInQuery(choice: MoveInChoice | undefined) {
  if (!choice) return ''
  return `stores=${encodeURIComponent(JSON.stringify(choice.stores))}&currency=${choice.currency}`
}

/** Checks the file without writing anything: counts, row errors and the first rows as they would be stored. */
export function previewImport(
  resource: ImportableResource,
  file: Blob,
  choice?: MoveInChoice,
  signal?: AbortSignal,
): Promise<ImportPreview> {
  const query = ['dry_run=true', moveInQuery(choice)].filter(Boolean).join('&')
  const { path, answer } = importRoutes[resource]
  return api.postFile(`${path}?${query}`, answer, csvBody(file, signal))
}

/** The preview a refused file carries (422 with the preview as params), when the answer has one. */
export function previewOfFailure(error: unknown): ImportPreview | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return null
  const parsed = importPreviewSchema.safeParse(error.params)
  return parsed.success ? parsed.data : null
}

export type ImportOutcome = Extract<ImportEvent, { type: 'done' | 'error' }>

/**
 * Imports the whole file or nothing. Progress arrives line by line while the server writes; the last
 * event says whether the rows were committed (`done`) or rolled back (`error`).
 */
export async function runImport(
  resource: ImportableResource,
  file: Blob,
  onProgress: (done: number, total: number) => void,
  choice?: MoveInChoice,
  signal?: AbortSignal,
): Promise<ImportOutcome> {
  const query = moveInQuery(choice)
  const { path } = importRoutes[resource]
  const body = await api.streamFile(`${path}${query && `?${query}`}`, csvBody(file, signal))
  for await (const event of readImportEvents(body)) {
    if (event.type === 'progress') onProgress(event.done, event.total)
    else return event
  }
  // The connection closed before the last line: the server may or may not have committed.
  throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'import stream ended early' })
}

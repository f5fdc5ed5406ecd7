import { type ImportEvent, type ImportPreview, importPreviewSchema } from '@sms/contract'
import { ApiError, apiErrorFromResponse } from '../../lib/api/api-error.ts'
import { readSession } from '../../lib/auth/session-storage.ts'
import { i18n } from '../../lib/i18n/i18n.ts'
import { readImportEvents } from './ndjson.ts'

/** The resources whose lists accept a CSV file (the server has an importer for them). */
export type ImportableResource = 'customers' | 'products'

/**
 * The import endpoint takes the file as a raw `text/csv` body and may answer a stream, which the JSON
 * API client does not handle; the headers are the same: bearer token and interface language.
 */
async function postCsv(resource: ImportableResource, file: Blob, dryRun: boolean, signal?: AbortSignal) {
  const headers: Record<string, string> = {
    'Content-Type': 'text/csv',
    Accept: dryRun ? 'application/json' : 'application/x-ndjson, application/json',
    'Accept-Language': i18n.language,
  }
  const token = readSession()?.token
  if (token) headers.Authorization = `Bearer ${token}`
  const query = dryRun ? '?dry_run=true' : ''
  try {
    return await fetch(`/api/${resource}/import${query}`, { method: 'POST', headers, body: file, signal })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: String(error) })
  }
}

async function failure(response: Response): Promise<ApiError> {
  const text = await response.text()
  let body: unknown = null
  try {
    body = JSON.parse(text)
  } catch {
    // Not the contract's error shape: the status decides the code.
  }
  return apiErrorFromResponse(response, body)
}

/** Checks the file without writing anything: counts, row errors and the first rows as they would be stored. */
export async function previewImport(
  resource: ImportableResource,
  file: Blob,
  signal?: AbortSignal,
): Promise<ImportPreview> {
  const response = await postCsv(resource, file, true, signal)
  if (!response.ok) throw await failure(response)
  const parsed = importPreviewSchema.safeParse(await response.json().catch(() => null))
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: 'UNEXPECTED_RESPONSE',
      message: parsed.error.message,
    })
  }
  return parsed.data
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
  signal?: AbortSignal,
): Promise<ImportOutcome> {
  const response = await postCsv(resource, file, false, signal)
  if (!response.ok) throw await failure(response)
  if (!response.body) {
    throw new ApiError({ status: response.status, code: 'UNEXPECTED_RESPONSE', message: 'empty body' })
  }
  for await (const event of readImportEvents(response.body)) {
    if (event.type === 'progress') onProgress(event.done, event.total)
    else return event
  }
  // The connection closed before the last line: the server may or may not have committed.
  throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'import stream ended early' })
}

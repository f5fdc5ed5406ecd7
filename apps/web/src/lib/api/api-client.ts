import { fillPath, type PathParams, type Route } from '@sms/contract/route'
import type { StandardSchemaV1 } from '@standard-schema/spec'
import { ApiError, apiErrorFromResponse } from './api-error.ts'

export type ApiClientOptions = {
  /** Where the API lives; the app and the API share one origin, so this is a path. */
  baseUrl: string
  getToken: () => string | null
  /** The interface language as a BCP 47 tag, sent as Accept-Language so the server answers in it. */
  getLocale: () => string
  fetch?: typeof fetch
  /** Cookie sessions (decision 0040): the CSRF header an unsafe request needs, and cookies sent along. */
  sessionHeaders?: (method: string) => Promise<Record<string, string>>
  credentials?: () => RequestCredentials | undefined
}

/** `headers` adds to the usual ones, e.g. an `Idempotency-Key` that makes a document's retry safe. */
type RequestOptions = { body?: unknown; signal?: AbortSignal; headers?: Record<string, string> }
/** A file sent as multipart/form-data; the browser writes the boundary into the Content-Type itself. */
type UploadOptions = { form: FormData; signal?: AbortSignal }
/** A file sent as the raw request body (a CSV import) with its media type. */
type FileBodyOptions = { file: Blob; contentType: string; signal?: AbortSignal }
/** A file the API sends back (CSV export), with the name it suggests. */
export type Download = { blob: Blob; filename: string | null }
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * What the client asks of a schema: the Standard Schema interface (standardschema.dev), which every zod schema
 * implements, so this module carries no zod code; a zod-free reader may implement it too (the sign-in page's
 * appearance check, decision 0011).
 */
export type ResponseSchema<Output = unknown> = StandardSchemaV1<unknown, Output>
type OutputOf<S extends ResponseSchema> = StandardSchemaV1.InferOutput<S>

type Input<S> = S extends StandardSchemaV1 ? StandardSchemaV1.InferInput<S> : never
/** A query's values become text in the URL, so a number may stand where the schema reads a string. */
type QueryInput<S> = { [K in keyof Input<S>]: Input<S>[K] | number }
/** What a call of a route takes: the path's parameters, the query and the body its schemas admit. */
type CallOptions<R extends Route = Route> = {
  params?: Record<string, string | number>
  query?: QueryInput<R['query']>
  body?: Input<R['body']>
  signal?: AbortSignal
  headers?: Record<string, string>
} & (keyof PathParams<R['path']> extends never ? unknown : { params: PathParams<R['path']> }) &
  (R['body'] extends StandardSchemaV1 ? { body: Input<R['body']> } : unknown)
/** The options may be left out when the route needs neither path parameters nor a body. */
type CallArguments<R extends Route> = keyof PathParams<R['path']> extends never
  ? R['body'] extends StandardSchemaV1
    ? [CallOptions<R>]
    : [CallOptions<R>?]
  : [CallOptions<R>]
export type RouteAnswer<R extends Route> = StandardSchemaV1.InferOutput<R['answer']>

/** A query's values as the server reads them: lists joined by commas, empty values left out. */
export function queryString(query: object): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    search.set(name, Array.isArray(value) ? value.join(',') : String(value))
  }
  return search.toString()
}

/** A query already written (a list page's URLSearchParams) as the values `api.call` takes. */
export const searchQuery = (search: string): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(search))

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/**
 * A thin, typed fetch wrapper. Answers are checked against the contract's schemas, failures become ApiError.
 * It never shows UI or redirects: callers and the query layer decide what a failure means.
 */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))

  function headersFor(json: boolean): Record<string, string> {
    const headers: Record<string, string> = {
      ...(json && { 'Content-Type': 'application/json' }),
      Accept: 'application/json',
      'Accept-Language': options.getLocale(),
    }
    const token = options.getToken()
    if (token) headers.Authorization = `Bearer ${token}`
    return headers
  }

  async function send(method: Method, path: string, init: RequestInit): Promise<Response> {
    let response: Response
    try {
      const extra = (await options.sessionHeaders?.(method)) ?? {}
      const credentials = options.credentials?.()
      const headers = { ...(init.headers as Record<string, string>), ...extra }
      response = await doFetch(`${options.baseUrl}${path}`, {
        method,
        ...init,
        headers,
        ...(credentials && { credentials }),
      })
    } catch (error) {
      if (init.signal?.aborted) throw error
      throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: String(error) })
    }
    if (!response.ok) throw apiErrorFromResponse(response, await readJson(response))
    return response
  }

  async function parse<S extends ResponseSchema>(response: Response, schema: S): Promise<OutputOf<S>> {
    const result = await schema['~standard'].validate(await readJson(response))
    if (result.issues) {
      throw new ApiError({
        status: response.status,
        code: 'UNEXPECTED_RESPONSE',
        message: result.issues.map((issue) => `${issue.path?.join('.') ?? ''}: ${issue.message}`).join('; '),
      })
    }
    return result.value as OutputOf<S>
  }

  async function request<S extends ResponseSchema>(
    method: Method,
    path: string,
    schema: S,
    { body, signal, headers }: RequestOptions = {},
  ): Promise<OutputOf<S>> {
    // The spec's client sends the JSON content type on every request; a request without a body sends none.
    const payload = body === undefined || method === 'GET' ? undefined : JSON.stringify(body)
    const response = await send(method, path, {
      headers: { ...headersFor(true), ...headers },
      body: payload,
      signal,
    })
    return parse(response, schema)
  }

  /** Sends a file as multipart/form-data (a product picture). */
  async function upload<S extends ResponseSchema>(
    path: string,
    schema: S,
    { form, signal }: UploadOptions,
  ): Promise<OutputOf<S>> {
    const response = await send('POST', path, { headers: headersFor(false), body: form, signal })
    return parse(response, schema)
  }

  /** Sends a file as the raw body and reads the JSON answer (an import's dry run). */
  async function postFile<S extends ResponseSchema>(
    path: string,
    schema: S,
    { file, contentType, signal }: FileBodyOptions,
  ): Promise<OutputOf<S>> {
    const headers = { ...headersFor(false), 'Content-Type': contentType }
    return parse(await send('POST', path, { headers, body: file, signal }), schema)
  }

  /** Sends a file as the raw body and hands back the answer's stream (an import's progress lines). */
  async function streamFile(
    path: string,
    { file, contentType, signal }: FileBodyOptions,
  ): Promise<ReadableStream<Uint8Array>> {
    const headers = { ...headersFor(false), 'Content-Type': contentType, Accept: 'application/x-ndjson' }
    const response = await send('POST', path, { headers, body: file, signal })
    if (!response.body) {
      throw new ApiError({ status: response.status, code: 'UNEXPECTED_RESPONSE', message: 'empty body' })
    }
    return response.body
  }

  /** Fetches a file with the bearer header (a plain link could not send it), for the caller to save. */
  async function download(path: string, signal?: AbortSignal): Promise<Download> {
    const headers = { ...headersFor(false), Accept: '*/*' }
    const response = await send('GET', path, { headers, body: undefined, signal })
    const disposition = response.headers.get('Content-Disposition') ?? ''
    const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null
    return { blob: await response.blob(), filename }
  }

  /** Calls a route of the contract's route table: its path filled, its query written, its answer checked. */
  function call<R extends Route>(spec: R, ...[init]: CallArguments<R>): Promise<RouteAnswer<R>> {
    const { params, query, body, signal, headers } = (init ?? {}) as CallOptions
    const search = query ? queryString(query) : ''
    const path = `${fillPath(spec.path, params)}${search && `?${search}`}`
    return request(spec.method, path, spec.answer, { body, signal, headers })
  }

  return {
    call,
    get: <S extends ResponseSchema>(path: string, schema: S, init?: Omit<RequestOptions, 'body'>) =>
      request('GET', path, schema, init),
    post: <S extends ResponseSchema>(path: string, schema: S, init?: RequestOptions) =>
      request('POST', path, schema, init),
    put: <S extends ResponseSchema>(path: string, schema: S, init?: RequestOptions) =>
      request('PUT', path, schema, init),
    patch: <S extends ResponseSchema>(path: string, schema: S, init?: RequestOptions) =>
      request('PATCH', path, schema, init),
    delete: <S extends ResponseSchema>(path: string, schema: S, init?: RequestOptions) =>
      request('DELETE', path, schema, init),
    upload,
    postFile,
    streamFile,
    download,
  }
}

export type ApiClient = ReturnType<typeof createApiClient>

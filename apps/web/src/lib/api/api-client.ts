import type { z } from 'zod'
import { ApiError, apiErrorFromResponse } from './api-error.ts'

export type ApiClientOptions = {
  /** Where the API lives; the app and the API share one origin, so this is a path. */
  baseUrl: string
  getToken: () => string | null
  /** The interface language as a BCP 47 tag, sent as Accept-Language so the server answers in it. */
  getLocale: () => string
  fetch?: typeof fetch
}

type RequestOptions = { body?: unknown; signal?: AbortSignal }
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

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

  async function request<S extends z.ZodType>(
    method: Method,
    path: string,
    schema: S,
    { body, signal }: RequestOptions = {},
  ): Promise<z.output<S>> {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Accept-Language': options.getLocale(),
    }
    const token = options.getToken()
    if (token) headers.Authorization = `Bearer ${token}`
    // A JSON content type with an empty body is rejected by the server, so body-carrying methods send `{}`.
    const payload = method === 'GET' ? undefined : JSON.stringify(body ?? {})

    let response: Response
    try {
      response = await doFetch(`${options.baseUrl}${path}`, { method, headers, body: payload, signal })
    } catch (error) {
      if (signal?.aborted) throw error
      throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: String(error) })
    }

    const json = await readJson(response)
    if (!response.ok) throw apiErrorFromResponse(response, json)
    const parsed = schema.safeParse(json)
    if (!parsed.success) {
      throw new ApiError({
        status: response.status,
        code: 'UNEXPECTED_RESPONSE',
        message: parsed.error.message,
      })
    }
    return parsed.data
  }

  return {
    get: <S extends z.ZodType>(path: string, schema: S, init?: Omit<RequestOptions, 'body'>) =>
      request('GET', path, schema, init),
    post: <S extends z.ZodType>(path: string, schema: S, init?: RequestOptions) =>
      request('POST', path, schema, init),
    put: <S extends z.ZodType>(path: string, schema: S, init?: RequestOptions) =>
      request('PUT', path, schema, init),
    patch: <S extends z.ZodType>(path: string, schema: S, init?: RequestOptions) =>
      request('PATCH', path, schema, init),
    delete: <S extends z.ZodType>(path: string, schema: S, init?: RequestOptions) =>
      request('DELETE', path, schema, init),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>

import type { z } from 'zod'
import type { Permission } from '../permissions.ts'

/**
 * Who may call a route: anyone, any signed-in user, a user holding one named permission, or a caller who
 * signed the request with the live layer's app secret (the Pusher HTTP API, decision 0018).
 */
export type Access = 'public' | 'authenticated' | 'signed' | Permission

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * One route of the API as both sides see it (decision 0051): the server registers it from this (its access
 * rule, its schemas, idempotency from the one flag) and the web calls it through `api.call`, typed by it.
 */
export type Route = {
  method: HttpMethod
  /** Under `/api`, with `:name` for each path parameter: `/held-carts/:id`. */
  path: `/${string}`
  access: Access
  /** Honours an `Idempotency-Key` header: a retry with the same key and body gets the first answer again. */
  idempotent?: boolean
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType
  /** The success status; 200 unless said (202: accepted, the work done elsewhere). */
  status?: 200 | 201 | 202
  /** The largest body the server reads, in bytes, where it is not the server's usual limit. */
  bodyLimit?: number
  answer: z.ZodType
  /** The group the API documentation files the route under. */
  tag: string
  /** What the API documentation says of a route its schemas do not explain (a body that is not JSON). */
  description?: string
}

/** Declares a route, keeping its literal types (the path's parameters, the schemas) for both sides. */
export const route = <const R extends Route>(spec: R): R => spec

type Param<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | Param<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** The values a path's `:name` parts take: `/held-carts/:id` needs `{ id }`. */
export type PathParams<P extends string> = { [Name in Param<P>]: string | number }

/** Fills a path's `:name` parts, each encoded as one segment. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Path ${path} needs "${name}"`)
    return encodeURIComponent(String(value))
  })
}

import {
  type Action,
  listResponseSchema,
  messageResponseSchema,
  recordResponseSchema,
  writeResponseSchema,
} from '@sms/contract'
import { api } from '../../lib/api/api.ts'
import type { AnyContract, AnyRecord } from './resource-screen.ts'

/** The calls every resource answers (`/api/{path}`), typed loosely so one layer serves them all. */
export function resourceApi(contract: AnyContract) {
  const base = `/${contract.path}`
  const list = listResponseSchema(contract.record)
  const one = recordResponseSchema(contract.record)
  const written = writeResponseSchema(contract.record)
  type Written = { data: AnyRecord; message: string }
  return {
    list: async (query: string, signal?: AbortSignal) => {
      const answer = await api.get(`${base}?${query}`, list, { signal })
      return answer as { data: AnyRecord[]; meta: typeof answer.meta }
    },
    get: async (id: number, signal?: AbortSignal) =>
      (await api.get(`${base}/${id}`, one, { signal })).data as AnyRecord,
    create: async (body: unknown) => (await api.post(base, written, { body })) as Written,
    update: async (id: number, body: unknown) =>
      (await api.put(`${base}/${id}`, written, { body })) as Written,
    remove: async (id: number) => (await api.delete(`${base}/${id}`, written)) as Written,
    restore: async (id: number) => (await api.post(`${base}/${id}/restore`, written)) as Written,
    purge: (id: number) => api.delete(`${base}/${id}/permanent`, messageResponseSchema),
    exportCsv: (query: string) => api.download(`${base}/export${query ? `?${query}` : ''}`),
  }
}

/** Query keys: everything of a resource sits under `['resource', path]`, so one invalidation refreshes it. */
export const resourceKeys = {
  all: (contract: AnyContract) => ['resource', contract.path] as const,
  list: (contract: AnyContract, query: string) => ['resource', contract.path, 'list', query] as const,
  record: (contract: AnyContract, id: number) => ['resource', contract.path, 'record', id] as const,
}

export type WriteVerb = Extract<Action, 'create' | 'edit' | 'delete'> | 'restore'

import { listResponseSchema, provinceSchema, recordResponseSchema } from '@sms/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../lib/api/api.ts'
import { type AddressLevel, parentLevel } from './address-value.ts'

/** What the picker needs of a place; every level of the gazetteer shares these fields. */
const placeSchema = provinceSchema.pick({ id: true, code: true, name_en: true, name_kh: true })
export type Place = z.infer<typeof placeSchema>

const PATH: Record<AddressLevel, string> = {
  province_id: 'provinces',
  district_id: 'districts',
  commune_id: 'communes',
  village_id: 'villages',
}

/** A commune rarely has more than 40 villages, so one page holds every choice and search only narrows it. */
const PAGE_SIZE = 100
/** The gazetteer changes a few times a decade. */
const STALE_TIME = 60 * 60 * 1000

/** Active places of one level under a parent, searched by code, English or Khmer name on the server. */
export function usePlaceOptions(level: AddressLevel, parentId: number | null, search: string) {
  const parent = parentLevel(level)
  const enabled = parent === null || parentId !== null
  return useQuery({
    queryKey: ['places', level, parentId, search],
    enabled,
    staleTime: STALE_TIME,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ per_page: String(PAGE_SIZE), status: 'active' })
      if (search) params.set('q', search)
      if (parent !== null && parentId !== null) params.set(`filter[${parent}][equals]`, String(parentId))
      return api.get(`/${PATH[level]}?${params}`, listResponseSchema(placeSchema), { signal })
    },
  })
}

/** One place by id, to name a chosen value that the current search does not list. */
export function usePlace(level: AddressLevel, id: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['places', level, 'one', id],
    enabled: enabled && id !== null,
    staleTime: STALE_TIME,
    queryFn: ({ signal }) => api.get(`/${PATH[level]}/${id}`, recordResponseSchema(placeSchema), { signal }),
  })
}

import {
  type Dashboard,
  dashboardSchema,
  type ReportArea,
  recordResponseSchema,
  reportIndexSchema,
  reportTableSchema,
  stockRoutes,
} from '@sms/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../api/api.ts'
import { saveFile } from '../download/save-file.ts'

/** Every report and dashboard query lives under this key: a sale (live `order.created`) makes them all stale. */
export const reportKeys = { all: ['reports'] as const }

export type ReportFilter = { from: string; to: string; store_id?: number; group?: 'day' | 'week' | 'month' }

export const filterQuery = (filter: ReportFilter) => {
  const params = new URLSearchParams({ from: filter.from, to: filter.to })
  if (filter.store_id) params.set('store_id', String(filter.store_id))
  if (filter.group) params.set('group', filter.group)
  return params.toString()
}

export function useReportIndex() {
  return useQuery({
    queryKey: [...reportKeys.all, 'index'],
    queryFn: async ({ signal }) => (await api.get('/reports', reportIndexSchema, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  })
}

const table = recordResponseSchema(reportTableSchema)

export function useReportTable(area: ReportArea, name: string | undefined, filter: ReportFilter) {
  return useQuery({
    queryKey: [...reportKeys.all, area, name, filter],
    queryFn: async ({ signal }) =>
      (await api.get(`/reports/${area}/${name}?${filterQuery(filter)}`, table, { signal })).data,
    enabled: name !== undefined,
    placeholderData: keepPreviousData,
  })
}

const dashboard = recordResponseSchema(dashboardSchema)

export function useDashboard(filter: ReportFilter) {
  return useQuery<Dashboard>({
    queryKey: [...reportKeys.all, 'dashboard', filter],
    queryFn: async ({ signal }) =>
      (await api.get(`/dashboard?${filterQuery(filter)}`, dashboard, { signal })).data,
    placeholderData: keepPreviousData,
  })
}

/** Downloads the report as the server writes it (CSV or Excel), in the interface language. */
export async function downloadReport(
  area: ReportArea,
  name: string,
  filter: ReportFilter,
  format: 'csv' | 'xlsx',
  lang: 'en' | 'km',
) {
  const file = await api.download(
    `/reports/${area}/${name}/export?${filterQuery(filter)}&format=${format}&lang=${lang}`,
  )
  saveFile(file.blob, file.filename ?? `${area}-${name}.${format}`)
}

/** The stores the user works in (all for an administrator): the store filter's choices. */
export function useReportStores() {
  return useQuery({
    queryKey: [...reportKeys.all, 'stores'],
    queryFn: async ({ signal }) => (await api.call(stockRoutes.workStores, { signal })).data,
    staleTime: 60_000,
  })
}

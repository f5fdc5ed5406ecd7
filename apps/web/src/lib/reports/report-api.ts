import { type Dashboard, type ReportArea, reportRoutes, stockRoutes } from '@sms/contract'
import { fillPath } from '@sms/contract/route'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../api/api.ts'
import { searchQuery } from '../api/api-client.ts'
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
    queryFn: async ({ signal }) => (await api.call(reportRoutes.index, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export function useReportTable(area: ReportArea, name: string | undefined, filter: ReportFilter) {
  return useQuery({
    queryKey: [...reportKeys.all, area, name, filter],
    queryFn: async ({ signal }) => {
      const query = searchQuery(filterQuery(filter))
      return (await api.call(reportRoutes.areas[area].table, { params: { name: name ?? '' }, query, signal }))
        .data
    },
    enabled: name !== undefined,
    placeholderData: keepPreviousData,
  })
}

export function useDashboard(filter: ReportFilter) {
  return useQuery<Dashboard>({
    queryKey: [...reportKeys.all, 'dashboard', filter],
    queryFn: async ({ signal }) =>
      (await api.call(reportRoutes.dashboard, { query: searchQuery(filterQuery(filter)), signal })).data,
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
  // The file is not JSON, so it is fetched as a download from the route's path rather than through `api.call`.
  const path = fillPath(reportRoutes.areas[area].export.path, { name })
  const file = await api.download(`${path}?${filterQuery(filter)}&format=${format}&lang=${lang}`)
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

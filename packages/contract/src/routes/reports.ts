import { z } from 'zod'
import { recordResponseSchema } from '../list.ts'
import {
  type ReportArea,
  reportExportQuerySchema,
  reportIndexSchema,
  reportPermission,
  reportQuerySchema,
  reportTableSchema,
} from '../reports.ts'
import { dashboardSchema, salesSummarySchema } from '../reports-sales.ts'
import { route } from './route.ts'

const tag = 'reports'
const reportParams = z.object({ name: z.string().max(60) })

/**
 * One area's reports (decision 0024): a report as one table shape under the area's `view`, and its export (a
 * CSV or Excel file, not JSON) under its `generate`; the handler asks for the `view` as well.
 */
const areaRoutes = <A extends ReportArea>(area: A) => ({
  table: route({
    method: 'GET',
    path: `/reports/${area}/:name` as `/reports/${A}/:name`,
    access: reportPermission(area, 'view'),
    params: reportParams,
    query: reportQuerySchema,
    answer: recordResponseSchema(reportTableSchema),
    tag,
  }),
  /** Answers the file itself (its name in `Content-Disposition`): the web fetches it with `api.download`. */
  export: route({
    method: 'GET',
    path: `/reports/${area}/:name/export` as `/reports/${A}/:name/export`,
    access: reportPermission(area, 'generate'),
    params: reportParams,
    query: reportExportQuerySchema,
    answer: z.unknown(),
    tag,
  }),
})

/** `/api/reports/...` and the dashboard: the index, the sales summary, and every area's tables and exports. */
export const reportRoutes = {
  /** Any signed-in user: the areas the user may read (none is an empty list, not a refusal). */
  index: route({ method: 'GET', path: '/reports', access: 'authenticated', answer: reportIndexSchema, tag }),
  dashboard: route({
    method: 'GET',
    path: '/dashboard',
    access: 'dashboards.view',
    query: reportQuerySchema,
    answer: recordResponseSchema(dashboardSchema),
    tag,
  }),
  salesSummary: route({
    method: 'GET',
    path: '/reports/sales/summary',
    access: 'sales-reports.view',
    query: reportQuerySchema,
    answer: recordResponseSchema(salesSummarySchema),
    tag,
  }),
  areas: {
    sales: areaRoutes('sales'),
    inventory: areaRoutes('inventory'),
    financial: areaRoutes('financial'),
    customer: areaRoutes('customer'),
  } satisfies Record<ReportArea, unknown>,
}

import {
  dashboardSchema,
  REPORT_AREAS,
  type ReportArea,
  recordResponseSchema,
  reportExportQuerySchema,
  reportIndexSchema,
  reportPermission,
  reportQuerySchema,
  reportTableSchema,
  salesSummarySchema,
} from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { shopToday } from '../../kernel/shop-day.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import { requireActor } from '../../plugins/access.ts'
import { may } from '../access/may.ts'
import { CUSTOMER } from './customer-report.ts'
import { buildDashboard } from './dashboard.ts'
import { FINANCIAL } from './financial-report.ts'
import { INVENTORY } from './inventory-report.ts'
import { csvStream, exportFileName, xlsxStream } from './report-export.ts'
import { resolveScope } from './report-scope.ts'
import { buildTable, type Report } from './report-table.ts'
import { SALES } from './sales-report.ts'
import { salesSummary } from './sales-summary.ts'

export const REPORTS: Report[] = [...SALES, ...INVENTORY, ...FINANCIAL, ...CUSTOMER]
const byPath = new Map(REPORTS.map((report) => [`${report.area}/${report.definition.name}`, report]))

const reportParams = z.object({ name: z.string().max(60) })

/**
 * `/api/reports/...`: the summary the issue names, every report as one table shape, and its exports. Each area
 * is under its own permission (decision 0024), so its routes are registered once per area with a static access.
 */
export function registerReportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const find = (area: string, name: string) => {
    const report = byPath.get(`${area}/${name}`)
    if (!report) throw notFound('Report', `${area}/${name}`)
    return report
  }

  // Any signed-in user: the index lists the areas the user may read (none is an empty list, not a refusal).
  r.get(
    '/api/reports',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['reports'], response: { 200: reportIndexSchema } },
    },
    (request) => {
      const granted = requireActor(request.actor).permissions
      const readable = REPORTS.filter(({ area }) => granted.has(reportPermission(area, 'view')))
      return {
        data: readable.map(({ area, definition }) => ({
          area,
          name: definition.name,
          en: definition.en,
          km: definition.km,
          dated: definition.dated,
          ...(definition.chart && { chart: definition.chart }),
        })),
      }
    },
  )

  r.get(
    '/api/dashboard',
    {
      config: { access: 'dashboards.view' },
      schema: {
        tags: ['reports'],
        querystring: reportQuerySchema,
        response: { 200: recordResponseSchema(dashboardSchema) },
      },
    },
    async (request) => {
      const db = request.server.db
      const language = request.headers['accept-language']
      const scope = await resolveScope(db, requireActor(request.actor), request.query, true, language)
      return { data: await buildDashboard(db, scope, shopToday()) }
    },
  )

  r.get(
    '/api/reports/sales/summary',
    {
      config: { access: 'sales-reports.view' },
      schema: {
        tags: ['reports'],
        querystring: reportQuerySchema,
        response: { 200: recordResponseSchema(salesSummarySchema) },
      },
    },
    async (request) => {
      const actor = requireActor(request.actor)
      const language = request.headers['accept-language']
      const scope = await resolveScope(request.server.db, actor, request.query, true, language)
      return { data: await salesSummary(request.server.db, scope) }
    },
  )

  for (const area of REPORT_AREAS) {
    registerAreaRoutes(area)
  }

  function registerAreaRoutes(area: ReportArea) {
    r.get(
      `/api/reports/${area}/:name`,
      {
        config: { access: reportPermission(area, 'view') },
        schema: {
          tags: ['reports'],
          params: reportParams,
          querystring: reportQuerySchema,
          response: { 200: recordResponseSchema(reportTableSchema) },
        },
      },
      async (request) => {
        const report = find(area, request.params.name)
        const db = request.server.db
        const scope = await resolveScope(
          db,
          requireActor(request.actor),
          request.query,
          report.definition.dated,
          request.headers['accept-language'],
        )
        return { data: await buildTable(db, report, scope) }
      },
    )

    r.get(
      `/api/reports/${area}/:name/export`,
      {
        config: { access: reportPermission(area, 'generate') },
        schema: { tags: ['reports'], params: reportParams, querystring: reportExportQuerySchema },
      },
      async (request, reply) => {
        const actor = requireActor(request.actor)
        // An export writes what the page shows: it needs the area's view as well as its generate.
        const view = reportPermission(area, 'view')
        if (!may(actor, view)) {
          throw new AppError('FORBIDDEN', 'You do not have permission to do this.', { permission: view })
        }
        const report = find(area, request.params.name)
        const db = request.server.db
        const { format, lang, ...query } = request.query
        // Everything the page shows, not only its first page of rows.
        const scope = await resolveScope(
          db,
          actor,
          { ...query, limit: query.limit ?? 1000 },
          report.definition.dated,
          // The file is written in the language asked for, its rows in that language's order.
          lang,
        )
        const table = await buildTable(db, report, scope)
        const name = exportFileName(table, format)
        reply.header('content-disposition', `attachment; filename="${name}"`)
        if (format === 'csv') {
          reply.type('text/csv; charset=utf-8')
          return reply.send(csvStream(table, lang))
        }
        reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        return reply.send(xlsxStream(table, lang))
      },
    )
  }
}

import { REPORT_AREAS, type ReportArea, reportPermission, reportRoutes } from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import { shopToday } from '../../kernel/shop-day.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import { serve } from '../../plugins/serve.ts'
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

/**
 * `/api/reports/...`: the summary the issue names, every report as one table shape, and its exports. Each area
 * is under its own permission (decision 0024), so its routes are declared once per area with a static access.
 */
export function registerReportRoutes(app: FastifyInstance) {
  const find = (area: string, name: string) => {
    const report = byPath.get(`${area}/${name}`)
    if (!report) throw notFound('Report', `${area}/${name}`)
    return report
  }

  // Any signed-in user: the index lists the areas the user may read (none is an empty list, not a refusal).
  serve(app, reportRoutes.index, ({ actor }) => {
    const readable = REPORTS.filter(({ area }) => actor.permissions.has(reportPermission(area, 'view')))
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
  })

  serve(app, reportRoutes.dashboard, async ({ actor, query, request }) => {
    const db = request.server.db
    const language = request.headers['accept-language']
    const scope = await resolveScope(db, actor, query, true, language)
    return { data: await buildDashboard(db, scope, shopToday()) }
  })

  serve(app, reportRoutes.salesSummary, async ({ actor, query, request }) => {
    const language = request.headers['accept-language']
    const scope = await resolveScope(request.server.db, actor, query, true, language)
    return { data: await salesSummary(request.server.db, scope) }
  })

  for (const area of REPORT_AREAS) {
    registerAreaRoutes(area)
  }

  function registerAreaRoutes(area: ReportArea) {
    const routes = reportRoutes.areas[area]
    serve(app, routes.table, async ({ actor, params, query, request }) => {
      const report = find(area, params.name)
      const db = request.server.db
      const language = request.headers['accept-language']
      const scope = await resolveScope(db, actor, query, report.definition.dated, language)
      return { data: await buildTable(db, report, scope) }
    })

    serve(app, routes.export, async ({ actor, params, query: asked, request, reply }) => {
      // An export writes what the page shows: it needs the area's view as well as its generate.
      const view = reportPermission(area, 'view')
      if (!may(actor, view)) {
        throw new AppError('FORBIDDEN', 'You do not have permission to do this.', { permission: view })
      }
      const report = find(area, params.name)
      const db = request.server.db
      const { format, lang, ...query } = asked
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
    })
  }
}

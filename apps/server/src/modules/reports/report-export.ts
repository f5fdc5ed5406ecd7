import { PassThrough, Readable } from 'node:stream'
import { type ReportColumn, type ReportTable, reportCellText } from '@sms/contract'
import ExcelJS from 'exceljs'
import { csvLine } from '../../lib/csv-write.ts'

export type ExportLanguage = 'en' | 'km'

/** A cell as the page shows it: money in dollars (cents / 100) or riel, a Khmer name in Khmer when there is one. */
function cellValue(row: ReportTable['rows'][number], column: ReportColumn, lang: ExportLanguage) {
  const value = reportCellText(row, column.key, lang)
  if (value === null || value === undefined) return null
  if (column.type === 'usd') return Number(value) / 100
  return value
}

const header = (table: ReportTable, lang: ExportLanguage) =>
  table.columns.map((c) => (lang === 'km' ? c.km : c.en))

function totalsRow(table: ReportTable, lang: ExportLanguage) {
  return table.columns.map((column, i) => {
    if (i === 0) return lang === 'km' ? 'សរុប' : 'Total'
    const value = table.totals[column.key]
    if (value === undefined) return null
    return column.type === 'usd' ? value / 100 : value
  })
}

export const exportFileName = (table: ReportTable, extension: string) =>
  `${table.area}-${table.report}${table.from ? `-${table.from}-${table.to}` : ''}.${extension}`

/**
 * CSV in UTF-8 with a byte-order mark, so a spreadsheet opens Khmer as Khmer; written row by row through the
 * server's one CSV writer, so a product or customer named `=HYPERLINK(…)` is text, not a formula.
 */
export function csvStream(table: ReportTable, lang: ExportLanguage): Readable {
  function* lines() {
    yield `\uFEFF${csvLine(header(table, lang))}`
    for (const row of table.rows) yield csvLine(table.columns.map((c) => cellValue(row, c, lang)))
    yield csvLine(totalsRow(table, lang))
  }
  return Readable.from(lines())
}

const FORMATS: Partial<Record<ReportColumn['type'], string>> = {
  usd: '"$"#,##0.00',
  khr: '#,##0" ៛"',
  quantity: '#,##0.###',
  count: '#,##0',
  percent: '0.00"%"',
}

/** An .xlsx written as a stream (exceljs' WorkbookWriter commits each row), Khmer text kept as it is. */
export function xlsxStream(table: ReportTable, lang: ExportLanguage): Readable {
  const out = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  })
  const title = lang === 'km' ? 'របាយការណ៍' : 'Report'
  const sheet = workbook.addWorksheet(title, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = table.columns.map((column) => ({
    key: column.key,
    width: column.type === 'text' ? 28 : 16,
    style: FORMATS[column.type] ? { numFmt: FORMATS[column.type] as string } : {},
  }))
  const head = sheet.addRow(header(table, lang))
  head.font = { bold: true }
  head.commit()
  for (const row of table.rows) sheet.addRow(table.columns.map((c) => cellValue(row, c, lang))).commit()
  const totals = sheet.addRow(totalsRow(table, lang))
  totals.font = { bold: true }
  totals.commit()
  sheet.commit()
  workbook.commit().catch((err: unknown) => out.destroy(err as Error))
  return out
}

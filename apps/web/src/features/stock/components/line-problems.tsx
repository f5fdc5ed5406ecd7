import { Flex, Typography } from 'antd'
import type { ReactNode } from 'react'
import { type FieldError, type FieldErrors, get } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type FormIssue, ISSUE_TYPES } from '../../../components/resource/body-resolver.ts'
import { fieldErrorMessage } from '../../../components/resource/field-errors.ts'
import {
  findLineProblems,
  type LineError,
  type LineField,
  type LineProblem,
  type StockLine,
} from './stock-lines.ts'

const PROBLEM_TEXT = {
  quantity: 'lines.quantityInvalid',
  negative: 'lines.quantityNegative',
  zero: 'lines.quantityZero',
  lot_number: 'lines.lotRequired',
} as const satisfies Record<LineProblem, string>

/** The `errors` prop from `findLineProblems`, in the interface language, each on its field. */
export function useLineProblemTexts(): (
  problems: ReadonlyMap<string, LineProblem>,
) => Map<string, LineError> {
  const { t } = useTranslation('stock')
  return (problems) =>
    new Map(
      [...problems].map(([key, problem]) => [
        key,
        { field: problem === 'lot_number' ? 'lot_number' : 'quantity', text: t(PROBLEM_TEXT[problem]) },
      ]),
    )
}

/**
 * The lines' own problems (`findLineProblems`) as the form's issues, each on its line's field, its text key as
 * the code: the quantity as typed says more than the number the body would carry.
 */
export function lineIssues(
  lines: readonly StockLine[],
  options?: Parameters<typeof findLineProblems>[1],
): FormIssue[] {
  const problems = findLineProblems(lines, options)
  return lines.flatMap((line, i) => {
    const problem = problems.get(line.key)
    if (!problem) return []
    const field = problem === 'lot_number' ? 'lot_number' : 'quantity'
    return [{ path: `lines.${i}.${field}`, code: `stock:${PROBLEM_TEXT[problem]}` }]
  })
}

/** The fields of a line the lines input shows a problem on; any other (the product) shows on the quantity. */
const SHOWN_ON: readonly LineField[] = ['lot_number', 'expiry_date', 'quantity']

/** A line's error of the form, or undefined; `lines.2.unit_cost_usd` and the like are the page's to show. */
export function lineErrorAt(errors: FieldErrors, index: number, field: string): FieldError | undefined {
  return get(errors, `lines.${index}.${field}`) as FieldError | undefined
}

/**
 * A line's problem on one of its fields in the interface language: a page's own text key (`stock:…`) as it is,
 * a code `texts` words in the page's terms (`over_received`), else the shared field error texts.
 */
export function useLineIssueText(
  texts: Partial<Record<string, string>> = {},
): (field: string, code: string | undefined) => string {
  const { t } = useTranslation()
  const translate = t as unknown as (key: string, params?: object) => string
  return (field, code) => {
    const own = code ? texts[code] : undefined
    if (own) return translate(own)
    if (code && /^\w+:/.test(code)) return translate(code)
    if (field === 'lot_number' && (code === 'required' || code === 'validation.required')) {
      return translate('stock:lines.lotRequired')
    }
    const message = fieldErrorMessage(code)
    return translate(message.key, message.params)
  }
}

/**
 * The form's errors on its lines (its own checks, the schema's, the server's 422) as the lines input's
 * `errors`: one translated problem per line key, on its field. `except` names the fields a page shows itself;
 * `texts` words some of the server's codes in the page's terms (`over_received`).
 */
export function useLineErrors(
  texts: Partial<Record<string, string>> = {},
): (errors: FieldErrors, lines: readonly StockLine[], except?: readonly string[]) => Map<string, LineError> {
  const text = useLineIssueText(texts)
  return (errors, lines, except = []) => {
    const byLine = new Map<string, LineError>()
    lines.forEach((line, i) => {
      const onLine = (get(errors, `lines.${i}`) ?? {}) as Record<string, FieldError | undefined>
      const fields = Object.keys(onLine).filter((field) => onLine[field]?.message && !except.includes(field))
      const field = SHOWN_ON.find((candidate) => fields.includes(candidate)) ?? fields[0]
      if (field === undefined) return
      const onField = SHOWN_ON.includes(field as LineField) ? (field as LineField) : 'quantity'
      byLine.set(line.key, { field: onField, text: text(field, onLine[field]?.message) })
    })
    return byLine
  }
}

/** Whether the form's own checks refused a line (the page then says to fix the lines). */
export function hasLineChecks(errors: FieldErrors): boolean {
  const lines = get(errors, 'lines') as unknown
  if (!Array.isArray(lines)) return false
  return lines.some((line) =>
    Object.values((line ?? {}) as Record<string, FieldError | undefined>).some(
      (error) => error?.type === ISSUE_TYPES.check,
    ),
  )
}

export function errorOn(error: LineError | undefined, field: LineField): string | undefined {
  if (error === undefined) return undefined
  if (typeof error === 'string') return field === 'quantity' ? error : undefined
  return error.field === field ? error.text : undefined
}

/** An input with its problem under it, in the danger colour. */
export function WithError({ error, children }: { error: string | undefined; children: ReactNode }) {
  return (
    <Flex vertical gap={2}>
      {children}
      {error && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {error}
        </Typography.Text>
      )}
    </Flex>
  )
}

import { Flex, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { LineError, LineField, LineProblem } from './stock-lines.ts'

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

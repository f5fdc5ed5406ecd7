import { Flex, InputNumber, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { khr, usd } from '../receipt/money-text.ts'

export const USD_NOTES = [1, 2, 5, 10, 20, 50, 100] as const
export const KHR_NOTES = [100, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000] as const

export type NoteCounts = { usd: Record<number, number>; khr: Record<number, number> }
export const EMPTY_COUNTS: NoteCounts = { usd: {}, khr: {} }
const MAX_COUNT = 100_000
const notes = z.record(z.string(), z.number().int().min(0).max(MAX_COUNT))
/** A count as a form holds it: whole notes per denomination, within what the inputs take. */
export const noteCountsSchema = z.object({ usd: notes, khr: notes })

/** The counted cash: dollars in cents, riel as is. */
export function countedTotals(counts: NoteCounts) {
  const sum = (record: Record<number, number>, unit: number) =>
    Object.entries(record).reduce((s, [note, n]) => s + Number(note) * unit * (n || 0), 0)
  return { usd: sum(counts.usd, 100), khr: sum(counts.khr, 1) }
}

/** A drawer counted note by note, dollars beside riel, with each currency's total. */
export function DenominationCount({
  value,
  onChange,
  autoFocus = false,
}: {
  value: NoteCounts
  onChange: (next: NoteCounts) => void
  /** The first count takes the focus when its dialog opens. */
  autoFocus?: boolean
}) {
  const { t } = useTranslation('pos')
  const totals = countedTotals(value)
  const column = (currency: 'usd' | 'khr', notes: readonly number[]) => (
    <Flex vertical gap={4} style={{ flex: 1 }}>
      <Typography.Text strong>
        {currency === 'usd' ? t('shift.usdNotes') : t('shift.khrNotes')}
      </Typography.Text>
      {notes.map((note, index) => {
        const label = currency === 'usd' ? `$${note}` : khr(note)
        return (
          <Flex key={note} align="center" gap={8}>
            <span style={{ width: 90, textAlign: 'right' }}>{label} ×</span>
            <InputNumber
              min={0}
              max={MAX_COUNT}
              precision={0}
              autoFocus={autoFocus && currency === 'usd' && index === 0}
              value={value[currency][note] ?? null}
              onChange={(n) => onChange({ ...value, [currency]: { ...value[currency], [note]: n ?? 0 } })}
              aria-label={t('shift.count', { note: label })}
              data-testid={`count-${currency}-${note}`}
              style={{ width: 110 }}
            />
          </Flex>
        )
      })}
      <Typography.Text strong data-testid={`count-total-${currency}`}>
        {t('shift.total')}: {currency === 'usd' ? usd(totals.usd) : khr(totals.khr)}
      </Typography.Text>
    </Flex>
  )
  return (
    <Flex gap={24}>
      {column('usd', USD_NOTES)}
      {column('khr', KHR_NOTES)}
    </Flex>
  )
}

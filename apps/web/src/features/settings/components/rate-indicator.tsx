import { Button, Flex, Typography } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { hasPermission } from '../../../lib/auth/session-storage.ts'
import { useSession } from '../../../lib/auth/use-session.ts'
import { useCurrentRate } from '../../../lib/live/current-rate.ts'
import { formatRate, formatWhen } from './rate-format.ts'

const RateDialog = lazy(() => import('./rate-dialog.tsx'))

/**
 * Today's riel rate in the menubar, with when it was last set. Whoever may set the rate opens the rate dialog
 * from it; for everyone else it is plain text.
 */
export function RateIndicator() {
  const { t, i18n } = useTranslation('settings')
  const canSet = hasPermission(useSession(), 'exchange-rates.create')
  const { data } = useCurrentRate()
  const [open, setOpen] = useState(false)
  if (!data) return null

  const rate = t('rate.value', { one: 1, rate: formatRate(data.rate, i18n.language) })
  const when = data.updated_at ? t('rate.updated', { when: formatWhen(data.updated_at) }) : t('rate.notSet')
  const content = (
    <Flex vertical align="flex-end" style={{ lineHeight: 1.25 }}>
      <Typography.Text strong style={{ whiteSpace: 'nowrap' }} data-testid="rate-value">
        {rate}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        {when}
      </Typography.Text>
    </Flex>
  )
  const label = `${t('rate.label')}: ${rate}, ${when}`
  if (!canSet) {
    return (
      <div role="note" aria-label={label} style={{ paddingInline: 8 }}>
        {content}
      </div>
    )
  }
  return (
    <>
      <Button type="text" aria-label={label} onClick={() => setOpen(true)} style={{ height: 48 }}>
        {content}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <RateDialog current={data.rate} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}

import { Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'

/** The mark and, unless `compact`, the product name; used on the sign-in card and atop the sidebar. */
export function AppLogo({ compact = false, size = 32 }: { compact?: boolean; size?: number }) {
  const { t } = useTranslation()
  return (
    <Flex align="center" gap={10}>
      <img src="/favicon.svg" width={size} height={size} alt={compact ? t('appName') : ''} />
      {!compact && (
        <Typography.Text strong style={{ fontSize: size / 2, whiteSpace: 'nowrap' }}>
          {t('appName')}
        </Typography.Text>
      )}
    </Flex>
  )
}

import { Flex, Typography } from 'antd'
import { useAppearance } from '../features/settings/appearance/use-appearance.ts'

/**
 * The shop's mark (its logo from the settings, else the built-in one) and, unless `compact`, its system title;
 * used on the sign-in card and atop the sidebar.
 */
export function AppLogo({ compact = false, size = 32 }: { compact?: boolean; size?: number }) {
  const { logo_url, system_title } = useAppearance()
  return (
    <Flex align="center" gap={10} style={{ minWidth: 0 }}>
      <img
        src={logo_url ?? '/favicon.svg'}
        width={size}
        height={size}
        style={{ objectFit: 'contain', flex: 'none' }}
        alt={compact ? system_title : ''}
      />
      {!compact && (
        <Typography.Text strong ellipsis style={{ fontSize: size / 2, whiteSpace: 'nowrap' }}>
          {system_title}
        </Typography.Text>
      )}
    </Flex>
  )
}

import { Flex, theme } from 'antd'
import { useAppearance } from '../lib/appearance/use-appearance.ts'
import { readableOn } from '../lib/colors.ts'

/**
 * The shop's mark (its logo from the settings, else the built-in one) and, unless `compact`, its system title;
 * used on the sign-in card and atop the sidebar.
 */
export function AppLogo({ compact = false, size = 32 }: { compact?: boolean; size?: number }) {
  const { logo_url, system_title } = useAppearance()
  const { token } = theme.useToken()
  return (
    <Flex align="center" gap={10} style={{ minWidth: 0 }}>
      {logo_url ? (
        <img
          src={logo_url}
          width={size}
          height={size}
          style={{ objectFit: 'contain', flex: 'none' }}
          alt={compact ? system_title : ''}
        />
      ) : (
        <BuiltInLogo size={size} title={compact ? system_title : undefined} />
      )}
      {!compact && (
        // A plain element: Typography would bring its editor and copy button to the sign-in page (0011).
        <strong
          title={system_title}
          style={{
            fontSize: size / 2,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            color: token.colorText,
          }}
        >
          {system_title}
        </strong>
      )}
    </Flex>
  )
}

/** The built-in mark (public/favicon.svg) in the shop's primary colour, so a new colour reaches the logo too. */
function BuiltInLogo({ size, title }: { size: number; title: string | undefined }) {
  const { token } = theme.useToken()
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 32 32"
      width={size}
      height={size}
      style={{ flex: 'none' }}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      data-testid="built-in-logo"
    >
      <rect width="32" height="32" rx="7" fill={token.colorPrimary} />
      <path
        d="M10 20.5c1.2 1.3 3.1 2 5.3 2 3 0 5-1.4 5-3.6 0-2.2-1.7-3-4.6-3.6-2.2-.5-3-.9-3-1.8 0-.9.9-1.5 2.4-1.5 1.4 0 2.6.5 3.5 1.3l1.5-1.9c-1.2-1.1-2.9-1.7-4.9-1.7-2.9 0-4.9 1.5-4.9 3.8 0 2.3 1.7 3.1 4.6 3.7 2.1.4 3 .8 3 1.8 0 .9-.9 1.5-2.6 1.5-1.6 0-3-.6-4-1.6z"
        fill={readableOn(token.colorPrimary)}
      />
    </svg>
  )
}

import { theme } from 'antd'

/** The key of a button, shown on it (SALES.md: "Show the key on each button"). */
export function KeyHint({ keys }: { keys: string }) {
  const { token } = theme.useToken()
  return (
    <kbd
      style={{
        fontFamily: token.fontFamilyCode,
        fontSize: 11,
        padding: '0 4px',
        marginInlineStart: 6,
        border: `1px solid ${token.colorBorder}`,
        borderRadius: 3,
        opacity: 0.85,
      }}
    >
      {keys}
    </kbd>
  )
}

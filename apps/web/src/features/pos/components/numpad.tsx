import { Button, Flex, Segmented, Typography, theme } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type NumpadKey, type NumpadMode, pressNumpad } from '../cart/numpad.ts'

const KEYS: NumpadKey[] = ['7', '8', '9', 'back', '4', '5', '6', 'clear', '1', '2', '3', '.', '0', '00']

type Props = {
  disabled: boolean
  canOverridePrice: boolean
  /** Applies the typed number to the selected line; answers the problem to show, or null when it is applied. */
  onApply: (mode: NumpadMode, text: string) => string | null
}

/**
 * The touch numpad (SALES.md): the typed number sets the selected line's quantity, price or discount. Its keys
 * are buttons, so the keyboard-wedge scanner and the F-keys keep working beside it.
 */
export function Numpad({ disabled, canOverridePrice, onApply }: Props) {
  const { t } = useTranslation('pos')
  const { token } = theme.useToken()
  const [mode, setMode] = useState<NumpadMode>('quantity')
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const label = (key: NumpadKey) =>
    key === 'back' ? '⌫' : key === 'clear' ? t('numpad.clear') : key === '.' ? '.' : key
  const apply = () => {
    const error = onApply(mode, text)
    setProblem(error)
    if (!error) setText('')
  }
  return (
    <Flex vertical gap={4} data-testid="till-numpad" role="group" aria-label={t('numpad.title')}>
      <Flex gap={6} align="center">
        <Segmented<NumpadMode>
          size="small"
          aria-label={t('numpad.mode')}
          value={mode}
          onChange={(next) => {
            setMode(next)
            setProblem(null)
          }}
          options={[
            { value: 'quantity', label: t('cart.quantity') },
            { value: 'price', label: t('cart.price'), disabled: !canOverridePrice },
            { value: 'discount', label: t('numpad.discount') },
          ]}
        />
        <output
          aria-live="polite"
          aria-label={t('numpad.typed')}
          data-testid="numpad-display"
          style={{
            flex: 1,
            textAlign: 'end',
            fontSize: 18,
            fontWeight: 600,
            padding: '0 8px',
            border: `1px solid ${token.colorBorder}`,
            borderRadius: token.borderRadius,
            minHeight: 30,
          }}
        >
          {mode === 'price' && text ? '$' : ''}
          {text}
          {mode === 'discount' && text ? '%' : ''}
        </output>
      </Flex>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 4 }}>
        {KEYS.map((key) => (
          <Button
            key={key}
            disabled={disabled}
            aria-label={key === 'back' ? t('numpad.back') : undefined}
            onClick={() => {
              setText((current) => pressNumpad(current, key))
              setProblem(null)
            }}
          >
            {label(key)}
          </Button>
        ))}
        <Button type="primary" disabled={disabled} onClick={apply} style={{ gridColumn: 'span 2' }}>
          {t('numpad.apply')}
        </Button>
      </div>
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
    </Flex>
  )
}

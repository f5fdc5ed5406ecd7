import { parseTypedAmount } from '@sms/contract'
import { Flex, Input, type InputRef } from 'antd'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import type { RefCallBack } from 'react-hook-form'
import { formatTypedAmount } from '../../../lib/money.ts'
import { AmountError } from './amount-error.tsx'

type Props = {
  id?: string
  name?: string
  /** Lets a form focus the input (react-hook-form's field ref). */
  ref?: RefCallBack | React.Ref<InputRef>
  /** US cents or whole riel, as the API stores them; NaN while the typed text cannot be read. */
  value?: number | null
  /** Optional as antd's Form.Item hands value and onChange to its child. */
  onChange?: (value: number | null) => void
  onBlur?: () => void
  currency: 'USD' | 'KHR'
  disabled?: boolean
  status?: 'error'
  size?: 'small' | 'middle' | 'large'
  autoFocus?: boolean
  'aria-label'?: string
  /** Taken for a field frame's sake; the input says itself whether it is invalid (its status, its text). */
  'aria-invalid'?: boolean
  'data-testid'?: string
}

/** The text a stored value stands for; a value the input did not emit itself is shown formatted. */
const textOf = (value: number | null | undefined, currency: 'USD' | 'KHR') =>
  value === null || value === undefined || Number.isNaN(value) ? '' : formatTypedAmount(value, currency)

/**
 * Dollars or riel typed as people type them ("7,35", "1.234,50", "30,135", Khmer digits), read by the
 * contract's one parser; the form value stays in minor units. Text that cannot be read for sure is said so
 * under the field and reaches the form as NaN, which its schema refuses: the amount is never guessed. No
 * min or max here either: a negative price reaches the contract as typed and shows its own field error.
 * The text is selected on focus, so typing replaces a prefilled amount instead of adding to it.
 */
export function MoneyInput({
  value,
  onChange,
  onBlur,
  currency,
  ref,
  'aria-invalid': _invalid,
  ...rest
}: Props) {
  const messageId = useId()
  const [text, setText] = useState(() => textOf(value, currency))
  // Said once the user leaves the field or presses Enter, not at every key of "1.234,50" still being typed.
  const [told, setTold] = useState(false)
  const parsed = parseTypedAmount(text, currency)
  const error = parsed && !parsed.ok ? parsed.error : null
  const shownError = told ? error : null
  // What this input last reported: any other value was set from outside (a reset, a currency switch).
  const emitted = useRef<number | null | undefined>(value)
  const [shownFor, setShownFor] = useState({ value, currency })
  const [replaced, setReplaced] = useState(0)
  if (shownFor.currency !== currency || !Object.is(shownFor.value, value)) {
    setShownFor({ value, currency })
    if (shownFor.currency !== currency || !Object.is(emitted.current, value)) {
      setText(textOf(value, currency))
      setTold(false)
      setReplaced((n) => n + 1)
    }
  }

  const input = useRef<InputRef | null>(null)
  const focusedByMouse = useRef(false)
  // The input is the form's (focus on error) and this widget's own (selecting replaced text).
  const setRefs = useCallback(
    (element: InputRef | null) => {
      input.current = element
      if (typeof ref === 'function') ref(element)
      else if (ref) (ref as React.RefObject<InputRef | null>).current = element
    },
    [ref],
  )
  // Text replaced from outside while the field has focus (Add payment's currency switch) is selected, so
  // typing replaces it: writing the new text would otherwise leave the caret at its end.
  useEffect(() => {
    const element = input.current?.input
    if (replaced > 0 && element && document.activeElement === element) element.select()
  }, [replaced])

  const emit = (next: number | null) => {
    emitted.current = next
    onChange?.(next)
  }

  return (
    <Flex vertical gap={2} style={{ width: '100%' }}>
      <Input
        {...rest}
        ref={setRefs}
        value={text}
        inputMode="decimal"
        autoComplete="off"
        // "$7.35" and "30,135 ៛", as everywhere else in the app.
        prefix={currency === 'USD' ? '$' : undefined}
        suffix={currency === 'USD' ? undefined : '៛'}
        status={shownError ? 'error' : rest.status}
        aria-invalid={shownError !== null || rest.status === 'error'}
        aria-describedby={shownError ? messageId : undefined}
        onFocus={(event) => {
          const input = event.target
          input.select()
          // A focusing click puts the caret at the pointer after this event: select again once it has. Only
          // for a click, and only if nothing was typed meanwhile: a key typed before that frame (Tab, then a
          // fast "12") would be selected and replaced by the next one.
          if (!focusedByMouse.current) return
          const atFocus = input.value
          requestAnimationFrame(() => {
            if (document.activeElement === input && input.value === atFocus) input.select()
          })
        }}
        onMouseUp={(event) => {
          // …and mouse-up would drop that selection again: keep it, for the click that focused only.
          if (focusedByMouse.current) event.preventDefault()
          focusedByMouse.current = false
        }}
        onMouseDown={(event) => {
          focusedByMouse.current = document.activeElement !== event.target
        }}
        onChange={(event) => {
          const typed = event.target.value
          const next = parseTypedAmount(typed, currency)
          setText(typed)
          setTold(false)
          emit(next === null ? null : next.ok ? next.value : Number.NaN)
        }}
        onKeyDown={(event) => event.key === 'Enter' && setTold(true)}
        onBlur={() => {
          // "7,35" reads back as "7.35" once the user moves on, so what was understood is visible.
          if (parsed?.ok) setText(formatTypedAmount(parsed.value, currency))
          setTold(true)
          onBlur?.()
        }}
        style={{ width: '100%' }}
      />
      {shownError && <AmountError id={messageId} error={shownError} currency={currency} />}
    </Flex>
  )
}

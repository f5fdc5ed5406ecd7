import { DatePicker } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { type ComponentRef, useCallback, useEffect, useRef } from 'react'
import type { RefCallBack } from 'react-hook-form'
import { API_DATE_FORMAT, displayDateFormat, parseTypedDate, typedDateFormats } from '../../../lib/dates.ts'

type Props = {
  id?: string
  /** Lets a form focus the input (react-hook-form's field ref). */
  ref?: RefCallBack
  /** A calendar day as the API sends it: `YYYY-MM-DD` (or text the field could not read, see onChange). */
  value: string | null | undefined
  /**
   * A day as `YYYY-MM-DD`, null when emptied, or the typed text itself when it names no day (02/30/2027):
   * the contract refuses that, so the form shows a field error instead of quietly keeping another day.
   */
  onChange: (value: string | null) => void
  onBlur?: () => void
  disabled?: boolean
  status?: 'error'
  'aria-label'?: string
}

const isIsoDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value, API_DATE_FORMAT).isValid()

/**
 * Shown as MM/DD/YY (spec); weeks start on Sunday through the dayjs locale set in lib/dates. The typed text is
 * read when the field is left: antd's picker alone would keep the last day it could parse on the way
 * (01/31/20 while 01/31/2027 is being typed) and drop what it cannot read.
 */
export function DateInput({ value, onChange, onBlur, ref, ...rest }: Props) {
  const day = value && isIsoDay(value) ? dayjs(value, API_DATE_FORMAT) : null
  // While the field holds unreadable text the picker keeps its last day, so the text stays on screen.
  const pickerDay = useRef<Dayjs | null>(day)
  if (day || !value) pickerDay.current = day

  const readTyped = (text: string) => {
    // Leaving the field unchanged must not re-read "01/01/50" (1950 shown as yy) as 2050.
    if (text === (day ? day.format(displayDateFormat()) : (value ?? ''))) return
    const typed = parseTypedDate(text)
    const next = typed.kind === 'date' ? typed.iso : typed.kind === 'empty' ? null : text.trim()
    if (next !== (value ?? null)) onChange(next)
  }

  // antd's clear button is a real button: Tab from the date stopped on it before the next field. Keyboard users
  // clear a date by deleting its text (read above), so the button stays for the mouse, out of the Tab order.
  const picker = useRef<ComponentRef<typeof DatePicker>>(null)
  useEffect(() => {
    picker.current?.nativeElement.querySelector('.ant-picker-clear')?.setAttribute('tabindex', '-1')
  })
  const pickerRef = useCallback(
    (node: ComponentRef<typeof DatePicker> | null) => {
      picker.current = node
      ref?.(node)
    },
    [ref],
  )

  return (
    <DatePicker
      {...rest}
      ref={pickerRef}
      value={pickerDay.current}
      onChange={(next) => onChange(next ? next.format(API_DATE_FORMAT) : null)}
      onBlur={(event) => {
        if (event.target instanceof HTMLInputElement) readTyped(event.target.value)
        onBlur?.()
      }}
      onKeyDown={(event) => {
        // Enter accepts the day typed or chosen (the picker closes); it must not also submit the whole form,
        // as a text field's Enter does. Every date field of every form is this one.
        if (event.key !== 'Enter') return
        event.preventDefault()
        if (event.target instanceof HTMLInputElement) readTyped(event.target.value)
      }}
      format={typedDateFormats()}
      preserveInvalidOnBlur
      style={{ width: '100%' }}
    />
  )
}

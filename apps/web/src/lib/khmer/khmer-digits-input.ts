// The digits alone: the package's index would bring every schema (and zod) into the first page's code.
import { asciiDigits } from '@sms/contract/khmer-digits'

/**
 * Khmer digits typed into a number field (issue 19, decision 0033). A cashier on the Khmer layout types ០–៩
 * for 0–9; quantity spinners and date pickers read only ASCII digits, so `១២` would be lost or refused.
 * One listener for the whole page turns Khmer digits into ASCII as they are typed or pasted into such a field,
 * so every numeric input accepts them without each form knowing. Text fields (names, notes) keep Khmer digits;
 * money fields, codes and search read them themselves (`parseTypedAmount`, the contract's code rules, the API).
 */
const KHMER_DIGIT = /[០-៩]/

/** Inputs whose text is a number or a date: antd's number inputs (spinbutton), pickers, numeric keyboards. */
export function isNumericField(target: EventTarget | null): target is HTMLInputElement {
  if (!(target instanceof HTMLInputElement)) return false
  if (target.type === 'number' || target.getAttribute('role') === 'spinbutton') return true
  if (['numeric', 'decimal'].includes(target.inputMode)) return true
  return target.closest('.ant-picker') !== null
}

function onBeforeInput(event: InputEvent) {
  const text = event.data ?? event.dataTransfer?.getData('text/plain') ?? null
  if (!text || !KHMER_DIGIT.test(text) || !isNumericField(event.target)) return
  event.preventDefault()
  // insertText keeps the caret, the undo history and the input events React listens to.
  document.execCommand('insertText', false, asciiDigits(text))
}

/** Installs the listener once for the page. */
export function acceptKhmerDigits(root: Document = document) {
  root.addEventListener('beforeinput', onBeforeInput, { capture: true })
  return () => root.removeEventListener('beforeinput', onBeforeInput, { capture: true })
}

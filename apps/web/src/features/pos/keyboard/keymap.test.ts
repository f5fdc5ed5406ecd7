import { describe, expect, it } from 'vitest'
import { isBrowserKey, paymentCommand, tillCommand } from './keymap.ts'

const outside = { focus: 'none', isSearchEmpty: true } as const
const inEmptySearch = { focus: 'search', isSearchEmpty: true } as const
const inFullSearch = { focus: 'search', isSearchEmpty: false } as const
const inField = { focus: 'field', isSearchEmpty: true } as const

describe('till keyboard map', () => {
  it('maps the F-keys of SALES.md wherever the focus is', () => {
    for (const context of [outside, inFullSearch, inField]) {
      expect(tillCommand({ key: 'F2' }, context)).toBe('search')
      expect(tillCommand({ key: 'F3' }, context)).toBe('customer')
      expect(tillCommand({ key: 'F4' }, context)).toBe('hold')
      expect(tillCommand({ key: 'F4', shiftKey: true }, context)).toBe('recall')
      expect(tillCommand({ key: 'F6' }, context)).toBe('quantity')
      expect(tillCommand({ key: 'F7' }, context)).toBe('price')
      expect(tillCommand({ key: 'F8' }, context)).toBe('lineDiscount')
      expect(tillCommand({ key: 'F8', shiftKey: true }, context)).toBe('orderDiscount')
      expect(tillCommand({ key: 'F9' }, context)).toBe('pay')
      expect(tillCommand({ key: 'F10' }, context)).toBe('return')
      expect(tillCommand({ key: 'Enter', ctrlKey: true }, context)).toBe('pay')
      expect(tillCommand({ key: 'Delete', ctrlKey: true }, context)).toBe('clearCart')
      expect(tillCommand({ key: 'r', code: 'KeyR', altKey: true }, context)).toBe('reprint')
      // Alt+D by its key's place, so a Khmer layout (where the key types ដ) opens the drawer too.
      expect(tillCommand({ key: 'ដ', code: 'KeyD', altKey: true }, context)).toBe('drawer')
    }
  })

  it('leaves F1, F5, F11, F12 and Ctrl+W/T/N/R/P to the browser', () => {
    for (const key of ['F1', 'F5', 'F11', 'F12']) {
      expect(isBrowserKey({ key })).toBe(true)
      expect(tillCommand({ key }, outside)).toBeNull()
      expect(paymentCommand({ key }, { isTyping: false })).toBeNull()
    }
    for (const key of ['w', 't', 'n', 'r', 'p', 'R']) {
      expect(tillCommand({ key, ctrlKey: true }, outside)).toBeNull()
      expect(paymentCommand({ key, ctrlKey: true }, { isTyping: false })).toBeNull()
    }
  })

  it('takes / + − Delete as shortcuts only when they would not be typed into a field', () => {
    expect(tillCommand({ key: '/' }, outside)).toBe('search')
    expect(tillCommand({ key: '/' }, inEmptySearch)).toBeNull()
    expect(tillCommand({ key: '+' }, outside)).toBe('increment')
    expect(tillCommand({ key: '+' }, inEmptySearch)).toBe('increment')
    expect(tillCommand({ key: '+' }, inFullSearch)).toBeNull()
    expect(tillCommand({ key: '-' }, inEmptySearch)).toBe('decrement')
    expect(tillCommand({ key: 'Delete' }, outside)).toBe('removeLine')
    expect(tillCommand({ key: 'Delete' }, inFullSearch)).toBeNull()
    expect(tillCommand({ key: '+' }, inField)).toBeNull()
  })

  it('moves through the cart lines with the arrows, but not from another field or a typed search', () => {
    expect(tillCommand({ key: 'ArrowUp' }, inEmptySearch)).toBe('selectUp')
    // A typed search's arrows go through the products it found.
    expect(tillCommand({ key: 'ArrowUp' }, inFullSearch)).toBeNull()
    expect(tillCommand({ key: 'ArrowDown' }, inFullSearch)).toBeNull()
    expect(tillCommand({ key: 'ArrowDown' }, outside)).toBe('selectDown')
    expect(tillCommand({ key: 'ArrowDown' }, inField)).toBeNull()
  })

  it('maps the payment keys: Alt+1…6 tenders, E exact, Q/W/R/T dollars, A/S/D riel, K, Enter', () => {
    const free = { isTyping: false }
    expect(paymentCommand({ key: '3', code: 'Digit3', altKey: true }, free)).toEqual({
      kind: 'tender',
      index: 2,
    })
    expect(paymentCommand({ key: '¡', code: 'Digit1', altKey: true }, free)).toEqual({
      kind: 'tender',
      index: 0,
    })
    expect(paymentCommand({ key: '7', code: 'Digit7', altKey: true }, free)).toBeNull()
    expect(paymentCommand({ key: 'e' }, free)).toEqual({ kind: 'exact' })
    expect(paymentCommand({ key: 'q' }, free)).toEqual({ kind: 'quickUsd', cents: 500 })
    expect(paymentCommand({ key: 'W' }, free)).toEqual({ kind: 'quickUsd', cents: 1000 })
    expect(paymentCommand({ key: 'r' }, free)).toEqual({ kind: 'quickUsd', cents: 2000 })
    expect(paymentCommand({ key: 't' }, free)).toEqual({ kind: 'quickUsd', cents: 5000 })
    expect(paymentCommand({ key: 'd' }, free)).toEqual({ kind: 'quickKhr', riel: 50_000 })
    expect(paymentCommand({ key: 'k' }, free)).toEqual({ kind: 'cycleChange' })
    expect(paymentCommand({ key: 'Enter' }, free)).toEqual({ kind: 'validate' })
    expect(paymentCommand({ key: 'Escape' }, free)).toEqual({ kind: 'back' })
    expect(paymentCommand({ key: '5' }, free)).toBeNull()
  })

  it('lets letters be typed into a reference field during payment', () => {
    expect(paymentCommand({ key: 'e' }, { isTyping: true })).toBeNull()
    expect(paymentCommand({ key: 'Enter' }, { isTyping: true })).toEqual({ kind: 'validate' })
  })
})

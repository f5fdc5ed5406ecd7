import { describe, expect, it } from 'vitest'
import type { ReceiptData } from '../receipt/receipt-data.ts'
import { initialTillScreen, type TillScreen, tillScreenReducer } from './till-screen-state.ts'

// The reducer only carries the receipt along; its figures do not matter here.
const receipt = { number: 'R-000001' } as ReceiptData
const idle = initialTillScreen({ paying: false, muted: false })

describe('till screen state', () => {
  it('opens the payment again after a reload in the payment step', () => {
    expect(initialTillScreen({ paying: true, muted: true })).toEqual({
      dialog: 'payment',
      notice: null,
      done: null,
      printing: null,
      muted: true,
    })
    expect(idle.dialog).toBeNull()
  })

  it('keeps one dialog open at a time', () => {
    let state = tillScreenReducer(idle, { type: 'openDialog', dialog: 'quantity' })
    state = tillScreenReducer(state, { type: 'openDialog', dialog: 'customer' })
    expect(state.dialog).toBe('customer')
    expect(tillScreenReducer(state, { type: 'closeDialog' }).dialog).toBeNull()
  })

  it('closes the payment on a saved sale, shows its change and sends its receipt to the printer', () => {
    const paying: TillScreen = { ...idle, dialog: 'payment', notice: { kind: 'info', text: 'Rice added' } }
    const state = tillScreenReducer(paying, { type: 'saleSaved', sale: { receipt, offline: true } })
    expect(state.dialog).toBeNull()
    expect(state.done).toEqual({ receipt, offline: true })
    expect(state.printing).toEqual({ kind: 'receipt', receipt })
  })

  it('starts the next sale without the last one or its words, keeping the printout for nothing new to print', () => {
    const done = tillScreenReducer(
      { ...idle, notice: { kind: 'info', text: 'Rice added' } },
      { type: 'saleSaved', sale: { receipt, offline: false } },
    )
    const next = tillScreenReducer(done, { type: 'nextSale' })
    expect(next.done).toBeNull()
    expect(next.notice).toBeNull()
    expect(next.printing).toEqual({ kind: 'receipt', receipt })
  })

  it('tells, prints and mutes without touching the dialog', () => {
    const open = tillScreenReducer(idle, { type: 'openDialog', dialog: 'drawer' })
    const told = tillScreenReducer(open, { type: 'tell', notice: { kind: 'error', text: 'Unknown' } })
    const printed = tillScreenReducer(told, { type: 'print', printout: { kind: 'receipt', receipt } })
    const muted = tillScreenReducer(printed, { type: 'mute', muted: true })
    expect(muted).toEqual({
      dialog: 'drawer',
      notice: { kind: 'error', text: 'Unknown' },
      done: null,
      printing: { kind: 'receipt', receipt },
      muted: true,
    })
  })
})

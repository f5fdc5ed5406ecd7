import { afterEach, describe, expect, it } from 'vitest'
import { openDisplaySide, openTillSide } from './display-channel.ts'
import { type DisplayState, IDLE_DISPLAY } from './display-state.ts'

const selling: DisplayState = { ...IDLE_DISPLAY, phase: 'selling', total_usd: 735, total_khr: 30135 }
const closers: (() => void)[] = []
afterEach(() => {
  for (const close of closers.splice(0)) close()
})

/** The next state the display hears, or a failure after a second (the display follows within a second). */
function nextState(): { heard: Promise<DisplayState> } {
  let resolve: (state: DisplayState) => void = () => undefined
  const heard = new Promise<DisplayState>((r) => {
    resolve = r
  })
  closers.push(openDisplaySide((state) => resolve(state)))
  return { heard: Promise.race([heard, new Promise<never>((_, no) => setTimeout(() => no('silent'), 1000))]) }
}

describe('the till ⇄ customer display channel', () => {
  it('answers a display that opens mid-sale with the till’s current state', async () => {
    const till = openTillSide(() => selling)
    closers.push(till.close)
    await expect(nextState().heard).resolves.toEqual(selling)
  })

  it('sends every change to the open display', async () => {
    const till = openTillSide(() => null)
    closers.push(till.close)
    const display = nextState()
    till.say(selling)
    await expect(display.heard).resolves.toEqual(selling)
  })
})

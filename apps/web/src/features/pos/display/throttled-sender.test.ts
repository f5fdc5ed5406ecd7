import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { throttledSender } from './throttled-sender.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the till’s sends to a tablet display', () => {
  it('sends the first change at once, then at most one every gap, always the latest', async () => {
    const sent: number[] = []
    const sender = throttledSender(async (value: number) => void sent.push(value), 300)
    for (const value of [1, 2, 3, 4]) sender.push(value)
    await vi.advanceTimersByTimeAsync(0)
    expect(sent).toEqual([1])
    await vi.advanceTimersByTimeAsync(299)
    expect(sent).toEqual([1])
    await vi.advanceTimersByTimeAsync(1)
    // 2 and 3 were overtaken by 4 before they could go: a tablet needs the sale as it is now.
    expect(sent).toEqual([1, 4])
    await vi.advanceTimersByTimeAsync(1000)
    expect(sent).toEqual([1, 4])
  })

  it('keeps going after a failed send, and sends nothing once stopped', async () => {
    const sent: number[] = []
    const sender = throttledSender(async (value: number) => {
      sent.push(value)
      if (value === 1) throw new Error('offline')
    }, 300)
    sender.push(1)
    await vi.advanceTimersByTimeAsync(0)
    sender.push(2)
    await vi.advanceTimersByTimeAsync(300)
    expect(sent).toEqual([1, 2])
    sender.push(3)
    sender.stop()
    await vi.advanceTimersByTimeAsync(1000)
    expect(sent).toEqual([1, 2])
  })
})

import { describe, expect, it } from 'vitest'
import { actionKeys } from '../api/action-key.ts'
import { submitOnce } from './submit-once.ts'

describe('submitOnce', () => {
  it('drops a second call while the first runs, and runs again once it finished', async () => {
    const sent: number[] = []
    let finish = () => {}
    const send = submitOnce(async (n: number) => {
      sent.push(n)
      await new Promise<void>((resolve) => {
        finish = resolve
      })
      return n * 10
    })
    const first = send(1)
    const second = send(2)
    expect(await second).toBeUndefined()
    finish()
    expect(await first).toBe(10)
    expect(sent).toEqual([1])
    const third = send(3)
    finish()
    expect(await third).toBe(30)
    expect(sent).toEqual([1, 3])
  })

  it('is free again after a failure', async () => {
    let fail = true
    const send = submitOnce(async () => {
      if (fail) throw new Error('offline')
      return 'ok'
    })
    await expect(send()).rejects.toThrow('offline')
    fail = false
    expect(await send()).toBe('ok')
  })
})

describe('actionKeys', () => {
  it('keeps one key for the same request until done, a new one for another request', () => {
    const keys = actionKeys()
    const first = keys.keyFor({ rate: 4100 })
    expect(keys.keyFor({ rate: 4100 })).toBe(first)
    expect(keys.keyFor({ rate: 4200 })).not.toBe(first)
    const again = keys.keyFor({ rate: 4200 })
    keys.done()
    expect(keys.keyFor({ rate: 4200 })).not.toBe(again)
  })
})

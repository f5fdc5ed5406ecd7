import type { Order } from '@sms/contract'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api/api-error.ts'
import { sendUntilAnswered } from './checkout-sender.ts'

const order = { id: 1, number: 'R-2026-000001' } as Order
const networkDown = () => new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'offline' })

describe('sending a sale', () => {
  it('retries a network failure with the same request until the server answers', async () => {
    const states: string[] = []
    let calls = 0
    const result = await sendUntilAnswered({
      post: async () => {
        calls++
        if (calls < 3) throw networkDown()
        return order
      },
      onState: (state) => states.push(state),
      delay: async () => {},
    })
    expect(result).toBe(order)
    expect(calls).toBe(3)
    expect(states).toEqual(['sending', 'retrying', 'retrying', 'retrying', 'retrying', 'saved'])
  })

  it('abandons an attempt that times out and tries again', async () => {
    let calls = 0
    const result = await sendUntilAnswered({
      post: (signal) => {
        calls++
        if (calls === 1) {
          return new Promise((_, reject) =>
            signal.addEventListener('abort', () => reject(new DOMException('x', 'AbortError'))),
          )
        }
        return Promise.resolve(order)
      },
      onState: () => {},
      timeoutMs: 10,
      delay: async () => {},
    })
    expect(result).toBe(order)
    expect(calls).toBe(2)
  })

  it('retries while the first attempt is still running on the server (409 IDEMPOTENCY_IN_PROGRESS)', async () => {
    let calls = 0
    await sendUntilAnswered({
      post: async () => {
        calls++
        if (calls === 1) throw new ApiError({ status: 409, code: 'IDEMPOTENCY_IN_PROGRESS', message: '' })
        return order
      },
      onState: () => {},
      delay: async () => {},
    })
    expect(calls).toBe(2)
  })

  it('gives a refusal back at once: stock short is not retried', async () => {
    let calls = 0
    const states: string[] = []
    const refusal = new ApiError({ status: 422, code: 'STOCK_INSUFFICIENT', message: '' })
    await expect(
      sendUntilAnswered({
        post: async () => {
          calls++
          throw refusal
        },
        onState: (state) => states.push(state),
        delay: async () => {},
      }),
    ).rejects.toBe(refusal)
    expect(calls).toBe(1)
    expect(states).toEqual(['sending', 'failed'])
  })
})

import { isUnanswered } from './outbox.ts'
import { readValue, writeValue } from './till-state-db.ts'

/**
 * A read the till needs with the server away: the server's answer when it gives one, else what the device
 * holds (`offline`, undefined when it holds nothing). A refusal (4xx) or an abort is never hidden.
 */
export async function readOrOffline<T>(read: () => Promise<T>, offline: () => Promise<T | undefined>) {
  try {
    return await read()
  } catch (error) {
    if (!isUnanswered(error) || isAbort(error)) throw error
    const kept = await offline().catch(() => undefined)
    if (kept === undefined) throw error
    return kept
  }
}

/**
 * The reads that must still answer offline and are not in the device catalogue (stores, the open shift,
 * settings, discounts, categories, held carts): each answer is kept in `sms-till-state` and the last one kept
 * is used when the server cannot be reached.
 */
export function rememberedRead<T>(name: string, read: () => Promise<T>): Promise<T> {
  return readOrOffline(
    async () => {
      const answer = await read()
      void writeValue(`answer:${name}`, answer).catch(() => undefined)
      return answer
    },
    () => readValue<T>(`answer:${name}`),
  )
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

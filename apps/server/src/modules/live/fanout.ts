import type { Redis } from 'ioredis'
import type { FanoutMessage } from './protocol.ts'

/** Carries broadcasts (and controls) to the other server processes; each delivers them to its own sockets. */
export interface Fanout {
  publish(message: FanoutMessage): void
  close(): Promise<void>
}

/** One process: nobody else to tell. */
export const localFanout: Fanout = { publish: () => {}, close: async () => {} }

/**
 * Redis pub/sub: every process publishes what it delivered locally and delivers what the others published.
 * Messages carry their sender, so a process never delivers its own twice.
 */
export async function redisFanout(
  publisher: Redis,
  subscriber: Redis,
  topic: string,
  node: string,
  deliver: (message: FanoutMessage) => void,
  onError: (err: unknown) => void,
): Promise<Fanout> {
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== topic) return
    try {
      const { node: from, message } = JSON.parse(text) as { node: string; message: FanoutMessage }
      if (from !== node) deliver(message)
    } catch (err) {
      onError(err)
    }
  })
  await subscriber.subscribe(topic)
  return {
    publish(message) {
      publisher.publish(topic, JSON.stringify({ node, message })).catch(onError)
    },
    async close() {
      await subscriber.unsubscribe(topic).catch(onError)
    },
  }
}

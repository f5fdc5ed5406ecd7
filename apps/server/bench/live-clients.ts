/**
 * The live bench's clients, in a process of their own so the server's event loop and memory are measured
 * alone. Driven over IPC by bench/live.ts: open N WebSockets subscribed to one channel, record when each
 * `bench` event arrives, report, close.
 */
import { performance } from 'node:perf_hooks'
import { WebSocket } from 'ws'

type Command =
  | { cmd: 'connect'; url: string; count: number; channel: string }
  | { cmd: 'collect'; expected: number }
  | { cmd: 'close' }

const sockets: WebSocket[] = []
/** Milliseconds from publish to receipt, one per (message, socket). */
const latencies: number[] = []
/** Per message: the latest receipt, i.e. when the whole fan-out was done. */
const lastReceipt = new Map<number, number>()
const now = () => performance.timeOrigin + performance.now()

function open(url: string, channel: string) {
  return new Promise<void>((resolve, reject) => {
    const socket = new WebSocket(url)
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { event: string; data?: string }
      if (message.event === 'pusher:connection_established') {
        socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel } }))
      } else if (message.event === 'pusher_internal:subscription_succeeded') {
        resolve()
      } else if (message.event === 'bench') {
        const { n, sentAt } = JSON.parse(message.data ?? '{}') as { n: number; sentAt: number }
        const at = now()
        latencies.push(at - sentAt)
        lastReceipt.set(n, Math.max(lastReceipt.get(n) ?? 0, at - sentAt))
      }
    })
    socket.on('error', reject)
    sockets.push(socket)
  })
}

process.on('message', async (command: Command) => {
  if (command.cmd === 'connect') {
    // A hundred handshakes at a time: a browser fleet arrives over seconds, not in one instant.
    for (let i = 0; i < command.count; i += 100) {
      const batch = Math.min(100, command.count - i)
      await Promise.all(Array.from({ length: batch }, () => open(command.url, command.channel)))
    }
    process.send?.({ connected: sockets.length })
  } else if (command.cmd === 'collect') {
    const deadline = Date.now() + 30_000
    while (latencies.length < command.expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    process.send?.({ latencies, completions: [...lastReceipt.values()] })
    latencies.length = 0
    lastReceipt.clear()
  } else if (command.cmd === 'close') {
    for (const socket of sockets) socket.terminate()
    process.send?.({ closed: true })
    process.exit(0)
  }
})

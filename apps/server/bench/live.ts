import { type ChildProcess, fork } from 'node:child_process'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import v8 from 'node:v8'
import vm from 'node:vm'
import type { FastifyInstance } from 'fastify'

export type LiveResult = {
  clients: number
  messages: number
  p50: number
  p99: number
  max: number
  /** When the last of the clients had a message: the fan-out's completion time. */
  completionP50: number
  completionP99: number
}
export type LiveMemory = { connections: number; heapPerConnection: number; rssPerConnection: number }

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

// A full collection before each reading, so memory deltas are what the sockets keep, not garbage.
v8.setFlagsFromString('--expose-gc')
const collectGarbage = vm.runInNewContext('gc') as () => void

/** The bench's client fleet, a child process speaking IPC (bench/live-clients.ts). */
function startClients() {
  const child = fork(path.join(import.meta.dirname, 'live-clients.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const ask = <T>(command: object) =>
    new Promise<T>((resolve) => {
      child.once('message', (answer) => resolve(answer as T))
      child.send(command)
    })
  return { child, ask }
}

const stop = async (clients: { child: ChildProcess; ask: <T>(c: object) => Promise<T> }) => {
  await clients.ask({ cmd: 'close' })
  clients.child.kill()
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 500))

/**
 * Fan-out: `clients` sockets subscribed to one public channel in another process; `messages` events published
 * as the server publishes document events (LiveHub.publish), 100 ms apart; latency is publish to receipt.
 */
export async function benchFanout(app: FastifyInstance, url: string, clients: number, messages: number) {
  const fleet = startClients()
  try {
    await fleet.ask({ cmd: 'connect', url, count: clients, channel: 'bench' })
    await settle()
    for (let n = 0; n < messages; n++) {
      const sentAt = performance.timeOrigin + performance.now()
      app.live.publish({ channel: 'bench', event: 'bench', data: JSON.stringify({ n, sentAt, rate: 4100 }) })
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const { latencies, completions } = await fleet.ask<{ latencies: number[]; completions: number[] }>({
      cmd: 'collect',
      expected: clients * messages,
    })
    if (latencies.length !== clients * messages) {
      throw new Error(`only ${latencies.length} of ${clients * messages} deliveries arrived`)
    }
    const sorted = latencies.sort((a, b) => a - b)
    const done = completions.sort((a, b) => a - b)
    return {
      clients,
      messages,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? 0,
      completionP50: percentile(done, 50),
      completionP99: percentile(done, 99),
    } satisfies LiveResult
  } finally {
    await stop(fleet)
  }
}

/** Memory the server keeps per idle connection (subscribed to one channel), at `connections` of them. */
export async function benchIdleMemory(app: FastifyInstance, url: string, connections: number) {
  const fleet = startClients()
  try {
    collectGarbage()
    const before = process.memoryUsage()
    await fleet.ask({ cmd: 'connect', url, count: connections, channel: 'idle' })
    await settle()
    collectGarbage()
    const after = process.memoryUsage()
    if (app.live.connectionCount < connections) throw new Error(`only ${app.live.connectionCount} connected`)
    return {
      connections,
      heapPerConnection: (after.heapUsed + after.external - before.heapUsed - before.external) / connections,
      rssPerConnection: (after.rss - before.rss) / connections,
    } satisfies LiveMemory
  } finally {
    await stop(fleet)
  }
}

export function printLiveTables(fanout: LiveResult, memory: LiveMemory) {
  const ms = (v: number) => v.toFixed(2)
  console.table({
    [`${fanout.clients} clients, one channel`]: {
      messages: fanout.messages,
      'p50 ms': ms(fanout.p50),
      'p99 ms': ms(fanout.p99),
      'max ms': ms(fanout.max),
      'all delivered p50 ms': ms(fanout.completionP50),
      'all delivered p99 ms': ms(fanout.completionP99),
    },
  })
  const kB = (bytes: number) => (bytes / 1024).toFixed(1)
  console.table({
    [`${memory.connections} idle connections`]: {
      'heap + external kB each': kB(memory.heapPerConnection),
      'RSS kB each': kB(memory.rssPerConnection),
    },
  })
}

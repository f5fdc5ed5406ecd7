import { describe, expect, it } from 'vitest'
import { parseImportEvent, readImportEvents, splitLines } from './ndjson.ts'

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk)
      controller.close()
    },
  })
}

async function collect(body: ReadableStream<Uint8Array>) {
  const events = []
  for await (const event of readImportEvents(body)) events.push(event)
  return events
}

describe('NDJSON import events', () => {
  it('split complete lines off and keep the unfinished tail', () => {
    expect(splitLines('', '{"a":1}\n{"b"')).toEqual({ lines: ['{"a":1}'], rest: '{"b"' })
    expect(splitLines('{"b"', ':2}\n\n  \n')).toEqual({ lines: ['{"b":2}'], rest: '' })
    expect(splitLines('', 'no newline yet')).toEqual({ lines: [], rest: 'no newline yet' })
    expect(splitLines('x', '')).toEqual({ lines: [], rest: 'x' })
  })

  it('parse the contract events and ignore anything else', () => {
    expect(parseImportEvent('{"type":"progress","done":5,"total":10}')).toEqual({
      type: 'progress',
      done: 5,
      total: 10,
    })
    expect(parseImportEvent('{"type":"done","created":10,"updated":0}')).toEqual({
      type: 'done',
      created: 10,
      updated: 0,
    })
    expect(parseImportEvent('{"type":"error","code":"INTERNAL","message":"x"}')).toMatchObject({
      type: 'error',
      code: 'INTERNAL',
    })
    expect(parseImportEvent('{"type":"progress","done":"5"}')).toBeNull()
    expect(parseImportEvent('not json')).toBeNull()
  })

  it('read events from a stream cut at any byte, including inside a Khmer character', async () => {
    const text =
      '{"type":"progress","done":0,"total":2}\n' +
      '{"type":"error","code":"VALIDATION_FAILED","message":"ឈ្មោះ","errors":[{"row":2,"field":"name","codes":["taken"]}]}\n' +
      '{"type":"done","created":2,"updated":0}'
    const bytes = new TextEncoder().encode(text)
    const oneByteChunks = [...bytes].map((byte) => new Uint8Array([byte]))
    const events = await collect(streamOf(oneByteChunks))
    expect(events.map((e) => e.type)).toEqual(['progress', 'error', 'done'])
    expect(events[1]).toMatchObject({ message: 'ឈ្មោះ', errors: [{ row: 2, field: 'name' }] })
  })

  it('read the last line without a trailing newline, and nothing from an empty body', async () => {
    const encode = (s: string) => new TextEncoder().encode(s)
    expect(await collect(streamOf([encode('{"type":"done","created":1,"updated":3}')]))).toEqual([
      { type: 'done', created: 1, updated: 3 },
    ])
    expect(await collect(streamOf([]))).toEqual([])
  })
})

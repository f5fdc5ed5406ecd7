import { type ImportEvent, importEventSchema } from '@sms/contract'

/**
 * Adds a chunk of streamed text to what is left of the previous one and splits off the complete lines.
 * The unfinished tail waits for the next chunk; blank lines (keep-alives) are dropped.
 */
export function splitLines(rest: string, chunk: string): { lines: string[]; rest: string } {
  const parts = (rest + chunk).split('\n')
  const tail = parts.pop() ?? ''
  return { lines: parts.map((line) => line.trim()).filter(Boolean), rest: tail }
}

/** One import event from one line; null for a line that is not an event this app knows. */
export function parseImportEvent(line: string): ImportEvent | null {
  let json: unknown
  try {
    json = JSON.parse(line)
  } catch {
    return null
  }
  const parsed = importEventSchema.safeParse(json)
  return parsed.success ? parsed.data : null
}

/**
 * The events of an `application/x-ndjson` body as they arrive. Bytes are decoded as a stream, so a
 * Khmer character split across two network packets is still read whole.
 */
export async function* readImportEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ImportEvent> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let rest = ''
  try {
    for (;;) {
      const { done, value } = await reader.read()
      const split = splitLines(rest, done ? decoder.decode() : decoder.decode(value, { stream: true }))
      rest = split.rest
      if (done) split.lines.push(...(rest.trim() ? [rest.trim()] : []))
      for (const line of split.lines) {
        const event = parseImportEvent(line)
        if (event) yield event
      }
      if (done) return
    }
  } finally {
    reader.releaseLock()
  }
}

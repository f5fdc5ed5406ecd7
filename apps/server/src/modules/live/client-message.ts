// A client's message over the socket, read leniently: text fields only when text, JSON only when it parses.
export type ClientMessage = { event?: unknown; channel?: unknown; data?: unknown }

export const asText = (value: unknown) => (typeof value === 'string' ? value : undefined)
export const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * The text of Server-Sent Events (the WHATWG event-stream format): fields, one per line, and a
 * blank line ending each block.
 */

/** Tells the client how long to wait before reconnecting, in milliseconds. */
export function retryField(ms: number): string {
  return `retry: ${ms}\n\n`
}

/** A named event; JSON has no raw newline, so `data` stays one line. */
export function eventBlock(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`
}

/** A comment line: clients ignore it; proxies see traffic and keep the connection. */
export function commentLine(text: string): string {
  return `: ${text.replace(/[\r\n]+/g, ' ')}\n\n`
}

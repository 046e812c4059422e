/** One event of a stream: its name (`message` when unnamed) and its data lines joined. */
export interface StreamEvent {
  name: string
  data: string
}

/**
 * Reads Server-Sent Events (the WHATWG event-stream format) from text as it arrives, in chunks
 * that may end anywhere: lines end with LF, CRLF or CR; a blank line dispatches the event; `:`
 * starts a comment; `retry` gives the reconnection wait. `id` is not kept: this client never
 * resumes a stream, the server sends the whole counts at once on each connect.
 * Returns the function to feed each chunk to.
 */
export function createEventParser(
  onEvent: (event: StreamEvent) => void,
  onRetry: (ms: number) => void,
): (chunk: string) => void {
  let pending = ''
  let name = ''
  let data: string[] = []
  const readLine = (line: string) => {
    if (line === '') {
      if (data.length > 0) onEvent({ name: name || 'message', data: data.join('\n') })
      name = ''
      data = []
      return
    }
    const colon = line.indexOf(':')
    if (colon === 0) return
    const field = colon < 0 ? line : line.slice(0, colon)
    const value = colon < 0 ? '' : line.slice(line[colon + 1] === ' ' ? colon + 2 : colon + 1)
    if (field === 'event') name = value
    else if (field === 'data') data.push(value)
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value))
  }
  let skipLf = false
  return (chunk) => {
    // A chunk that ended with CR may have split a CRLF: its LF ends no second line.
    const text = skipLf && chunk.startsWith('\n') ? chunk.slice(1) : chunk
    skipLf = text.endsWith('\r')
    const lines = (pending + text).split(/\r\n|\r|\n/)
    // The last piece has no line end yet.
    pending = lines.pop() ?? ''
    lines.forEach(readLine)
  }
}

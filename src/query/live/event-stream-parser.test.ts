import { describe, expect, it } from 'vitest'
import { createEventParser, type StreamEvent } from './event-stream-parser'

/** Feeds the chunks in order; returns the events and retries read. */
function parse(chunks: string[]) {
  const events: StreamEvent[] = []
  const retries: number[] = []
  const feed = createEventParser(
    (event) => events.push(event),
    (ms) => retries.push(ms),
  )
  chunks.forEach(feed)
  return { events, retries }
}

const counts = { name: 'counts', data: '{"a":1}' }

describe('createEventParser', () => {
  it.each<[string, string[], StreamEvent[]]>([
    ['a named event', ['event: counts\ndata: {"a":1}\n\n'], [counts]],
    ['split anywhere', ['eve', 'nt: counts\nda', 'ta: {"a":1}\n', '\n'], [counts]],
    ['CRLF line ends', ['event: counts\r\ndata: {"a":1}\r\n\r\n'], [counts]],
    ['CRLF split between chunks', ['event: counts\r', '\ndata: {"a":1}\r', '\n\r', '\n'], [counts]],
    ['CR line ends', ['event: counts\rdata: {"a":1}\r\r'], [counts]],
    ['no space after the colon', ['event:counts\ndata:{"a":1}\n\n'], [counts]],
    ['comments are skipped', [': keep-alive\n\n', 'event: counts\n: hi\ndata: {"a":1}\n\n'], [counts]], // prettier-ignore
    ['several data lines join with LF', ['data: a\ndata: b\n\n'], [{ name: 'message', data: 'a\nb' }]], // prettier-ignore
    ['no data: nothing dispatched', ['event: counts\n\n'], []],
    ['an event not yet ended waits', ['event: counts\ndata: {"a":1}\n'], []],
    ['the name does not carry over', ['event: counts\ndata: 1\n\ndata: 2\n\n'], [{ name: 'counts', data: '1' }, { name: 'message', data: '2' }]], // prettier-ignore
    ['unknown fields and id are ignored', ['id: 7\nfoo: bar\nevent: counts\ndata: {"a":1}\n\n'], [counts]], // prettier-ignore
  ])('%s', (_, chunks, expected) => {
    expect(parse(chunks).events).toEqual(expected)
  })

  it.each<[string, string[], number[]]>([
    ['retry in ms', ['retry: 5000\n\n'], [5000]],
    ['a retry that is not a number is ignored', ['retry: soon\n\nretry: 5s\n\n'], []],
  ])('%s', (_, chunks, expected) => {
    expect(parse(chunks).retries).toEqual(expected)
  })
})

import * as fontkit from 'fontkit'
import type { PDFDocument } from 'pdf-lib'

/**
 * fontkit 2 for pdf-lib 1.17 (issue 25). `@pdf-lib/fontkit` 1.1, the fork pdf-lib documents,
 * silently corrupts CJK subsets (blank glyphs while the text still extracts); the upstream
 * fontkit 2 subsets them correctly but dropped the streaming `encodeStream()` that pdf-lib calls,
 * in favour of `encode()`. This adapter gives each subset the `encodeStream()` pdf-lib reads
 * ('data' once with the whole font, then 'end'), on top of `encode()`.
 */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0]
type Listener = (value?: unknown) => void
interface Subset {
  encode: () => Uint8Array
  encodeStream?: () => unknown
}

function streamOf(encode: () => Uint8Array) {
  const listeners: Record<string, Listener[]> = {}
  const stream = {
    on(event: string, listener: Listener) {
      ;(listeners[event] ??= []).push(listener)
      return stream
    },
  }
  queueMicrotask(() => {
    try {
      const bytes = encode()
      listeners.data?.forEach((listener) => listener(bytes))
      listeners.end?.forEach((listener) => listener())
    } catch (error) {
      listeners.error?.forEach((listener) => listener(error))
    }
  })
  return stream
}

export const pdfFontkit = {
  create(data: Uint8Array) {
    const font = fontkit.create(data as never) as { createSubset: () => Subset }
    const createSubset = font.createSubset.bind(font)
    font.createSubset = () => {
      const subset = createSubset()
      subset.encodeStream = () => streamOf(() => subset.encode())
      return subset
    }
    return font
  },
} as unknown as Fontkit

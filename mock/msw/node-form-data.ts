import { Blob as NodeBlob, File as NodeFile } from 'node:buffer'

type Globals = Pick<typeof globalThis, 'Blob' | 'File' | 'FormData'>

/**
 * For upload tests under jsdom: msw's XMLHttpRequest interceptor re-encodes a request body with
 * Node's fetch, which does not know jsdom's Blob and File and sends the text "undefined" as the
 * file. A browser has one set of these classes; here Node's set stands in while the test runs.
 * Returns the function that puts jsdom's back.
 */
export async function useNodeFormData(): Promise<() => void> {
  const saved: Globals = {
    Blob: globalThis.Blob,
    File: globalThis.File,
    FormData: globalThis.FormData,
  }
  // Node's FormData class is not global under jsdom; a parsed body hands one out.
  const parsed = await new Response(new URLSearchParams()).formData()
  Object.assign(globalThis, {
    Blob: NodeBlob,
    File: NodeFile,
    FormData: parsed.constructor,
  })
  return () => Object.assign(globalThis, saved)
}

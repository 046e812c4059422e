import { readImport } from './read-import'

/*
 * The import's worker (read-import-off-thread.ts starts it): unzipping an .xlsx, parsing its XML
 * or a CSV of tens of thousands of rows takes seconds of CPU, which on the page would freeze
 * scrolling, typing and the spinner. Here only the small preview travels back.
 */

/** What the worker posts: `started` once loaded, then the outcome of the file it was given. */
export type ImportWorkerMessage =
  { type: 'started' } | { type: 'outcome'; outcome: Awaited<ReturnType<typeof readImport>> }

/** The worker's global scope as far as it is used (the DOM typings describe a window's). */
const scope = self as unknown as Pick<Worker, 'postMessage' | 'addEventListener'>
const post = (message: ImportWorkerMessage) => scope.postMessage(message)

scope.addEventListener('message', (event: MessageEvent<File>) => {
  void readImport(event.data).then((outcome) => post({ type: 'outcome', outcome }))
})
post({ type: 'started' })

import type { ImportWorkerMessage } from './import-worker'
import { readImport, type ImportOutcome } from './read-import'

/** How the worker is made: an object so that a test can hand in its own (jsdom has none). */
export const importWorkerDeps = {
  createWorker: (): Worker | null =>
    typeof Worker === 'undefined'
      ? null
      : new Worker(new URL('./import-worker.ts', import.meta.url), { type: 'module' }),
}

/**
 * `readImport` in a worker of its own, so that reading a large file leaves the page responsive;
 * the worker ends with the file (or when `signal` aborts: another file was chosen, the page
 * closed). Where no worker can be made (no Worker, or the browser refuses it) the file is read on
 * the page. A worker that dies before loading is `readerUnavailable`, as a reader chunk that cannot
 * be fetched; one that dies while reading (out of memory on a huge sheet) is `unreadable`.
 */
export function readImportOffThread(file: File, signal?: AbortSignal): Promise<ImportOutcome> {
  let worker: Worker | null
  try {
    worker = importWorkerDeps.createWorker()
  } catch {
    worker = null
  }
  if (!worker) return readImport(file)
  const running = worker
  return new Promise<ImportOutcome>((resolve) => {
    let started = false
    const finish = (outcome: ImportOutcome) => {
      running.terminate()
      signal?.removeEventListener('abort', abort)
      resolve(outcome)
    }
    // The caller has moved on and ignores the outcome; the worker's work is what stops.
    const abort = () => finish({ problem: 'unreadable' })
    running.addEventListener('message', (event: MessageEvent<ImportWorkerMessage>) => {
      if (event.data.type === 'started') started = true
      else finish(event.data.outcome)
    })
    running.addEventListener('error', (event) => {
      event.preventDefault()
      finish({ problem: started ? 'unreadable' : 'readerUnavailable' })
    })
    signal?.addEventListener('abort', abort, { once: true })
    running.postMessage(file)
  })
}

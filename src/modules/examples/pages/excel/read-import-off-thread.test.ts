import { describe, expect, it, vi } from 'vitest'
import type { ImportWorkerMessage } from './import-worker'
import { importWorkerDeps, readImportOffThread } from './read-import-off-thread'

const csv = new File(['Code\r\nSD-1\r\n'], 'deliveries.csv')
const preview = { columns: [], rows: [], total: 7 }

/** A stand-in for the import worker: the test says what it posts and when it fails. */
class FakeWorker extends EventTarget {
  posted: unknown[] = []
  terminate = vi.fn()
  postMessage(file: unknown) {
    this.posted.push(file)
  }
  say(message: ImportWorkerMessage) {
    this.dispatchEvent(new MessageEvent('message', { data: message }))
  }
  fail() {
    this.dispatchEvent(new Event('error', { cancelable: true }))
  }
}

function withWorker() {
  const worker = new FakeWorker()
  vi.spyOn(importWorkerDeps, 'createWorker').mockReturnValue(worker as unknown as Worker)
  return worker
}

describe('readImportOffThread', () => {
  it('hands the file to the worker and answers its outcome, then ends the worker', async () => {
    const worker = withWorker()
    const reading = readImportOffThread(csv)
    expect(worker.posted).toEqual([csv])
    worker.say({ type: 'started' })
    expect(worker.terminate).not.toHaveBeenCalled()
    worker.say({ type: 'outcome', outcome: { preview } })
    expect(await reading).toEqual({ preview })
    expect(worker.terminate).toHaveBeenCalledOnce()
  })

  it('is readerUnavailable when the worker cannot load, unreadable when it dies reading', async () => {
    const unloaded = withWorker()
    const first = readImportOffThread(csv)
    unloaded.fail()
    expect(await first).toEqual({ problem: 'readerUnavailable' })

    const dying = withWorker()
    const second = readImportOffThread(csv)
    dying.say({ type: 'started' })
    dying.fail()
    expect(await second).toEqual({ problem: 'unreadable' })
    expect(dying.terminate).toHaveBeenCalledOnce()
  })

  it('ends the worker when the reading is no longer wanted', async () => {
    const worker = withWorker()
    const stop = new AbortController()
    const reading = readImportOffThread(csv, stop.signal)
    stop.abort()
    await reading
    expect(worker.terminate).toHaveBeenCalledOnce()
  })

  it.each([
    ['there is no Worker', () => null],
    [
      'the browser refuses one',
      () => {
        throw new DOMException('refused', 'SecurityError')
      },
    ],
  ])('reads on the page when %s', async (_case, create) => {
    vi.spyOn(importWorkerDeps, 'createWorker').mockImplementation(create)
    expect(await readImportOffThread(csv)).toMatchObject({ preview: { total: 1 } })
  })
})

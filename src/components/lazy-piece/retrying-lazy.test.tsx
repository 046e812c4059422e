import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import en from '@/i18n/locales/en/app.json'
import { createImportWithRetry } from '@/utils/import-with-retry'
import { LazyPieceBoundary } from './lazy-piece-boundary'
import { retryingLazy } from './retrying-lazy'

const chunkUrl = 'https://app.example/assets/menu-search-box-B1x.js'
const fetchFailed = (url = chunkUrl) =>
  new TypeError(`Failed to fetch dynamically imported module: ${url}`)

function SearchBox({ label }: { label: string }) {
  return <input aria-label={label} />
}
const searchModule = { SearchBox }
type Outcome = 'ok' | Error

/**
 * A fake network: `load` is the piece's `() => import(...)`, `importModule` the retry's import of
 * `url?retry=…`. Each answers from its own queue of outcomes.
 */
function setUp(options: { load: Outcome[]; retry: Outcome[]; isGone?: boolean }) {
  const next = (queue: Outcome[]) => {
    const outcome = queue.shift() ?? new Error('unexpected call')
    return outcome === 'ok' ? Promise.resolve(searchModule) : Promise.reject(outcome)
  }
  const load = vi.fn(() => next(options.load))
  const importModule = vi.fn((_url: string) => next(options.retry))
  const Piece = retryingLazy(load, (module) => module.SearchBox, {
    importWithRetry: createImportWithRetry({ importModule, now: () => 99 }),
    isModuleGone: () => Promise.resolve(options.isGone ?? false),
  })
  const show = () =>
    render(
      <LazyPieceBoundary onClose={onClose}>
        <Piece label="Search the menu" />
      </LazyPieceBoundary>,
    )
  const onClose = vi.fn()
  return { load, importModule, Piece, show, onClose }
}

const findFailure = (text: string) => screen.findByText(text, {}, { timeout: 10_000 })

describe('retryingLazy in a LazyPieceBoundary', () => {
  it('shows the piece; a blip is retried at a cache-busting address, unseen', async () => {
    const { show, importModule } = setUp({ load: [fetchFailed()], retry: ['ok'] })
    show()
    expect(await screen.findByRole('textbox', { name: 'Search the menu' })).toBeTruthy()
    expect(importModule).toHaveBeenCalledExactlyOnceWith(`${chunkUrl}?retry=99`)
  })

  it('a second failure shows the recovery; its retry loads the chunk again and shows the piece', async () => {
    const { show, load, onClose } = setUp({
      load: [fetchFailed(), 'ok'],
      retry: [fetchFailed(`${chunkUrl}?retry=99`)],
    })
    show()
    expect(await findFailure(en.lazyPiece.failed)).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: en.errorBoundary.retry }))
    expect(await screen.findByRole('textbox', { name: 'Search the menu' })).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
    expect(onClose).not.toHaveBeenCalled()
  })

  it('keeps no rejection: the next render of the piece, elsewhere, imports it again', async () => {
    const { show, load } = setUp({
      load: [fetchFailed(), 'ok'],
      retry: [fetchFailed(`${chunkUrl}?retry=99`)],
    })
    const first = show()
    expect(await findFailure(en.lazyPiece.failed)).toBeTruthy()
    first.unmount()
    show()
    expect(await screen.findByRole('textbox', { name: 'Search the menu' })).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('offers a reload when the file is gone after a deploy, and the piece’s own close', async () => {
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    const { show, onClose } = setUp({
      load: [fetchFailed()],
      retry: [fetchFailed(`${chunkUrl}?retry=99`)],
      isGone: true,
    })
    show()
    expect(await findFailure(en.pageChunk.outdatedTitle)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: en.pageChunk.reload }))
    expect(reload).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('fails like a failed load when the module has no such component', async () => {
    const Piece = retryingLazy(
      () => Promise.resolve({}),
      () => undefined,
      { importWithRetry: (load) => load(), isModuleGone: () => Promise.resolve(false) },
    )
    render(
      <LazyPieceBoundary>
        <Piece />
      </LazyPieceBoundary>,
    )
    expect(await findFailure(en.lazyPiece.failed)).toBeTruthy()
  })
})

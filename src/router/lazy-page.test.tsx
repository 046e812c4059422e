import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { createImportWithRetry } from '@/utils/import-with-retry'
import { lazyPage } from './lazy-page'
import type { PageModule } from './route-types'
import en from '@/i18n/locales/en/app.json'

const chunkUrl = 'https://app.example/assets/user-page-B1x.js'
const fetchFailed = (url = chunkUrl) =>
  new TypeError(`Failed to fetch dynamically imported module: ${url}`)

function UserPage() {
  return <h1>User page</h1>
}
const pageModule: PageModule = { default: UserPage }

/**
 * A fake network: `page` is the app's `() => import(...)`, `importModule` the retry's import of
 * `url?retry=…`. Each answers from its own queue of outcomes ('ok' or an error).
 */
function setUp(options: { page: ('ok' | Error)[]; retry: ('ok' | Error)[]; isGone?: boolean }) {
  const next = (queue: ('ok' | Error)[]) => {
    const outcome = queue.shift() ?? new Error('unexpected call')
    return outcome === 'ok' ? Promise.resolve(pageModule) : Promise.reject(outcome)
  }
  const page = vi.fn(() => next(options.page))
  const importModule = vi.fn((_url: string) => next(options.retry))
  const isModuleGone = vi.fn(() => Promise.resolve(options.isGone ?? false))
  const lazy = lazyPage(
    { path: 'user', page },
    {
      importWithRetry: createImportWithRetry({ importModule, now: () => 99 }),
      isModuleGone,
    },
  )
  if (typeof lazy !== 'function') throw new Error('lazyPage returned no function')
  const resolveComponent = async () => (await lazy()).Component as ComponentType
  return { page, importModule, isModuleGone, resolveComponent }
}

describe('lazyPage', () => {
  it('is undefined for a route without a page', () => {
    expect(lazyPage({ path: 'group' })).toBeUndefined()
  })

  it('resolves to the page component', async () => {
    const { resolveComponent, importModule } = setUp({ page: ['ok'], retry: [] })
    expect(await resolveComponent()).toBe(UserPage)
    expect(importModule).not.toHaveBeenCalled()
  })

  it('retries a failed chunk once at a cache-busting address', async () => {
    const { resolveComponent, importModule } = setUp({ page: [fetchFailed()], retry: ['ok'] })
    expect(await resolveComponent()).toBe(UserPage)
    expect(importModule).toHaveBeenCalledExactlyOnceWith(`${chunkUrl}?retry=99`)
  })

  it('never rejects: a chunk gone after a deploy settles on a reload offer', async () => {
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    const { resolveComponent, isModuleGone } = setUp({
      page: [fetchFailed()],
      retry: [fetchFailed(`${chunkUrl}?retry=99`)],
      isGone: true,
    })
    const Fallback = await resolveComponent()
    expect(isModuleGone).toHaveBeenCalledTimes(1)
    render(<Fallback />)
    // The first render loads antd's Result on demand: slow on a cold transform.
    expect(
      await screen.findByText(en.pageChunk.outdatedTitle, {}, { timeout: 10_000 }),
    ).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: en.pageChunk.reload }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('a blip that outlasts the retry offers to try again, in place', async () => {
    const { resolveComponent } = setUp({
      page: [fetchFailed(), 'ok'],
      retry: [fetchFailed(`${chunkUrl}?retry=99`)],
    })
    const Fallback = await resolveComponent()
    render(<Fallback />)
    expect(await screen.findByText(en.pageChunk.loadFailed, {}, { timeout: 10_000 })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: en.errorBoundary.retry }))
    expect(await screen.findByRole('heading', { name: 'User page' })).toBeTruthy()
  })

  it('keeps no failure: the next showing of the route loads the chunk again', async () => {
    const { resolveComponent, page } = setUp({
      page: [fetchFailed(), 'ok'],
      retry: [fetchFailed(`${chunkUrl}?retry=99`)],
    })
    const Fallback = await resolveComponent()
    const first = render(<Fallback />)
    expect(await screen.findByText(en.pageChunk.loadFailed, {}, { timeout: 10_000 })).toBeTruthy()
    expect(page).toHaveBeenCalledTimes(1)
    first.unmount()

    render(<Fallback />)
    expect(await screen.findByRole('heading', { name: 'User page' })).toBeTruthy()
    expect(page).toHaveBeenCalledTimes(2)
  })
})

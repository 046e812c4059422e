import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18n from '@/i18n/i18n'
import appEn from '@/i18n/locales/en/app.json'
import errorPagesEn from '@/modules/examples/locales/en/example-error-pages.lazy.json'
import routeEn from '@/i18n/locales/en/route.json'
import { resetSession } from '@tests/support/render-app'
import { preloadShell, signedInWithTabs } from '@tests/integration/tabs-journey-support'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/examples/pages/error-pages/error-pages-page')
  // The page's texts, outside the tests' time limits.
  await i18n.changeLanguage('en')
  await i18n.loadNamespaces('example-error-pages')
}, 60_000)
afterEach(() => {
  resetSession()
  vi.restoreAllMocks()
})

/** The page's title: by text, a cheaper query than by role over the whole shell in jsdom. */
const findTitle = (name: string) => screen.findByText(name, { selector: 'h3' }, { timeout: 15_000 })
const path = '/example/error-pages'

async function openPage() {
  const app = await signedInWithTabs('admin', path, false)
  await findTitle(routeEn.exampleErrorPages)
  return app
}

describe('Error pages example', { timeout: 60_000 }, () => {
  it('shows the 401 page through its link', async () => {
    const { router } = await openPage()
    await userEvent.click(screen.getByRole('link', { name: errorPagesEn.links.unauthorized.label }))
    expect(await screen.findByText(appEn.page.unauthorizedTitle)).toBeTruthy()
    expect(router.state.location.pathname).toBe('/401')
  })

  it('sends an unknown address to the 404 page', async () => {
    const { router } = await openPage()
    await userEvent.click(screen.getByRole('link', { name: errorPagesEn.links.unknownPath.label }))
    expect(await screen.findByText(appEn.page.notFoundTitle)).toBeTruthy()
    expect(router.state.location.pathname).toBe('/404')
  })

  it('keeps a render error inside its boundary and mounts afresh on retry', async () => {
    // React and the boundary report the caught error on the console: expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await openPage()
    await userEvent.click(screen.getByRole('button', { name: errorPagesEn.crash.throw }))
    expect(await screen.findByText(appEn.errorBoundary.pageTitle)).toBeTruthy()
    expect(screen.getByText(errorPagesEn.crash.message)).toBeTruthy()
    // The rest of the page is still there.
    expect(screen.getByRole('link', { name: errorPagesEn.links.notFound.label })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: appEn.errorBoundary.retry }))
    expect(await screen.findByRole('button', { name: errorPagesEn.crash.throw })).toBeTruthy()
  })
})

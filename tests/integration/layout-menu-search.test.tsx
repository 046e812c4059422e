import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import layoutEn from '@/i18n/locales/en/layout.json'
import layoutZh from '@/i18n/locales/zh-CN/layout.json'
import routeEn from '@/i18n/locales/en/route.json'
import routeZh from '@/i18n/locales/zh-CN/route.json'
import i18n from '@/i18n/i18n'
import { useSettingsStore } from '@/stores/settings-store'
import { renderApp, resetSession, signInAs } from '../support/render-app'

/** The first open loads a lazy chunk, slow under a parallel test run. */
const lazyChunk = { timeout: 10_000 }

async function signedInAs(username: string, language: string) {
  await i18n.changeLanguage(language)
  await signInAs(username)
  const view = renderApp('/index')
  const searchLabel = language === 'en' ? layoutEn.search.open : layoutZh.search.open
  await screen.findByRole('button', { name: searchLabel }, { timeout: 10_000 })
  return view
}

beforeEach(() => useSettingsStore.getState().resetSettings())
/**
 * Enter as a browser sends it. rc-select reads the legacy `which`, which user-event leaves at 0
 * in jsdom; the browser test (tests/e2e/layout-and-languages.spec.ts) presses the real key.
 */
async function pressEnter(box: HTMLElement) {
  // Results re-render as the query (and the pinyin dictionary) settle; wait for a highlighted one.
  await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toBeTruthy())
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 })
}

afterEach(async () => {
  resetSession()
  await i18n.changeLanguage('en')
})

describe('menu search', () => {
  // The first test of the file pays for transforming the whole app: a generous timeout.
  it('opens with Ctrl+K; Enter opens the first page found', { timeout: 30_000 }, async () => {
    const { router } = await signedInAs('admin', 'en')
    const user = userEvent.setup()
    await user.keyboard('{Control>}k{/Control}')
    const box = await screen.findByRole('combobox', { name: layoutEn.search.open }, lazyChunk)
    await user.type(box, 'roles')
    expect(await screen.findByRole('option', { name: new RegExp(routeEn.role) })).toBeTruthy()
    await pressEnter(box)
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/role'))
    expect(screen.queryByRole('combobox', { name: layoutEn.search.open })).toBeNull()
  })

  it('opens from the button (⌘+K works the same) and finds only pages the user may see', async () => {
    await signedInAs('manager', 'en')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: layoutEn.search.open }))
    const box = await screen.findByRole('combobox', { name: layoutEn.search.open }, lazyChunk)
    await user.type(box, 'dictionary')
    expect(await screen.findByText(layoutEn.search.noResults)).toBeTruthy()
    await user.clear(box)
    await user.type(box, 'user')
    expect(await screen.findByRole('option', { name: new RegExp(routeEn.user) })).toBeTruthy()
  })

  it('matches pinyin and initials in the Chinese UI', async () => {
    const { router } = await signedInAs('admin', 'zh-CN')
    const user = userEvent.setup()
    await user.keyboard('{Meta>}k{/Meta}')
    const box = await screen.findByRole('combobox', { name: layoutZh.search.open }, lazyChunk)
    await user.type(box, 'jsgl')
    // The pinyin matcher loads with the first search: as long as a lazy chunk may take.
    expect(await screen.findByRole('option', { name: new RegExp(routeZh.role) }, lazyChunk)).toBeTruthy() // prettier-ignore
    await pressEnter(box)
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/role'))
  })

  it('does not match pinyin when the setting is off', async () => {
    useSettingsStore.getState().changeSetting('supportPinyinSearch', false)
    await signedInAs('admin', 'zh-CN')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: layoutZh.search.open }))
    await user.type(
      await screen.findByRole('combobox', { name: layoutZh.search.open }, lazyChunk),
      'jsgl',
    )
    expect(await screen.findByText(layoutZh.search.noResults)).toBeTruthy()
  })
})

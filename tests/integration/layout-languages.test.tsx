import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import dayjs from 'dayjs'
import appEn from '@/i18n/locales/en/app.json'
import layoutEn from '@/i18n/locales/en/layout.json'
import layoutZh from '@/i18n/locales/zh-CN/layout.json'
import routeEn from '@/i18n/locales/en/route.json'
import routeZh from '@/i18n/locales/zh-CN/route.json'
import appZh from '@/i18n/locales/zh-CN/app.json'
import i18n from '@/i18n/i18n'
import { readInitialAppState, useAppStore } from '@/stores/app-store'
import { renderApp, resetSession, signInAs } from '../support/render-app'

beforeEach(async () => {
  await i18n.changeLanguage('en')
  useAppStore.setState(readInitialAppState())
})
afterEach(resetSession)

async function chooseLanguage(currentLabel: string, language: string) {
  await userEvent.click(screen.getByRole('button', { name: currentLabel }))
  await userEvent.click(await screen.findByRole('menuitem', { name: language }))
}

describe('language switch', () => {
  // Generous: two switches load antd's and the app's texts of another language.
  it(
    're-labels the menu, breadcrumbs, page title and dates without a reload',
    { timeout: 30_000 },
    async () => {
      await signInAs('admin')
      const { router } = renderApp('/organization/role')
      const nav = within(
        await screen.findByRole('navigation', { name: appEn.shell.mainMenu }, { timeout: 10_000 }),
      )
      expect(nav.getByText(routeEn.organization)).toBeTruthy()
      await waitFor(() => expect(document.title).toContain(routeEn.role))

      const navElement = screen.getByRole('navigation', { name: appEn.shell.mainMenu })
      await chooseLanguage(layoutEn.language.label, '简体中文')

      const navZh = within(await screen.findByRole('navigation', { name: appZh.shell.mainMenu }))
      expect(navZh.getByText(routeZh.organization)).toBeTruthy()
      expect(navZh.queryByText(routeEn.organization)).toBeNull()
      const trail = within(screen.getByRole('navigation', { name: layoutZh.breadcrumb }))
      expect(trail.getByText(routeZh.role)).toBeTruthy()
      await waitFor(() => expect(document.title).toContain(routeZh.role))
      // dayjs's Chinese names load with antd's Chinese texts, a moment after the menu's.
      await waitFor(() => expect(dayjs.locale()).toBe('zh-cn'))
      expect(document.documentElement.lang).toBe('zh-CN')
      expect(Cookies.get('language')).toBe('zh-CN')
      expect(useAppStore.getState().language).toBe('zh-CN')
      // Same page, same elements: nothing was reloaded or re-mounted.
      expect(router.state.location.pathname).toBe('/organization/role')
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(navElement.isConnected).toBe(true)

      await chooseLanguage(layoutZh.language.label, 'English')
      expect(await nav.findByText(routeEn.organization)).toBeTruthy()
      await waitFor(() => expect(dayjs.locale()).toBe('en'))
    },
  )

  it('labels each language in itself and marks the current one', async () => {
    await signInAs('admin')
    renderApp('/index')
    await userEvent.click(
      await screen.findByRole('button', { name: layoutEn.language.label }, { timeout: 10_000 }),
    )
    const labels = (await screen.findAllByRole('menuitem')).map((item) => item.textContent)
    expect(labels).toEqual(expect.arrayContaining(['简体中文', 'English', 'Español', '日本語']))
    const english = screen.getByRole('menuitem', { name: 'English' })
    expect(english.className).toContain('selected')
  })
})

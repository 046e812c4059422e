import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import i18nEn from '@/modules/examples/locales/en/example-i18n.lazy.json'
import i18nZh from '@/modules/examples/locales/zh-CN/example-i18n.lazy.json'
import routeEn from '@/i18n/locales/en/route.json'
import routeZh from '@/i18n/locales/zh-CN/route.json'
import i18n from '@/i18n/i18n'
import { resetSession } from '@tests/support/render-app'
import { preloadShell, signedInWithTabs } from '@tests/integration/tabs-journey-support'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/examples/pages/i18n/i18n-page')
  // The page's texts in both languages, outside the tests' time limits.
  await i18n.changeLanguage('en')
  await i18n.loadNamespaces('example-i18n')
  await i18n.loadLanguages('zh-CN')
}, 60_000)
afterEach(async () => {
  resetSession()
  await i18n.changeLanguage('en')
})

/** The page's title: by text, a cheaper query than by role over the whole shell in jsdom. */
const findTitle = (name: string) => screen.findByText(name, { selector: 'h3' }, { timeout: 15_000 })
const path = '/example/i18n'

describe('i18n example page', { timeout: 60_000 }, () => {
  it('shows the form and the spec §9 formatters', async () => {
    await signedInWithTabs('admin', path, false)
    await findTitle(routeEn.exampleI18n)
    expect(screen.getByLabelText(i18nEn.form.name)).toBeTruthy()
    expect(screen.getByPlaceholderText(i18nEn.form.emailPlaceholder)).toBeTruthy()
    expect(screen.getByText('1,234,567.891')).toBeTruthy()
    expect(screen.getByText('1.2M')).toBeTruthy()
    expect(screen.getByText('386,500,000.50')).toBeTruthy()
    expect(screen.getByText('5 minutes ago')).toBeTruthy()
    expect(screen.getByText('3 hours')).toBeTruthy()
  })

  it('switches to Chinese and back in place: labels, validation messages and worded times', async () => {
    await signedInWithTabs('admin', path, false)
    await findTitle(routeEn.exampleI18n)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(i18nEn.form.email), 'not-an-address')
    await user.click(screen.getByRole('button', { name: i18nEn.form.submit }))
    expect(await screen.findByText(i18nEn.form.nameRequired)).toBeTruthy()
    expect(screen.getByText(i18nEn.form.emailInvalid)).toBeTruthy()

    await user.click(screen.getByRole('radio', { name: '简体中文' }))
    await findTitle(routeZh.exampleI18n)
    expect(screen.getByLabelText(i18nZh.form.name)).toBeTruthy()
    expect(await screen.findByText(i18nZh.form.nameRequired)).toBeTruthy()
    expect(screen.getByText(i18nZh.form.emailInvalid)).toBeTruthy()
    // The English message leaves with antd's animation.
    await waitFor(() => expect(screen.queryByText(i18nEn.form.nameRequired)).toBeNull())
    expect(screen.getByText('5分钟前')).toBeTruthy()
    // The spec's number format is the same in every language; the typed value stayed.
    expect(screen.getByText('1,234,567.891')).toBeTruthy()
    expect(screen.getByDisplayValue('not-an-address')).toBeTruthy()
    // The same path as the navbar's switch: the choice is kept in the language cookie.
    expect(Cookies.get('language')).toBe('zh-CN')

    await user.click(screen.getByRole('radio', { name: 'English' }))
    await findTitle(routeEn.exampleI18n)
    expect(screen.getByLabelText(i18nEn.form.name)).toBeTruthy()
    expect(screen.getByText('5 minutes ago')).toBeTruthy()
  })
})

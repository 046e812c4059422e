import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import crudEn from '@/i18n/locales/en/crud.json'
import layoutEn from '@/i18n/locales/en/layout.json'
import routeEn from '@/i18n/locales/en/route.json'
import tabsEn from '@/i18n/locales/en/tabs.json'
import positionEn from '@/modules/organization/locales/en/position.json'
import profileEn from '@/modules/profile/locales/en/profile.json'
import { resetSession } from '../support/render-app'
import { dialog, isFormOpen } from './crud-dialogs'
import {
  navigateTo,
  preloadShell,
  signedInWithTabs,
  tabBar,
  tabLabels,
} from './tabs-journey-support'

/** Unsaved work is not dropped without a question: a tab closed, the browser tab, a page left. */

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/organization/pages/position/position-page')
  await import('@/modules/profile/pages/profile/profile-page')
}, 60_000)
afterEach(resetSession)

const positionsPath = '/organization/position'

/** The page shown, by its heading (the whole app in jsdom, beside other work: a generous wait). */
const findPageHeading = (name: string) =>
  screen.findByRole('heading', { level: 3, name }, { timeout: 15_000 })

/** Admin on Positions with the "New" dialog open and a name typed in it. */
async function typeInNewPosition(tagsView = true) {
  const app = await signedInWithTabs('admin', positionsPath, tagsView)
  await findPageHeading(routeEn.position)
  await screen.findByText('总经理', { selector: 'td' }, { timeout: 10_000 })
  await userEvent.click(screen.getByText(crudEn.create, { selector: 'button span' }))
  const form = await dialog()
  await userEvent.type(form.getByLabelText(positionEn.name), '安全总监')
  return app
}

const nameInDialog = async () =>
  (await dialog()).getByLabelText<HTMLInputElement>(positionEn.name).value

/**
 * The app's question, answered. An answered question's dialog stays in jsdom's DOM (its closing
 * animation never ends there): it is marked, so the next question is not mistaken for it.
 */
async function answer(content: string, choice: string) {
  const question = await waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].filter(
      (element) => !element.dataset.answered,
    )
    if (open.length === 0) throw new Error('no question asked')
    return open.at(-1)!
  })
  expect(within(question).getByText(content)).toBeTruthy()
  question.dataset.answered = 'yes'
  await userEvent.click(within(question).getByRole('button', { name: choice }))
}

/** Whether closing or reloading the browser tab would show the browser's "Leave site?" prompt. */
function unloadIsHeld(): boolean {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe('unsaved changes', { timeout: 60_000 }, () => {
  it('closing the tab of a page with a dirty dialog asks; keep editing keeps the text', async () => {
    const { router } = await typeInNewPosition()
    await navigateTo(router, '/organization/role')
    await findPageHeading(routeEn.role)
    const closePositions = () =>
      userEvent.click(tabBar().getByRole('button', { name: `Close ${routeEn.position}` }))

    await closePositions()
    await answer(tabsEn.unsaved.close.replace('{{title}}', routeEn.position), crudEn.keepEditing)
    expect(tabLabels()).toContain(routeEn.position)
    await userEvent.click(tabBar().getByRole('link', { name: routeEn.position }))
    expect(await nameInDialog()).toBe('安全总监')

    await navigateTo(router, '/organization/role')
    await closePositions()
    await answer(tabsEn.unsaved.close.replace('{{title}}', routeEn.position), crudEn.discard)
    expect(tabLabels()).not.toContain(routeEn.position)
    await navigateTo(router, positionsPath)
    await findPageHeading(routeEn.position)
    expect(isFormOpen()).toBe(false)
  })

  it('close all asks about the dirty page, and closes nothing on keep editing', async () => {
    const { router } = await typeInNewPosition()
    await navigateTo(router, '/organization/role')
    await findPageHeading(routeEn.role)
    fireEvent.contextMenu(tabBar().getByRole('link', { name: routeEn.role }))
    await userEvent.click(await screen.findByRole('menuitem', { name: tabsEn.menu.closeAll }))
    await answer(
      tabsEn.unsaved.closeMany.replace('{{titles, list}}', routeEn.position),
      crudEn.keepEditing,
    )
    expect(tabLabels()).toEqual([routeEn.dashboard, routeEn.position, routeEn.role])
  })

  it('holds the browser tab only while something is unsaved, hidden pages included', async () => {
    const app = await signedInWithTabs('admin', positionsPath)
    await findPageHeading(routeEn.position)
    expect(unloadIsHeld()).toBe(false)
    app.unmount()
    resetSession()

    const { router } = await typeInNewPosition()
    await waitFor(() => expect(unloadIsHeld()).toBe(true))
    await navigateTo(router, '/organization/role')
    await findPageHeading(routeEn.role)
    expect(unloadIsHeld()).toBe(true) // the dirty page is hidden, not gone

    await userEvent.click(tabBar().getByRole('link', { name: routeEn.position }))
    await userEvent.click((await dialog()).getByRole('button', { name: crudEn.cancel }))
    await answer(crudEn.discardContent, crudEn.discard)
    await waitFor(() => expect(isFormOpen()).toBe(false))
    expect(unloadIsHeld()).toBe(false)
  })

  it('leaving the dirty profile form (not kept when left) asks first', async () => {
    const { router } = await signedInWithTabs('manager', '/profile/index')
    await findPageHeading(routeEn.profile)
    const name = () => screen.getByLabelText<HTMLInputElement>(profileEn.edit.name)
    await waitFor(() => expect(name().value).not.toBe(''), { timeout: 10_000 })
    await userEvent.clear(name())
    await userEvent.type(name(), '王总工')

    void router.navigate('/index')
    await answer(layoutEn.unsaved.leave, crudEn.keepEditing)
    expect(router.state.location.pathname).toBe('/profile/index')
    expect(name().value).toBe('王总工')

    void router.navigate('/index')
    await answer(layoutEn.unsaved.leave, crudEn.discard)
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'))
    await waitFor(() => expect(unloadIsHeld()).toBe(false))
  })
})

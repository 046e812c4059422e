import { expect } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

/**
 * Opens the top bar's display menu (full screen, navigation-bar colour, size) by its button and
 * returns the menu item named `item`.
 */
export async function displayMenuItem(buttonLabel: string, item: string | RegExp) {
  await userEvent.click(
    await screen.findByRole('button', { name: buttonLabel }, { timeout: 10_000 }),
  )
  // The menu's code loads on this first press: in vitest that transforms its modules first, which
  // took over a second on a loaded CI machine.
  return screen.findByRole('menuitem', { name: item }, { timeout: 10_000 })
}

/** The submenu a menu item opens (hovered, as a mouse user does): the menu it controls. */
export async function openSubmenu(item: HTMLElement) {
  expect(item.getAttribute('aria-haspopup')).toBe('true')
  await userEvent.hover(item)
  const menu = await waitFor(() => {
    const popup = document.getElementById(item.getAttribute('aria-controls') ?? '')
    expect(popup?.getAttribute('role')).toBe('menu')
    return popup!
  })
  return { element: menu, menu: within(menu) }
}

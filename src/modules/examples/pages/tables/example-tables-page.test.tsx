import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import tablesEn from '@/modules/examples/locales/en/example-tables.lazy.json'
import routeEn from '@/i18n/locales/en/route.json'
import { resetSession } from '@tests/support/render-app'
import {
  findPageHeading,
  preloadShell,
  signedInWithTabs,
} from '@tests/integration/tabs-journey-support'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/examples/pages/tables/tables-page')
}, 60_000)
afterEach(resetSession)

const path = '/example/tables'
const inline = tablesEn.inline

async function openTables() {
  await signedInWithTabs('admin', path, false)
  // The first start of the shell in a file can outlast findPageHeading's wait on a busy machine.
  await screen.findByText(tablesEn.intro, {}, { timeout: 15_000 })
  await findPageHeading(routeEn.exampleTables)
}

/** Role queries over the whole shell are slow in jsdom: buttons and inputs are found by label. */
const button = (label: string) =>
  screen.getByLabelText<HTMLButtonElement>(label, { selector: 'button' })
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' })
/** The same deliveries are in all three tables: the inline-editing one is the first card. */
const inlineCard = () =>
  within(screen.getByText(inline.title, { selector: 'h4' }).closest<HTMLElement>('.ant-card')!)
const materialCell = (code: string) =>
  inlineCard().getByText(code, { selector: 'td' }).closest('tr')!.querySelectorAll('td')[1]

describe('Tables example page', { timeout: 60_000 }, () => {
  it('keeps a row open with its error until the material is valid, then saves it', async () => {
    await openTables()
    const user = userEvent.setup()
    await user.click(button('Edit SD-00002'))
    // One row at a time: the other rows' Edit buttons wait.
    expect(button('Edit SD-00003').disabled).toBe(true)
    await user.clear(input('Material of SD-00002'))
    await user.click(button('Save SD-00002'))
    expect(await screen.findByText(inline.errors.material.required)).toBeTruthy()
    expect(input('Material of SD-00002').getAttribute('aria-invalid')).toBe('true')

    await user.type(input('Material of SD-00002'), '  预制梁  ')
    await user.click(button('Save SD-00002'))
    await waitFor(() => expect(materialCell('SD-00002').textContent).toBe('预制梁'))
    expect(screen.queryByLabelText('Material of SD-00002')).toBeNull()
    expect(button('Edit SD-00003').disabled).toBe(false)
  })

  it('restores the row on Cancel and rejects a quantity with three decimals', async () => {
    await openTables()
    const user = userEvent.setup()
    const before = materialCell('SD-00001').textContent
    await user.click(button('Edit SD-00001'))
    await user.clear(input('Material of SD-00001'))
    await user.type(input('Material of SD-00001'), 'changed')
    await user.clear(input('Quantity of SD-00001'))
    await user.type(input('Quantity of SD-00001'), '1.255')
    await user.click(button('Save SD-00001'))
    expect(await screen.findByText(inline.errors.quantity.decimals)).toBeTruthy()

    await user.click(button('Cancel editing SD-00001'))
    expect(materialCell('SD-00001').textContent).toBe(before)
    expect(screen.queryByText(inline.errors.quantity.decimals)).toBeNull()
  })

  it('states the 10,000 rows of the virtual table and offers a handle per sortable row', async () => {
    await openTables()
    expect(screen.getByText('10,000 rows')).toBeTruthy()
    expect(button('Move SD-00001, row 1 of 6')).toBeTruthy()
    expect(screen.getByText(/^Current order: SD-00001, SD-00002/)).toBeTruthy()
  })
})

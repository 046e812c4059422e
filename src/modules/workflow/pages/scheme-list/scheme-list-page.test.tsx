import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getDatabase } from '@mock/core/db/database'
import routeEn from '@/i18n/locales/en/route.json'
import schemeEn from '@/modules/workflow/locales/en/workflow-scheme.json'
import { resetSession } from '@tests/support/render-app'
import { findPageHeading, navigateTo, preloadShell, signedInWithTabs } from '@tests/integration/tabs-journey-support' // prettier-ignore

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/workflow/pages/scheme-list/scheme-list-page')
  await import('@/modules/workflow/pages/scheme-design/scheme-design-page')
}, 60_000)
afterEach(resetSession)

const rows = () => [...document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')]
const findRows = (count: number) =>
  waitFor(() => expect(rows()).toHaveLength(count), { timeout: 10_000 })
const rowWith = (text: string) => rows().find((row) => row.textContent?.includes(text))!
const params = (router: { state: { location: { search: string; pathname: string } } }) =>
  new URLSearchParams(router.state.location.search)

describe('Workflow schemes', { timeout: 90_000 }, () => {
  it('lists the schemes with their state, filters in the URL, and opens the designer per scheme', async () => {
    const app = await signedInWithTabs('admin', '/workflow/scheme?filter=design', false)
    await findPageHeading(routeEn.workflowScheme)
    await findRows(1)
    const row = within(rowWith('设计变更申请'))
    expect(row.getByText(schemeEn.statuses['2'])).toBeTruthy()
    expect(row.getByText('v1')).toBeTruthy()
    expect(row.getByText(schemeEn.anyProject)).toBeTruthy()

    // A disabled scheme is found by its status, and says it.
    getDatabase().workflowSchemes.find((s) => s.code === 'material-inspection')!.status = 3
    await navigateTo(app.router, '/workflow/scheme?status=3')
    await waitFor(() => expect(rows().map((r) => r.textContent)).toEqual([expect.stringContaining('材料报验单')]), { timeout: 10_000 }) // prettier-ignore
    expect(within(rowWith('材料报验单')).getByText(schemeEn.statuses['3'])).toBeTruthy()
    expect(params(app.router).get('status')).toBe('3')

    await navigateTo(app.router, '/workflow/scheme?filter=design')
    await waitFor(() => expect(rowWith('设计变更申请')).toBeTruthy(), { timeout: 10_000 })
    await userEvent.click(within(rowWith('设计变更申请')).getByRole('button', { name: new RegExp(`^${schemeEn.design}`) })) // prettier-ignore
    await findPageHeading(schemeEn.designTitle.replace('{{name}}', '设计变更申请'))
    const id = getDatabase().workflowSchemes.find((s) => s.code === 'design-change')!.id
    expect(app.router.state.location.pathname).toBe('/workflow/scheme-design')
    expect(params(app.router).get('id')).toBe(id)
    expect(screen.getByRole('region', { name: '监理与业主审批' })).toBeTruthy()
  })
})

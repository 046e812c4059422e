import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { seededAuditLogs } from '@mock/modules/system/seed-audit-logs'
import { positionIds } from '@mock/core/db/seed-ids'
import { apiAs } from '@mock/core/testing/api-client'
import logEn from '@/modules/system/locales/en/log.json'
import routeEn from '@/i18n/locales/en/route.json'
import { addFault, getRequestLog, seedAccounts } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import { preloadShell, signedInWithTabs } from '@tests/integration/tabs-journey-support'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/system/pages/log/log-page')
  // The 5,000 seeded entries are built on first use, once per process: not in a test's time.
  seededAuditLogs()
}, 60_000)
afterEach(resetSession)

const surveyorUrl = `/api/base/position/${positionIds.surveyor}`
const failedUrl = '/api/base/htd?projectId=audit-test'

/** Calls the embedded backend as admin, so the audit log has entries of this test's own. */
async function makeEntries() {
  const api = await apiAs(seedAccounts.admin)
  addFault({ path: '/api/base/htd', method: 'GET', status: 500, times: 1 })
  await api('GET', failedUrl)
  const body = { name: '测量员', sort: 8, enabled: true, description: '控制测量' }
  await api('PUT', surveyorUrl, body)
}

async function openLog(path = '/system/log') {
  const app = await signedInWithTabs('admin', path, false)
  // A first page of a file boots the shell: slow on a busy machine.
  await screen.findByText(routeEn.log, { selector: 'h3' }, { timeout: 20_000 })
  await screen.findByText(surveyorUrl, { selector: 'td' }, { timeout: 10_000 })
  return app
}

/** The `sorting` of each list call the page made. */
const listCalls = () =>
  getRequestLog()
    .filter((entry) => entry.path === '/api/audit-logging/audit-logs')
    .map((entry) => new URLSearchParams(entry.query).get('sorting'))
const rows = () => [...document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')]
const rowOf = (url: string) => screen.getByText(url, { selector: 'td' }).closest('tr')!

describe('Audit log page', { timeout: 60_000 }, () => {
  it('lists newest first, filters by status and URL kept in the URL, sorts on the server', async () => {
    await makeEntries()
    const { router } = await openLog()
    const times = rows().map((row) => row.querySelector('td.ant-table-cell + td')?.textContent)
    expect(times).toEqual([...times].sort().reverse())
    // The update came after the failed read: it is above it.
    expect(rows().indexOf(rowOf(surveyorUrl))).toBeLessThan(rows().indexOf(rowOf(failedUrl)))
    expect(within(rowOf(failedUrl)).getByText('500').closest('.ant-tag')).toBeTruthy()

    const user = userEvent.setup()
    const form = within(document.querySelector<HTMLElement>('form[role=search]')!)
    await user.click(form.getByLabelText(logEn.status))
    await user.click(await screen.findByTitle('500'))
    await user.type(form.getByLabelText(logEn.url), 'audit-test{Enter}')
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(rowOf(failedUrl)).toBeTruthy()
    const search = new URLSearchParams(router.state.location.search)
    expect([search.get('httpStatusCode'), search.get('url')]).toEqual(['500', 'audit-test'])

    const header = (title: string) =>
      [...document.querySelectorAll<HTMLElement>('thead th')].find((th) => th.textContent === title)
    await user.click(header(logEn.duration)!)
    await waitFor(() => expect(listCalls()).toContain('executionDuration asc'))
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe(
      'executionDuration:asc',
    )
  })

  it('opens a row to its action’s parameters and the details to the entity changes', async () => {
    await makeEntries()
    await openLog('/system/log?httpMethod=PUT')
    const user = userEvent.setup()
    const row = rowOf(surveyorUrl)
    await user.click(row.querySelector('button.ant-table-row-expand-icon')!)
    const parameters = await screen.findByLabelText(logEn.parameters)
    expect(parameters.textContent).toContain('"description": "控制测量"')
    expect(parameters.parentElement!.textContent).toContain('PositionAppService · UpdateAsync')

    await user.click(within(row).getByRole('button', { name: `${logEn.details} PUT ${surveyorUrl}` })) // prettier-ignore
    const drawer = within(await screen.findByRole('dialog'))
    expect(await drawer.findByText('Position')).toBeTruthy()
    const change = drawer.getByText('Description', { selector: 'td' }).closest('tr')!
    expect(within(change).getByText(logEn.noValue)).toBeTruthy()
    expect(within(change).getByText('控制测量')).toBeTruthy()
    expect(drawer.getByText(logEn.updated)).toBeTruthy()
  })
})

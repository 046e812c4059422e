import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { mswServer } from '@tests/setup/msw-server'
import type { Session } from '@/auth/session'
import { SessionContext } from '@/auth/use-session'
import schemeEn from '@/modules/workflow/locales/en/workflow-scheme.json'
import { createAppQueryClient } from '@/query/query-client'
import { SettingsPanel } from './settings-panel'
import type { SchemeExtras } from './use-designer-actions'

const org = (id: string, name: string) => ({ id, parentId: null, name, fullName: null, orgType: 1, sort: 1, enabled: true, hasChildren: false, children: [] }) // prettier-ignore

beforeEach(() => {
  mswServer.use(
    http.get('*/api/base/organization/tree', () =>
      HttpResponse.json({ items: [org('jn', '济南公司'), org('qd', '青岛公司')] }),
    ),
    http.get('*/api/base/position/list', () =>
      HttpResponse.json({ items: [{ id: 'pm', name: '项目经理' }] }),
    ),
    http.get('*/api/identity/users/list', () => HttpResponse.json({ items: [] })),
  )
})

const session = { getIdentity: () => ({ userId: 'u', tenantId: null }) } as unknown as Session
let latest: SchemeExtras | null = null

/** The panel on extras of its own, as the designer holds them; `latest` is what it last gave. */
function Panel({ initial }: { initial: SchemeExtras }) {
  const [extras, setExtras] = useState(initial)
  return (
    <SettingsPanel
      value={extras}
      onChange={(next) => {
        latest = next
        setExtras(next)
      }}
      fields={[{ key: 'total', label: 'Total', type: 'money' }]}
      onClose={() => {}}
    />
  )
}

function renderPanel(initial: SchemeExtras) {
  latest = null
  return render(
    <SessionContext value={session}>
      <QueryClientProvider client={createAppQueryClient()}>
        <Panel initial={initial} />
      </QueryClientProvider>
    </SessionContext>,
  )
}

describe('Settings panel', () => {
  it('names every box by its label', { timeout: 30_000 }, async () => {
    renderPanel({ settings: null, startScope: null })
    const panel = within(await screen.findByRole('dialog', { name: schemeEn.settings }))
    const named = (role: string, name: string) =>
      expect(panel.getByRole(role, { name })).toBeTruthy()
    for (const name of [schemeEn.startScopeOrganizations, schemeEn.startScopePositions, schemeEn.startScopeUsers, schemeEn.summaryFields]) named('combobox', name) // prettier-ignore
    for (const name of [schemeEn.titleTemplate, schemeEn.numberPrefix]) named('textbox', name)
    for (const name of [schemeEn.numberDigits, schemeEn.remindInterval]) named('spinbutton', name)
    named('switch', schemeEn.allowWithdraw)
    named('radiogroup', schemeEn.dedupe)
  })

  it('adds an organisation to the start scope beside the one it holds', async () => {
    renderPanel({ settings: null, startScope: { organizationIds: ['jn'], positionIds: ['pm'], userIds: [] } }) // prettier-ignore
    const panel = within(await screen.findByRole('dialog', { name: schemeEn.settings }))
    const box = panel.getByRole('combobox', { name: schemeEn.startScopeOrganizations })
    const field = box.closest<HTMLElement>('.ant-select')!
    await waitFor(() => expect(within(field).getByText('济南公司')).toBeTruthy())
    await userEvent.click(box)
    await userEvent.type(box, '青岛')
    const option = (await screen.findAllByTitle('青岛公司')).find((el) => el.closest('.ant-select-tree'))! // prettier-ignore
    await userEvent.click(option)
    expect(within(field).getByText('青岛公司')).toBeTruthy()
    expect(latest?.startScope).toEqual({ organizationIds: ['jn', 'qd'], positionIds: ['pm'], userIds: [] }) // prettier-ignore
  })
})

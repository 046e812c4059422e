import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mswServer } from '@tests/setup/msw-server'
import type { Session } from '@/auth/session'
import { SessionContext } from '@/auth/use-session'
import { createAppQueryClient } from '@/query/query-client'
import { OrganizationSelect } from './organization-select'

const org = (id: string, name: string, enabled = true, children: unknown[] = []) => ({
  id,
  parentId: null,
  name,
  fullName: null,
  orgType: 1,
  sort: 1,
  enabled,
  hasChildren: children.length > 0,
  children,
})
// A company with a project office and a supervisor office disabled since, and a second company.
const tree = [
  org('jn', '济南公司', true, [org('jn-pm', '项目经理部'), org('jn-sv', '监理部', false)]),
  org('qd', '青岛公司'),
]

beforeEach(() => {
  mswServer.use(http.get('*/api/base/organization/tree', () => HttpResponse.json({ items: tree })))
})

const session = { getIdentity: () => ({ userId: 'u', tenantId: null }) } as unknown as Session

/** The select as a form holds it, with what it last gave. */
function Held({ initial, onChange }: { initial: string[]; onChange: (ids: string[]) => void }) {
  const [ids, setIds] = useState(initial)
  return (
    <OrganizationSelect
      multiple
      aria-label="Organisations"
      value={ids}
      onChange={(next) => {
        setIds(next)
        onChange(next)
      }}
    />
  )
}

function HeldOne({ onChange }: { onChange: (id: string | null) => void }) {
  const [id, setId] = useState<string | null>(null)
  return (
    <OrganizationSelect
      aria-label="Organisation"
      value={id}
      onChange={(next) => {
        setId(next)
        onChange(next)
      }}
    />
  )
}

function renderWithQueries(ui: React.ReactNode) {
  return render(
    <SessionContext value={session}>
      <QueryClientProvider client={createAppQueryClient()}>{ui}</QueryClientProvider>
    </SessionContext>,
  )
}

/** The dropdown's tree node titled `title` (a chosen tag has that title too). */
const option = async (title: string | RegExp) =>
  (await screen.findAllByTitle(title)).find((el) => el.closest('.ant-select-tree'))!

/** Types `search` into the select and clicks the organisation titled `title`. */
async function choose(box: HTMLElement, search: string, title: string) {
  await userEvent.click(box)
  await userEvent.type(box, search)
  await userEvent.click(await option(title))
}

describe('<OrganizationSelect>', () => {
  it('one organisation: gives its id, and null when cleared', { timeout: 30_000 }, async () => {
    const onChange = vi.fn()
    renderWithQueries(<HeldOne onChange={onChange} />)
    const box = screen.getByRole('combobox', { name: 'Organisation' })
    await choose(box, '青岛', '青岛公司')
    expect(onChange).toHaveBeenLastCalledWith('qd')
    const field = box.closest<HTMLElement>('.ant-select')!
    await waitFor(() => expect(within(field).getByText('青岛公司')).toBeTruthy())
    await userEvent.click(field.querySelector('.ant-select-clear')!)
    expect(onChange).toHaveBeenLastCalledWith(null)
  })

  it('several organisations: adds and removes ids, and a disabled one held stays by name', async () => {
    const onChange = vi.fn()
    renderWithQueries(<Held initial={['jn-sv']} onChange={onChange} />)
    const box = screen.getByRole('combobox', { name: 'Organisations' })
    const field = box.closest<HTMLElement>('.ant-select')!
    // The held one shows by name (marked disabled), not as a raw id.
    await waitFor(() => expect(within(field).getByText(/监理部/)).toBeTruthy())

    await choose(box, '青岛', '青岛公司')
    expect(onChange).toHaveBeenLastCalledWith(['jn-sv', 'qd'])
    await choose(box, '项目', '项目经理部')
    expect(onChange).toHaveBeenLastCalledWith(['jn-sv', 'qd', 'jn-pm'])
    expect(within(field).getByText('青岛公司')).toBeTruthy()
    expect(within(field).getByText('项目经理部')).toBeTruthy()

    // Choosing a chosen one again takes it out.
    await choose(box, '青岛', '青岛公司')
    expect(onChange).toHaveBeenLastCalledWith(['jn-sv', 'jn-pm'])
  })

  it('several organisations: a disabled one not held is offered but cannot be chosen', async () => {
    renderWithQueries(<Held initial={[]} onChange={vi.fn()} />)
    const box = screen.getByRole('combobox', { name: 'Organisations' })
    await userEvent.click(box)
    await userEvent.type(box, '监理')
    expect((await option(/监理部/)).closest('.ant-select-tree-treenode')?.className).toContain(
      'disabled',
    )
  })
})

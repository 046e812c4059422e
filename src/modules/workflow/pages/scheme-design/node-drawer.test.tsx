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
import { allNodes } from '../../scheme-model/model-operations'
import { NodeType, type ModelNode } from '../../scheme-model/scheme-model-types'
import { DesignerCommandsContext, type Selection } from './designer-context'
import { NodeDrawer } from './node-drawer'

const flow: ModelNode = {
  id: 'start',
  type: NodeType.Start,
  name: '发起',
  childNode: {
    id: 'seal',
    type: NodeType.Seal,
    name: '盖章',
    seals: [],
    onEmpty: 4,
    childNode: {
      id: 'review',
      type: NodeType.Approver,
      name: '审核',
      assignees: [],
      onEmpty: 4,
      childNode: {
        id: 'choose',
        type: NodeType.Exclusive,
        name: '金额判断',
        branches: [
          { id: 'big', name: '大额', condition: 'total > 1', priority: 1 },
          { id: 'other', name: '其他', isDefault: true, priority: 2 },
        ],
      },
    },
  },
}

const zhou = { id: 'u-zhou', userName: 'jn-site', name: '周建国', surname: null, isActive: true }

beforeEach(() => {
  mswServer.use(
    http.get('*/api/base/position/list', () => HttpResponse.json({ items: [] })),
    http.get('*/api/identity/users/list', () => HttpResponse.json({ items: [zhou] })),
  )
})

const session = { getIdentity: () => ({ userId: 'u', tenantId: null }) } as unknown as Session
/** The model as the drawer last changed it. */
let latest = flow
const nodeOf = (id: string) => allNodes(latest).find((n) => n.id === id)!

/** The drawer on a model of its own, as the designer holds it. */
function Drawer({ selection }: { selection: Selection }) {
  const [root, setRoot] = useState(flow)
  const [client] = useState(createAppQueryClient)
  const [commands] = useState(() => ({ toggleCollapsed: () => {}, change: (op: (r: ModelNode) => ModelNode) => setRoot((r) => (latest = op(r))), select: () => {} })) // prettier-ignore
  return (
    <SessionContext value={session}>
      <QueryClientProvider client={client}>
        <DesignerCommandsContext.Provider value={commands}>
          <NodeDrawer root={root} selection={selection} fields={[]} onClose={() => {}} />
        </DesignerCommandsContext.Provider>
      </QueryClientProvider>
    </SessionContext>
  )
}

describe('Node drawer', () => {
  // The browser journey (tests/e2e/designers.spec.ts) names a new node by its label, as a screen
  // reader user finds the box: antd's Form.Item ties label and box only when it has a `name`.
  it('names each box of a node by its label, and the node takes the typed name', async () => {
    render(<Drawer selection={{ nodeId: 'seal' }} />)
    const name = await screen.findByRole('textbox', { name: schemeEn.nodeName })
    await userEvent.clear(name)
    await userEvent.type(name, '项目章')
    expect(await screen.findByText(schemeEn.nodeTitle.replace('{{name}}', '项目章'))).toBeTruthy()
    expect(screen.getByRole('combobox', { name: schemeEn.onEmpty })).toBeTruthy()
    expect(screen.getByRole('switch', { name: schemeEn.requireSignature })).toBeTruthy()
    expect(screen.getByRole('spinbutton', { name: schemeEn.timeout })).toBeTruthy()
    expect(screen.getByRole('group', { name: schemeEn.seals })).toBeTruthy()
  })

  it("names an approver's groups, and the timeout's action once it has one", async () => {
    render(<Drawer selection={{ nodeId: 'review' }} />)
    const drawer = within(await screen.findByRole('dialog'))
    expect(drawer.getByRole('radiogroup', { name: schemeEn.multiMode })).toBeTruthy()
    expect(drawer.getByRole('group', { name: schemeEn.buttons })).toBeTruthy()
    expect(drawer.getByRole('combobox', { name: schemeEn.rejectPolicy })).toBeTruthy()
    expect(drawer.queryByRole('combobox', { name: schemeEn.timeoutAction })).toBeNull()
    await userEvent.type(drawer.getByRole('spinbutton', { name: schemeEn.timeout }), '60')
    expect(await drawer.findByRole('combobox', { name: schemeEn.timeoutAction })).toBeTruthy()
    expect(drawer.getByText(schemeEn.timeoutActions['1'])).toBeTruthy()
  })

  it("names a branch's boxes by their labels", async () => {
    render(<Drawer selection={{ branchId: 'big' }} />)
    expect(await screen.findByRole('textbox', { name: schemeEn.condition })).toHaveProperty('value', 'total > 1') // prettier-ignore
    expect(await screen.findByRole('textbox', { name: schemeEn.branchNameLabel })).toHaveProperty(
      'value',
      '大额',
    )
  })

  it('assigns to chosen users when nobody is found, and back to a plain rule', async () => {
    render(<Drawer selection={{ nodeId: 'review' }} />)
    const drawer = within(await screen.findByRole('dialog'))
    await pick(drawer.getByRole('combobox', { name: schemeEn.onEmpty }), schemeEn.onEmptyRules['3'])
    const users = drawer.getByRole('combobox', { name: schemeEn.onEmptyUsers })
    expect(drawer.getByText(schemeEn.onEmptyUsersMissing)).toBeTruthy()
    expect(nodeOf('review').onEmpty).toEqual({ kind: 3, userIds: [] })

    await pick(users, '周建国')
    await waitFor(() => expect(drawer.queryByText(schemeEn.onEmptyUsersMissing)).toBeNull())
    expect(nodeOf('review').onEmpty).toEqual({ kind: 3, userIds: ['u-zhou'] })

    await pick(drawer.getByRole('combobox', { name: schemeEn.onEmpty }), schemeEn.onEmptyRules['4'])
    expect(drawer.queryByRole('combobox', { name: schemeEn.onEmptyUsers })).toBeNull()
    expect(nodeOf('review').onEmpty).toBe(4)
  })
})

/** Opens an antd select and clicks the option whose text begins with `text`. */
async function pick(select: HTMLElement, text: string) {
  await userEvent.click(select)
  const options = await screen.findAllByText((_c, el) => !!el?.matches('.ant-select-item-option-content') && !!el.textContent?.startsWith(text)) // prettier-ignore
  await userEvent.click(options[options.length - 1])
}

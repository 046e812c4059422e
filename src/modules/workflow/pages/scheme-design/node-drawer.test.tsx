import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import schemeEn from '@/modules/workflow/locales/en/workflow-scheme.json'
import { NodeType, type ModelNode } from '../../scheme-model/scheme-model-types'
import { DesignerContext, type Selection } from './designer-context'
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
      id: 'choose',
      type: NodeType.Exclusive,
      name: '金额判断',
      branches: [
        { id: 'big', name: '大额', condition: 'total > 1', priority: 1 },
        { id: 'other', name: '其他', isDefault: true, priority: 2 },
      ],
    },
  },
}

/** The drawer on a model of its own, as the designer holds it. */
function Drawer({ selection }: { selection: Selection }) {
  const [root, setRoot] = useState(flow)
  const designer = { places: new Map(), issues: new Map(), collapsed: new Set<string>(), toggleCollapsed: () => {}, change: (op: (r: ModelNode) => ModelNode) => setRoot(op), select: () => {} } // prettier-ignore
  return (
    <DesignerContext.Provider value={designer}>
      <NodeDrawer root={root} selection={selection} fields={[]} onClose={() => {}} />
    </DesignerContext.Provider>
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
  })

  it("names a branch's name box by its label", async () => {
    render(<Drawer selection={{ branchId: 'big' }} />)
    expect(await screen.findByRole('textbox', { name: schemeEn.branchNameLabel })).toHaveProperty(
      'value',
      '大额',
    )
  })
})

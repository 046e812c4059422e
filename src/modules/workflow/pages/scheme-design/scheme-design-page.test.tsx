import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getDatabase } from '@mock/core/db/database'
import schemeEn from '@/modules/workflow/locales/en/workflow-scheme.json'
import { resetSession } from '@tests/support/render-app'
import { findPageHeading, preloadShell, signedInWithTabs } from '@tests/integration/tabs-journey-support' // prettier-ignore

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/workflow/pages/scheme-design/scheme-design-page')
}, 60_000)
afterEach(resetSession)

const measurementPayment = () => getDatabase().workflowSchemes.find((s) => s.code === 'measurement-payment')! // prettier-ignore

async function openDesigner() {
  const scheme = measurementPayment()
  const app = await signedInWithTabs('admin', `/workflow/scheme-design?id=${scheme.id}`, false)
  await findPageHeading(schemeEn.designTitle.replace('{{name}}', scheme.name))
  return app
}

/** The node cards in reading order, by name. */
const nodeNames = () => [...document.querySelectorAll('section[data-node-id]')].map((n) => n.getAttribute('aria-label')) // prettier-ignore
const button = (name: string) => screen.getByRole('button', { name })
const drawer = () => within(document.querySelector<HTMLElement>('.ant-drawer-open')!)

/** Opens an antd select and picks the option whose text contains `text`. */
async function choose(select: HTMLElement, text: string) {
  await userEvent.click(select)
  const options = await screen.findAllByText((_c, el) => !!el?.matches('.ant-select-item-option-content') && !!el.textContent?.includes(text), {}, { timeout: 5000 }) // prettier-ignore
  await userEvent.click(options[options.length - 1])
}

/** Closes the open drawer by its close button and waits until the page is usable again. */
async function closeDrawer() {
  await userEvent.click(drawer().getByRole('button', { name: /close/i }))
  await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull())
}

async function addAfter(place: string, type: string) {
  await userEvent.click(button(schemeEn.addNode.replace('{{place}}', place)))
  // The menus of earlier "+" stay in the document, hidden: the last one is this button's.
  const items = await screen.findAllByRole('menuitem', { name: type })
  await userEvent.click(items[items.length - 1])
  // The new node's drawer opens in the frame after the node is painted.
  await waitFor(() => expect(document.querySelector('.ant-drawer-open')).not.toBeNull())
}

describe('Flow designer', { timeout: 90_000 }, () => {
  it('draws the seeded flow with its branches; a node goes in after Start and out again', async () => {
    await openDesigner()
    expect(nodeNames()).toEqual(['发起', '施工单位审核', '专业监理会签', '总监理工程师审批', '业主审批', '金额判断', '业主总经理审批', '盖章']) // prettier-ignore
    expect(screen.getByRole('group', { name: '超过500万' }).textContent).toContain(
      'total > 5000000',
    )
    expect(screen.getByRole('group', { name: '其他' }).textContent).toContain(schemeEn.otherwise)

    await addAfter('发起', schemeEn.nodeTypes['4'])
    expect(nodeNames().slice(0, 3)).toEqual(['发起', schemeEn.nodeTypes['4'], '施工单位审核'])
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).not.toBeNull())
    expect(drawer().getByText(schemeEn.nodeTitle.replace('{{name}}', schemeEn.nodeTypes['4']))).toBeTruthy() // prettier-ignore
    expect(await screen.findByText(schemeEn.unsaved)).toBeTruthy()
    await closeDrawer()

    await userEvent.click(button(`${schemeEn.moveDown} ${schemeEn.nodeTypes['4']}`))
    expect(nodeNames().slice(0, 3)).toEqual(['发起', '施工单位审核', schemeEn.nodeTypes['4']])
    await userEvent.click(button(`${schemeEn.remove} ${schemeEn.nodeTypes['4']}`))
    expect(nodeNames()).not.toContain(schemeEn.nodeTypes['4'])
    // Back to what was saved: nothing to save (the tag follows after the flow is painted).
    await waitFor(() => expect(screen.queryByText(schemeEn.unsaved)).toBeNull())

    // A branch goes in before the default; the exclusive node keeps its default last.
    await userEvent.click(within(screen.getByRole('region', { name: '金额判断' })).getByRole('button', { name: new RegExp(schemeEn.addBranch) })) // prettier-ignore
    const groups = screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))
    expect(groups).toEqual(['超过500万', 'Branch 3', '其他'])
    expect(button(`${schemeEn.remove} 其他`)).toHaveProperty('disabled', true)
  })

  it('says in words whom a PartyPosition means, and checks a branch condition as it is typed', async () => {
    await openDesigner()
    await userEvent.click(button(`${schemeEn.edit} 专业监理会签`))
    const node = drawer()
    expect(await node.findByText("专业监理工程师 of the section's supervisor")).toBeTruthy()
    expect(node.getByRole('radio', { name: schemeEn.multiModes['2'] })).toHaveProperty(
      'checked',
      true,
    )
    expect(node.getByRole('radio', { name: schemeEn.countersignRejectPolicies['1'] })).toHaveProperty('checked', true) // prettier-ignore
    await closeDrawer()

    await userEvent.click(button(`${schemeEn.edit} 超过500万`))
    const branch = drawer()
    const condition = await branch.findByRole('textbox', { name: schemeEn.condition })
    expect(condition).toHaveProperty('value', 'total > 5000000')
    expect(branch.getByText(schemeEn.conditionOk)).toBeTruthy()
    await userEvent.clear(condition)
    await userEvent.type(condition, 'amount > 1')
    expect(branch.getByText(schemeEn.conditionProblems.unknownName.replace('{{name}}', 'amount'))).toBeTruthy() // prettier-ignore
    await userEvent.clear(condition)
    await userEvent.type(condition, 'total >')
    expect(branch.getByText(/cannot be read at character 7/)).toBeTruthy()
    // The card shows what is typed.
    expect(screen.getByRole('group', { name: '超过500万' }).textContent).toContain('total >')
  })

  // Needs the §2 writes (PUT, validate) of the embedded backend (branch i24-back).
  it('saves the draft with its stamp, and says so when someone else saved meanwhile', async () => {
    await openDesigner()
    await addAfter('业主审批', schemeEn.nodeTypes['4'])
    await closeDrawer()
    await userEvent.click(button(schemeEn.save))
    await waitFor(() => expect(screen.queryByText(schemeEn.unsaved)).toBeNull(), {
      timeout: 10_000,
    })
    const saved = measurementPayment().model
    expect(JSON.stringify(saved)).toContain(`"name":"${schemeEn.nodeTypes['4']}"`)

    measurementPayment().concurrencyStamp = 'changed-by-someone-else'
    await addAfter('发起', schemeEn.nodeTypes['2'])
    await closeDrawer()
    // antd leaves the spinner's icon in the button's name once a save ran (its exit motion
    // never ends in jsdom): match the end of the name.
    await userEvent.click(screen.getByRole('button', { name: new RegExp(`${schemeEn.save}$`) }))
    expect(await screen.findByText(schemeEn.staleTitle)).toBeTruthy()
    expect(await screen.findByText(schemeEn.unsaved)).toBeTruthy()
  })

  // Needs §2's simulate on the embedded backend (branch i24-back).
  it('simulates a start by 周建国 on 东环高速 一标段 with the form runtime prefilled: the path with names', async () => {
    await openDesigner()
    await userEvent.click(button(schemeEn.simulate))
    const panel = within(await screen.findByRole('dialog', { name: schemeEn.simulate }))
    await choose(panel.getByRole('combobox', { name: schemeEn.starter }), '周建国')
    await choose(panel.getByRole('combobox', { name: schemeEn.project }), '东环高速')
    await choose(panel.getByRole('combobox', { name: schemeEn.filedOnSection }), '一标段')
    await userEvent.click(panel.getByRole('button', { name: schemeEn.runSimulation }))
    const path = within(await panel.findByRole('region', { name: schemeEn.simulatedPath }, { timeout: 10_000 })) // prettier-ignore
    const countersign = path.getByText(/专业监理会签/).closest('li')!
    expect(countersign.textContent).toContain('郑海峰')
    expect(countersign.textContent).toContain('孙丽萍')
  })

  it('keeps the settings in the draft: a changed title template is unsaved work', async () => {
    await openDesigner()
    await userEvent.click(button(schemeEn.settings))
    const settings = drawer()
    const title = await settings.findByRole('textbox', { name: schemeEn.titleTemplate })
    expect(title).toHaveProperty('value', '{htdName} {period} 计量支付申请')
    expect(screen.queryByText(schemeEn.unsaved)).toBeNull()
    await userEvent.type(title, ' v2')
    expect(await screen.findByText(schemeEn.unsaved)).toBeTruthy()
    await userEvent.clear(title)
    await userEvent.type(title, '{{htdName} {{period} 计量支付申请')
    await waitFor(() => expect(screen.queryByText(schemeEn.unsaved)).toBeNull())
  })

  // Needs §2's validate on the embedded backend (branch i24-back).
  it('marks what Validate finds on its node, in the language of the user', async () => {
    await openDesigner()
    await addAfter('业主审批', schemeEn.nodeTypes['6'])
    await closeDrawer()
    await userEvent.click(button(schemeEn.validate))
    const parallel = within(screen.getByRole('region', { name: schemeEn.nodeTypes['6'] }))
    expect(await parallel.findByText(schemeEn.issues.EmptyBranch, {}, { timeout: 10_000 })).toBeTruthy() // prettier-ignore
    expect(screen.getByText(schemeEn.issueCount_other.replace('{{count}}', '2'))).toBeTruthy()
    expect(within(screen.getByRole('region', { name: '业主审批' })).queryByRole('note')).toBeNull()
  })

  // Needs §2's publish on the embedded backend (branch i24-back).
  it('publishes the saved draft as the next version', async () => {
    await openDesigner()
    await addAfter('业主审批', schemeEn.nodeTypes['4'])
    await closeDrawer()
    await userEvent.click(button(schemeEn.publish))
    // The seed publishes 计量支付申请 twice (version 2 signs and seals): this is version 3.
    expect(await screen.findByText(schemeEn.versionTag.replace('{{version}}', '3'), {}, { timeout: 10_000 })).toBeTruthy() // prettier-ignore
    await waitFor(() => expect(screen.queryByText(schemeEn.unsaved)).toBeNull())
    expect(measurementPayment().publishedVersion).toBe(3)
  })
})

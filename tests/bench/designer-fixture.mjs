// The designers' fixtures (issue 24), made through the API as the measuring account: a published
// form of 100 fields and a scheme of 60 nodes on it, under codes no one else uses; `cleanUp`
// deletes both (the scheme first: a form a scheme uses cannot be deleted).
import { signedInFetch } from './bench-api.mjs'

const fieldCount = 100
const types = ['input', 'number', 'money', 'date', 'textarea', 'select', 'decimal', 'dict']

const label = (zh, en) => ({ 'zh-Hans': zh, en })

/**
 * Field n (1-based) of the 100: a mix of the common types; every tenth one is money computed from
 * the number field nine places before it (fields 1, 11, 21, … are numbers).
 */
function benchField(n) {
  const key = `f${String(n).padStart(3, '0')}`
  const type = n % 10 === 0 ? 'money' : n % 10 === 1 ? 'number' : types[n % types.length]
  const field = { key, type, label: label(`字段 ${n}`, `Field ${n}`), span: 1 }
  if (type === 'select') field.options = [{ value: 'a', label: label('甲', 'A') }, { value: 'b', label: label('乙', 'B') }] // prettier-ignore
  if (type === 'dict') field.dictionary = 'MaterialUnit'
  if (type === 'decimal') field.scale = 3
  if (type === 'money' && n % 10 === 0) field.computed = `f${String(n - 9).padStart(3, '0')} * 2`
  return field
}

const benchSchema = () => ({
  schemaVersion: 1,
  layout: { columns: 2 },
  fields: Array.from({ length: fieldCount }, (_, i) => benchField(i + 1)),
})

const approver = (id, name) => ({ id, type: 2, name, assignees: [{ kind: 5 }], multiMode: 1 })

/**
 * 60 nodes: the start, 50 approvers and cc nodes in a row, and three condition branches (each
 * with an approver on both of its two branches) spread along it; the last node is `n-last`.
 */
export function benchModel() {
  const chain = []
  for (let n = 1; n <= 50; n += 1) {
    const id = n === 50 ? 'n-last' : `n${n}`
    chain.push(n % 7 === 0 ? { id, type: 4, name: `抄送 ${n}`, assignees: [{ kind: 5 }] } : approver(id, `审批 ${n}`)) // prettier-ignore
    if (n % 15 === 0) {
      chain.push({
        id: `b${n}`,
        type: 5,
        name: `条件分支 ${n}`,
        branches: [
          { id: `b${n}-big`, name: '大额', condition: 'f001 > 100', priority: 1, childNode: approver(`b${n}-a`, `大额审批 ${n}`) }, // prettier-ignore
          { id: `b${n}-else`, name: '其他', isDefault: true, priority: 2, childNode: approver(`b${n}-b`, `其他审批 ${n}`) }, // prettier-ignore
        ],
      })
    }
  }
  const root = { id: 'start', type: 1, name: '发起人' }
  chain.reduce((previous, node) => ((previous.childNode = node), node), root)
  return root
}

/** Nodes of a model, branch nodes and the nodes on their branches included. */
export function countNodes(node) {
  if (!node) return 0
  const onBranches = (node.branches ?? []).reduce((sum, b) => sum + countNodes(b.childNode), 0)
  return 1 + onBranches + countNodes(node.childNode)
}

export async function createDesignerFixtures(baseURL, account) {
  const call = await signedInFetch(baseURL, account)
  const code = `BENCH${Date.now().toString(36).toUpperCase()}`
  const made = { form: null, scheme: null }
  const cleanUp = async () => {
    if (made.scheme) await call('DELETE', `/api/workflow/scheme/${made.scheme.id}`)
    if (made.form) await call('DELETE', `/api/workflow/form/${made.form.id}`)
  }
  try {
    made.form = await call('POST', '/api/workflow/form', { name: `bench form ${code}`, code, sort: 0, schema: benchSchema() }) // prettier-ignore
    const { issues } = await call('POST', '/api/workflow/form/validate-schema', { schema: made.form.schema }) // prettier-ignore
    if (issues.length) throw new Error(`bench: the 100-field form has issues: ${JSON.stringify(issues)}`) // prettier-ignore
    await call('POST', `/api/workflow/form/${made.form.id}/publish`, {})
    made.scheme = await call('POST', '/api/workflow/scheme', { name: `bench scheme ${code}`, code, formId: made.form.id, model: benchModel() }) // prettier-ignore
  } catch (error) {
    await cleanUp()
    throw error
  }
  return { form: made.form, scheme: made.scheme, cleanUp }
}

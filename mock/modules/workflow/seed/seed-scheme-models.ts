import { positionIds as p } from '../../../core/db/seed-ids.ts'
import type { ModelNode, SchemeSettings } from '../workflow-model.ts'

/**
 * The seeded schemes' models at version 1 (workflow-api.md §10): no required signature, no seal
 * node, no document template, so every one runs to its end now. Every Approver node falls back to
 * the scheme admins (`onEmpty: 4`). The single-signer steps are or-signs: on DH01 a generated
 * user (user002) is a 总监理工程师 of the same supervisor office as ht-chief, and either may sign.
 */
const schemeAdmins = 4
const approver = (
  id: string,
  name: string,
  party: 'owner' | 'constructor' | 'contractor' | 'supervisor',
  positionId: string,
  extra: Partial<ModelNode> = {},
): ModelNode => ({
  // prettier-ignore
  id,
  type: 2,
  name,
  assignees: [{ kind: 4, party, positionId }],
  multiMode: 1,
  onEmpty: schemeAdmins,
  buttons: { reject: true, return: true, transfer: true, delegate: true, addSign: true, cc: true },
  ...extra,
})

const chain = (...nodes: ModelNode[]): ModelNode => {
  for (let i = nodes.length - 2; i >= 0; i--) nodes[i].childNode = nodes[i + 1]
  return nodes[0]
}

/** 计量支付申请: contractor review → supervisor countersign → chief → owner → (> 5,000,000) 总经理. */
export function measurementPaymentModel(): ModelNode {
  return measurementPaymentChain()
}

/**
 * 计量支付申请 version 2 (workflow-api.md §10, issue 25): the 总监理工程师 and the owner's 项目经理
 * sign (required), and a seal node at the end applies the supervisor's section seal and the
 * owner's project seal, each by its holders.
 */
export function measurementPaymentSignedModel(): ModelNode {
  const model = measurementPaymentChain()
  let node: ModelNode | null | undefined = model
  while (node) {
    if (node.id === 'chief-supervisor' || node.id === 'owner-approval') node.requireSignature = true
    if (!node.childNode) break
    node = node.childNode
  }
  node.childNode = { id: 'seals', type: 7, name: '盖章', seals: [{ kind: 3, party: 'supervisor' }, { kind: 2, party: 'owner' }], onEmpty: schemeAdmins } // prettier-ignore
  return model
}

function measurementPaymentChain(): ModelNode {
  return chain(
    { id: 'start', type: 1, name: '发起', fieldPermissions: {} },
    approver('contractor-review', '施工单位审核', 'contractor', p.costEngineer, { timeout: { afterMinutes: 2880, action: 1, maxReminders: 2 } }), // prettier-ignore
    approver('supervisor-countersign', '专业监理会签', 'supervisor', p.specialistSupervisor, { multiMode: 2, passPercent: 100, countersignRejectPolicy: 1 }), // prettier-ignore
    approver('chief-supervisor', '总监理工程师审批', 'supervisor', p.chiefSupervisor, { multiMode: 3, requireComment: true }), // prettier-ignore
    approver('owner-approval', '业主审批', 'owner', p.projectManager, { multiMode: 3 }),
    {
      id: 'amount-branch',
      type: 5,
      name: '金额判断',
      branches: [
        { id: 'over-5m', name: '超过500万', condition: 'total > 5000000', priority: 1, childNode: approver('owner-gm', '业主总经理审批', 'owner', p.generalManager, { multiMode: 3 }) }, // prettier-ignore
        { id: 'default', name: '其他', isDefault: true, priority: 2 },
      ],
    },
  )
}

/** 设计变更申请: or-sign at the design side, then supervisor chief and owner in parallel, cc. */
export function designChangeModel(): ModelNode {
  return chain(
    { id: 'start', type: 1, name: '发起', fieldPermissions: {} },
    approver('design-review', '设计单位审核', 'constructor', p.chiefEngineer, { multiMode: 3 }),
    {
      id: 'parallel-review',
      type: 6,
      name: '监理与业主审批',
      branches: [
        { id: 'supervisor-branch', name: '监理', priority: 1, childNode: approver('supervisor-chief', '总监理工程师审批', 'supervisor', p.chiefSupervisor, { multiMode: 3 }) }, // prettier-ignore
        { id: 'owner-branch', name: '业主', priority: 2, childNode: approver('owner-pm', '业主项目经理审批', 'owner', p.projectManager, { multiMode: 3 }) }, // prettier-ignore
      ],
    },
    { id: 'cc-contractor-pm', type: 4, name: '抄送施工项目经理', assignees: [{ kind: 4, party: 'contractor', positionId: p.projectManager }] }, // prettier-ignore
  )
}

/** 材料报验单: one Handler step at the specialist supervisors (either), cc to the 质检员. */
export function materialInspectionModel(): ModelNode {
  return chain(
    { id: 'start', type: 1, name: '发起', fieldPermissions: {} },
    { ...approver('inspection', '监理报验', 'supervisor', p.specialistSupervisor, { multiMode: 3 }), type: 3 }, // prettier-ignore
    { id: 'cc-quality', type: 4, name: '抄送质检员', assignees: [{ kind: 4, party: 'contractor', positionId: p.qualityInspector }] }, // prettier-ignore
  )
}

/** The demo tenant's one scheme: a Handler step at its scheme admins. */
export function demoInspectionModel(): ModelNode {
  return chain(
    { id: 'start', type: 1, name: '发起', fieldPermissions: {} },
    { id: 'inspection', type: 3, name: '报验审核', assignees: [], onEmpty: schemeAdmins },
  )
}

export function schemeSettings(
  prefix: string,
  titleTemplate: string,
  summaryFields: string[],
): SchemeSettings {
  // prettier-ignore
  return {
    allowWithdraw: true,
    dedupe: 1,
    titleTemplate,
    summaryFields,
    numberRule: { prefix, seqLength: 3 },
    remindMinIntervalMinutes: 10,
  }
}

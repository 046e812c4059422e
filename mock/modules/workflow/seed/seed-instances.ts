import { generatedUserId, htdId, personaUserIds as u, projectIds, tenantIds, userIds } from '../../../core/db/seed-ids.ts' // prettier-ignore
import { checkFormData } from '../form-data-rules.ts'
import type { FormSchema } from '../workflow-model.ts'
import { designChangeForm } from '../../../../src/modules/workflow/form-schema/fixtures/design-change.ts'
import { materialInspectionForm } from '../../../../src/modules/workflow/form-schema/fixtures/material-inspection.ts' // prettier-ignore
import { measurementPaymentForm } from '../../../../src/modules/workflow/form-schema/fixtures/measurement-payment.ts' // prettier-ignore
import type { InstanceScript, ScriptAction } from './seed-instance-script.ts'
import { workflowSchemeIds as s } from './seed-workflow-ids.ts'

/**
 * The seeded instances (workflow-api.md §10). On 东环高速 一标段 (DH01) the personas' instances in
 * every state, so each persona's inbox has work and paging. On admin's projects, where no persona
 * holds the party positions, instances whose steps went to the scheme admins (`onEmpty: 4`): they
 * carry admin's seeded workflow to-dos (and the manager's and the demo admin's), linked by task.
 */
const dh01 = htdId(5, 1)
const eastRing = projectIds.eastRingExpressway
const section = (id: string, name: string) => ({ id, name })

function data(schema: FormSchema, raw: Record<string, unknown>, htd: { id: string; name: string }) {
  const { data: checked, issues } = checkFormData(schema, { ...raw, htdId: htd.id }, { htdId: htd.id, required: true }) // prettier-ignore
  if (issues.length > 0) throw new Error(`seed form data: ${JSON.stringify(issues)}`)
  return { ...checked, htdId: htd }
}

const bill = (n: number, price: number) => Array.from({ length: n }, (_, i) => ({ boqCode: `203-${i + 1}`, qty: 120.5 + i * 10, unit: '立方米', price })) // prettier-ignore
const payment = (period: string, rows: number, price: number, htd = section(dh01, '一标段')) => data(measurementPaymentForm as FormSchema, { period, items: bill(rows, price), attachments: [] }, htd) // prettier-ignore
const change = (changeNo: string, htd = section(dh01, '一标段')) => data(designChangeForm as FormSchema, { changeNo, level: 'minor', costDelta: 125000, reason: '现场地质条件与设计不符，调整桩长。', attachments: [] }, htd) // prettier-ignore
const inspection = (material: string, htd = section(dh01, '一标段')) => data(materialInspectionForm as FormSchema, { material, spec: 'HRB400 Φ25', qty: 36.5, unit: '吨', arrivalDate: '2024-03-10', attachments: [] }, htd) // prettier-ignore

const toChief: ScriptAction[] = [
  [u.jnCost, 'approve'],
  [u.htSpec1, 'approve'],
  [u.htSpec2, 'approve'],
]
const toOwner: ScriptAction[] = [...toChief, [u.htChief, 'approve', '同意支付']]

const dh = (n: number, schemeId: string, formData: Record<string, unknown>, daysAgo: number, actions: ScriptAction[] = [], extra: Partial<InstanceScript> = {}): InstanceScript => ({ n, tenantId: null, schemeId, projectId: eastRing, htdId: dh01, starterId: u.jnSite, formData, daysAgo, actions, ...extra }) // prettier-ignore

export function personaInstanceScripts(): InstanceScript[] {
  return [
    dh(1, s.measurementPayment, payment('2024-04-25', 5, 86.5), 1),
    dh(2, s.measurementPayment, payment('2024-03-25', 8, 92), 3, [[u.jnCost, 'approve']]),
    dh(3, s.measurementPayment, payment('2024-02-25', 3, 75), 5, [[u.jnCost, 'approve'], [u.htSpec1, 'approve']]), // prettier-ignore
    dh(4, s.measurementPayment, payment('2024-01-25', 6, 88), 7, toChief),
    dh(5, s.measurementPayment, payment('2023-12-25', 4, 90), 9, toOwner),
    dh(6, s.measurementPayment, payment('2023-11-25', 5, 80), 20, [
      ...toOwner,
      [u.bjPm, 'approve'],
    ]),
    dh(7, s.measurementPayment, payment('2023-10-25', 20, 2600), 12, [
      ...toOwner,
      [u.bjPm, 'approve'],
    ]),
    dh(8, s.measurementPayment, payment('2023-09-25', 2, 70), 25, [...toChief, [u.htChief, 'reject', '计量数量与现场不符']]), // prettier-ignore
    dh(9, s.measurementPayment, payment('2023-08-25', 2, 70), 26, [[u.jnSite, 'withdraw', '数据有误，撤回修改']]), // prettier-ignore
    dh(10, s.measurementPayment, payment('2024-05-25', 3, 95), 2, [...toChief, [u.htChief, 'return-start']]), // prettier-ignore
    dh(11, s.measurementPayment, payment('2024-06-25', 1, 60), 0.5, [], { draft: true }),
    dh(12, s.designChange, change('BG-001'), 4),
    dh(13, s.designChange, change('BG-002'), 15, [[generatedUserId(10), 'approve'], [u.htChief, 'approve'], [u.bjPm, 'approve']]), // prettier-ignore
    dh(14, s.materialInspection, inspection('钢筋'), 1),
    dh(15, s.materialInspection, inspection('水泥'), 10, [[u.htSpec2, 'approve', '检验合格']]),
    dh(16, s.materialInspection, inspection('碎石'), 6, [[u.htSpec1, 'return-start', '缺出厂合格证']]), // prettier-ignore
    // More at each step, so the inboxes page (10 a page).
    ...Array.from({ length: 10 }, (_, i) => dh(17 + i, s.measurementPayment, payment(`2022-${String(i + 1).padStart(2, '0')}-25`, 2 + i, 70 + i), 30 + i)), // prettier-ignore
    ...Array.from({ length: 6 }, (_, i) => dh(31 + i, s.materialInspection, inspection(['砂', '沥青', '钢绞线', '防水卷材', '混凝土', '石灰'][i]), 8 + i)), // prettier-ignore
  ]
}

/**
 * The to-dos of business-api.md §10 that are approvals, by to-do number: the instance that
 * carries each one (admin's 1–28, the manager's 31 and 36, the demo admin's 103) and its title.
 */
export interface TodoInstanceSeed {
  todo: number
  script: InstanceScript
  /** The linked task belongs to this user. */
  userId: string
  /** A pending to-do's due day (days from the backend's start), given to its task too. */
  dueDays?: number
}

const onAdmin = (n: number, schemeId: string, projectId: string, htd: [number, number], starterId: string, title: string, formData: Record<string, unknown>, daysAgo: number, actions: ScriptAction[] = []): InstanceScript => ({ n, tenantId: null, schemeId, projectId, htdId: htdId(...htd), starterId, formData, daysAgo, actions, title, todos: false }) // prettier-ignore

export function todoInstanceSeeds(): TodoInstanceSeed[] {
  const p = projectIds
  const a = userIds.admin
  const sec = (h: [number, number], name: string) => section(htdId(...h), name)
  return [
    { todo: 1, dueDays: 2, userId: a, script: onAdmin(101, s.measurementPayment, p.metroLine5, [3, 1], generatedUserId(1), '一标段3月计量支付申请', payment('2024-03-25', 4, 81, sec([3, 1], '一标段')), 3) }, // prettier-ignore
    { todo: 2, dueDays: -1, userId: a, script: onAdmin(102, s.designChange, p.chengbeiSewage, [2, 1], generatedUserId(3), '城北污水厂二标段设计变更', change('CB-2-007', sec([2, 1], '一标段')), 5) }, // prettier-ignore
    { todo: 8, dueDays: 5, userId: a, script: onAdmin(103, s.materialInspection, p.binjiangAvenue, [1, 3], generatedUserId(8), '滨江大道三标段材料进场报验', inspection('钢筋', sec([1, 3], '三标段')), 2) }, // prettier-ignore
    { todo: 12, dueDays: 10, userId: a, script: onAdmin(104, s.materialInspection, p.chengbeiSewage, [2, 1], generatedUserId(3), '城北污水厂一标段材料报验单', inspection('管材', sec([2, 1], '一标段')), 4) }, // prettier-ignore
    { todo: 14, dueDays: 14, userId: a, script: onAdmin(105, s.designChange, p.binhuTunnel, [4, 1], generatedUserId(9), '滨湖管廊一标段设计变更申请', change('BH-1-003', sec([4, 1], '一标段')), 6) }, // prettier-ignore
    { todo: 17, userId: a, script: onAdmin(106, s.measurementPayment, p.metroLine5, [3, 1], generatedUserId(1), '一标段2月计量支付申请', payment('2024-02-25', 3, 81, sec([3, 1], '一标段')), 35, [[a, 'reject', '请按新清单重报']]) }, // prettier-ignore
    { todo: 19, userId: a, script: onAdmin(107, s.materialInspection, p.metroLine5, [3, 1], generatedUserId(1), '地铁5号线一标段材料报验单', inspection('盾构管片', sec([3, 1], '一标段')), 45, [[a, 'approve']]) }, // prettier-ignore
    { todo: 23, userId: a, script: onAdmin(108, s.materialInspection, p.chengbeiSewage, [2, 1], generatedUserId(3), '城北污水厂设备进场报验', inspection('水泵', sec([2, 1], '一标段')), 22, [[a, 'approve']]) }, // prettier-ignore
    { todo: 26, userId: a, script: onAdmin(109, s.designChange, p.binhuTunnel, [4, 2], generatedUserId(9), '滨湖管廊二标段变更令', change('BH-2-011', sec([4, 2], '二标段')), 14, [[a, 'reject', '变更依据不足']]) }, // prettier-ignore
    { todo: 28, userId: a, script: onAdmin(110, s.materialInspection, p.binjiangAvenue, [1, 1], generatedUserId(8), '滨江大道一标段材料报验单', inspection('砂', sec([1, 1], '一标段')), 20, [[generatedUserId(8), 'withdraw', '材料退场']]) }, // prettier-ignore
    { todo: 31, dueDays: 3, userId: userIds.manager, script: onAdmin(111, s.measurementPayment, p.metroLine5, [3, 2], userIds.admin, '地铁5号线二标段计量支付申请', payment('2024-03-25', 2, 95, sec([3, 2], '二标段')), 4, [[a, 'reassign', userIds.manager]]) }, // prettier-ignore
    { todo: 36, userId: userIds.manager, script: onAdmin(112, s.measurementPayment, p.chengbeiSewage, [2, 2], userIds.manager, '城北污水厂二标段进度款计量支付申请', payment('2024-02-25', 2, 95, sec([2, 2], '二标段')), 15, [[a, 'reassign', userIds.manager], [userIds.manager, 'reject', '金额有误']]) }, // prettier-ignore
    { todo: 103, userId: userIds.demoAdmin, script: { ...onAdmin(201, s.demoInspection, p.demoParkRoad, [101, 1], userIds.demoAdmin, '演示园区道路一标段报验单', inspection('钢筋', sec([101, 1], '一标段')), 8, [[userIds.demoAdmin, 'approve']]), tenantId: tenantIds.demo } }, // prettier-ignore
  ]
}

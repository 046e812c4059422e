import { seededAudit } from '../../core/db/audit.ts'
import { todoSources, todoStatuses, type TodoRecord } from './todo-types.ts'
import { seedTimeFromStart, seedTimeLaterToday } from '../../core/db/seed-clock.ts'
import { projectIds as pr, tenantIds, userIds } from '../../core/db/seed-ids.ts'
import { noticeIds as n, noticeId, todoId } from '../notice/seed-notice-ids.ts'
import { workflowSeed } from '../workflow/seed/workflow-seed.ts'

/**
 * To-dos (business-api.md §10): admin 30 (15 pending: 3 overdue, 1 due today; 12 done;
 * 3 cancelled; every source), manager 8, demo admin 3. Due times are days from the backend's
 * start, so overdue ones stay overdue and "today" stays today.
 */
type Source = keyof typeof todoSources
type Status = keyof typeof todoStatuses
/** [number, title, source, status, due (days | 'today' | null), project, notice id or remark] */
type TodoSeed = [number, string, Source, Status, number | 'today' | null, string?, string?]

const adminSeeds: TodoSeed[] = [
  [1, '审批：一标段3月计量支付申请', 'workflow', 'pending', 2, pr.metroLine5],
  [2, '审批：城北污水厂二标段设计变更', 'workflow', 'pending', -1, pr.chengbeiSewage],
  [3, '阅读：系统升级维护公告', 'notice', 'pending', null, undefined, n.maintenance],
  [4, '阅读：平台操作手册', 'notice', 'pending', 3, undefined, n.markdownGuide],
  [5, '提交月度安全检查表', 'manual', 'pending', 'today', undefined, '含消防、临时用电两项'],
  [6, '整理滨湖管廊二标段隐患整改台账', 'manual', 'pending', -2, pr.binhuTunnel],
  [7, '提醒：签名图片即将过期，请重新上传', 'system', 'pending', -4],
  [8, '审批：滨江大道三标段材料进场报验', 'workflow', 'pending', 5, pr.binjiangAvenue],
  [9, '提醒：完善个人资料', 'system', 'pending', null],
  [10, '准备周例会汇报材料', 'manual', 'pending', 1],
  [11, '复核地铁5号线二标段工程量清单', 'manual', 'pending', 7, pr.metroLine5],
  [12, '审批：城北污水厂一标段材料报验单', 'workflow', 'pending', 10, pr.chengbeiSewage],
  [13, '联系监理单位确认验收时间', 'manual', 'pending', null],
  [14, '审批：滨湖管廊一标段设计变更申请', 'workflow', 'pending', 14, pr.binhuTunnel],
  [15, '提醒：年度培训学时未完成', 'system', 'pending', 20],
  [16, '阅读：关于开展2024年度安全生产月活动的通知', 'notice', 'done', -19, undefined, n.safetyMonth],
  [17, '审批：一标段2月计量支付申请', 'workflow', 'done', -30, pr.metroLine5],
  [18, '提交2月安全检查表', 'manual', 'done', -25],
  [19, '审批：地铁5号线一标段材料报验单', 'workflow', 'done', -40, pr.metroLine5],
  [20, '阅读：地铁5号线三标段盾构始发安全交底', 'notice', 'done', -4, pr.metroLine5, n.metroShield],
  [21, '提醒：修改初始密码', 'system', 'done', -60],
  [22, '编制滨江大道质量月检查方案', 'manual', 'done', -12, pr.binjiangAvenue],
  [23, '审批：城北污水厂设备进场报验', 'workflow', 'done', -18, pr.chengbeiSewage],
  [24, '阅读：关于启用电子签章的通知', 'notice', 'done', -24, undefined, noticeId(12)],
  [25, '上传项目部公章', 'manual', 'done', -22],
  [26, '审批：滨湖管廊二标段变更令', 'workflow', 'done', -9, pr.binhuTunnel],
  [27, '汇总季度安全培训记录', 'manual', 'done', -3],
  [28, '审批：滨江大道一标段材料报验单', 'workflow', 'cancelled', -15, pr.binjiangAvenue],
  [29, '参加东环高速技术交底会', 'manual', 'cancelled', -7],
  [30, '阅读：关于临时停水的通知', 'notice', 'cancelled', null, undefined, n.withdrawn],
] // prettier-ignore

const managerSeeds: TodoSeed[] = [
  [31, '审批：地铁5号线二标段计量支付申请', 'workflow', 'pending', 3, pr.metroLine5],
  [32, '阅读：系统升级维护公告', 'notice', 'pending', null, undefined, n.maintenance],
  [33, '核对城北污水厂一标段人员台账', 'manual', 'pending', -1, pr.chengbeiSewage],
  [34, '提交周报', 'manual', 'pending', 'today'],
  [35, '提醒：完善个人资料', 'system', 'pending', null],
  [36, '审批：城北污水厂二标段进度款计量支付申请', 'workflow', 'done', -10, pr.chengbeiSewage],
  [37, '安排质量巡检', 'manual', 'done', -6],
  [38, '阅读：关于调整周例会时间的通知', 'notice', 'cancelled', null, undefined, noticeId(25)],
] // prettier-ignore

const demoSeeds: TodoSeed[] = [
  [101, '整理演示项目资料', 'manual', 'pending', 2, pr.demoParkRoad],
  [102, '阅读：演示租户系统使用说明', 'notice', 'pending', null, undefined, noticeId(101)],
  [103, '审批：演示园区道路一标段报验单', 'workflow', 'done', -5, pr.demoParkRoad],
] // prettier-ignore

/**
 * Where a reminder leads: the profile, at the section it is about. The signature section is
 * `/profile/index?section=signature` (the profile opens that section from the query).
 */
const reminderLinks: Record<number, string> = { 7: '/profile/index?section=signature' }

function sourceDetails(source: Source, number: number, noticeOrRemark?: string) {
  switch (source) {
    case 'workflow': {
      // A task of a seeded instance (workflow-api.md §10): the to-do opens its handle page.
      const { taskId } = workflowLinks()[number]
      return { sourceId: taskId, link: `/workflow/handle?id=${taskId}`, remark: null }
    }
    case 'notice':
      return { sourceId: noticeOrRemark!, link: `/notice/view?id=${noticeOrRemark!}`, remark: null }
    case 'system':
      return {
        sourceId: `reminder-${number}`,
        link: reminderLinks[number] ?? '/profile/index',
        remark: null,
      }
    case 'manual':
      return { sourceId: null, link: null, remark: noticeOrRemark ?? null }
  }
}

let links: ReturnType<typeof workflowSeed>['todoLinks'] | null = null
const workflowLinks = () => (links ??= workflowSeed().todoLinks)

function toTodo(seed: TodoSeed, userId: string, tenantId: string | null): TodoRecord {
  const [number, seededTitle, source, status, due, projectId, noticeOrRemark] = seed
  // Approval to-dos carry their instance's title (retitled to the seeded schemes, issue 23).
  const title = source === 'workflow' ? `审批：${workflowLinks()[number].title}` : seededTitle
  const dueDays = typeof due === 'number' ? due : 0
  const created = seedTimeFromStart(Math.min(dueDays, 0) - 3 - (number % 5) - number / 1000)
  return {
    ...seededAudit(todoId(number), tenantId, created, 0x7000 + number),
    creatorId: source === 'manual' ? userId : null,
    userId,
    title,
    source: todoSources[source],
    ...sourceDetails(source, number, noticeOrRemark),
    projectId: projectId ?? null,
    dueTime: due === 'today' ? seedTimeLaterToday() : due === null ? null : seedTimeFromStart(due),
    status: todoStatuses[status],
    completedTime: status === 'done' ? seedTimeFromStart(dueDays - 0.5) : null,
  }
}

export function seedTodos(): TodoRecord[] {
  return [
    // The personas' approval to-dos, one per task of the seeded DH01 instances.
    ...workflowSeed().todos,
    ...adminSeeds.map((seed) => toTodo(seed, userIds.admin, null)),
    ...managerSeeds.map((seed) => toTodo(seed, userIds.manager, null)),
    ...demoSeeds.map((seed) => toTodo(seed, userIds.demoAdmin, tenantIds.demo)),
  ]
}

import { seededAudit } from '../../core/db/audit.ts'
import { contentFormats, noticeStatuses } from './notice-types.ts'
import type { NoticeReadRecord, NoticeRecord } from './notice-types.ts'
import { seedTimeFromStart } from '../../core/db/seed-clock.ts'
import { projectIds, tenantIds, userIds } from '../../core/db/seed-ids.ts'
import { noticeId, noticeReadId } from './seed-notice-ids.ts'
import {
  floodSeasonBody,
  maintenanceBody,
  markdownGuideBody,
  metroShieldBody,
  safetyMonthBody,
  standardNoticeBody,
} from './seed-notice-texts.ts'

/**
 * Notices (business-api.md §10): host 20 published (2 pinned, 2 project-scoped, 1 Markdown),
 * 3 drafts, 2 withdrawn; admin has read 10. The demo tenant has 2 of its own.
 */
interface NoticeSeed {
  number: number
  title: string
  status: 'published' | 'draft' | 'withdrawn'
  /** Days from the backend's start when it was published (drafts: created). */
  days: number
  isPinned?: boolean
  projectId?: string
  markdown?: boolean
  content?: string
}

const p = 'published'
const hostSeeds: NoticeSeed[] = [
  { number: 1, title: '系统升级维护公告', status: p, days: -1, isPinned: true, content: maintenanceBody },
  { number: 2, title: '关于开展2024年度安全生产月活动的通知', status: p, days: -20, isPinned: true, content: safetyMonthBody },
  { number: 3, title: '东环高速二标段汛期施工安全提示', status: p, days: -3, projectId: projectIds.eastRingExpressway, content: floodSeasonBody },
  { number: 4, title: '地铁5号线三标段盾构始发安全交底', status: p, days: -5, projectId: projectIds.metroLine5, content: metroShieldBody },
  { number: 5, title: '平台操作手册', status: p, days: -8, markdown: true, content: markdownGuideBody },
  { number: 6, title: '关于春节假期工地值守安排的通知', status: p, days: -40 },
  { number: 7, title: '关于开展质量月检查的通知', status: p, days: -12 },
  { number: 8, title: '关于做好冬季施工防寒防冻工作的通知', status: p, days: -30 },
  { number: 9, title: '关于规范计量支付资料报送的通知', status: p, days: -15 },
  { number: 10, title: '关于组织特种作业人员培训的通知', status: p, days: -18 },
  { number: 11, title: '关于开展消防安全专项检查的通知', status: p, days: -22 },
  { number: 12, title: '关于启用电子签章的通知', status: p, days: -25 },
  { number: 13, title: '关于更新试验检测规程的通知', status: p, days: -27 },
  { number: 14, title: '关于开展文明施工评比的通知', status: p, days: -33 },
  { number: 15, title: '关于加强扬尘治理的通知', status: p, days: -35 },
  { number: 16, title: '关于调整夏季作息时间的通知', status: p, days: -38 },
  { number: 17, title: '关于报送月度进度计划的通知', status: p, days: -45 },
  { number: 18, title: '关于做好工程档案归档工作的通知', status: p, days: -50 },
  { number: 19, title: '关于开展防汛应急演练的通知', status: p, days: -55 },
  { number: 20, title: '关于移动巡检新版本上线的通知', status: p, days: -60 },
  { number: 21, title: '关于2025年度工作计划征求意见的通知', status: 'draft', days: -2 },
  { number: 22, title: '关于节前安全大检查的通知', status: 'draft', days: -4, projectId: projectIds.binjiangAvenue },
  { number: 23, title: '平台新功能预告', status: 'draft', days: -6, markdown: true, content: '## 即将上线\n\n- 待办提醒\n- 通知公告' },
  { number: 24, title: '关于临时停水的通知', status: 'withdrawn', days: -10 },
  { number: 25, title: '关于调整周例会时间的通知', status: 'withdrawn', days: -14 },
] // prettier-ignore

const demoSeeds: NoticeSeed[] = [
  { number: 101, title: '演示租户系统使用说明', status: p, days: -2 },
  { number: 102, title: '演示园区道路工程开工通知', status: p, days: -6, projectId: projectIds.demoParkRoad },
] // prettier-ignore

function toNotice(seed: NoticeSeed, tenantId: string | null, publisher: [string, string]) {
  const created = seedTimeFromStart(seed.days - 1 / 24)
  const isDraft = seed.status === 'draft'
  const notice: NoticeRecord = {
    ...seededAudit(noticeId(seed.number), tenantId, created, 0x6000 + seed.number),
    creatorId: publisher[0],
    title: seed.title,
    content: seed.content ?? standardNoticeBody(seed.title),
    contentFormat: seed.markdown ? contentFormats.markdown : contentFormats.plainText,
    projectId: seed.projectId ?? null,
    isPinned: seed.isPinned ?? false,
    status: noticeStatuses[seed.status],
    publishTime: isDraft ? null : seedTimeFromStart(seed.days),
    publisherId: isDraft ? null : publisher[0],
    publisherName: isDraft ? null : publisher[1],
  }
  return notice
}

export function seedNotices(): NoticeRecord[] {
  return [
    ...hostSeeds.map((seed) => toNotice(seed, null, [userIds.admin, 'Administrator'])),
    ...demoSeeds.map((seed) => toNotice(seed, tenantIds.demo, [userIds.demoAdmin, '演示管理员'])),
  ]
}

/** The 10 notices admin has read, two hours after each was published. */
const adminReads = [2, 4, 6, 7, 8, 9, 10, 11, 12, 13]

export function seedNoticeReads(): NoticeReadRecord[] {
  const days = new Map(hostSeeds.map((seed) => [seed.number, seed.days]))
  return adminReads.map((number, index) => ({
    id: noticeReadId(index + 1),
    tenantId: null,
    noticeId: noticeId(number),
    userId: userIds.admin,
    readTime: seedTimeFromStart((days.get(number) ?? 0) + 2 / 24),
  }))
}

/** Fixed ids of the seeded notices, their read marks and the to-dos (like core/db/seed-ids.ts). */

/** Notices by seed number: host 1–25, demo 101–102. */
export function noticeId(number: number): string {
  return `3a0f6c1e-c6d7-4e8f-9a0b-1c2d3e4f${String(number).padStart(4, '0')}`
}

export function noticeReadId(number: number): string {
  return `3a0f6c1e-c6d7-4e8f-9a0b-2d3e4f5a${String(number).padStart(4, '0')}`
}

/** To-dos by seed number: admin 1–30, manager 31–38, demo admin 101–103. */
export function todoId(number: number): string {
  return `3a0f6c1e-d7e8-4f9a-8b1c-3e4f5a6b${String(number).padStart(4, '0')}`
}

/** Notices tests and docs name. */
export const noticeIds = {
  /** 系统升级维护公告: published, pinned, tenant-wide; admin has not read it. */
  maintenance: noticeId(1),
  /** 关于开展2024年度安全生产月活动的通知: published, pinned; admin has read it. */
  safetyMonth: noticeId(2),
  /** 东环高速二标段汛期施工安全提示: published, scoped to 东环高速 (project 5). */
  floodSeason: noticeId(3),
  /** 地铁5号线三标段盾构始发安全交底: published, scoped to 地铁5号线 (project 3). */
  metroShield: noticeId(4),
  /** 平台操作手册: published, Markdown. */
  markdownGuide: noticeId(5),
  /** The first draft. */
  draft: noticeId(21),
  /** The first withdrawn notice. */
  withdrawn: noticeId(24),
} as const

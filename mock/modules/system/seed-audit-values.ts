import type { Draw } from './seed-audit-random.ts'

/** Values the audit log seed's calls draw from. */

export const htdNames = ['一标段', '二标段', '三标段', '四标段']
export const orgNames = [
  '工程管理部',
  '安全质量部',
  '测量队',
  '试验室',
  '经营部',
  '综合办公室',
  '物资设备部',
]
export const workAreaTypes = ['路基', '桥梁', '涵洞', '隧道', '路面', '场站']
export const positions = ['安全员', '质检员', '测量员', '试验员', '资料员', '施工员']
export const people = ['张伟', '李娜', '王强', '刘洋', '陈杰', '杨帆', '赵磊', '黄敏']
export const roles = ['engineer', 'member', 'auditor', 'project-viewer', 'manager', 'org-admin']

/** Two different values of a list: what a field was, and what it became. */
export function twoOf<T>(d: Draw, items: readonly T[]): [T, T] {
  const first = d.int(items.length)
  return [items[first], items[(first + 1 + d.int(items.length - 1)) % items.length]]
}

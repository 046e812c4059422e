import type { Draw } from './seed-audit-random.ts'
import type { SeedSide } from './seed-audit-call-types.ts'
import {
  demoUserId,
  generatedUserId,
  htdId,
  organizationId,
  projectIds,
  userIds,
} from '../../core/db/seed-ids.ts'

/** Who made the seeded calls, and from where. */
export interface SeedUser {
  id: string
  userName: string
  ip: string
  browser: string
}

const browsers = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47',
]

function seedUser(id: string, userName: string, number: number, network: string): SeedUser {
  return {
    id,
    userName,
    ip: `${network}.${(number % 5) + 2}.${20 + (number % 200)}`,
    browser: browsers[number % browsers.length],
  }
}

const admin = seedUser(userIds.admin, 'admin', 0, '10.20')
const manager = seedUser(userIds.manager, 'manager', 1, '10.20')
const generated = Array.from({ length: 60 }, (_, index) => {
  const number = index + 1
  return seedUser(
    generatedUserId(number),
    `user${String(number).padStart(3, '0')}`,
    number + 1,
    '10.20',
  )
})

/** admin about 30%, manager 15%, the generated users the rest. */
export function hostSeedUser(draw: Draw): SeedUser {
  const roll = draw.next()
  if (roll < 0.3) return admin
  if (roll < 0.45) return manager
  return draw.pick(generated)
}

export const demoSeedUsers: SeedUser[] = [
  seedUser(userIds.demoAdmin, 'admin', 0, '172.16'),
  seedUser(demoUserId(2), 'demo.zhang', 1, '172.16'),
  seedUser(demoUserId(3), 'demo.li', 2, '172.16'),
]

const hostSections: [number, number][] = [
  [1, 1],
  [1, 2],
  [1, 3],
  [2, 1],
  [2, 2],
  [3, 1],
  [3, 2],
  [3, 3],
  [3, 4],
  [4, 1],
  [4, 2],
  [5, 1],
  [5, 2],
  [5, 3],
]

export const hostSide: SeedSide = {
  htdIds: hostSections.map(([project, section]) => htdId(project, section)),
  organizationIds: Array.from({ length: 42 }, (_, index) => organizationId(index + 1)),
  userIds: Array.from({ length: 60 }, (_, index) => generatedUserId(index + 1)),
  projectIds: [
    projectIds.binjiangAvenue,
    projectIds.chengbeiSewage,
    projectIds.metroLine5,
    projectIds.binhuTunnel,
    projectIds.eastRingExpressway,
  ],
}

export const demoSide: SeedSide = {
  htdIds: [htdId(101, 1), htdId(101, 2), htdId(102, 1), htdId(102, 2)],
  organizationIds: Array.from({ length: 6 }, (_, index) => organizationId(101 + index)),
  userIds: [demoUserId(2), demoUserId(3)],
  projectIds: [projectIds.demoParkRoad, projectIds.demoBridge],
}

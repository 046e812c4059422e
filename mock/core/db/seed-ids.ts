/**
 * Fixed GUIDs of the seed data, lower-case and hyphenated like ABP's sequential GUIDs, so tests
 * and docs can name entities. Changing one is a breaking change for tests.
 */
export const tenantIds = {
  demo: '3a0f6c1e-8d2b-4f7a-9c41-5e2d7b9a0001',
  /** An inactive tenant, for the "Tenant not active!" path. */
  archived: '3a0f6c1e-8d2b-4f7a-9c41-5e2d7b9a0002',
} as const

export const userIds = {
  admin: '3a0f6c1e-2b47-7d0a-9e31-6b0c4a8f1001',
  manager: '3a0f6c1e-2b47-7d0a-9e31-6b0c4a8f1002',
  nobody: '3a0f6c1e-2b47-7d0a-9e31-6b0c4a8f1003',
  noproject: '3a0f6c1e-2b47-7d0a-9e31-6b0c4a8f1004',
  demoAdmin: '3a0f6c1e-2b47-7d0a-9e31-6b0c4a8f2001',
} as const

/** The approval personas of workflow-api.md §10 (role `staff`, a grant on 东环高速 一标段). */
export const personaUserIds = {
  jnSite: '3a0f6c1e-2b47-7d0a-9e31-6b0c4a8f3001',
  jnCost: '3a0f6c1e-2b47-7d0a-9e31-6b0c4a8f3002',
  htSpec1: '3a0f6c1e-2b47-7d0a-9e31-6b0c4a8f3003',
  htSpec2: '3a0f6c1e-2b47-7d0a-9e31-6b0c4a8f3004',
  htChief: '3a0f6c1e-2b47-7d0a-9e31-6b0c4a8f3005',
  bjPm: '3a0f6c1e-2b47-7d0a-9e31-6b0c4a8f3006',
  bjGm: '3a0f6c1e-2b47-7d0a-9e31-6b0c4a8f3007',
} as const

export const roleIds = {
  admin: '3a0f6c1e-4c11-2a5e-8f09-1d3b5c7e3001',
  manager: '3a0f6c1e-4c11-2a5e-8f09-1d3b5c7e3002',
  projectViewer: '3a0f6c1e-4c11-2a5e-8f09-1d3b5c7e3003',
  demoAdmin: '3a0f6c1e-4c11-2a5e-8f09-1d3b5c7e3101',
  engineer: '3a0f6c1e-4c11-2a5e-8f09-1d3b5c7e3004',
  orgAdmin: '3a0f6c1e-4c11-2a5e-8f09-1d3b5c7e3005',
  auditor: '3a0f6c1e-4c11-2a5e-8f09-1d3b5c7e3006',
  member: '3a0f6c1e-4c11-2a5e-8f09-1d3b5c7e3007',
  /** The default role of approvals (workflow-api.md §10): `Workflow.Approval`. */
  staff: '3a0f6c1e-4c11-2a5e-8f09-1d3b5c7e3008',
  demoMember: '3a0f6c1e-4c11-2a5e-8f09-1d3b5c7e3102',
} as const

export const positionIds = {
  generalManager: '3a0f6c1e-5d22-3b6f-9a1a-2e4c6d8f4001',
  projectManager: '3a0f6c1e-5d22-3b6f-9a1a-2e4c6d8f4002',
  chiefEngineer: '3a0f6c1e-5d22-3b6f-9a1a-2e4c6d8f4003',
  safetyOfficer: '3a0f6c1e-5d22-3b6f-9a1a-2e4c6d8f4004',
  demoDirector: '3a0f6c1e-5d22-3b6f-9a1a-2e4c6d8f4101',
  qualityInspector: '3a0f6c1e-5d22-3b6f-9a1a-2e4c6d8f4005',
  surveyor: '3a0f6c1e-5d22-3b6f-9a1a-2e4c6d8f4006',
  labTechnician: '3a0f6c1e-5d22-3b6f-9a1a-2e4c6d8f4007',
  costEngineer: '3a0f6c1e-5d22-3b6f-9a1a-2e4c6d8f4008',
  documentController: '3a0f6c1e-5d22-3b6f-9a1a-2e4c6d8f4009',
  siteEngineer: '3a0f6c1e-5d22-3b6f-9a1a-2e4c6d8f4010',
  chiefSupervisor: '3a0f6c1e-5d22-3b6f-9a1a-2e4c6d8f4011',
  /** Disabled, and held by a few users (for `Base:PositionDisabled` / `PositionInUse`). */
  supervisor: '3a0f6c1e-5d22-3b6f-9a1a-2e4c6d8f4012',
  /** 专业监理工程师: the supervisors' countersigning engineers (workflow-api.md §10). */
  specialistSupervisor: '3a0f6c1e-5d22-3b6f-9a1a-2e4c6d8f4013',
  demoProjectManager: '3a0f6c1e-5d22-3b6f-9a1a-2e4c6d8f4102',
  demoSafetyOfficer: '3a0f6c1e-5d22-3b6f-9a1a-2e4c6d8f4103',
} as const

/** Organisation ids by seed number (host 1–42, demo 101–106). */
export function organizationId(number: number): string {
  return `3a0f6c1e-a4e6-4f0b-8c3d-5e6f7a8b${String(number).padStart(4, '0')}`
}

/** Organisations tests and docs name; see seed-organizations.ts for the whole tree. */
export const organizationIds = {
  /** 滨江城市建设投资集团有限公司: root company with children and members. */
  binjiang: organizationId(1),
  /** 江南路桥工程有限公司: root company with children. */
  jiangnan: organizationId(10),
  /** 东环高速一标段项目经理部: has members and children. */
  eastRingOffice: organizationId(11),
  /** 测量队: level-4 leaf with members. */
  surveyTeam: organizationId(13),
  /** 华通工程监理咨询有限公司 */
  huatong: organizationId(18),
  /** 监理组: leaf without members, supervisor of a contract section (in use). */
  metroSupervisionTeam: organizationId(23),
  /** 给排水所: disabled leaf. */
  waterOffice: organizationId(27),
  /** 勘察所: leaf without members or references, free to delete. */
  surveyOffice: organizationId(28),
  /** 鑫源混凝土有限公司: disabled root supplier (its child hides with it). */
  xinyuan: organizationId(41),
  demoGroup: organizationId(101),
} as const

/** Ids of the generated host users `user001`…`user060`. */
export function generatedUserId(number: number): string {
  return `3a0f6c1e-2b47-7d0a-9e31-6b0c4a8f${String(5000 + number)}`
}

/** Ids of the demo tenant's extra users. */
export function demoUserId(number: number): string {
  return `3a0f6c1e-2b47-7d0a-9e31-6b0c4a8f${String(2000 + number)}`
}

export const projectIds = {
  binjiangAvenue: '3a0f6c1e-71a3-4c8d-b2e5-0f9a8b7c5001',
  chengbeiSewage: '3a0f6c1e-71a3-4c8d-b2e5-0f9a8b7c5002',
  metroLine5: '3a0f6c1e-71a3-4c8d-b2e5-0f9a8b7c5003',
  binhuTunnel: '3a0f6c1e-71a3-4c8d-b2e5-0f9a8b7c5004',
  eastRingExpressway: '3a0f6c1e-71a3-4c8d-b2e5-0f9a8b7c5005',
  demoParkRoad: '3a0f6c1e-71a3-4c8d-b2e5-0f9a8b7c5101',
  demoBridge: '3a0f6c1e-71a3-4c8d-b2e5-0f9a8b7c5102',
} as const

/** Contract-section ids: the last four digits are the project number (3) and the section number (1). */
export function htdId(projectNumber: number, sectionNumber: number): string {
  const suffix = `${projectNumber}`.padStart(3, '0') + `${sectionNumber}`
  return `3a0f6c1e-82b4-4d9e-a3f6-1a0b9c8d${suffix.padStart(4, '0')}`
}

export const dictionaryIds = {
  projectType: '3a0f6c1e-93c5-4eaf-b4a7-2b1c0d9e7001',
  projectStatus: '3a0f6c1e-93c5-4eaf-b4a7-2b1c0d9e7002',
  orgType: '3a0f6c1e-93c5-4eaf-b4a7-2b1c0d9e7003',
  workAreaType: '3a0f6c1e-93c5-4eaf-b4a7-2b1c0d9e7004',
  materialUnit: '3a0f6c1e-93c5-4eaf-b4a7-2b1c0d9e7005',
  /** Approval categories (workflow-api.md §1 `category`, §10). */
  workflowCategory: '3a0f6c1e-93c5-4eaf-b4a7-2b1c0d9e7006',
} as const

import { seededAudit } from '../../core/db/audit.ts'
import { positionIds, tenantIds } from '../../core/db/seed-ids.ts'
import type { PositionRecord } from './organization-types.ts'

/** [id, tenant, name, sort, description, enabled] */
type PositionSeed = [string, string | null, string, number, string | null, boolean]

const p = positionIds

// Host: the existing 4 + 8 (business-api.md §10), one disabled, + 专业监理工程师 of the approvals
// (workflow-api.md §10); demo: the existing 1 + 2.
const positionSeeds: PositionSeed[] = [
  [p.generalManager, null, '总经理', 1, '公司经营管理负责人', true],
  [p.projectManager, null, '项目经理', 2, '项目实施负责人', true],
  [p.chiefEngineer, null, '总工程师', 3, '技术总负责人', true],
  [p.safetyOfficer, null, '安全员', 6, null, true],
  [p.qualityInspector, null, '质检员', 7, null, true],
  [p.surveyor, null, '测量员', 8, null, true],
  [p.labTechnician, null, '试验员', 9, null, true],
  [p.costEngineer, null, '造价工程师', 5, '计量与造价', true],
  [p.documentController, null, '资料员', 10, null, true],
  [p.siteEngineer, null, '施工员', 4, null, true],
  [p.chiefSupervisor, null, '总监理工程师', 11, '监理单位负责人', true],
  [p.supervisor, null, '监理员', 12, '已停用，改用总监理工程师', false],
  [p.specialistSupervisor, null, '专业监理工程师', 12, '审批会签（监理）', true],
  [p.demoDirector, tenantIds.demo, '演示公司负责人', 1, null, true],
  [p.demoProjectManager, tenantIds.demo, '演示项目经理', 2, null, true],
  [p.demoSafetyOfficer, tenantIds.demo, '演示安全员', 3, null, true],
]

export function seedPositions(): PositionRecord[] {
  return positionSeeds.map(([id, tenantId, name, sort, description, enabled], index) => ({
    ...seededAudit(
      id,
      tenantId,
      `2024-01-15T09:${String(index).padStart(2, '0')}:00`,
      0x4000 + index,
    ),
    name,
    sort,
    enabled,
    description,
  }))
}

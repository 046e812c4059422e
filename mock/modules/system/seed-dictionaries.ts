import { seededAudit } from '../../core/db/audit.ts'
import { dictionaryIds } from '../../core/db/seed-ids.ts'
import type { DictionaryDetailRecord, DictionaryRecord } from './dictionary-types.ts'

function detailId(dictionaryNumber: number, detailNumber: number): string {
  return `3a0f6c1e-a4d6-4fb0-85b8-3c2d1e0f${dictionaryNumber}${`${detailNumber}`.padStart(3, '0')}`
}

type DetailSeed = [label: string, value: string, sort: number, enabled?: boolean]

interface DictionarySeed {
  id: string
  name: string
  description: string
  isStatic: boolean
  details: DetailSeed[]
}

// Host rows (business-api.md §10): the existing 3 + WorkAreaType + MaterialUnit, and the approvals'
// WorkflowCategory (workflow-api.md §10); 33 details, 2 disabled. Code depends on the static ones
// (project status and type, unit, work-area types and approval categories).
const dictionarySeeds: DictionarySeed[] = [
  {
    id: dictionaryIds.projectType,
    name: 'ProjectType',
    description: '项目类型',
    isStatic: true,
    details: [
      ['市政道路', 'Road', 1],
      ['桥梁', 'Bridge', 2],
      ['隧道', 'Tunnel', 3],
      ['水务', 'Water', 4],
    ],
  },
  {
    id: dictionaryIds.projectStatus,
    name: 'ProjectStatus',
    description: '项目状态',
    isStatic: true,
    // Detail sort numbers out of array order, so clients must sort.
    details: [
      ['在建', 'InProgress', 2],
      ['筹备中', 'Preparing', 1],
      ['已竣工', 'Completed', 3],
    ],
  },
  {
    id: dictionaryIds.orgType,
    name: 'OrgType',
    description: '单位类型',
    isStatic: true,
    details: [
      ['建设单位', 'Owner', 1],
      ['施工单位', 'Contractor', 2],
      ['监理单位', 'Supervisor', 3],
      ['设计单位', 'Designer', 4],
    ],
  },
  {
    id: dictionaryIds.workAreaType,
    name: 'WorkAreaType',
    description: '工区类型',
    isStatic: true,
    details: [
      ['路基', 'Subgrade', 1],
      ['桥梁', 'Bridge', 2],
      ['涵洞', 'Culvert', 3],
      ['隧道', 'Tunnel', 4],
      ['路面', 'Pavement', 5],
      ['场站', 'Station', 6],
    ],
  },
  {
    id: dictionaryIds.materialUnit,
    name: 'MaterialUnit',
    description: '材料单位',
    isStatic: false,
    details: [
      ['吨', 't', 1],
      ['立方米', 'm³', 2],
      ['米', 'm', 3],
      ['平方米', 'm²', 4],
      ['千克', 'kg', 5],
      ['千米', 'km', 6],
      ['个', 'pcs', 7],
      ['套', 'set', 8],
      ['台班', 'machine-shift', 9],
      ['延米', 'lm', 10, false],
      ['工日', 'man-day', 11, false],
    ],
  },
  {
    id: dictionaryIds.workflowCategory,
    name: 'WorkflowCategory',
    description: '审批分类',
    isStatic: true,
    details: [
      ['计量支付', '计量支付', 1],
      ['变更', '变更', 2],
      ['质量', '质量', 3],
      ['安全', '安全', 4],
      ['综合', '综合', 5],
    ],
  },
]

const minute = (n: number) => String(n).padStart(2, '0')

export function seedDictionaries(): DictionaryRecord[] {
  return dictionarySeeds.map(({ id, name, description, isStatic }, index) => ({
    ...seededAudit(id, null, `2024-01-10T08:${minute(index)}:00`, 0x7000 + index),
    name,
    description,
    isStatic,
  }))
}

export function seedDictionaryDetails(): DictionaryDetailRecord[] {
  return dictionarySeeds.flatMap(({ id: pid, details }, number) =>
    details.map(([label, value, sort, enabled = true], index) => ({
      ...seededAudit(
        detailId(number + 1, index + 1),
        null,
        `2024-01-10T08:${minute(number)}:${minute(index + 1)}`,
        0x7100 + number * 0x20 + index,
      ),
      pid,
      label,
      value,
      sort,
      enabled,
    })),
  )
}

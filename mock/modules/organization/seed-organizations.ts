import { seededAudit } from '../../core/db/audit.ts'
import { organizationId, tenantIds } from '../../core/db/seed-ids.ts'
import { orgTypes, type OrganizationRecord } from './organization-types.ts'

const { company: C, organisation: O, department: D, supplier: S } = orgTypes

/** [number, parent number (0 = root), name, orgType, sort, options] */
type OrgSeed = [number, number, string, number, number, { fullName?: string; disabled?: true }?]

/**
 * The host tree (business-api.md §10): 42 nodes, 4 levels, 8 root companies, 2 disabled. Root
 * sorts disagree with creation order so a client that ignores `sort` shows the wrong order.
 */
const hostSeeds: OrgSeed[] = [
  [1, 0, '滨江城市建设投资集团有限公司', C, 10],
  [2, 1, '工程管理部', D, 10],
  [3, 2, '计划合同科', D, 10],
  [4, 2, '技术质量科', D, 20],
  [5, 1, '安全质量部', D, 20],
  [6, 1, '财务部', D, 40],
  [7, 1, '人力资源部', D, 30],
  [8, 1, '东环高速建设指挥部', O, 50],
  [9, 8, '综合办公室', D, 10],
  [40, 8, '工程技术部', D, 20],
  [10, 0, '江南路桥工程有限公司', C, 30],
  [
    11,
    10,
    '东环高速一标段项目经理部',
    O,
    10,
    { fullName: '江南路桥工程有限公司东环高速公路改扩建工程一标段项目经理部' },
  ],
  [12, 11, '工程部', D, 10],
  [13, 12, '测量队', D, 10],
  [14, 11, '安全部', D, 20],
  [15, 10, '地铁5号线二标段项目经理部', O, 20],
  [16, 15, '工程部', D, 10],
  [17, 10, '经营部', D, 30],
  [18, 0, '华通工程监理咨询有限公司', C, 40],
  [19, 18, '东环高速监理部', O, 10],
  [20, 19, '试验室', D, 10],
  [21, 18, '总工办', D, 30],
  [22, 18, '地铁5号线监理部', O, 20],
  [23, 22, '监理组', D, 10],
  [24, 0, '市政工程设计研究院', C, 20],
  [25, 24, '道路所', D, 10],
  [26, 24, '桥梁所', D, 20],
  [27, 24, '给排水所', D, 30, { disabled: true }],
  [28, 24, '勘察所', D, 40],
  [29, 0, '宏达建材供应有限公司', S, 60],
  [30, 29, '销售部', D, 10],
  [31, 0, 'Eastbridge Engineering Consultants Ltd.', C, 70],
  [32, 31, 'Design Office', D, 10],
  [33, 31, 'Site Services', D, 20],
  [34, 31, 'Quality Assurance', D, 30],
  [35, 0, '城北水务建设有限公司', C, 50],
  [36, 35, '城北污水厂扩建项目部', O, 10],
  [37, 36, '工程部', D, 10],
  [38, 36, '物资部', D, 20],
  [39, 35, '运营部', D, 20],
  [41, 0, '鑫源混凝土有限公司', S, 80, { disabled: true }],
  [42, 41, '生产部', D, 10],
]

const demoSeeds: OrgSeed[] = [
  [101, 0, '演示建设集团有限公司', C, 10],
  [102, 101, '工程部', D, 10],
  [103, 101, '财务部', D, 20],
  [104, 0, '演示监理咨询有限公司', C, 20],
  [105, 104, '监理部', D, 10],
  [106, 0, '演示建材供应商', S, 30],
]

function toRecord(tenantId: string | null, seed: OrgSeed): OrganizationRecord {
  const [number, parent, name, orgType, sort, options = {}] = seed
  const minute = String(number % 60).padStart(2, '0')
  return {
    ...seededAudit(organizationId(number), tenantId, `2024-02-01T08:${minute}:00`, 0x3000 + number),
    parentId: parent === 0 ? null : organizationId(parent),
    name,
    fullName: options.fullName ?? name,
    orgType,
    sort,
    enabled: !options.disabled,
  }
}

export function seedOrganizations(): OrganizationRecord[] {
  return [
    ...hostSeeds.map((seed) => toRecord(null, seed)),
    ...demoSeeds.map((seed) => toRecord(tenantIds.demo, seed)),
  ]
}

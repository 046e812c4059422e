import type { AuditedRecord } from '../../core/db/types.ts'
import type { HtdRecord, ProjectRecord } from './project-types.ts'

/**
 * The fields business-api.md §3.1–3.2 added to the seeded projects and htds (§10), by project
 * seed number. Units come from seed-project-units.ts. Dictionary values are enabled values of
 * `ProjectType` and `ProjectStatus`.
 */
interface ProjectDetailSeed {
  projCode: string
  projType: string
  status: 'Preparing' | 'InProgress' | 'Completed'
  dates: [start: string, end: string | null]
  location: string
  description: string | null
  /** Htd codes are this prefix and the section's sort number: `DH01`. */
  htdPrefix: string
  /** The htds' contract period. */
  htdDates: [start: string, end: string | null]
  /** Contract amounts by section sort number (1-based). */
  amounts: number[]
}

const details: Record<number, ProjectDetailSeed> = {
  1: {
    projCode: 'BJDD-2022',
    projType: 'Road',
    status: 'Completed',
    dates: ['2022-03-01', '2023-12-31'],
    location: '滨江市滨江大道',
    description: '滨江大道全线道路、排水及景观改造。',
    htdPrefix: 'BJ',
    htdDates: ['2022-03-20', '2023-11-30'],
    amounts: [128_600_000, 97_450_000.5, 64_200_000],
  },
  2: {
    projCode: 'CBWS-2023',
    projType: 'Water',
    status: 'InProgress',
    dates: ['2023-06-01', '2025-12-31'],
    location: '滨江市城北区污水处理厂',
    description: '污水处理规模由 10 万吨/日扩建至 20 万吨/日。',
    htdPrefix: 'CB',
    htdDates: ['2023-07-01', '2025-10-31'],
    amounts: [215_300_000, 88_760_000],
  },
  3: {
    projCode: 'DT05-2021',
    projType: 'Tunnel',
    status: 'InProgress',
    dates: ['2021-09-01', '2026-06-30'],
    location: '滨江市地铁5号线沿线',
    description: null,
    htdPrefix: 'DT',
    htdDates: ['2021-10-15', '2026-03-31'],
    amounts: [542_000_000, 498_750_000, 610_250_000.75, 387_900_000],
  },
  4: {
    projCode: 'BHGL-2024',
    projType: 'Tunnel',
    status: 'Preparing',
    dates: ['2024-10-01', '2027-09-30'],
    location: '滨湖新区',
    description: '滨湖新区综合管廊及配套管线工程。',
    htdPrefix: 'BH',
    htdDates: ['2024-11-01', '2027-06-30'],
    amounts: [176_400_000, 152_000_000],
  },
  5: {
    projCode: 'DHGS-2023',
    projType: 'Road',
    status: 'InProgress',
    dates: ['2023-03-01', '2026-12-31'],
    location: '滨江市东环路',
    description: '东环高速公路双向四车道改扩建为双向八车道。',
    htdPrefix: 'DH',
    htdDates: ['2023-03-15', '2025-06-30'],
    amounts: [386_500_000, 352_800_000, 298_650_000.25],
  },
  101: {
    projCode: 'YQDL-2024',
    projType: 'Road',
    status: 'InProgress',
    dates: ['2024-03-01', '2025-10-31'],
    location: '演示园区',
    description: null,
    htdPrefix: 'YQ',
    htdDates: ['2024-03-15', '2025-09-30'],
    amounts: [45_600_000, 38_200_000],
  },
  102: {
    projCode: 'KHDQ-2024',
    projType: 'Bridge',
    status: 'Preparing',
    dates: ['2024-09-01', null],
    location: '演示市跨河大桥',
    description: null,
    htdPrefix: 'DQ',
    htdDates: ['2024-10-01', null],
    amounts: [128_000_000, 96_500_000],
  },
}

const dateTime = (day: string | null) => (day === null ? null : `${day}T00:00:00`)

type ProjectDetails = Omit<ProjectRecord, keyof AuditedRecord | 'projName' | 'sort'>

/** The new project fields of a seeded project; units are null until seed-project-units.ts. */
export function projectDetailsOf(projectNumber: number): ProjectDetails {
  const seed = details[projectNumber]
  return {
    projCode: seed.projCode,
    projType: seed.projType,
    status: seed.status,
    startDate: dateTime(seed.dates[0]),
    endDate: dateTime(seed.dates[1]),
    location: seed.location,
    ownerOrgId: null,
    constructorOrgId: null,
    description: seed.description,
  }
}

type HtdDetails = Pick<HtdRecord, 'htdCode' | 'amount' | 'startDate' | 'endDate' | 'contractorOrgId' | 'supervisorOrgId'> // prettier-ignore

/** The new htd fields of a seeded section (by its sort number, 一标段 = 1). */
export function htdDetailsOf(projectNumber: number, sectionSort: number): HtdDetails {
  const seed = details[projectNumber]
  return {
    htdCode: `${seed.htdPrefix}${String(sectionSort).padStart(2, '0')}`,
    amount: seed.amounts[sectionSort - 1] ?? null,
    startDate: dateTime(seed.htdDates[0]),
    endDate: dateTime(seed.htdDates[1]),
    contractorOrgId: null,
    supervisorOrgId: null,
  }
}

import { dictionaryIds } from './seed-ids.ts'
import type { DictionaryRecord } from './types.ts'

function detailId(dictionaryNumber: number, detailNumber: number): string {
  return `3a0f6c1e-a4d6-4fb0-85b8-3c2d1e0f${dictionaryNumber}${`${detailNumber}`.padStart(3, '0')}`
}

type DetailSeed = [label: string, value: string, sort: number]

function dictionary(
  number: number,
  id: string,
  name: string,
  description: string,
  details: DetailSeed[],
): DictionaryRecord {
  return {
    id,
    name,
    description,
    details: details.map(([label, value, sort], index) => ({
      id: detailId(number, index + 1),
      label,
      value,
      sort,
    })),
  }
}

export function seedDictionaries(): DictionaryRecord[] {
  return [
    dictionary(1, dictionaryIds.projectType, 'ProjectType', '项目类型', [
      ['市政道路', 'Road', 1],
      ['桥梁', 'Bridge', 2],
      ['隧道', 'Tunnel', 3],
      ['水务', 'Water', 4],
    ]),
    // Detail sort numbers out of array order, so clients must sort.
    dictionary(2, dictionaryIds.projectStatus, 'ProjectStatus', '项目状态', [
      ['在建', 'InProgress', 2],
      ['筹备中', 'Preparing', 1],
      ['已竣工', 'Completed', 3],
    ]),
    dictionary(3, dictionaryIds.orgType, 'OrgType', '单位类型', [
      ['建设单位', 'Owner', 1],
      ['施工单位', 'Contractor', 2],
      ['监理单位', 'Supervisor', 3],
      ['设计单位', 'Designer', 4],
    ]),
  ]
}

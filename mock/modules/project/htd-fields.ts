import { extraProperties, guid, integer, text, type InputOf } from '../../core/crud/validation.ts'
import { codePattern, date, decimal } from './project-field-specs.ts'

/** The htd body (business-api.md §3.2); `projectId` is fixed once created. */
export const htdFields = {
  projectId: guid('C!'),
  htdName: text('CU', 64),
  htdCode: text('CU', 32, codePattern),
  sort: integer(0, 9999, 0),
  contractorOrgId: guid(),
  supervisorOrgId: guid(),
  amount: decimal(0, 999999999999.99, 2),
  startDate: date(),
  endDate: date(),
  extraProperties: extraProperties(),
}

export type HtdInput = InputOf<typeof htdFields>

import { extraProperties, guid, integer, text, type InputOf } from '../../core/crud/validation.ts'
import { codePattern, decimal } from './project-field-specs.ts'
import { maxChainage } from './stake-rules.ts'

/** The work-area body (business-api.md §3.3); `htdId` is fixed once created. */
export const workAreaFields = {
  htdId: guid('C!'),
  name: text('CU', 64),
  code: text('CU', 32, codePattern),
  type: text('-', 64),
  sort: integer(0, 9999, 0),
  startChainage: decimal(0, maxChainage, 3),
  endChainage: decimal(0, maxChainage, 3),
  description: text('-', 500),
  extraProperties: extraProperties(),
}

export type WorkAreaInput = InputOf<typeof workAreaFields>

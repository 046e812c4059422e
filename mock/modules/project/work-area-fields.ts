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

/**
 * What a work area stores as the client sends it: every field above but its fixed htd and its
 * extra properties. The record, its DTO and the seed take their members from here, so a new field
 * is declared once, in `workAreaFields`.
 */
export type WorkAreaBody = Omit<WorkAreaInput, 'htdId' | 'extraProperties'>

const bodyKeys = (Object.keys(workAreaFields) as (keyof WorkAreaInput)[]).filter(
  (key): key is keyof WorkAreaBody => key !== 'htdId' && key !== 'extraProperties',
)

/** The body members of `source` (an input, a record), nothing else. */
export function workAreaBody(source: WorkAreaBody): WorkAreaBody {
  return Object.fromEntries(bodyKeys.map((key) => [key, source[key]])) as WorkAreaBody
}

/** Each body member's value when the client leaves it out (the seed starts from these). */
export function workAreaDefaults(): WorkAreaBody {
  return Object.fromEntries(
    bodyKeys.map((key) => [key, workAreaFields[key].absent]),
  ) as WorkAreaBody
}

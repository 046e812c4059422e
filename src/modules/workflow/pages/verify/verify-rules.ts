import type { VerifyResultDto } from '@/modules/workflow/api/document-api'

/** A verify answer in one word: the current document, an older generation, or no match. */
export function verdictOf(
  result: Pick<VerifyResultDto, 'match' | 'superseded'>,
): 'current' | 'superseded' | 'noMatch' {
  // prettier-ignore
  if (!result.match) return 'noMatch'
  return result.superseded ? 'superseded' : 'current'
}

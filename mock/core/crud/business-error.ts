import { abpErrorResponse } from '../abp-error.ts'
import type { MockResponse } from '../http/mock-http.ts'
import { businessText, type BusinessErrorCode } from '../localization/business-texts.ts'
import type { CultureName } from '../localization/culture.ts'
import { errorText } from '../localization/error-texts.ts'

/**
 * A `BusinessException` with `.WithData("0", …)`: 403 (ABP's status for business exceptions),
 * the localized message and `data: {"0": …, "1": …}` (business-api.md §0.4, abp-api.md §2.4).
 */
export function businessError(
  culture: CultureName,
  code: BusinessErrorCode,
  ...args: (string | number)[]
): MockResponse {
  const values = args.map(String)
  return abpErrorResponse(403, {
    code,
    message: businessText(culture, code, ...values),
    data: Object.fromEntries(values.map((value, index) => [String(index), value])),
  })
}

/** `AbpDbConcurrencyException`: 409 (abp-api.md §2.2–2.3). */
export function concurrencyConflict(culture: CultureName): MockResponse {
  return abpErrorResponse(409, { message: errorText(culture, 'AbpDbConcurrencyErrorMessage') })
}

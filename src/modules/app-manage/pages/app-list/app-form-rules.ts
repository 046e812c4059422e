import type { AppDto, AppUpdateDto } from '@/modules/app-manage/api/app-dtos'

/** business-api.md §4.1: a letter, then letters, digits, `_` and `-`. */
export const appCodePattern = /^[A-Za-z][A-Za-z0-9_-]*$/

export type AppFormValues = Omit<AppUpdateDto, 'concurrencyStamp'>

/** What the server gets: trimmed addresses, empty optional values as null (§0.4). */
export function toAppInput(values: AppFormValues): AppFormValues {
  return {
    ...values,
    url: values.url.trim(),
    icon: values.icon?.trim() || null,
    clientId: values.clientId?.trim() || null,
    description: values.description?.trim() || null,
  }
}

/**
 * An update that only switches `enabled` (the row's Enable/Disable): every editable field as the
 * row holds it, with its stamp, so a change saved meanwhile by someone else is refused (409).
 */
export function toEnabledUpdate(row: AppDto, enabled: boolean): AppUpdateDto {
  return {
    name: row.name,
    code: row.code,
    icon: row.icon,
    url: row.url,
    type: row.type,
    clientId: row.clientId,
    enabled,
    sort: row.sort,
    description: row.description,
    concurrencyStamp: row.concurrencyStamp,
  }
}

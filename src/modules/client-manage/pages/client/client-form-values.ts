import type { Dayjs } from 'dayjs'
import {
  toUpdateClientDto,
  type ClientDto,
  type ClientSecretDto,
  type CreateClientDto,
  type UpdateClientDto,
} from '@/modules/client-manage/api/client-dtos'
import { fromAbpDateTime, toAbpDateTime } from '@/utils/abp-date'

/** A secret row of the drawer: the expiration as a picker value. */
export interface SecretFormRow extends Omit<ClientSecretDto, 'expiration'> {
  expiration: Dayjs | null
}

/** The edit drawer's form: `UpdateClientDto` with picker dates. */
export type ClientEditValues = Omit<UpdateClientDto, 'clientSecrets' | 'concurrencyStamp'> & {
  clientSecrets: SecretFormRow[]
}

/** The create dialog's form; `withSecret` sends the generated secret. */
export interface ClientCreateValues {
  clientId: string
  clientName: string
  description?: string
  clientUri?: string
  logoUri?: string
  requireConsent: boolean
  callbackUrl?: string
  logoutUrl?: string
  scopes?: string[]
  withSecret: boolean
}

const optional = (text: string | null | undefined) => text?.trim() || null
const filled = (list: readonly (string | null | undefined)[] | undefined) =>
  (list ?? []).map((item) => item?.trim() ?? '').filter(Boolean)

export function toEditValues(client: ClientDto): ClientEditValues {
  const dto = toUpdateClientDto(client)
  const { concurrencyStamp: _stamp, ...values } = dto
  return {
    ...values,
    clientSecrets: dto.clientSecrets.map((s) => ({
      ...s,
      expiration: fromAbpDateTime(s.expiration),
    })),
  }
}

/**
 * The full `UpdateClientDto` to save: the record as read, overwritten by the form (tabs never
 * shown still send their values), texts trimmed (blank → null), empty list rows dropped, and the
 * record's `concurrencyStamp`.
 */
export function toUpdateInput(
  values: Partial<ClientEditValues>,
  record: ClientDto,
): UpdateClientDto {
  const merged = { ...toEditValues(record), ...values }
  return {
    ...merged,
    clientName: optional(merged.clientName),
    description: optional(merged.description),
    clientUri: optional(merged.clientUri),
    logoUri: optional(merged.logoUri),
    frontChannelLogoutUri: optional(merged.frontChannelLogoutUri),
    backChannelLogoutUri: optional(merged.backChannelLogoutUri),
    redirectUris: filled(merged.redirectUris),
    postLogoutRedirectUris: filled(merged.postLogoutRedirectUris),
    allowedCorsOrigins: filled(merged.allowedCorsOrigins),
    clientSecrets: merged.clientSecrets.map((secret) => ({
      type: secret.type,
      value: secret.value,
      description: optional(secret.description),
      expiration: toAbpDateTime(secret.expiration),
    })),
    concurrencyStamp: record.concurrencyStamp,
  }
}

/** `CreateClientDto`: blank texts → null; the generated secret when the switch is on. */
export function toCreateInput(values: ClientCreateValues, secret: string): CreateClientDto {
  return {
    clientId: values.clientId.trim(),
    clientName: values.clientName.trim(),
    description: optional(values.description),
    clientUri: optional(values.clientUri),
    logoUri: optional(values.logoUri),
    requireConsent: values.requireConsent,
    callbackUrl: optional(values.callbackUrl),
    logoutUrl: optional(values.logoutUrl),
    secrets: values.withSecret
      ? [{ type: 'SharedSecret', value: secret, description: null, expiration: null }]
      : [],
    scopes: values.scopes ?? [],
  }
}

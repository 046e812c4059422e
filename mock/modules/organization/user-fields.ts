import {
  boolean,
  email,
  extraProperties,
  guidList,
  stringList,
  text,
  type FieldSpec,
  type InputOf,
  type Presence,
} from '../../core/crud/validation.ts'

/** A password is taken as typed (never trimmed); max 128 (abp-api.md §4.2). */
export function password(presence: Presence = 'C'): FieldSpec<string | null> {
  return {
    presence,
    absent: null,
    parse: (raw) => {
      if (typeof raw !== 'string') return { rule: 'V5' }
      return raw.length > 128 ? { rule: 'V2', args: ['128'] } : { value: raw }
    },
  }
}

/** `IdentityUserCreateDto` / `IdentityUserUpdateDto` (password required on create only). */
export const identityUserFields = {
  userName: text('CU', 256),
  name: text('-', 64),
  surname: text('-', 64),
  email: email('CU', 256),
  phoneNumber: text('-', 16),
  isActive: boolean(true),
  lockoutEnabled: boolean(true),
  roleNames: stringList(),
  password: password(),
  extraProperties: extraProperties(),
}

/** The base-service user (business-api.md §1.3): the identity fields plus memberships. */
export const baseUserFields = {
  ...identityUserFields,
  organizationIds: guidList(10),
  positionIds: guidList(10),
}

export type IdentityUserInput = InputOf<typeof identityUserFields>

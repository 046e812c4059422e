import type {
  ChangePasswordInput,
  ProfileDto,
  UpdateProfileDto,
} from '@/modules/profile/api/profile-api'
import type { FieldErrorCodes } from '@/components/crud/server-errors'

/** What the profile form edits; the user name is shown, not changed (it is the sign-in name). */
export interface ProfileFormValues {
  userName: string
  name?: string
  surname?: string
  email: string
  phoneNumber?: string
}

export interface PasswordFormValues {
  /** Absent for a user without a local password (the field is hidden). */
  currentPassword?: string
  newPassword: string
  confirmPassword: string
}

/** IdentityUserConsts (abp-api.md §4.2). */
export const profileLimits = {
  userName: 256,
  name: 64,
  surname: 64,
  email: 256,
  phone: 16,
  password: 128,
}

/** Server refusals that belong to a field (abp-api.md §2.5). */
export const profileFieldErrorCodes: FieldErrorCodes = {
  'Volo.Abp.Identity:DuplicateEmail': 'email',
  'Volo.Abp.Identity:InvalidEmail': 'email',
  'Volo.Abp.Identity:DuplicateUserName': 'userName',
  'Volo.Abp.Identity:InvalidUserName': 'userName',
}

/** A wrong current password on its field, the policy's refusals on the new one. */
export const passwordFieldErrorCodes: FieldErrorCodes = {
  'Volo.Abp.Identity:PasswordMismatch': 'currentPassword',
  'Volo.Abp.Identity:Password*': 'newPassword',
}

export function toProfileFormValues(profile: ProfileDto): ProfileFormValues {
  return {
    userName: profile.userName,
    name: profile.name ?? undefined,
    surname: profile.surname ?? undefined,
    email: profile.email,
    phoneNumber: profile.phoneNumber ?? undefined,
  }
}

const optional = (text: string | undefined) => text?.trim() || null

/** The whole profile as read, with the form's changes (ABP's PUT is a full update). */
export function toUpdateProfileDto(
  profile: ProfileDto,
  values: ProfileFormValues,
): UpdateProfileDto {
  return {
    userName: profile.userName,
    email: values.email.trim(),
    name: optional(values.name),
    surname: optional(values.surname),
    phoneNumber: optional(values.phoneNumber),
    concurrencyStamp: profile.concurrencyStamp,
    extraProperties: profile.extraProperties,
  }
}

/**
 * Whether the form asks for the current password: not when the profile says there is none
 * (`hasPassword: false`, e.g. signed up through an external provider: ABP then sets the new one
 * without it). Until the profile is read, it is asked for, as for most users.
 */
export function asksCurrentPassword(profile: Pick<ProfileDto, 'hasPassword'> | undefined): boolean {
  return profile?.hasPassword !== false
}

/** What change-password sends: the current password only where the form asks for it. */
export function toChangePasswordInput(
  values: PasswordFormValues,
  askedCurrent: boolean,
): ChangePasswordInput {
  const { currentPassword, newPassword } = values
  return askedCurrent ? { currentPassword, newPassword } : { newPassword }
}

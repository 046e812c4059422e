import { email, extraProperties, text, type InputOf } from '../../core/crud/validation.ts'
import { password } from '../organization/user-fields.ts'

/**
 * `UpdateProfileDto` (abp-api.md §4.2) with IdentityUserConsts' lengths. ABP declares no
 * [Required] on it, but UserManager refuses a blank name or e-mail; the mock says so as a 400 V1.
 */
export const updateProfileFields = {
  userName: text('CU', 256),
  email: email('CU', 256),
  name: text('-', 64),
  surname: text('-', 64),
  phoneNumber: text('-', 16),
  extraProperties: extraProperties(),
}

/** `ChangePasswordInput`: the current password may be blank (a user without one sets it). */
export const changePasswordFields = {
  currentPassword: password('-'),
  newPassword: password('CU'),
}

export type UpdateProfileInput = InputOf<typeof updateProfileFields>

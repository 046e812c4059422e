import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { ProfileDto } from '@/modules/profile/api/profile-api'
import { changeMyPassword, updateMyProfile } from '@/modules/profile/api/profile-api'
import { myProfileQuery } from '@/modules/profile/api/profile-queries'
import { reloadCurrentUser } from '@/auth/load-current-user'
import { useMessageApi } from '@/components/providers/message-api'
import { notifier } from '@/feedback/notifier'
import { useTenantScope } from '@/query/query-scope'
import {
  toChangePasswordInput,
  toUpdateProfileDto,
  type PasswordFormValues,
  type ProfileFormValues,
} from './profile-rules'

/**
 * Saves my profile: the answer replaces the cached profile (its new stamp for the next save),
 * then the current user is read again, so the navbar and this page show the change at once.
 * Rejects with the failed call's ApiError (the form puts it on its fields).
 */
export function useSaveProfile() {
  const { t } = useTranslation('profile')
  const client = useQueryClient()
  const { queryKey } = myProfileQuery(useTenantScope())
  const message = useMessageApi()

  return async (profile: ProfileDto, values: ProfileFormValues) => {
    const saved = await updateMyProfile(toUpdateProfileDto(profile, values))
    client.setQueryData(queryKey, saved)
    await reloadCurrentUser().catch((error: unknown) => {
      // Saved all the same (the navbar catches up at the next sign-in); the silent call says why.
      if (error instanceof Error) notifier.error(error.message)
    })
    void message.success(t('edit.saved'))
  }
}

/**
 * Changes my password, or sets a first one (`askedCurrent` false: no current password is sent).
 * The server gives the user a new concurrency stamp: the cached profile is read again, so a later
 * profile save is not refused as stale, and a first password now shows as held.
 */
export function useChangePassword(askedCurrent: boolean) {
  const { t } = useTranslation('profile')
  const client = useQueryClient()
  const { queryKey } = myProfileQuery(useTenantScope())
  const message = useMessageApi()

  return async (values: PasswordFormValues) => {
    await changeMyPassword(toChangePasswordInput(values, askedCurrent))
    void client.invalidateQueries({ queryKey })
    void message.success(t(askedCurrent ? 'password.saved' : 'password.setSaved'))
  }
}

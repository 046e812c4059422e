import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { deleteMyAvatar, uploadMyAvatar } from '@/modules/profile/api/profile-api'
import { refreshUserAvatar } from '@/modules/profile/api/profile-queries'
import { serverFileProblem, usePickedImage } from '@/components/image-pick/use-picked-image'
import { useMessageApi } from '@/components/providers/message-api'
import { notifier } from '@/feedback/notifier'
import { useTenantScope } from '@/query/query-scope'
import { useUserStore } from '@/stores/user-store'

/**
 * Picking, previewing, uploading and removing my avatar. A picked file is checked before
 * anything is sent (usePickedImage); after a save or a removal every avatar on screen (navbar
 * included) is loaded again.
 */
export function useAvatarEditor() {
  const { t } = useTranslation(['profile', 'crud'])
  const client = useQueryClient()
  const scope = useTenantScope()
  const userId = useUserStore((s) => s.id)
  const message = useMessageApi()
  const { picked, problem, setProblem, pick, drop } = usePickedImage()
  const [busy, setBusy] = useState(false)

  const save = async () => {
    if (!picked || busy) return
    setBusy(true)
    try {
      await uploadMyAvatar(picked.file, picked.file.name)
      await refreshUserAvatar(client, scope, userId)
      drop()
      void message.success(t('avatar.saved'))
    } catch (error) {
      // The failed call showed its toast; the reason stays beside the preview.
      setProblem(serverFileProblem(error))
    } finally {
      setBusy(false)
    }
  }

  const remove = () =>
    notifier.confirm({
      title: t('avatar.removeTitle'),
      content: t('avatar.removeContent'),
      okText: t('avatar.remove'),
      cancelText: t('crud:cancel'),
      danger: true,
      onOk: async () => {
        await deleteMyAvatar()
        await refreshUserAvatar(client, scope, userId)
        void message.success(t('avatar.removed'))
      },
    })

  return { previewUrl: picked?.url, problem, busy, pick, save, drop, remove }
}

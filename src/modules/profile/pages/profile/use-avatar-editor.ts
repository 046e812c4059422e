import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { deleteMyAvatar, uploadMyAvatar } from '@/modules/profile/api/profile-api'
import { refreshUserAvatar } from '@/modules/profile/api/profile-queries'
import { toFieldErrors } from '@/components/crud/server-errors'
import { useMessageApi } from '@/components/providers/message-api'
import { notifier } from '@/feedback/notifier'
import { useTenantScope } from '@/query/query-scope'
import { useUserStore } from '@/stores/user-store'
import { readImageFileProblem } from '@/utils/image-file-rules'

/** The server's refusal of the file (X3–X5 on member `file`), to show beside the avatar. */
function fileProblem(error: unknown): string | null {
  return toFieldErrors(error, ['file'])[0]?.errors[0] ?? null
}

/**
 * Picking, previewing, uploading and removing my avatar. A picked file is checked before
 * anything is sent (the shared image-file rules: size, magic bytes, sides); after a save or a removal every avatar on screen
 * (navbar included) is loaded again.
 */
export function useAvatarEditor() {
  const { t } = useTranslation(['profile', 'crud', 'image-file'])
  const client = useQueryClient()
  const scope = useTenantScope()
  const userId = useUserStore((s) => s.id)
  const message = useMessageApi()
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const previewUrl = useRef<string | null>(null)

  // One object URL per picked file, freed when it is replaced, dropped or saved.
  const showPreview = (file: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current)
    const url = file && URL.createObjectURL(file)
    previewUrl.current = url
    setPicked(file && url ? { file, url } : null)
  }
  // ...and when the page goes (it is not kept hidden: the route is `noCache`).
  useEffect(() => {
    const urls = previewUrl
    return () => {
      if (urls.current) URL.revokeObjectURL(urls.current)
      urls.current = null
    }
  }, [])

  const pick = async (file: File) => {
    setProblem(null)
    showPreview(null)
    const reason = await readImageFileProblem(file)
    if (reason) setProblem(t(`image-file:${reason}`))
    else showPreview(file)
  }

  const save = async () => {
    if (!picked || busy) return
    setBusy(true)
    try {
      await uploadMyAvatar(picked.file, picked.file.name)
      await refreshUserAvatar(client, scope, userId)
      showPreview(null)
      void message.success(t('avatar.saved'))
    } catch (error) {
      // The failed call showed its toast; the reason stays beside the preview.
      setProblem(fileProblem(error))
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

  const drop = () => {
    showPreview(null)
    setProblem(null)
  }

  return { previewUrl: picked?.url, problem, busy, pick, save, drop, remove }
}

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  deleteMySignature,
  uploadMySignature,
  type MySignatureDto,
} from '@/modules/profile/api/my-signature-api'
import { mySignatureQuery, signatureImageQuery } from '@/modules/profile/api/profile-queries'
import { serverFileProblem, usePickedImage } from '@/components/image-pick/use-picked-image'
import { useMessageApi } from '@/components/providers/message-api'
import { notifier } from '@/feedback/notifier'
import { useTenantScope } from '@/query/query-scope'

/**
 * My signature (business-api.md §5, §6.3): the stored one and its image, and the three ways to
 * change it: upload a picked file (checked first, previewed), save a drawing, or remove it. Each
 * puts the server's answer in the cache, so the image follows at once (a new `imageHash`).
 */
export function useMySignature() {
  const { t } = useTranslation(['profile', 'crud'])
  const client = useQueryClient()
  const scope = useTenantScope()
  const message = useMessageApi()
  const signature = useQuery(mySignatureQuery(scope))
  const current = signature.data ?? null
  const image = useQuery({
    ...signatureImageQuery(scope, current?.id ?? '', current?.imageHash ?? ''),
    enabled: current !== null,
  })
  const picked = usePickedImage()
  const [busy, setBusy] = useState(false)

  const stored = (saved: MySignatureDto | null) =>
    client.setQueryData(mySignatureQuery(scope).queryKey, saved)

  /** Uploads a file or a drawing; false when refused (the reason is shown, the input kept). */
  const upload = async (file: Blob, fileName?: string): Promise<boolean> => {
    setBusy(true)
    picked.setProblem(null)
    try {
      stored(await uploadMySignature(file, fileName))
      void message.success(t('signature.saved'))
      return true
    } catch (error) {
      picked.setProblem(serverFileProblem(error))
      return false
    } finally {
      setBusy(false)
    }
  }

  const savePicked = async () => {
    if (!picked.picked || busy) return
    if (await upload(picked.picked.file, picked.picked.file.name)) picked.drop()
  }

  const remove = () =>
    notifier.confirm({
      title: t('signature.removeTitle'),
      content: t('signature.removeContent'),
      okText: t('signature.remove'),
      cancelText: t('crud:cancel'),
      danger: true,
      onOk: async () => {
        await deleteMySignature()
        stored(null)
        void message.success(t('signature.removed'))
      },
    })

  return {
    current,
    loading: signature.isPending,
    loadFailed: signature.isError,
    imageUrl: image.data ?? undefined,
    previewUrl: picked.picked?.url,
    problem: picked.problem,
    busy,
    pick: picked.pick,
    drop: picked.drop,
    savePicked,
    upload,
    remove,
  }
}

import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toFieldErrors } from '@/components/crud/server-errors'
import { readImageFileProblem } from '@/utils/image-file-rules'

/** The server's refusal of an uploaded file (X3–X5 on member `file`), to show beside it. */
export function serverFileProblem(error: unknown): string | null {
  return toFieldErrors(error, ['file'])[0]?.errors[0] ?? null
}

/**
 * A picked image waiting to be uploaded (avatar, my signature): checked before anything is sent
 * (image-file-rules: size, type by magic bytes, sides), shown through one object URL freed when
 * it is replaced, dropped, saved or the page goes; the reason a file is refused, in words.
 */
export function usePickedImage() {
  const { t } = useTranslation('image-file')
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const previewUrl = useRef<string | null>(null)

  const showPreview = (file: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current)
    const url = file && URL.createObjectURL(file)
    previewUrl.current = url
    setPicked(file && url ? { file, url } : null)
  }
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
    if (reason) setProblem(t(reason))
    else showPreview(file)
  }

  const drop = () => {
    showPreview(null)
    setProblem(null)
  }

  return { picked, problem, setProblem, pick, drop }
}

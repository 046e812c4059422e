import { UploadOutlined } from '@ant-design/icons'
import { Button, Flex, type FormRule } from 'antd'
import type { TFunction } from 'i18next'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { readImageFileProblem } from '@/utils/image-file-rules'
import previewStyles from '@/components/authenticated-image/authenticated-image.module.css'
import { toTypedImage } from '@/utils/typed-image'
import { useBlobSrc } from '@/components/authenticated-image/use-blob-src'
import { HiddenImageInput } from '@/components/image-file/hidden-image-input'

/**
 * The image file of a signing key, an antd Form control (`value` is the picked File). A preview
 * shows only a file that passed the checks (a file that is not PNG or JPEG is never displayed).
 */
export function ImageFileInput({
  value,
  onChange,
  id,
}: {
  value?: File
  onChange?: (file: File | undefined) => void
  id?: string
}) {
  const { t } = useTranslation('sign-key')
  const input = useRef<HTMLInputElement>(null)
  const preview = useRef<HTMLImageElement>(null)
  return (
    <Flex gap="middle" align="center">
      <HiddenImageInput ref={input} id={id} label={t('file')} onPick={(file) => onChange?.(file)} />
      <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
        {t('pickFile')}
      </Button>
      {value && <CheckedPreview file={value} image={preview} />}
    </Flex>
  )
}

/** The picked file, shown only as the PNG or JPEG its bytes are (typed by them, not its name). */
function CheckedPreview({
  file,
  image,
}: {
  file: File
  image: React.RefObject<HTMLImageElement | null>
}) {
  const [typed, setTyped] = useState<{ file: File; blob: Blob }>()
  useEffect(() => {
    let current = true
    toTypedImage(file).then(
      (blob) => current && setTyped({ file, blob }),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [file])
  const shown = typed?.file === file ? typed.blob : undefined
  useBlobSrc(image, shown)
  if (!shown) return null
  return (
    <span className={previewStyles.frame} style={{ width: 96, height: 96, cursor: 'default' }}>
      <img ref={image} alt={file.name} />
    </span>
  )
}

/**
 * The field's rules: a file is required, and it passes what the server checks (§0.5: type by its
 * bytes, size, pixels; src/utils/image-file-rules.ts), told on the field before anything is sent.
 */
export function imageFileRules(t: TFunction): FormRule[] {
  return [
    { required: true, message: t('sign-key:fileRequired') },
    {
      validator: async (_, file: File | undefined) => {
        if (!file) return
        const problem = await readImageFileProblem(file)
        if (problem) throw new Error(t(`image-file:${problem}`))
      },
    },
  ]
}

import { Image } from 'antd'
import { useEffect, useRef, useState } from 'react'

/**
 * A large view of an image with zoom and rotation (antd's preview), one per page: `open(blob)`
 * shows a typed Blob through an object URL made for this opening, freed when it closes.
 */
export function useImagePreview() {
  const [url, setUrl] = useState<string>()
  const current = useRef<string>(undefined)
  const show = (next: string | undefined) => {
    if (current.current) URL.revokeObjectURL(current.current)
    current.current = next
    setUrl(next)
  }
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current)
      current.current = undefined
    },
    [],
  )
  const element = url ? (
    <Image
      style={{ display: 'none' }}
      src={url}
      preview={{ open: true, src: url, onOpenChange: (open) => !open && show(undefined) }}
    />
  ) : null
  return { open: (image: Blob) => show(URL.createObjectURL(image)), element }
}

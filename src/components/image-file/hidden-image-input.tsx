import type { Ref } from 'react'

interface HiddenImageInputProps {
  /** The input, for the button that opens it (`ref.current.click()`). */
  ref: Ref<HTMLInputElement>
  /** Its accessible name (what the button says). */
  label: string
  id?: string
  onPick: (file: File) => void
}

/**
 * The file input behind an "upload image" button: PNG or JPEG (business-api.md §0.5; the bytes
 * are checked after, by image-file-rules). Every pick reaches `onPick`, the same file picked
 * again too.
 */
export function HiddenImageInput({ ref, label, id, onPick }: HiddenImageInputProps) {
  return (
    <input
      ref={ref}
      id={id}
      type="file"
      accept="image/png,image/jpeg"
      hidden
      aria-label={label}
      onChange={(event) => {
        const file = event.target.files?.[0]
        event.target.value = ''
        if (file) onPick(file)
      }}
    />
  )
}

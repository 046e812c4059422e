import { InboxOutlined } from '@ant-design/icons'
import { useState } from 'react'
import styles from './file-drop.module.css'
import hidden from '@/styles/visually-hidden.module.css'

interface FileDropProps {
  /** The file dialog's filter, e.g. `.xlsx,.csv`. A dropped file is not filtered. */
  accept: string
  label: string
  hint: string
  onFile: (file: File) => void
}

/**
 * A labelled file input that also takes a dropped file. Every file reaches `onFile`, whatever its
 * type: the page says why it refuses one, where a filter would drop it without a word.
 */
export function FileDrop({ accept, label, hint, onFile }: FileDropProps) {
  const [isOver, setIsOver] = useState(false)
  return (
    <label
      className={isOver ? `${styles.zone} ${styles.over}` : styles.zone}
      onDragOver={(event) => {
        event.preventDefault()
        setIsOver(true)
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={(event) => {
        event.preventDefault()
        setIsOver(false)
        const file = event.dataTransfer.files.item(0)
        if (file) onFile(file)
      }}
    >
      <input
        type="file"
        accept={accept}
        className={hidden.visuallyHidden}
        onChange={(event) => {
          const file = event.target.files?.item(0)
          // Choosing the same file again is a change too (after the user fixed it).
          event.target.value = ''
          if (file) onFile(file)
        }}
      />
      <InboxOutlined className={styles.icon} aria-hidden />
      <span className={styles.text}>{label}</span>
      <span className={styles.hint}>{hint}</span>
    </label>
  )
}

import { useState } from 'react'
import { readAppIcon } from '../app-url-rules'
import { appIconSet, fallbackAppIcon } from './app-icon-set'
import styles from './app-icon.module.css'

interface AppIconProps {
  /** An app's or folder's `icon`: a key, an https image URL, or nothing. */
  icon: string | null | undefined
  /** Pixels; default 20. */
  size?: number
}

/**
 * An app's icon. An image from another origin is loaded lazily without a referrer; when it
 * cannot be shown (an origin the deployment's `img-src` does not list, a dead link), the
 * fallback icon takes its place instead of a broken image.
 */
export function AppIcon({ icon, size = 20 }: AppIconProps) {
  const source = readAppIcon(icon)
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const box = { width: size, height: size, fontSize: size }
  if (source.kind === 'image' && failedUrl !== source.url) {
    return (
      <img
        className={styles.image}
        style={box}
        src={source.url}
        alt=""
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailedUrl(source.url)}
      />
    )
  }
  const glyph =
    source.kind === 'key' ? (appIconSet[source.key] ?? fallbackAppIcon) : fallbackAppIcon
  return (
    <span className={styles.glyph} style={box} aria-hidden="true">
      {glyph}
    </span>
  )
}

/**
 * Saves `blob` as `fileName` through a temporary `<a download>`: the browser's own download, no
 * library. The object URL is revoked once the click has started the download, not at once
 * (revoking in the same task can cancel it in some browsers).
 */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

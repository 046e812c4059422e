import { onTestFinished, vi } from 'vitest'

export interface CapturedDownload {
  /** The `download` attribute of the clicked link: the name the file is saved as. */
  name: string
  /** The blob behind the link's object URL. */
  blob: Blob
}

/**
 * Records the files the page downloads through a clicked `<a download>` (jsdom saves nothing):
 * each click's file name and the blob its `blob:` address was made from. Object URLs made for
 * anything else (the navbar's avatar loading meanwhile) are not downloads and stay out; they still
 * get real addresses. Call it inside a test: the spies are restored when the test ends.
 */
export function captureDownloads(): CapturedDownload[] {
  const downloads: CapturedDownload[] = []
  const blobs = new Map<string, Blob>()
  const createObjectURL = URL.createObjectURL.bind(URL)
  const click = HTMLAnchorElement.prototype.click
  const created = vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    const url = createObjectURL(object)
    if (object instanceof Blob) blobs.set(url, object)
    return url
  })
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    // A plain link keeps jsdom's behaviour; a download link would only log "not implemented".
    if (!this.hasAttribute('download')) return click.call(this)
    const blob = blobs.get(this.href)
    const name = this.download
    downloads.push({
      name,
      get blob(): Blob {
        if (!blob) throw new Error(`${name} was not made with URL.createObjectURL in this test`)
        return blob
      },
    })
  })
  onTestFinished(() => {
    created.mockRestore()
    clicked.mockRestore()
  })
  return downloads
}

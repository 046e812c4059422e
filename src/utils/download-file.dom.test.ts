import { afterEach, describe, expect, it, vi } from 'vitest'
import { downloadFile } from '@/utils/download-file'

afterEach(() => {
  vi.useRealTimers()
})

describe('downloadFile', () => {
  it('clicks a hidden download link to the blob, then removes it and revokes the URL', () => {
    vi.useFakeTimers()
    const blob = new Blob(['a,b'], { type: 'text/csv' })
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1')
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockReturnValue()
    const clicks: (Pick<HTMLAnchorElement, 'href' | 'download' | 'hidden'> & {
      attached: boolean
    })[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const { href, download, hidden, isConnected } = this
      clicks.push({ href, download, hidden, attached: isConnected })
    })

    downloadFile(blob, 'deliveries.csv')

    expect(create).toHaveBeenCalledWith(blob)
    expect(clicks).toEqual([
      { href: 'blob:test/1', download: 'deliveries.csv', hidden: true, attached: true },
    ])
    expect(document.querySelector('a[download]')).toBeNull()
    // Not in the click's task: revoking at once can cancel the download in some browsers.
    expect(revoke).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(revoke).toHaveBeenCalledExactlyOnceWith('blob:test/1')
  })
})

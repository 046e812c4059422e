import { describe, expect, it } from 'vitest'
import { inAppHref, type LinkClick } from './in-app-link-click'

const plain: LinkClick = {
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
}

/** A link's attributes, as the rule reads them. */
function link(attributes: Record<string, string>) {
  return {
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
  }
}

describe('inAppHref: which clicks on a link stay in the app', () => {
  it.each<[string, Partial<LinkClick>, Record<string, string>, string | null]>([
    [
      'a plain click on an in-app address',
      {},
      { href: '/organization/user' },
      '/organization/user',
    ],
    ['with its query and hash', {}, { href: '/system/dict?page=2#top' }, '/system/dict?page=2#top'],
    ['target _self', {}, { href: '/index', target: '_self' }, '/index'],
    ['the middle button (a new tab)', { button: 1 }, { href: '/index' }, null],
    ['Ctrl (a new tab)', { ctrlKey: true }, { href: '/index' }, null],
    ['⌘ (a new tab)', { metaKey: true }, { href: '/index' }, null],
    ['Shift (a new window)', { shiftKey: true }, { href: '/index' }, null],
    ['Alt (a download)', { altKey: true }, { href: '/index' }, null],
    ['a click already handled', { defaultPrevented: true }, { href: '/index' }, null],
    ['another target', {}, { href: '/index', target: '_blank' }, null],
    ['a download link', {}, { href: '/files/a.pdf', download: '' }, null],
    ['another site', {}, { href: 'https://example.com/' }, null],
    ['a protocol-relative address', {}, { href: '//example.com/x' }, null],
    ['mail', {}, { href: 'mailto:a@b.c' }, null],
    ['no address', {}, {}, null],
  ])('%s', (_, click, attributes, expected) => {
    expect(inAppHref({ ...plain, ...click }, link(attributes))).toBe(expected)
  })

  it('nothing without a link', () => {
    expect(inAppHref(plain, null)).toBeNull()
  })
})

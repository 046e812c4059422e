import MarkdownItFactory, { type MarkdownIt, type MarkdownItOptions } from 'markdown-it'

/**
 * How a notice's Markdown becomes HTML (business-api.md §6.1): CommonMark with raw HTML disabled
 * (`<script>` and any tag show as text), links and images only for http, https and mailto.
 * markdown-it escapes every text it outputs, so its HTML is the only markup the page inserts.
 */
export const noticeMarkdownOptions = {
  html: false,
  linkify: true,
  typographer: false,
  breaks: false,
} as const satisfies MarkdownItOptions

const allowedSchemes = new Set(['http', 'https', 'mailto'])
const schemePattern = /^([a-z][a-z\d+.-]*):/i
/** Browsers ignore control characters and spaces inside a scheme ("java\tscript:"). */
function withoutIgnoredCharacters(url: string): string {
  return Array.from(url)
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0
      return code > 0x20 && code !== 0x7f
    })
    .join('')
}

/**
 * A link or image address a notice may use: http, https or mailto, or a relative address
 * (no scheme: same site). Everything else (javascript:, vbscript:, data:, file:) is refused.
 */
export function isSafeNoticeLink(url: string): boolean {
  const scheme = schemePattern.exec(withoutIgnoredCharacters(url))?.[1]
  return scheme === undefined || allowedSchemes.has(scheme.toLowerCase())
}

/** A link out of the app opens in a new tab, without giving that page a handle on this one. */
function isExternal(href: string): boolean {
  return /^https?:/i.test(href) || href.startsWith('//')
}

export function createNoticeMarkdown(): MarkdownIt {
  const md = new MarkdownItFactory('default', noticeMarkdownOptions)
  md.validateLink = isSafeNoticeLink
  md.renderer.rules.link_open = (tokens, index, options, _env, self) => {
    const token = tokens[index]
    if (isExternal(String(token.attrGet('href') ?? ''))) {
      token.attrSet('target', '_blank')
      token.attrSet('rel', 'noopener noreferrer')
    }
    return self.renderToken(tokens, index, options)
  }
  return md
}

let shared: MarkdownIt | undefined

/** A notice's Markdown as safe HTML. */
export function renderNoticeMarkdown(content: string): string {
  shared ??= createNoticeMarkdown()
  return shared.render(content)
}

import { describe, expect, it } from 'vitest'
import {
  isSafeNoticeLink,
  noticeMarkdownOptions,
  renderNoticeMarkdown,
} from './notice-markdown-rules'

describe('isSafeNoticeLink', () => {
  it.each([
    ['https://example.com/a', true],
    ['http://example.com', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['mailto:support@example.com', true],
    ['/notice/view?id=1', true],
    ['#section', true],
    ['docs/guide.md', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['vbscript:msgbox(1)', false],
    ['data:text/html;base64,PHNjcmlwdD4=', false],
    ['data:image/png;base64,iVBORw0KGgo=', false],
    ['file:///etc/passwd', false],
    ['ftp://example.com/file', false],
  ])('%s → %s', (url, safe) => {
    expect(isSafeNoticeLink(url)).toBe(safe)
  })
})

describe('renderNoticeMarkdown', () => {
  it('keeps raw HTML off', () => {
    expect(noticeMarkdownOptions.html).toBe(false)
  })

  it.each([
    ['# Title', '<h1>Title</h1>'],
    ['**bold** text', '<p><strong>bold</strong> text</p>'],
    ['<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['<b onclick="x()">hi</b>', '<p>&lt;b onclick=&quot;x()&quot;&gt;hi&lt;/b&gt;</p>'],
    ['<img src=x onerror=alert(1)>', '<p>&lt;img src=x onerror=alert(1)&gt;</p>'],
    ['[x](javascript:alert(1))', '<p>[x](javascript:alert(1))</p>'],
    ['[x](data:text/html,hi)', '<p>[x](data:text/html,hi)</p>'],
    ['![x](data:image/png;base64,AAAA)', '<p>![x](data:image/png;base64,AAAA)</p>'],
    [
      '[site](https://example.com)',
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a></p>',
    ],
    ['[mail](mailto:a@example.com)', '<p><a href="mailto:a@example.com">mail</a></p>'],
    ['[todo](/todo)', '<p><a href="/todo">todo</a></p>'],
    [
      'see https://example.com/x',
      '<p>see <a href="https://example.com/x" target="_blank" rel="noopener noreferrer">https://example.com/x</a></p>',
    ],
    [
      '![seal](https://example.com/a.png)',
      '<p><img src="https://example.com/a.png" alt="seal"></p>',
    ],
  ])('%s', (markdown, html) => {
    expect(renderNoticeMarkdown(markdown).trim()).toBe(html)
  })
})

import { describe, expect, it } from 'vitest'
import { todoLink } from './todo-link'

describe('todoLink', () => {
  it.each([
    ['an approval task', '/workflow/handle?id=5f0c', '/workflow/handle?id=5f0c'],
    ['a notice', '/notice/view?id=1', '/notice/view?id=1'],
    ['none', null, undefined],
    ['empty', '', undefined],
    ['absolute, off-site', 'https://evil.example/x', undefined],
    ['protocol-relative', '//evil.example', undefined],
    ['a backslash', '/\\evil.example', undefined],
  ])('%s', (_label, link, expected) => {
    expect(todoLink({ link })).toBe(expected)
  })
})

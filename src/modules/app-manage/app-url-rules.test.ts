import { describe, expect, it } from 'vitest'
import { isHttpUrl, isValidAppIcon, readAppIcon } from './app-url-rules'

describe('isHttpUrl', () => {
  it.each([
    ['https://apps.example.com/quality', true],
    ['http://localhost:5173/__demo-app/quality?x=1', true],
    ['HTTPS://apps.example.com', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:text/html,<b>x</b>', false],
    ['ftp://files.example.com', false],
    ['//evil.example.com/x', false],
    ['/relative/path', false],
    [' https://apps.example.com', false],
    ['https://apps.example.com\n', false],
    ['java\tscript:alert(1)', false],
    ['\u0000javascript:alert(1)', false],
    ['https:', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected)
  })
})

describe('isValidAppIcon and readAppIcon', () => {
  it.each([
    ['', true, 'none'],
    ['safety', true, 'key'],
    ['lab-testing', true, 'key'],
    ['https://cdn.example.com/icons/q.png', true, 'image'],
    ['http://cdn.example.com/icons/q.png', false, 'none'],
    ['Safety', false, 'none'],
    ['data:image/png;base64,AAAA', false, 'none'],
    ['//cdn.example.com/q.png', false, 'none'],
    ['javascript:alert(1)', false, 'none'],
  ])('%j: valid %s, read as %s', (value, valid, kind) => {
    expect(isValidAppIcon(value)).toBe(valid)
    expect(readAppIcon(value).kind).toBe(kind)
  })
})

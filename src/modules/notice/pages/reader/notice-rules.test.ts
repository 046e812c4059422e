import { describe, expect, it } from 'vitest'
import { noticeListPath, readNoticeId } from './notice-rules'

describe('readNoticeId', () => {
  it.each([
    ['3a0f6c1e-c6d7-4e8f-9a0b-1c2d3e4f0001', '3a0f6c1e-c6d7-4e8f-9a0b-1c2d3e4f0001'],
    [' 3A0F6C1E-C6D7-4E8F-9A0B-1C2D3E4F0001 ', '3a0f6c1e-c6d7-4e8f-9a0b-1c2d3e4f0001'],
    ['3a0f6c1e-c6d7-4e8f-9a0b-1c2d3e4f000', null],
    ['not-a-guid', null],
    ['', null],
    [null, null],
  ])('%s → %s', (value, id) => {
    expect(readNoticeId(value)).toBe(id)
  })
})

describe('noticeListPath', () => {
  it.each([
    [{ listSearch: '?isRead=false&page=2' }, '/notice?isRead=false&page=2'],
    [{ listSearch: '' }, '/notice'],
    [{ listSearch: '//evil.example' }, '/notice'],
    [{ listSearch: 42 }, '/notice'],
    [null, '/notice'],
    [undefined, '/notice'],
    ['?page=2', '/notice'],
  ])('%j → %s', (state, path) => {
    expect(noticeListPath(state)).toBe(path)
  })
})

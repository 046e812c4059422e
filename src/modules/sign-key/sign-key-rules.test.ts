import { describe, expect, it } from 'vitest'
import {
  imageSizeText,
  ownerText,
  searchOwnersOf,
  toSignKeyCreate,
  toSignKeyUpdate,
  type SignKeyFormValues,
} from './sign-key-rules'

const file = new Blob(['x'])
const everyOwner = { userId: 'u', projectId: 'p', htdId: 'h', organizationId: 'o' }

describe('toSignKeyCreate', () => {
  it.each([
    { kind: 1 as const, sent: { userId: 'u' } },
    { kind: 2 as const, sent: { projectId: 'p', organizationId: 'o' } },
    { kind: 3 as const, sent: { htdId: 'h', organizationId: 'o' } },
  ])('kind $kind sends only its owners $sent', ({ kind, sent }) => {
    const values: SignKeyFormValues = { kind, ...everyOwner, enabled: true, name: ' 公章 ' }
    expect(toSignKeyCreate(values, file)).toEqual({
      kind,
      name: '公章',
      ...sent,
      enabled: true,
      remark: null,
      file,
    })
  })

  it('sends an empty name as null (a user signature is then named by the server)', () => {
    const created = toSignKeyCreate({ kind: 1, userId: 'u', enabled: false, name: '  ' }, file)
    expect(created.name).toBeNull()
  })
})

it('updates name, enabled and remark with the stamp', () => {
  expect(toSignKeyUpdate({ name: ' a ', enabled: false, remark: '' }, 's1')).toEqual({
    name: 'a',
    enabled: false,
    remark: null,
    concurrencyStamp: 's1',
  })
})

describe('searchOwnersOf', () => {
  it.each([
    { view: 'user' as const, owners: ['userId'] },
    { view: 'proj-org' as const, owners: ['projectId', 'organizationId'] },
    { view: 'htd-org' as const, owners: ['projectId', 'htdId', 'organizationId'] },
    { view: 'all' as const, owners: ['userId', 'projectId', 'htdId', 'organizationId'] },
  ])('$view offers $owners', ({ view, owners }) => {
    expect(searchOwnersOf(view)).toEqual(owners)
  })
})

describe('ownerText', () => {
  const names = {
    userName: null,
    userDisplayName: null,
    projName: null,
    htdName: null,
    organizationName: null,
  }
  it.each([
    {
      key: { kind: 1 as const, userName: 'admin', userDisplayName: '管理员' },
      text: '管理员 (admin)',
    },
    { key: { kind: 1 as const, userName: 'admin' }, text: 'admin' },
    {
      key: { kind: 2 as const, projName: '东环高速', organizationName: '滨江城投' },
      text: '东环高速 · 滨江城投',
    },
    {
      key: {
        kind: 3 as const,
        projName: '东环高速',
        htdName: '一标段',
        organizationName: '江南路桥',
      },
      text: '东环高速 一标段 · 江南路桥',
    },
  ])('$text', ({ key, text }) => {
    expect(ownerText({ ...names, ...key })).toBe(text)
  })
})

it.each([
  { size: 512, text: '240 × 240 · 512 B' },
  { size: 12_595, text: '240 × 240 · 12.3 KB' },
])('imageSizeText $text', ({ size, text }) => {
  expect(imageSizeText({ imageWidth: 240, imageHeight: 240, imageSize: size })).toBe(text)
})

import { describe, expect, it } from 'vitest'
import en from '@/i18n/locales/en/error.json'
import es from '@/i18n/locales/es/error.json'
import ja from '@/i18n/locales/ja/error.json'
import zhCN from '@/i18n/locales/zh-CN/error.json'
import { errorMessageKeys } from './error-message-keys'

const locales = { en, 'zh-CN': zhCN, es, ja }

function lookup(texts: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts)
}

function flattenKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix]
  return Object.entries(node).flatMap(([k, v]) => flattenKeys(v, prefix ? `${prefix}.${k}` : k))
}

describe('error namespace', () => {
  it.each(Object.entries(locales))('%s has every key, non-empty, and no extra', (_lng, texts) => {
    for (const key of Object.values(errorMessageKeys)) {
      expect(lookup(texts, key), key).toEqual(expect.stringMatching(/\S/))
    }
    expect(flattenKeys(texts).sort()).toEqual(Object.values(errorMessageKeys).sort())
  })

  it('uses the exact Chinese texts of the spec catalogue', () => {
    expect(zhCN.http).toMatchObject({
      unauthorized: '凭证过期，请重新登录！',
      forbidden: '拒绝访问',
      notFound: '404 (找不到服务)',
      methodNotAllowed: '不允许的请求',
      serverError: '服务器错误',
      // Spec §8 has the English 'Has Error' here; a Chinese user reads Chinese.
      fallback: '出错了',
    })
    expect(zhCN.login.failed).toBe('登录异常')
    expect(zhCN.session).toEqual({
      noPermissions: '该用户没有任何权限！',
      noProjects: '您没有任何项目权限，请联系管理员设置',
    })
  })

  it.each([
    ['zh-CN', zhCN],
    ['es', es],
    ['ja', ja],
  ])('%s has its own general fallback, not the English one', (_lng, texts) => {
    expect(texts.http.fallback).not.toMatch(/has error/i)
    expect(texts.http.fallback).not.toBe(en.http.fallback)
  })

  it('keeps the demo dialog texts of the spec in English', () => {
    expect(en.demo).toEqual({
      fallback: 'Error',
      confirmLogoutTitle: 'Confirm logout',
      confirmLogoutContent:
        'You have been logged out, you can cancel to stay on this page, or log in again',
      reLogin: 'Re-Login',
      cancel: 'Cancel',
    })
  })
})

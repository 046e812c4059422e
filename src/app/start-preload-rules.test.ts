import { describe, expect, it } from 'vitest'
import { startPreloadFiles, type StartPreloads } from './start-preload-rules'

const plan: StartPreloads = {
  path: '/login',
  page: ['/assets/login-page.js', '/assets/login-page.css'],
  apiClient: ['/assets/create-http-client.js', '/assets/axios.js'],
  texts: {
    en: '/assets/texts-en.js',
    'zh-CN': '/assets/texts-zh-CN.js',
    ja: '/assets/texts-ja.js',
  },
  cookiePrefix: '',
  cookieName: 'language',
}

describe('startPreloadFiles', () => {
  it.each([
    ['/login', undefined, ['en-US'], [...plan.page, '/assets/texts-en.js']],
    ['/login', 'zh-CN', ['en-US'], [...plan.page, '/assets/texts-zh-CN.js', '/assets/texts-en.js']],
    // A signed-in address (a reload, a bookmark) waits for the texts too, and for the API client
    // (the session's calls), not for the sign-in page.
    [
      '/index',
      undefined,
      ['ja'],
      [...plan.apiClient, '/assets/texts-ja.js', '/assets/texts-en.js'],
    ],
    ['/organization/user', 'en', ['zh-CN'], [...plan.apiClient, '/assets/texts-en.js']],
    ['/auth-redirect', undefined, ['en'], [...plan.apiClient, '/assets/texts-en.js']],
    // The provider's signed-out page calls nothing; an address that only starts like it does.
    ['/login/loggedout', undefined, ['en'], ['/assets/texts-en.js']],
    ['/loginx', undefined, ['en'], [...plan.apiClient, '/assets/texts-en.js']],
  ] as const)('%s (cookie %s, browser %j) → %j', (pathname, cookie, languages, files) => {
    expect(startPreloadFiles(plan, pathname, cookie, languages)).toEqual(files)
  })
})

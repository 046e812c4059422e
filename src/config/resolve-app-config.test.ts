import { describe, expect, it } from 'vitest'
import { readRuntimeSettings, resolveAppConfig } from './resolve-app-config'
import type { RawSettings } from './setting-names'

const context = { origin: 'https://admin.example.com' }

function resolve(runtime: RawSettings, build: RawSettings = {}) {
  return resolveAppConfig(runtime, build, context)
}

describe('readRuntimeSettings', () => {
  it.each([
    ['absent on a development server', undefined, true, {}, []],
    [
      'absent in a build',
      undefined,
      false,
      {},
      ['config.js: did not load (it belongs next to index.html)'],
    ],
    [
      'not an object',
      'password',
      false,
      {},
      ['config.js: window.__APP_CONFIG__ must be an object'],
    ],
    ['an array', [], false, {}, ['config.js: window.__APP_CONFIG__ must be an object']],
    ['empty', {}, false, {}, []],
    [
      'a misspelt name and a number',
      { VITE_API_URL: 'x', VITE_HOME_PATH: 3, VITE_LOGIN_MODE: 'demo' },
      false,
      { VITE_LOGIN_MODE: 'demo' },
      ['VITE_API_URL: not a setting (misspelt?)', 'VITE_HOME_PATH: must be a string'],
    ],
  ])('%s', (_name, value, dev, settings, problems) => {
    expect(readRuntimeSettings(value, dev)).toEqual({ settings, problems })
  })
})

describe('resolveAppConfig', () => {
  it('uses the build values, and the runtime file over them', () => {
    const build = { VITE_API_BASE_URL: 'https://build.example.com', VITE_COOKIE_PREFIX: 'b_' }
    const { config, problems } = resolve({ VITE_API_BASE_URL: 'https://api.example.com' }, build)
    expect(problems).toEqual([])
    expect(config.apiBaseUrl).toBe('https://api.example.com')
    expect(config.authServerUrl).toBe('https://api.example.com')
    expect(config.cookiePrefix).toBe('b_')
    expect(config.oidc.redirectUri).toBe('https://admin.example.com/auth-redirect')
  })

  it('treats an empty runtime value as unset, keeping the default', () => {
    expect(resolve({ VITE_PASSWORD_CLIENT_ID: ' ' }).config.passwordClientId).toBe(
      'ProjectAdmin_App',
    )
  })

  it.each<[string, RawSettings, string[]]>([
    ['the defaults', {}, []],
    [
      'a redirect sign-in without a provider',
      { VITE_AUTH_GRANT_TYPE: 'authorization_code' },
      ['VITE_OIDC_AUTHORITY: required for the redirect sign-in (authorization_code)'],
    ],
    [
      'a redirect sign-in with a provider',
      { VITE_AUTH_GRANT_TYPE: 'authorization_code', VITE_OIDC_AUTHORITY: 'https://id.example.com' },
      [],
    ],
    [
      'an unknown grant type',
      { VITE_AUTH_GRANT_TYPE: 'pasword' },
      ['VITE_AUTH_GRANT_TYPE: "pasword" is not one of password, authorization_code'],
    ],
    [
      'an address that is not one',
      { VITE_API_BASE_URL: 'api.example.com' },
      ['VITE_API_BASE_URL: "api.example.com" is not an http(s) address'],
    ],
    [
      'a provider on another scheme',
      { VITE_OIDC_AUTHORITY: 'ftp://id.example.com' },
      ['VITE_OIDC_AUTHORITY: "ftp://id.example.com" is not an http(s) address'],
    ],
    [
      'an unknown login mode',
      { VITE_LOGIN_MODE: 'ldap' },
      ['VITE_LOGIN_MODE: "ldap" is not one of abp, demo'],
    ],
    [
      'a home path without its slash',
      { VITE_HOME_PATH: 'dashboard' },
      ['VITE_HOME_PATH: "dashboard" must start with /'],
    ],
    [
      'an unknown error-log environment',
      { VITE_ERROR_LOG: 'production,staging' },
      ['VITE_ERROR_LOG: "staging" is not production or development'],
    ],
    [
      'an examples switch that is not a boolean',
      { VITE_SHOW_EXAMPLES: 'yes' },
      ['VITE_SHOW_EXAMPLES: "yes" is not one of true, false'],
    ],
  ])('%s', (_name, runtime, problems) => {
    expect(resolve(runtime).problems).toEqual(problems)
  })

  it('shows the examples unless a deployment switches them off', () => {
    expect(resolve({}).config.showExamples).toBe(true)
    expect(resolve({ VITE_SHOW_EXAMPLES: 'false' }).config.showExamples).toBe(false)
  })

  it('reads the switches and lists', () => {
    const { config } = resolve({
      VITE_SHOW_EXAMPLES: 'false',
      VITE_ERROR_LOG: 'production, development',
      VITE_LOGIN_MODE: 'demo',
    })
    expect(config.showExamples).toBe(false)
    expect(config.errorLogEnvs).toEqual(['production', 'development'])
    expect(config.loginMode).toBe('demo')
  })
})

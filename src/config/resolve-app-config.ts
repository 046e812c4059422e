import type { AppConfig } from './app-config-types'
import { settingNames, type RawSettings, type SettingName } from './setting-names'

/**
 * Pure rules that turn raw settings into the app's configuration: the runtime file (config.js)
 * wins over the build's `.env` values, and every value is checked, so a deployment mistake
 * becomes a line on the configuration error page instead of a white screen or a wrong server.
 */
export interface ConfigContext {
  /** The app's own origin, for the default OIDC callback addresses. */
  origin: string
}

export interface ResolvedConfig {
  config: AppConfig
  /** `SETTING: why`, one per problem; empty when the app can start. */
  problems: string[]
}

const known = new Set<string>(settingNames)

/** Reads what config.js left in its global: an object of string settings, or problems. */
/** `dev`: a development server, where config.js may be absent and the build's values apply. */
export function readRuntimeSettings(
  value: unknown,
  dev: boolean,
): { settings: RawSettings; problems: string[] } {
  if (value === undefined) {
    return {
      settings: {},
      problems: dev ? [] : ['config.js: did not load (it belongs next to index.html)'],
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { settings: {}, problems: ['config.js: window.__APP_CONFIG__ must be an object'] }
  }
  const settings: RawSettings = {}
  const problems: string[] = []
  for (const [name, raw] of Object.entries(value)) {
    if (!known.has(name)) problems.push(`${name}: not a setting (misspelt?)`)
    else if (typeof raw !== 'string') problems.push(`${name}: must be a string`)
    else settings[name as SettingName] = raw
  }
  return { settings, problems }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

const errorLogEnvironments = ['production', 'development']

export function resolveAppConfig(
  runtime: RawSettings,
  build: RawSettings,
  context: ConfigContext,
): ResolvedConfig {
  const problems: string[] = []
  const read = (name: SettingName, fallback: string): string => {
    const value = (runtime[name] ?? build[name])?.trim()
    return value ? value : fallback
  }
  const oneOf = <T extends string>(name: SettingName, allowed: readonly T[], fallback: T): T => {
    const value = read(name, fallback)
    if ((allowed as readonly string[]).includes(value)) return value as T
    problems.push(`${name}: "${value}" is not one of ${allowed.join(', ')}`)
    return fallback
  }
  const address = (name: SettingName, fallback: string): string => {
    const value = read(name, fallback)
    if (value && value !== fallback && !isHttpUrl(value)) {
      problems.push(`${name}: "${value}" is not an http(s) address`)
    }
    return value
  }
  const required = (name: SettingName, value: string, why: string): void => {
    if (!value) problems.push(`${name}: required for ${why}`)
  }

  const apiBaseUrl = address('VITE_API_BASE_URL', '')
  const grantType = oneOf('VITE_AUTH_GRANT_TYPE', ['password', 'authorization_code'], 'password')
  const homePath = read('VITE_HOME_PATH', '/')
  if (!homePath.startsWith('/')) problems.push(`VITE_HOME_PATH: "${homePath}" must start with /`)
  const errorLogEnvs = read('VITE_ERROR_LOG', 'production')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const strange = errorLogEnvs.filter((entry) => !errorLogEnvironments.includes(entry))
  if (strange.length > 0) {
    problems.push(`VITE_ERROR_LOG: "${strange.join(',')}" is not production or development`)
  }

  const config: AppConfig = {
    appTitle: read('VITE_APP_TITLE', ''),
    apiBaseUrl,
    authServerUrl: address('VITE_AUTH_SERVER_URL', apiBaseUrl),
    grantType,
    passwordClientId: read('VITE_PASSWORD_CLIENT_ID', 'ProjectAdmin_App'),
    passwordScope: read(
      'VITE_PASSWORD_SCOPE',
      'offline_access openid profile email role phone address BaseService',
    ),
    oidc: {
      // No default provider: the development servers name theirs in config.js.
      authority: address('VITE_OIDC_AUTHORITY', ''),
      clientId: read('VITE_OIDC_CLIENT_ID', 'ProjectAdmin_Spa'),
      scope: read(
        'VITE_OIDC_SCOPE',
        'openid email profile role phone address BaseService offline_access',
      ),
      redirectUri: address('VITE_OIDC_REDIRECT_URI', `${context.origin}/auth-redirect`),
      postLogoutRedirectUri: address('VITE_OIDC_POST_LOGOUT_REDIRECT_URI', `${context.origin}/`),
    },
    loginMode: oneOf('VITE_LOGIN_MODE', ['abp', 'demo'], 'abp'),
    demoApiBase: read('VITE_DEMO_API_BASE', '/prod-api'),
    homePath,
    errorLogEnvs,
    cookiePrefix: read('VITE_COOKIE_PREFIX', ''),
    showExamples: oneOf('VITE_SHOW_EXAMPLES', ['true', 'false'], 'true') === 'true',
    apiTimeoutMs: 20_000,
    demoTimeoutMs: 5_000,
  }
  if (grantType === 'authorization_code') {
    required(
      'VITE_OIDC_AUTHORITY',
      config.oidc.authority,
      'the redirect sign-in (authorization_code)',
    )
    required(
      'VITE_OIDC_CLIENT_ID',
      config.oidc.clientId,
      'the redirect sign-in (authorization_code)',
    )
  } else {
    required('VITE_PASSWORD_CLIENT_ID', config.passwordClientId, 'the password sign-in')
  }
  return { config, problems }
}

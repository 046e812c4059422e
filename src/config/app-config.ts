/**
 * Every runtime setting of the app, read once from Vite's env (documented in .env.example).
 * Modules receive these values; none of them reads import.meta.env directly.
 */
export type GrantType = 'password' | 'authorization_code'
export type LoginMode = 'abp' | 'demo'

export interface AppConfig {
  appTitle: string
  apiBaseUrl: string
  authServerUrl: string
  grantType: GrantType
  passwordClientId: string
  passwordScope: string
  oidc: {
    authority: string
    clientId: string
    scope: string
    redirectUri: string
    postLogoutRedirectUri: string
  }
  loginMode: LoginMode
  demoApiBase: string
  homePath: string
  errorLogEnvs: string[]
  cookiePrefix: string
  /** Main API timeout (spec §9). */
  apiTimeoutMs: number
  /** Demo client timeout (spec §9). */
  demoTimeoutMs: number
  /** Accept-Language sent with every request (spec §7). */
  requestLanguage: string
}

const env = import.meta.env

function text(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim()
  return trimmed ? trimmed : fallback
}

function origin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin
}

const apiBaseUrl = text(env.VITE_API_BASE_URL, '')

export const appConfig: AppConfig = {
  appTitle: text(env.VITE_APP_TITLE, 'project management platform'),
  apiBaseUrl,
  authServerUrl: text(env.VITE_AUTH_SERVER_URL, apiBaseUrl),
  // Spec §7: "password" selects the in-app form, any other value the redirect flow.
  grantType:
    text(env.VITE_AUTH_GRANT_TYPE, 'password') === 'password' ? 'password' : 'authorization_code',
  passwordClientId: text(env.VITE_PASSWORD_CLIENT_ID, 'ProjectAdmin_App'),
  passwordScope: text(
    env.VITE_PASSWORD_SCOPE,
    'offline_access openid profile email role phone address BaseService',
  ),
  oidc: {
    authority: text(env.VITE_OIDC_AUTHORITY, text(env.VITE_EMBEDDED_OIDC_ISSUER, '')),
    clientId: text(env.VITE_OIDC_CLIENT_ID, 'ProjectAdmin_Spa'),
    scope: text(
      env.VITE_OIDC_SCOPE,
      'openid email profile role phone address BaseService offline_access',
    ),
    redirectUri: text(env.VITE_OIDC_REDIRECT_URI, `${origin()}/auth-redirect`),
    postLogoutRedirectUri: text(env.VITE_OIDC_POST_LOGOUT_REDIRECT_URI, `${origin()}/`),
  },
  loginMode: text(env.VITE_LOGIN_MODE, 'abp') === 'demo' ? 'demo' : 'abp',
  demoApiBase: text(env.VITE_DEMO_API_BASE, '/prod-api'),
  homePath: text(env.VITE_HOME_PATH, '/'),
  errorLogEnvs: text(env.VITE_ERROR_LOG, 'production')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  cookiePrefix: text(env.VITE_COOKIE_PREFIX, ''),
  apiTimeoutMs: 20_000,
  demoTimeoutMs: 5_000,
  requestLanguage: 'zh-Hans',
}

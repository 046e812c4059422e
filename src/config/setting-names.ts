/**
 * Every setting a deployment may change, by the name it has everywhere: `.env` (build-time
 * defaults, development), `config.js` next to index.html (read at start), and the container's
 * environment (deploy/runtime-config.sh writes config.js from it). Keep in step with
 * `.env.example` and deploy/runtime-config.sh; a test checks all three.
 */
export const settingNames = [
  'VITE_APP_TITLE',
  'VITE_API_BASE_URL',
  'VITE_AUTH_SERVER_URL',
  'VITE_AUTH_GRANT_TYPE',
  'VITE_PASSWORD_CLIENT_ID',
  'VITE_PASSWORD_SCOPE',
  'VITE_OIDC_AUTHORITY',
  'VITE_OIDC_CLIENT_ID',
  'VITE_OIDC_SCOPE',
  'VITE_OIDC_REDIRECT_URI',
  'VITE_OIDC_POST_LOGOUT_REDIRECT_URI',
  'VITE_LOGIN_MODE',
  'VITE_DEMO_API_BASE',
  'VITE_HOME_PATH',
  'VITE_ERROR_LOG',
  'VITE_COOKIE_PREFIX',
  'VITE_SHOW_EXAMPLES',
] as const

export type SettingName = (typeof settingNames)[number]

/** Raw values by name; a name that is absent falls back to the next source. */
export type RawSettings = Partial<Record<SettingName, string>>

/** The global that config.js sets (see public/config.js). */
export const runtimeConfigGlobal = '__APP_CONFIG__'

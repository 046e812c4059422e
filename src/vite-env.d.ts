/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_APP_TITLE?: string
  readonly VITE_API_BASE_URL?: string
  readonly VITE_AUTH_SERVER_URL?: string
  readonly VITE_AUTH_GRANT_TYPE?: string
  readonly VITE_PASSWORD_CLIENT_ID?: string
  readonly VITE_PASSWORD_SCOPE?: string
  readonly VITE_OIDC_AUTHORITY?: string
  readonly VITE_OIDC_CLIENT_ID?: string
  readonly VITE_OIDC_SCOPE?: string
  readonly VITE_OIDC_REDIRECT_URI?: string
  readonly VITE_OIDC_POST_LOGOUT_REDIRECT_URI?: string
  readonly VITE_LOGIN_MODE?: string
  readonly VITE_DEMO_API_BASE?: string
  readonly VITE_HOME_PATH?: string
  readonly VITE_ERROR_LOG?: string
  readonly VITE_COOKIE_PREFIX?: string
  readonly VITE_SHOW_EXAMPLES?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

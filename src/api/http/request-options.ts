import type { ResponseType } from 'axios'

/** Per-call options of the HTTP helpers. */
export interface RequestOptions {
  /** Extra headers; the session headers (Authorization, __tenant, Accept-Language) are added. */
  headers?: Record<string, string>
  responseType?: ResponseType
  signal?: AbortSignal
  timeout?: number
  /**
   * Skip the error toast: for callers that show their own message (or none, e.g. the avatar falls
   * back to a default image). The call still rejects with an ApiError, and a 401 still signs out.
   */
  silent?: boolean
  /**
   * Asked before the session is confirmed (beside the application configuration, to save a round
   * trip): a 401 neither renews the token nor ends the session, the call just rejects, and the
   * caller asks again once the session is known.
   */
  speculative?: boolean
}

// Flags travel on the request config because axios copies the config between interceptors;
// interface merging must repeat axios' own type parameters, defaults included.
declare module 'axios' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unused-vars
  interface AxiosRequestConfig<D = any, P = any> {
    /** See RequestOptions.silent. */
    silent?: boolean
    /** See RequestOptions.speculative. */
    speculative?: boolean
    /** Set on a request replayed after a token renewal, so a second 401 is not renewed again. */
    isRenewalReplay?: boolean
  }
}

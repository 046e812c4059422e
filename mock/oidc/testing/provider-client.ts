import { createHash, randomBytes } from 'node:crypto'
import { bypass } from 'msw'

/**
 * A minimal browser for tests of the embedded provider: a cookie jar and manual redirects over
 * real HTTP. msw (started by the shared Vitest setup) would answer in-process, so every request is
 * marked bypass().
 */
export class ProviderBrowser {
  private readonly cookies = new Map<string, string>()

  constructor(readonly issuer: string) {}

  async send(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    const jar = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    if (jar) headers.set('cookie', jar)
    const response = await fetch(
      bypass(new Request(new URL(url, this.issuer), { ...init, headers, redirect: 'manual' })),
    )
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const separator = pair.indexOf('=')
      const name = pair.slice(0, separator)
      const value = pair.slice(separator + 1)
      if (value && !/expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.set(name, value)
      else this.cookies.delete(name)
    }
    return response
  }

  /** Follows redirects on the provider's origin; stops at the first one that leaves it. */
  async follow(url: string, init?: RequestInit): Promise<Response> {
    let response = await this.send(url, init)
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.get('location')
      if (response.status < 300 || response.status >= 400 || !location) return response
      const next = new URL(location, this.issuer)
      if (next.origin !== new URL(this.issuer).origin) return response
      response = await this.send(next.href)
    }
    throw new Error('too many redirects')
  }

  postForm(url: string, fields: Record<string, string>): Promise<Response> {
    return this.follow(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    })
  }
}

export interface PkcePair {
  verifier: string
  challenge: string
}

export function createPkcePair(): PkcePair {
  const verifier = randomBytes(32).toString('base64url')
  const challenge = createHash('sha256').update(verifier).digest('base64url')
  return { verifier, challenge }
}

export interface TokenSet {
  access_token: string
  refresh_token?: string
  id_token?: string
  expires_in: number
  scope?: string
  token_type: string
}

export const testClientId = 'ProjectAdmin_Spa'
export const testScope = 'openid profile email role phone address offline_access BaseService'

/** The form action of the provider's sign-in page. */
export function formActionOf(html: string): string {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
  if (!action) throw new Error(`no sign-in form in:\n${html}`)
  return action.replace(/&amp;/g, '&')
}

/** Starts an authorization request and returns the sign-in page and the PKCE pair. */
export async function beginAuthorization(browser: ProviderBrowser, redirectUri: string) {
  const pkce = createPkcePair()
  const query = new URLSearchParams({
    client_id: testClientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: testScope,
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
    nonce: 'nonce-1',
  })
  const page = await browser.follow(`/auth?${query}`)
  return { pkce, page, html: await page.text() }
}

/** Exchanges the code of a redirect back to the app for tokens. */
export async function redeemCode(
  browser: ProviderBrowser,
  redirect: Response,
  redirectUri: string,
  pkce: PkcePair,
): Promise<TokenSet> {
  const location = new URL(redirect.headers.get('location') ?? '')
  const code = location.searchParams.get('code')
  if (!code) throw new Error(`no code in ${location.href}`)
  const response = await browser.send('/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: pkce.verifier,
      redirect_uri: redirectUri,
      client_id: testClientId,
    }).toString(),
  })
  if (!response.ok) throw new Error(`token endpoint answered ${response.status}`)
  return (await response.json()) as TokenSet
}

/** Signs `username` in through the provider's page and returns the tokens. */
export async function signInThroughProvider(
  browser: ProviderBrowser,
  redirectUri: string,
  credentials: { tenant?: string; username: string; password: string },
): Promise<TokenSet> {
  const { pkce, html } = await beginAuthorization(browser, redirectUri)
  const redirect = await browser.postForm(formActionOf(html), {
    tenant: credentials.tenant ?? '',
    username: credentials.username,
    password: credentials.password,
  })
  return redeemCode(browser, redirect, redirectUri, pkce)
}

export function refreshWith(browser: ProviderBrowser, refreshToken: string): Promise<Response> {
  return browser.send('/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: testClientId,
    }).toString(),
  })
}

/**
 * Vitest's jsdom environment swaps in jsdom's Uint8Array while TextEncoder stays Node's, so jose's
 * `instanceof Uint8Array` checks fail inside the provider. Node's own constructor, for the duration
 * of a provider test; returns the function that puts jsdom's back.
 */
export function useNodeUint8Array(): () => void {
  const original = globalThis.Uint8Array
  globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype)
    .constructor as Uint8ArrayConstructor
  return () => {
    globalThis.Uint8Array = original
  }
}

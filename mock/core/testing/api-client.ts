import { seedPassword, type SeedAccount } from '../db/seed-accounts.ts'
import { generatedUserId } from '../db/seed-ids.ts'
import { callBackend, signIn, type BackendAnswer } from './backend-client.ts'

export type Api = (
  method: string,
  pathAndQuery: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<BackendAnswer>

/**
 * Signs in once and returns a caller for JSON requests as that account, in English unless a
 * test sends its own `accept-language`.
 */
export async function apiAs(account: SeedAccount): Promise<Api> {
  const { access_token } = await signIn(account)
  return (method, pathAndQuery, body, headers = {}) =>
    callBackend(method, pathAndQuery, {
      token: access_token,
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    })
}

/** One of the generated host users `user001`…`user060` as a sign-in account. */
export function generatedAccount(number: number): SeedAccount {
  const userName = `user${String(number).padStart(3, '0')}`
  return {
    userName,
    password: seedPassword,
    email: `${userName}@example.com`,
    userId: generatedUserId(number),
    tenantName: null,
    tenantId: null,
    purpose: 'generated user',
  }
}

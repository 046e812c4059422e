// The bench's fixtures are made through the embedded backend's API, as the measuring account.

const clientId = 'ProjectAdmin_App'

/** Calls the backend with a password-grant token of `account`; JSON in and out. */
export async function signedInFetch(baseURL, { username, password }) {
  const form = new URLSearchParams({
    grant_type: 'password',
    client_id: clientId,
    scope: 'openid profile BaseService',
    username,
    password,
  })
  const tokenResponse = await fetch(`${baseURL}/connect/token`, { method: 'POST', body: form })
  if (!tokenResponse.ok) throw new Error(`bench: token request answered ${tokenResponse.status}`)
  const { access_token: token } = await tokenResponse.json()
  return async (method, path, body) => {
    const response = await fetch(`${baseURL}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!response.ok) {
      throw new Error(
        `bench: ${method} ${path} answered ${response.status}: ${await response.text()}`,
      )
    }
    return response.status === 204 ? undefined : response.json()
  }
}

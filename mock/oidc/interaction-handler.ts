import type { IncomingMessage, ServerResponse } from 'node:http'
import type { InteractionDetails, Provider } from 'oidc-provider'
import { authenticateUser } from './authenticate-user.ts'
import { renderErrorPage, renderSignInPage } from './provider-pages.ts'

/**
 * The provider's own sign-in step (oidc-provider "interactions"): GET shows the form, POST checks
 * tenant, username and password against the seeded accounts and resumes the authorization.
 * Consent never comes up: the SPA is first-party (see loadExistingGrant).
 */
const interactionPath = /^\/interaction\/([^/]+)(\/login)?$/

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(html)
}

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))))
    req.on('error', reject)
  })
}

function clientNameOf(details: InteractionDetails): string {
  const clientId = details.params.client_id
  return typeof clientId === 'string' ? clientId : 'the application'
}

async function submitSignIn(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  details: InteractionDetails,
): Promise<void> {
  const form = await readForm(req)
  const input = {
    tenant: form.get('tenant') ?? '',
    username: form.get('username') ?? '',
    password: form.get('password') ?? '',
  }
  const result = authenticateUser(input)
  if (!result.ok) {
    const page = renderSignInPage({
      action: `/interaction/${details.uid}/login`,
      clientName: clientNameOf(details),
      tenant: input.tenant,
      username: input.username,
      error: result.message,
    })
    sendHtml(res, 200, page)
    return
  }
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: result.user.id } },
    { mergeWithLastSubmission: false },
  )
}

/** Handles `/interaction/*`; resolves false for every other path (the provider's own routes). */
export function createInteractionHandler(provider: Provider) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const match = interactionPath.exec(new URL(req.url ?? '/', 'http://provider').pathname)
    if (!match) return false
    const [, uid, login] = match
    try {
      const details = await provider.interactionDetails(req, res)
      if (details.uid !== uid || details.prompt.name !== 'login') {
        sendHtml(res, 400, renderErrorPage('invalid_request', 'Unexpected sign-in step.'))
      } else if (req.method === 'POST' && login) {
        await submitSignIn(provider, req, res, details)
      } else if (req.method === 'GET' && !login) {
        const action = `/interaction/${uid}/login`
        sendHtml(res, 200, renderSignInPage({ action, clientName: clientNameOf(details) }))
      } else {
        sendHtml(res, 405, renderErrorPage('invalid_request', 'Method not allowed.'))
      }
    } catch (error) {
      // Typically an expired or foreign interaction cookie: the user starts again from the app.
      const description = error instanceof Error ? error.message : undefined
      sendHtml(res, 400, renderErrorPage('invalid_request', description))
    }
    return true
  }
}

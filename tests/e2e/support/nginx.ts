import type { Page } from '@playwright/test'

/**
 * Where project `nginx` runs (playwright.config.ts): the build served by Debian's nginx with
 * deploy/nginx, as in production, proxying /api and /connect to a standalone embedded backend
 * (`npm run mock:serve`), whose OpenID provider listens one port higher. Two servers share the
 * build: one with the password sign-in, one with the redirect sign-in.
 */
const previewPort = Number(process.env.PREVIEW_PORT ?? process.env.E2E_PORT ?? 4173)

export const nginxPasswordPort = previewPort + 400
export const nginxOidcPort = previewPort + 410
export const nginxApiPort = previewPort + 500
export const nginxPasswordURL = `http://127.0.0.1:${nginxPasswordPort}`
export const nginxOidcURL = `http://127.0.0.1:${nginxOidcPort}`
export const nginxApiURL = `http://127.0.0.1:${nginxApiPort}`
export const nginxProviderURL = `http://127.0.0.1:${nginxApiPort + 1}`
/** The nginx-*.spec.ts files, and the live counts' (their stream is tested through the proxy). */
export const nginxSpecs = /\/(nginx-[^/]*|live-counts)\.spec\.ts$/

/**
 * Every Content-Security-Policy violation the page reports, across navigations (the provider's
 * pages and the app's), through a binding that outlives each document.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeBinding('reportCspViolation', (_source, text: string) => {
    violations.push(text)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation
      report(
        `${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text())
  })
  return violations
}

/**
 * Hostile redirect targets: every one must keep the user on the app's own origin, whether it
 * arrives as `/login?redirect=<payload>` or as `/redirect/<payload>` (tab refresh). Shared by the
 * unit test of toSafeRedirect (src/router/safe-redirect.test.ts) and the browser tests
 * (tests/e2e/redirect-payloads.spec.ts, tests/e2e/oidc-redirect-payloads.spec.ts).
 */
export const hostileHost = 'evil.example'

export const redirectPayloads: readonly string[] = [
  // Absolute addresses, any case, with and without the slashes after the scheme.
  'https://evil.example',
  'http://evil.example/login',
  'HTTPS://EVIL.EXAMPLE',
  'https:evil.example',
  'https:/evil.example',
  'http://127.0.0.1@evil.example',
  // Protocol-relative, however many slashes.
  '//evil.example',
  '///evil.example',
  '////evil.example/index',
  ' //evil.example',
  '\u3000//evil.example',
  // Backslashes, which browsers read as slashes.
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  // Tabs and newlines, which browsers drop from addresses.
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  'java\tscript:alert(1)',
  // Dot segments that collapse into a protocol-relative path.
  '/..//evil.example',
  '/.//evil.example',
  '/a/../..//evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E//evil.example',
  '/%2e//evil.example',
  '/.%2e//evil.example',
  // Encoded slashes and backslashes.
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '%2f%2fevil.example',
  '/%5cevil.example',
  '/%5c%5cevil.example',
  '/%5C/evil.example',
  // Script and data addresses.
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'javascript://evil.example/%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  // Bare host names and user-info tricks.
  'evil.example',
  '@evil.example',
  // Through the tab-refresh route itself.
  '/redirect//evil.example',
  '/redirect/%2F%2Fevil.example',
  '/redirect/https://evil.example',
  '/redirect/%5C%5Cevil.example',
]

/**
 * One payload of each shape above, for the browser tests that sign in once per payload (both
 * sign-in modes): the target goes through the sign-in (and, by redirect, to the provider and back
 * in the sign-in state) and then through toSafeRedirect, whose unit test runs the whole list.
 */
export const redirectPayloadShapes: readonly string[] = [
  'https://evil.example',
  'https:evil.example',
  'http://127.0.0.1@evil.example',
  '//evil.example',
  '\u3000//evil.example',
  '/\\evil.example',
  '/\t/evil.example',
  '/..//evil.example',
  '/%2e%2e//evil.example',
  '/%2f%2fevil.example',
  '/%5cevil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '@evil.example',
  '/redirect//evil.example',
]

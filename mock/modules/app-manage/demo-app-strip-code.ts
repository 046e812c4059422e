import type { MockResponse } from '../../core/http/mock-http.ts'
import { anonymousRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { qualityDemoPath } from './seed-app-ids.ts'

/**
 * What every launched app does first (docs/app-launch.md): take the launch code out of its
 * address with `history.replaceState`, keeping the rest (`projectId`). The code is spent by then,
 * but an address lives on in the history, bookmarks, shared links and screenshots.
 *
 * A file of its own on the demo app's origin, so the page's CSP allows it with `script-src 'self'`
 * and needs no inline script. Plain ES5-level JavaScript: it runs unbundled in any browser.
 */
export const stripCodePath = `${qualityDemoPath}/strip-code.js`

export const stripCodeScript = `'use strict';
(function () {
  var url = new URL(window.location.href);
  if (!url.searchParams.has('code')) return;
  url.searchParams.delete('code');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
})();
`

function serveScript(): MockResponse {
  return {
    status: 200,
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    },
    body: stripCodeScript,
  }
}

export const stripCodeRoute: BackendRoute = anonymousRoute('GET', stripCodePath, serveScript)

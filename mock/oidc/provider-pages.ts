/**
 * The HTML the embedded provider shows: its own sign-in page, the sign-out confirmation and the
 * error page. Plain server-rendered forms (no script except the logout auto-submit), English only.
 */

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

const style = `
  body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f0f2f5;margin:0}
  main{max-width:360px;margin:10vh auto;background:#fff;border-radius:8px;padding:32px;
    box-shadow:0 2px 8px rgba(0,0,0,.12)}
  h1{font-size:22px;margin:0 0 4px}p.sub{color:#666;margin:0 0 24px}
  label{display:block;font-size:14px;margin:16px 0 6px}
  input{box-sizing:border-box;width:100%;padding:8px 10px;font-size:14px;border:1px solid #ccc;
    border-radius:6px}
  button{margin-top:24px;width:100%;padding:10px;font-size:15px;color:#fff;background:#0152d9;
    border:0;border-radius:6px;cursor:pointer}
  button.secondary{background:#fff;color:#333;border:1px solid #ccc;margin-top:12px}
  [role=alert]{background:#fff2f0;border:1px solid #ffccc7;color:#a8071a;border-radius:6px;
    padding:8px 12px;margin:0 0 8px}`

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body><main>${body}</main></body>
</html>`
}

export interface SignInPageModel {
  /** Where the form posts. */
  action: string
  /** Name of the application asking for the sign-in. */
  clientName: string
  tenant?: string
  username?: string
  error?: string
}

/** Tenant, username and password, like the app's own form (same labels and field names). */
export function renderSignInPage(model: SignInPageModel): string {
  const error = model.error ? `<p role="alert">${escapeHtml(model.error)}</p>` : ''
  return page(
    'Sign in',
    `<h1>Sign in</h1>
<p class="sub">to continue to ${escapeHtml(model.clientName)}</p>
${error}
<form method="post" action="${escapeHtml(model.action)}" autocomplete="on">
  <label for="tenant">Tenant</label>
  <input id="tenant" name="tenant" autocomplete="organization" placeholder="Leave empty for the host"
    value="${escapeHtml(model.tenant ?? '')}">
  <label for="username">Username</label>
  <input id="username" name="username" autocomplete="username" required
    value="${escapeHtml(model.username ?? '')}" ${model.username ? '' : 'autofocus'}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required
    ${model.username ? 'autofocus' : ''}>
  <button type="submit">Sign in</button>
</form>`,
  )
}

/**
 * oidc-provider's end-session form (hidden xsrf field) with a visible choice. When the request
 * came from the app itself (its id_token_hint names our client) the form submits at once, as
 * identity servers do for a verified relying party; a bare visit asks first.
 */
export function renderLogoutPage(form: string, autoSubmit: boolean): string {
  const script = autoSubmit
    ? `<script>var f=document.getElementById('op.logoutForm');var i=document.createElement('input');
i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit()</script>`
    : ''
  return page(
    'Sign out',
    `<h1>Sign out</h1>
<p class="sub">Do you want to sign out of the identity provider?</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<button type="submit" form="op.logoutForm" class="secondary">Stay signed in</button>
${script}`,
  )
}

export function renderSignedOutPage(): string {
  return page('Signed out', '<h1>Signed out</h1><p class="sub">You have signed out.</p>')
}

export function renderErrorPage(error: string, description: string | undefined): string {
  return page(
    'Sign-in error',
    `<h1>Sign-in error</h1><p role="alert">${escapeHtml(error)}</p>
<p class="sub">${escapeHtml(description ?? '')}</p>`,
  )
}

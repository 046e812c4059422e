import { describe, expect, it } from 'vitest'
import { escapeHtml, renderLogoutPage, renderSignInPage } from './provider-pages.ts'

describe('provider pages', () => {
  it('escapes everything it echoes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    )
    const page = renderSignInPage({
      action: '/interaction/1/login',
      clientName: 'app',
      username: '"><script>alert(1)</script>',
      error: '<b>bad</b>',
    })
    expect(page).not.toContain('<script>alert(1)')
    expect(page).toContain('&lt;b&gt;bad&lt;/b&gt;')
  })

  it('labels the sign-in fields like the app form and never echoes the password', () => {
    const page = renderSignInPage({
      action: '/interaction/1/login',
      clientName: 'app',
      tenant: 'demo',
      username: 'admin',
    })
    for (const label of ['Tenant', 'Username', 'Password'])
      expect(page).toContain(`>${label}</label>`)
    expect(page).toMatch(/name="password" type="password"(?![^>]*value=)/)
    expect(page).toContain('value="demo"')
  })

  it('submits the logout form by itself only when asked to', () => {
    const form = '<form id="op.logoutForm" method="post" action="/session/end/confirm"></form>'
    expect(renderLogoutPage(form, true)).toContain('f.submit()')
    expect(renderLogoutPage(form, false)).not.toContain('f.submit()')
  })
})

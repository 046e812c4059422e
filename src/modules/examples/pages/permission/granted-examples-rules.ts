import type { Policy } from '@/access/permission-rules'

/** Which grants the examples use: ABP permission names, or the demo client's role names. */
export type GrantMode = 'abp' | 'demo'

export interface GrantedExample {
  /** Its texts: `examples.<key>.*` in the `example-permission` namespace. */
  key: string
  /** A block of content, or a button. */
  kind: 'block' | 'button'
  policy: Policy
  /** Shows a disabled button instead of nothing to users without the grant. */
  hasFallback?: boolean
}

// Real permission names of the seed: the manager holds AbpIdentity.Users but none of its
// children, the host admin everything, so signing in as each shows the difference.
const abpExamples: readonly GrantedExample[] = [
  { key: 'usersBlock', kind: 'block', policy: 'AbpIdentity.Users' },
  { key: 'createUser', kind: 'button', policy: 'AbpIdentity.Users.Create' },
  { key: 'projectsBlock', kind: 'block', policy: ['Project.Project', 'Project.Htd'] },
  { key: 'tenants', kind: 'button', policy: 'AbpTenantManagement.Tenants' },
  { key: 'deleteRole', kind: 'button', policy: 'AbpIdentity.Roles.Delete', hasFallback: true },
]

// The demo client grants role names (spec §6: roles are the keys of the granted map).
const demoExamples: readonly GrantedExample[] = [
  { key: 'adminBlock', kind: 'block', policy: 'admin' },
  { key: 'editorBlock', kind: 'block', policy: 'editor' },
  { key: 'editArticle', kind: 'button', policy: ['admin', 'editor'] },
  { key: 'publish', kind: 'button', policy: 'admin', hasFallback: true },
]

export function grantedExamplesOf(mode: GrantMode): readonly GrantedExample[] {
  return mode === 'demo' ? demoExamples : abpExamples
}

/** The JSX that guards the example, as the page's code writes it. */
export function grantedSnippet({ policy, hasFallback }: GrantedExample): string {
  const value =
    typeof policy === 'string'
      ? `"${policy}"`
      : `{[${policy.map((name) => `'${name}'`).join(', ')}]}`
  const fallback = hasFallback ? ' fallback={<Button disabled>…</Button>}' : ''
  return `<Granted policy=${value}${fallback}>`
}

/** The demo client's roles (mock/core/routes/demo-client-routes.ts). */
export const demoRoles = ['admin', 'editor'] as const
export type DemoRole = (typeof demoRoles)[number]

/** The demo role the user holds, if any (the demo client grants exactly one). */
export function currentDemoRole(granted: readonly string[]): DemoRole | undefined {
  return demoRoles.find((role) => granted.includes(role))
}

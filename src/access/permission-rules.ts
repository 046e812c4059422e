/**
 * Element and route permissions over the granted policies (spec §6): exact grants only. The
 * route rule that role `admin` sees every route lives in the route filter (filter-routes.ts), not
 * here: a button is shown for the permission it needs, whoever the user is. Kept beside the route
 * filter, which uses it and may import no store module; elements use it through useIsGranted.
 */

/** One policy name, or several of which any one grants (as the /project group, spec §2). */
export type Policy = string | readonly string[]

/** Whether `granted` holds `policy`; an empty list asks for nothing and is granted. */
export function isGranted(granted: readonly string[], policy: Policy): boolean {
  if (typeof policy === 'string') return granted.includes(policy)
  return policy.length === 0 || policy.some((name) => granted.includes(name))
}

/** The granted names of ABP's `auth.grantedPolicies` (name → true; spec §6 "roles"). */
export function grantedPolicyNames(policies: Record<string, boolean> | undefined): string[] {
  return Object.entries(policies ?? {})
    .filter(([, granted]) => granted)
    .map(([name]) => name)
}

/**
 * Where the HTTP layer reads the session from. The session store registers its getters at start-up;
 * the API layer never imports a store, so dependencies keep pointing one way (style.md).
 */
export interface SessionAccessors {
  getAccessToken: () => string | undefined
  /** Id of the tenant the user is signed in to; undefined for the host. Sent as `__tenant`. */
  getTenantId: () => string | undefined
}

const signedOut: SessionAccessors = {
  getAccessToken: () => undefined,
  getTenantId: () => undefined,
}

let accessors: SessionAccessors = signedOut

/** Returns an unregister function (tests, hot reload). */
export function registerSessionAccessors(next: Partial<SessionAccessors>): () => void {
  accessors = { ...signedOut, ...next }
  return () => {
    accessors = signedOut
  }
}

export function getSessionAccessors(): SessionAccessors {
  return accessors
}

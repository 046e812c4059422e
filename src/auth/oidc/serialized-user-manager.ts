import {
  UserManager,
  type SigninSilentArgs,
  type User,
  type UserManagerSettings,
} from 'oidc-client-ts'
import { withRenewalLock } from '../with-renewal-lock'

/** Shared by every tab of the app: they share the stored user and its refresh token. */
export const oidcRenewalLock = 'project-admin:oidc-token-renewal'

export interface RenewalCoordination {
  /** The access token this tab sends now; a different, valid stored one came from another tab. */
  tokenInUse: () => string
}

/**
 * A UserManager whose renewals never overlap. automaticSilentRenew, the HTTP layer's 401 queue and
 * the route guard all call `signinSilent`; the provider rotates refresh tokens and revokes the
 * whole grant when one is replayed, so two renewals in flight would sign the user out. One
 * renewal per tab (the pending promise), one tab at a time (the lock); a tab that waited adopts
 * the user the previous holder stored instead of renewing again.
 */
export class SerializedUserManager extends UserManager {
  #pending: Promise<User | null> | undefined

  constructor(
    settings: UserManagerSettings,
    private readonly coordination: RenewalCoordination,
  ) {
    super(settings)
  }

  override signinSilent(args?: SigninSilentArgs): Promise<User | null> {
    this.#pending ??= withRenewalLock(oidcRenewalLock, () => this.#renewOnce(args)).finally(() => {
      this.#pending = undefined
    })
    return this.#pending
  }

  async #renewOnce(args: SigninSilentArgs | undefined): Promise<User | null> {
    const stored = await this.getUser()
    if (stored && !stored.expired && stored.access_token !== this.coordination.tokenInUse()) {
      // Raises userLoaded, so this tab takes the new token and restarts its renewal timer.
      return this.getUser(true)
    }
    return super.signinSilent(args)
  }
}

import { create } from 'zustand'

export interface UserPosition {
  id: string
  name: string
}

export interface UserProfile {
  id: string
  userName: string
  name: string
  phoneNumber: string | null
  positions: UserPosition[]
  introduction?: string
  avatar?: string
}

interface UserState extends UserProfile {
  /** Access token of the current session ('' when signed out). */
  token: string
  /** Tenant (name or id) the user signed in to; '' for the host. */
  tenant: string
  /** Granted permission names: the keys of `auth.grantedPolicies` (spec §6). */
  roles: string[]
  setToken: (token: string, tenant?: string) => void
  setRoles: (roles: string[]) => void
  setProfile: (profile: UserProfile) => void
  /** Spec §4: resetting the token clears only token and roles. */
  resetToken: () => void
  /** Spec §4 logout: token, roles, id, name, userName, phone and positions. */
  clearUser: () => void
}

const emptyProfile: UserProfile = {
  id: '',
  userName: '',
  name: '',
  phoneNumber: null,
  positions: [],
  introduction: '',
  avatar: '',
}

export const useUserStore = create<UserState>()((set) => ({
  ...emptyProfile,
  token: '',
  tenant: '',
  roles: [],
  setToken: (token, tenant) => set((s) => ({ token, tenant: tenant ?? s.tenant })),
  setRoles: (roles) => set({ roles }),
  setProfile: (profile) => set({ ...profile }),
  resetToken: () => set({ token: '', roles: [] }),
  clearUser: () => set({ ...emptyProfile, token: '', tenant: '', roles: [] }),
}))

/** Sign-in state is derived from whether roles are loaded (spec §4). */
export function selectIsSignedIn(state: Pick<UserState, 'roles'>): boolean {
  return state.roles.length > 0
}

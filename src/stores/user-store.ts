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
  /** Granted permission names: the keys of `auth.grantedPolicies` (spec §6). */
  roles: string[]
  setRoles: (roles: string[]) => void
  setProfile: (profile: UserProfile) => void
  /** Spec §4: resetting the token clears only token and roles (the session owns the token). */
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
  roles: [],
  setRoles: (roles) => set({ roles }),
  setProfile: (profile) => set({ ...profile }),
  resetToken: () => set({ roles: [] }),
  clearUser: () => set({ ...emptyProfile, roles: [] }),
}))

/** Sign-in state is derived from whether roles are loaded (spec §4). */
export function selectIsSignedIn(state: Pick<UserState, 'roles'>): boolean {
  return state.roles.length > 0
}

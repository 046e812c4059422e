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
  /**
   * The ABP role names (`currentUser.roles` of the application configuration), shown in the
   * personal centre. Not the granted permissions, which the permission store owns.
   */
  roleNames?: string[]
  introduction?: string
  avatar?: string
}

interface UserState extends UserProfile {
  setProfile: (profile: UserProfile) => void
  /**
   * Spec §4 logout: id, name, userName, phone and positions (the session forgets the token, the
   * permission store the roles).
   */
  clearUser: () => void
}

const emptyProfile: UserProfile = {
  id: '',
  userName: '',
  name: '',
  phoneNumber: null,
  positions: [],
  roleNames: [],
  introduction: '',
  avatar: '',
}

export const useUserStore = create<UserState>()((set) => ({
  ...emptyProfile,
  setProfile: (profile) => set({ ...profile }),
  clearUser: () => set({ ...emptyProfile }),
}))

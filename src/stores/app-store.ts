import { create } from 'zustand'
import { languageCookieName, type SupportedLanguage } from '@/i18n/supported-languages'
import { getCookie, setCookie } from '@/utils/cookie-storage'
import type { Device } from '@/utils/device'
import {
  isSidebarOpened,
  parseAppSize,
  resolveLanguage,
  sidebarStatusCookie,
  sizeCookie,
  toSidebarCookie,
  type AppSize,
} from './app-rules'

export interface SidebarState {
  opened: boolean
  /** True when the last close should not animate (e.g. the layout switched to mobile). */
  withoutAnimation: boolean
}

export interface AppState {
  sidebar: SidebarState
  device: Device
  language: SupportedLanguage
  size: AppSize
  toggleSidebar: () => void
  closeSidebar: (withoutAnimation: boolean) => void
  openSidebar: () => void
  setDevice: (device: Device) => void
  /** Stores the choice in the `language` cookie; the caller also calls i18n.changeLanguage. */
  setLanguage: (language: SupportedLanguage) => void
  setSize: (size: AppSize) => void
}

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages
}

/** The state as the cookies describe it now; also what tests reset to. */
export function readInitialAppState(): Pick<AppState, 'sidebar' | 'device' | 'language' | 'size'> {
  return {
    sidebar: { opened: isSidebarOpened(getCookie(sidebarStatusCookie)), withoutAnimation: false },
    device: 'desktop',
    language: resolveLanguage(getCookie(languageCookieName), browserLanguages()),
    size: parseAppSize(getCookie(sizeCookie)),
  }
}

function storeSidebar(opened: boolean): void {
  setCookie(sidebarStatusCookie, toSidebarCookie(opened))
}

export const useAppStore = create<AppState>()((set, get) => ({
  ...readInitialAppState(),
  toggleSidebar: () => {
    const opened = !get().sidebar.opened
    storeSidebar(opened)
    set({ sidebar: { opened, withoutAnimation: false } })
  },
  closeSidebar: (withoutAnimation) => {
    storeSidebar(false)
    set({ sidebar: { opened: false, withoutAnimation } })
  },
  openSidebar: () => {
    storeSidebar(true)
    set({ sidebar: { opened: true, withoutAnimation: false } })
  },
  setDevice: (device) => set({ device }),
  setLanguage: (language) => {
    setCookie(languageCookieName, language)
    set({ language })
  },
  setSize: (size) => {
    setCookie(sizeCookie, size)
    set({ size })
  },
}))

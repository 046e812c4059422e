import { beforeEach, describe, expect, it } from 'vitest'
import Cookies from 'js-cookie'
import { readInitialAppState, useAppStore } from './app-store'

beforeEach(() => {
  useAppStore.setState(readInitialAppState())
})

describe('app store', () => {
  it('starts open on desktop with medium size when there are no cookies', () => {
    const state = useAppStore.getState()
    expect(state.sidebar).toEqual({ opened: true, withoutAnimation: false })
    expect(state.device).toBe('desktop')
    expect(state.size).toBe('medium')
  })

  it('reads the sidebar, size and language cookies', () => {
    Cookies.set('sidebarStatus', '0')
    Cookies.set('size', 'small')
    Cookies.set('language', 'es')
    const initial = readInitialAppState()
    expect(initial.sidebar.opened).toBe(false)
    expect(initial.size).toBe('small')
    expect(initial.language).toBe('es')
  })

  it('toggles the sidebar and stores 1/0', () => {
    useAppStore.getState().toggleSidebar()
    expect(useAppStore.getState().sidebar.opened).toBe(false)
    expect(Cookies.get('sidebarStatus')).toBe('0')
    useAppStore.getState().toggleSidebar()
    expect(useAppStore.getState().sidebar).toEqual({ opened: true, withoutAnimation: false })
    expect(Cookies.get('sidebarStatus')).toBe('1')
  })

  it('closes without animation on request and reopens', () => {
    useAppStore.getState().closeSidebar(true)
    expect(useAppStore.getState().sidebar).toEqual({ opened: false, withoutAnimation: true })
    expect(Cookies.get('sidebarStatus')).toBe('0')
    useAppStore.getState().openSidebar()
    expect(useAppStore.getState().sidebar).toEqual({ opened: true, withoutAnimation: false })
    expect(Cookies.get('sidebarStatus')).toBe('1')
  })

  it('sets the device', () => {
    useAppStore.getState().setDevice('mobile')
    expect(useAppStore.getState().device).toBe('mobile')
  })

  it('stores language and size in cookies', () => {
    useAppStore.getState().setLanguage('ja')
    useAppStore.getState().setSize('small')
    expect(useAppStore.getState()).toMatchObject({ language: 'ja', size: 'small' })
    expect(Cookies.get('language')).toBe('ja')
    expect(Cookies.get('size')).toBe('small')
  })
})

import { beforeEach, describe, expect, it } from 'vitest'
import { createDefaultSettings, type SettingKey } from './settings-defaults'
import { settingsStorageKey, settingsStorageVersion, useSettingsStore } from './settings-store'

function storedSettings(): { state: Record<string, unknown>; version: number } {
  return JSON.parse(localStorage.getItem(settingsStorageKey) ?? 'null') as {
    state: Record<string, unknown>
    version: number
  }
}

async function rehydrateFrom(value: unknown): Promise<void> {
  localStorage.setItem(settingsStorageKey, JSON.stringify(value))
  await useSettingsStore.persist.rehydrate()
}

beforeEach(() => {
  useSettingsStore.getState().resetSettings()
  localStorage.clear()
})

describe('settings store', () => {
  it('starts from the defaults', () => {
    expect(useSettingsStore.getState()).toMatchObject(createDefaultSettings())
  })

  it('changes an existing setting and persists it with the version', () => {
    useSettingsStore.getState().changeSetting('tagsView', true)
    useSettingsStore.getState().changeSetting('navbarColor', '#503DB0')
    expect(useSettingsStore.getState()).toMatchObject({ tagsView: true, navbarColor: '#503DB0' })
    const stored = storedSettings()
    expect(stored.version).toBe(settingsStorageVersion)
    expect(stored.state).toMatchObject({ tagsView: true, navbarColor: '#503DB0' })
  })

  it('ignores an unknown key', () => {
    const before = useSettingsStore.getState()
    useSettingsStore.getState().changeSetting('noSuchSetting' as SettingKey, true)
    expect(useSettingsStore.getState()).toBe(before)
    expect(useSettingsStore.getState()).not.toHaveProperty('noSuchSetting')
  })

  it('does not persist configuration-owned settings', () => {
    useSettingsStore.getState().changeSetting('title', 'Renamed')
    expect(useSettingsStore.getState().title).toBe('Renamed')
    expect(storedSettings().state).not.toHaveProperty('title')
  })

  it('restores a copy of the current version, dropping unknown and mistyped keys', async () => {
    await rehydrateFrom({
      version: settingsStorageVersion,
      state: { fixedHeader: true, darkMode: 'yes', injected: 1 },
    })
    const state = useSettingsStore.getState()
    expect(state.fixedHeader).toBe(true)
    expect(state.darkMode).toBe(false)
    expect(state).not.toHaveProperty('injected')
  })

  it.each([0, settingsStorageVersion + 1])(
    'falls back to defaults plus known keys for version %i',
    async (version) => {
      await rehydrateFrom({
        version,
        state: { sidebarLogo: true, navbarColor: '#0669D6', oldKey: 'x' },
      })
      expect(useSettingsStore.getState()).toMatchObject({
        ...createDefaultSettings(),
        sidebarLogo: true,
      })
      expect(useSettingsStore.getState()).not.toHaveProperty('oldKey')
    },
  )

  it('resets to the defaults', () => {
    useSettingsStore.getState().changeSetting('darkMode', true)
    useSettingsStore.getState().resetSettings()
    expect(useSettingsStore.getState().darkMode).toBe(false)
  })
})

import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import {
  createDefaultSettings,
  persistedSettingKeys,
  pickKnownSettings,
  type PersistedSettings,
  type SettingKey,
  type Settings,
} from './settings-defaults'

export interface SettingsState extends Settings {
  /** Spec §3: changes a setting only if the key already exists; unknown keys are ignored. */
  changeSetting: <K extends SettingKey>(key: K, value: Settings[K]) => void
  resetSettings: () => void
}

export const settingsStorageKey = 'settings'
/** Bump when the meaning of a persisted key changes; older copies then fall back to defaults. */
export const settingsStorageVersion = 1

function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(createDefaultSettings(), key)
}

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      ...createDefaultSettings(),
      changeSetting: (key, value) => {
        // The runtime check guards callers outside the type system (e.g. keys built from strings).
        if (!isSettingKey(key)) return
        set({ [key]: value } as Pick<Settings, typeof key>)
      },
      resetSettings: () => set(createDefaultSettings()),
    }),
    {
      name: settingsStorageKey,
      version: settingsStorageVersion,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): PersistedSettings => {
        const persisted: Partial<Record<SettingKey, unknown>> = {}
        for (const key of persistedSettingKeys) persisted[key] = state[key]
        return persisted as PersistedSettings
      },
      // Another version's copy: keep the keys this version still understands, defaults elsewhere.
      migrate: (persistedState) => pickKnownSettings(persistedState) as PersistedSettings,
      // Same version: still validate, so a hand-edited copy cannot inject keys or wrong types.
      merge: (persistedState, current) => ({ ...current, ...pickKnownSettings(persistedState) }),
    },
  ),
)

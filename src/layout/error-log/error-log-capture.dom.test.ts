import { afterEach, describe, expect, it } from 'vitest'
import { useErrorLogStore } from '@/stores/error-log-store'
import { useSettingsStore } from '@/stores/settings-store'
import { appEnvironment, recordError } from './error-log-capture'

afterEach(() => {
  useErrorLogStore.getState().clearErrorLog()
  useSettingsStore.getState().resetSettings()
})

describe('recordError', () => {
  it('keeps a launch code and tokens out of the log', () => {
    // Files share one module graph: another file's entries may still be in the store.
    useErrorLogStore.getState().clearErrorLog()
    useSettingsStore.getState().changeSetting('errorLog', [appEnvironment])
    window.history.replaceState(null, '', '/app/redirect?appId=a1#access_token=tok1')
    recordError(
      new Error('Refused https://apps.example.com/q?code=secret43&projectId=p1'),
      'Bearer eyJ.tok2',
    )
    const entry = useErrorLogStore
      .getState()
      .logs.find((e) => e.error.message.startsWith('Refused'))
    const logged = JSON.stringify(entry)
    expect(logged).not.toMatch(/secret43|tok1|tok2/)
    expect(entry?.error.message).toBe(
      'Refused https://apps.example.com/q?code=[redacted]&projectId=p1',
    )
    expect(entry?.url).toContain('/app/redirect?appId=a1#access_token=[redacted]')
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import layoutEn from '@/i18n/locales/en/layout.json'
import i18n from '@/i18n/i18n'
import {
  appEnvironment,
  installErrorLogCapture,
  recordCaughtError,
} from '@/layout/error-log/error-log-capture'
import { useErrorLogStore } from '@/stores/error-log-store'
import { useSettingsStore } from '@/stores/settings-store'
import { renderApp, resetSession, signInAs } from '../support/render-app'

/** The first open loads a lazy chunk, slow under a parallel test run. */
const lazyChunk = { timeout: 10_000 }

const badgeName = (count: number) =>
  (count === 1 ? layoutEn.errorLog.open_one : layoutEn.errorLog.open_other).replace(
    '{{count}}',
    String(count),
  )

function throwUncaught(message: string) {
  const error = new Error(message)
  act(() => {
    window.dispatchEvent(
      new ErrorEvent('error', {
        error,
        message,
        filename: 'http://localhost/app.js',
        lineno: 3,
        colno: 7,
      }),
    )
  })
}

function rejectUnhandled(reason: unknown) {
  const event = new Event('unhandledrejection') as PromiseRejectionEvent
  Object.assign(event, { reason, promise: Promise.resolve() })
  act(() => void window.dispatchEvent(event))
}

async function signedIn() {
  await signInAs('admin')
  renderApp('/index')
  await screen.findByRole('button', { name: layoutEn.language.label }, { timeout: 10_000 })
}

// main.tsx installs the capture for the whole page; renderApp starts at the root component.
let uninstallCapture: () => void = () => {}

beforeEach(async () => {
  uninstallCapture = installErrorLogCapture()
  await i18n.changeLanguage('en')
  useSettingsStore.getState().resetSettings()
  useErrorLogStore.getState().clearErrorLog()
})
afterEach(() => {
  uninstallCapture()
  resetSession()
})

describe('error log', () => {
  // Generous: the table's lazy chunk is transformed on first use, slow under a parallel run.
  it(
    'records uncaught errors and rejections; the badge opens the table, which can be cleared',
    { timeout: 30_000 },
    async () => {
      useSettingsStore.setState({ errorLog: [appEnvironment] })
      await signedIn()
      expect(screen.queryByRole('button', { name: /Error log/ })).toBeNull()

      throwUncaught('Boom in a click handler')
      rejectUnhandled(new Error('Lost promise'))
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      recordCaughtError(new Error('Page render failed'), { componentStack: '\n    at BrokenPage' })
      // Replacing React's onCaughtError must keep its console report.
      expect(consoleError).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Page render failed' }),
      )

      // The badge is a lazy chunk of its own too.
      await userEvent.click(await screen.findByRole('button', { name: badgeName(3) }, lazyChunk))
      // By role only: rc-util gives every id 'test-id' under NODE_ENV=test, so names by
      // aria-labelledby are unreliable in jsdom.
      const dialog = within(await screen.findByRole('dialog', {}, lazyChunk))
      expect(dialog.getByText(layoutEn.errorLog.title)).toBeTruthy()
      expect(dialog.getByText('Boom in a click handler')).toBeTruthy()
      expect(dialog.getByText('http://localhost/app.js:3:7')).toBeTruthy()
      expect(dialog.getByText('Lost promise')).toBeTruthy()
      expect(dialog.getByText('Unhandled promise rejection')).toBeTruthy()
      expect(dialog.getByText('Page render failed')).toBeTruthy()
      expect(dialog.getByText('at BrokenPage')).toBeTruthy()
      expect(dialog.getAllByText(window.location.href).length).toBe(3)

      await userEvent.click(dialog.getByRole('button', { name: layoutEn.errorLog.clear }))
      expect(useErrorLogStore.getState().logs).toEqual([])
      await waitFor(() => expect(screen.queryByRole('button', { name: /Error log/ })).toBeNull())
    },
  )

  it('ignores ResizeObserver loop notices, which are not errors', async () => {
    useSettingsStore.setState({ errorLog: [appEnvironment] })
    await signedIn()
    for (const message of [
      'ResizeObserver loop completed with undelivered notifications.',
      'ResizeObserver loop limit exceeded',
    ]) {
      act(() => void window.dispatchEvent(new ErrorEvent('error', { message })))
    }
    expect(useErrorLogStore.getState().logs).toEqual([])
    throwUncaught('ResizeObserver loop in our own code, thrown as an Error')
    expect(useErrorLogStore.getState().logs).toHaveLength(1)
    expect(await screen.findByRole('button', { name: badgeName(1) }, lazyChunk)).toBeTruthy()
  })

  it('records nothing when the setting does not list this environment', async () => {
    useSettingsStore.setState({ errorLog: ['some-other-env'] })
    await signedIn()
    throwUncaught('Not logged')
    rejectUnhandled('Not logged either')
    expect(useErrorLogStore.getState().logs).toEqual([])
    expect(screen.queryByRole('button', { name: /Error log/ })).toBeNull()
  })
})

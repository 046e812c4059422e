import { create } from 'zustand'

export interface ErrorLogEntry {
  error: { message: string; stack?: string }
  /** Where it happened, e.g. React's component stack. */
  info: string
  url: string
  /** Epoch milliseconds. */
  time: number
}

export type ErrorLogInput = Omit<ErrorLogEntry, 'time'> & { time?: number }

/** A render loop can throw on every frame; keep the newest entries, not an unbounded list. */
export const maxErrorLogs = 100

export interface ErrorLogState {
  logs: ErrorLogEntry[]
  addErrorLog: (log: ErrorLogInput) => void
  clearErrorLog: () => void
}

export type AppEnvironment = 'production' | 'development'

/** Spec §8: errors are logged only when the error-log setting lists the running environment. */
export function shouldLogErrors(errorLogSetting: readonly string[], env: AppEnvironment): boolean {
  return errorLogSetting.includes(env)
}

/** Anything thrown (Error, string, object) as the entry's `error`. */
export function describeError(thrown: unknown): ErrorLogEntry['error'] {
  if (thrown instanceof Error) return { message: thrown.message, stack: thrown.stack }
  if (typeof thrown === 'string') return { message: thrown }
  try {
    return { message: JSON.stringify(thrown) ?? String(thrown) }
  } catch {
    return { message: String(thrown) }
  }
}

export const useErrorLogStore = create<ErrorLogState>()((set) => ({
  logs: [],
  addErrorLog: ({ time = Date.now(), ...log }) =>
    set((state) => ({ logs: [...state.logs, { ...log, time }].slice(-maxErrorLogs) })),
  clearErrorLog: () => set({ logs: [] }),
}))

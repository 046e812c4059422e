import { createBurstGate } from './burst-gate'

/** How the page on screen shows notices: antd toasts in the shell, an inline alert on /login. */
export interface NoticeDisplay {
  error: (message: string, details?: string) => void
  /** A yes/no question (the demo client's "Confirm logout"); resolves true on yes. */
  confirm?: (question: ConfirmQuestion) => Promise<boolean>
}

export interface ConfirmQuestion {
  title: string
  content: string
  okText: string
  cancelText: string
  /** A destructive answer (delete): the OK button is red. */
  danger?: boolean
  /**
   * Work the OK answer starts (a delete): the dialog stays open with a busy button until it is
   * done; the answer is true only if it succeeded (its failure has its own toast).
   */
  onOk?: () => Promise<unknown>
}

/** Identical notices within this window are shown once (a burst of parallel failures). */
export const noticeDedupeWindowMs = 1_500
/** A notice older than this is stale by the time a page could show it. */
const pendingMaxAgeMs = 10_000
/**
 * A notice raised just before its page goes away (a 401 toast in the shell, then the move to the
 * sign-in page) would vanish with the page; the next display shows it again.
 */
const handOverWindowMs = 2_000
const keptNoticesCap = 5

interface KeptNotice {
  message: string
  details?: string
  time: number
}

function keep(list: KeptNotice[], message: string, details?: string): KeptNotice[] {
  return [...list, { message, details, time: Date.now() }].slice(-keptNoticesCap)
}

/**
 * THE notifier: every error toast of the app goes through it, whoever raised it (a failed call,
 * a guard, a page). The transport layer reports failures; this decides what the user sees.
 */
export function createNotifier() {
  const gate = createBurstGate(noticeDedupeWindowMs)
  let displays: NoticeDisplay[] = []
  let pending: KeptNotice[] = []
  let recent: KeptNotice[] = []

  const current = (): NoticeDisplay | undefined => displays.at(-1)

  return {
    error(message: string, details?: string): void {
      if (!gate.tryPass(`${message}\n${details ?? ''}`)) return
      const display = current()
      if (!display) {
        // Nothing on screen shows notices yet: the next display shows it.
        pending = keep(pending, message, details)
        return
      }
      recent = keep(recent, message, details)
      display.error(message, details)
    },
    confirm(question: ConfirmQuestion): Promise<boolean> {
      const confirm = displays.findLast((display) => display.confirm)?.confirm
      return confirm ? confirm(question) : Promise.resolve(false)
    },
    /** The newest display wins; returns the unregister function. */
    register(display: NoticeDisplay): () => void {
      displays = [...displays, display]
      const now = Date.now()
      const fresh = pending.filter((notice) => now - notice.time <= pendingMaxAgeMs)
      pending = []
      for (const notice of fresh) display.error(notice.message, notice.details)
      return () => {
        displays = displays.filter((entry) => entry !== display)
        const handOver = recent.filter((notice) => Date.now() - notice.time <= handOverWindowMs)
        recent = []
        pending = [...pending, ...handOver].slice(-keptNoticesCap)
      }
    },
    /** Tests: forget displays and kept notices. */
    reset(): void {
      gate.reset()
      displays = []
      pending = []
      recent = []
    },
  }
}

export type Notifier = ReturnType<typeof createNotifier>

/** The app's one notifier. */
export const notifier: Notifier = createNotifier()

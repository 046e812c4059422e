import type { FormInstance } from 'antd'
import { useMemo, useState } from 'react'
import { replaceFormValues } from './replace-form-values'
import { staleConflicts, type FieldConflict } from './stale-conflicts'

export interface StaleRecord {
  /**
   * The fields the server changed, its value beside the user's; undefined while the record is
   * read again.
   */
  conflicts: FieldConflict[] | undefined
  /** Puts the server's values in the form (the user gives up theirs). */
  takeServer: () => void
}

interface RefusedSave<TValues> {
  /** What the form was opened with (or last took from the server): the values the save was on. */
  basedOn: Partial<TValues> | undefined
  /** What the user saved. */
  mine: TValues
  /** The record was read again (a reload that answers the same record changes no reference). */
  reread: boolean
}

/**
 * A save refused as stale (409, identity ConcurrencyFailure): the record is read again, the form
 * keeps what the user typed, and the fields the server changed meanwhile are told, the server's
 * value beside the user's. Saving again goes on the new record's concurrencyStamp (the user's
 * values win); `takeServer` puts the server's values in the form instead.
 */
export function useStaleRecord<TValues extends object>(options: {
  form: FormInstance<TValues>
  /** The record's values; the reload gives new ones. */
  initialValues: Partial<TValues> | undefined
  /** Reads the record again (resolving once read, when it can tell). */
  onStale?: () => void | Promise<unknown>
}) {
  const { form, initialValues } = options
  const [refused, setRefused] = useState<RefusedSave<TValues> | null>(null)
  const server =
    refused && (refused.reread || initialValues !== refused.basedOn) ? initialValues : undefined
  const conflicts = useMemo(
    () =>
      refused && server ? staleConflicts(refused.basedOn ?? {}, server, refused.mine) : undefined,
    [refused, server],
  )

  /** The save of `mine` was refused as stale: read the record again, keep the user's values. */
  const refuse = (mine: TValues) => {
    const basedOn = initialValues
    setRefused({ basedOn, mine, reread: false })
    const reading = options.onStale?.()
    const reread = () => setRefused((now) => (now?.mine === mine ? { ...now, reread: true } : now))
    if (reading) void reading.then(reread, reread)
  }

  const takeServer = () => {
    if (!server) return
    replaceFormValues(form, server)
    setRefused(null)
  }

  const stale: StaleRecord | null = refused && { conflicts, takeServer }
  return {
    stale,
    /** The form keeps the user's values although the record's changed (a stale save is open). */
    keepsValues: refused !== null,
    refuse,
    settle: () => setRefused(null),
  }
}

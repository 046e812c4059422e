import type { FormInstance } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { replaceFormValues } from './replace-form-values'
import { isStaleRecordError, toFieldErrors, type FieldErrorCodes } from './server-errors'
import { useConfirmDiscard } from './use-confirm-discard'
import { useStaleRecord } from './use-stale-record'

export type FieldName = string | number | (string | number)[]

export interface CrudFormOptions<TValues extends object> {
  form: FormInstance<TValues>
  open: boolean
  /**
   * Create: the defaults; edit: the record's values. New values while open reset the form (an
   * equal object, such as defaults written inline, does not).
   */
  initialValues: Partial<TValues> | undefined
  /** Saves; rejects with the ApiError of a failed call (whose toast the HTTP client showed). */
  onSubmit: (values: TValues) => Promise<unknown>
  /** Closes the form (after a save, or when the user leaves). */
  onClose: () => void
  fieldErrorCodes?: FieldErrorCodes
  /**
   * The record changed meanwhile (409, identity ConcurrencyFailure): read it again (resolving once
   * read, when it can tell); its new values come as `initialValues`, beside the user's.
   */
  onStale?: () => void | Promise<unknown>
  /** Fields the server refused, first one first (a tabbed form shows that tab). */
  onErrorFields?: (names: FieldName[]) => void
}

/** Empty in any spelling: a field cleared and a field never filled are the same. */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === ''
}

/**
 * Whether two sets of form values are the same, compared as JSON (a date as its ISO text): a new
 * object with the same values is not a new record.
 */
export function sameValues(a: object | undefined, b: object | undefined): boolean {
  if (a === b) return true
  if (!a || !b) return false
  try {
    return JSON.stringify(a) === JSON.stringify(b)
  } catch {
    return false // not JSON (a cycle): only the same object is the same
  }
}

/**
 * Whether leaving loses something: a field the user touched that no longer holds what the form
 * was opened with. A control that reports a change of its own (a number field settling its
 * value as the record arrives) does not ask the question; a value typed and typed back does not
 * either.
 */
export function hasUnsavedChanges<TValues extends object>(
  form: FormInstance<TValues>,
  initialValues: Partial<TValues> | undefined,
): boolean {
  if (!form.isFieldsTouched()) return false
  const initial = (initialValues ?? {}) as Record<string, unknown>
  return Object.entries(form.getFieldsValue() as Record<string, unknown>).some(
    ([name, value]) =>
      !(isBlank(value) && isBlank(initial[name])) &&
      JSON.stringify(value) !== JSON.stringify(initial[name]),
  )
}

/**
 * What the kit's create/edit forms (CrudFormModal, CrudFormDrawer) do around antd's Form: a failed
 * save keeps everything typed, puts ABP validation errors and mapped business errors on their
 * fields, reads a stale record again and shows what the server changed beside what the user
 * typed, which stays (useStaleRecord); a second submit while saving is ignored; leaving with
 * unsaved changes asks first, and the page reports them (useUnsavedChanges), so closing its tab
 * or the browser tab asks too.
 */
export function useCrudForm<TValues extends object>(options: CrudFormOptions<TValues>) {
  const { form, open, initialValues, onSubmit, onClose } = options
  const confirmDiscard = useConfirmDiscard()
  const [saving, setSaving] = useState(false)
  const savingRef = useRef(false)
  const { stale, keepsValues, refuse, settle } = useStaleRecord({ ...options, form })
  // Whether anything typed is unsaved, so the page's tab and the browser tab ask first. Kept in
  // state, fed by the form's changes: a page the page cache hides and shows again keeps its state,
  // whereas a watch re-reads the form then, before the fields have registered again ("clean").
  const [isDirty, setIsDirty] = useState(false)
  const [dirtyWhileOpen, setDirtyWhileOpen] = useState(open)
  if (dirtyWhileOpen !== open) {
    setDirtyWhileOpen(open)
    setIsDirty(false)
  }
  useUnsavedChanges(open && isDirty)
  const onValuesChange = () => setIsDirty(hasUnsavedChanges(form, initialValues))

  // The record's values arrive (edit): they replace what the form shows then, but never what the
  // user is typing, nor what a stale save keeps. They are set, not only the Form's initial values:
  // a record that answers before the dialog's content has rendered would otherwise meet a form
  // whose initial values are still the empty ones (the fields stayed blank). Set without mounting
  // the fields again (replaceFormValues): defaults that arrive after the user clicked into a field
  // and before they typed must not take the focus away. Once per record: a page the page cache
  // shows again runs its effects again (React's <Activity>), which must not reset anything; nor
  // must the caller's next render with the same values (defaults written inline).
  const appliedRef = useRef<Partial<TValues> | undefined>(undefined)
  useEffect(() => {
    if (!open) appliedRef.current = undefined
    if (!open || !initialValues || keepsValues || sameValues(initialValues, appliedRef.current)) {
      return
    }
    if (form.isFieldsTouched()) return
    appliedRef.current = initialValues
    replaceFormValues(form, initialValues)
  }, [form, open, initialValues, keepsValues])

  const save = async (values: TValues) => {
    if (savingRef.current) return
    savingRef.current = true
    setSaving(true)
    try {
      await onSubmit(values)
      settle()
      setIsDirty(false)
      onClose()
    } catch (error) {
      if (isStaleRecordError(error)) {
        refuse(values)
      } else {
        const names = Object.keys(form.getFieldsValue())
        const errors = toFieldErrors(error, names, options.fieldErrorCodes)
        form.setFields(errors as never)
        if (errors.length) options.onErrorFields?.(errors.map((e) => e.name))
      }
    } finally {
      savingRef.current = false
      setSaving(false)
    }
  }

  const discard = () => {
    setIsDirty(false)
    onClose()
  }
  const close = () => {
    if (savingRef.current) return
    if (!hasUnsavedChanges(form, initialValues)) return discard()
    confirmDiscard(discard)
  }

  // Taking the server's values leaves nothing of the user's to lose.
  const staleRecord = stale && {
    ...stale,
    takeServer: () => {
      stale.takeServer()
      setIsDirty(false)
    },
  }

  /** Pass to the Form: its changes tell whether leaving loses something. */
  return { saving, stale: staleRecord, save, close, onValuesChange }
}

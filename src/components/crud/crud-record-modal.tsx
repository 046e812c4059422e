import { useMemo, type ReactNode } from 'react'
import type { QueryScope } from '@/query/query-keys'
import { CrudFormModal } from './crud-form-modal'
import type { FieldErrorCodes } from './server-errors'
import type { CrudResource } from './use-crud-mutations'
import { useDialogRecord, type CrudDialog } from './use-dialog-record'

/** What a form's fields may depend on: the record being edited (loaded), or none on create. */
export interface RecordFormContext<TDto> {
  isEdit: boolean
  record: TDto | undefined
}

export interface CrudRecordModalProps<
  TDto,
  TValues extends object,
  TCreate,
  TUpdate,
  TFilters extends object = object,
  TParent extends keyof TCreate = never,
> {
  resource: CrudResource<TDto, TCreate, TUpdate, TFilters>
  /** Create, or edit of one record (read afresh at each opening: its current concurrencyStamp). */
  dialog: CrudDialog
  onClose: () => void
  titles: { create: string; edit: string }
  /** The form's values on create; none by default. */
  defaults?: Partial<TValues>
  /**
   * The form's values of the record to edit (and of the server's after a stale save); by
   * default the record itself: each field shows the member it names, and only fields are sent.
   */
  toForm?: (record: TDto) => Partial<TValues>
  /** The create input; by default the form's values as they are. */
  toCreate?: (values: TValues) => Omit<TCreate, TParent>
  /**
   * What a new record gets besides the form's values, and an edit does not send: its parent (the
   * dictionary of an entry, the contract section of a work area).
   */
  createWith?: Pick<TCreate, TParent>
  /** The update input; by default the create input with the record's concurrencyStamp. */
  toUpdate?: (values: TValues, record: TDto | undefined) => TUpdate
  fieldErrorCodes?: FieldErrorCodes
  /** After a save, with what the server answered (the created or updated record). */
  onSaved?: (saved: TDto, isEdit: boolean) => void
  /** The write scope; the signed-in tenant's by default. */
  scope?: QueryScope
  /** The dialog's fields and rules. */
  children: ReactNode | ((context: RecordFormContext<TDto>) => ReactNode)
}

/**
 * A resource's create/edit dialog whose page gives only the fields and the value mapping: the kit
 * reads the record to edit (spinner while it loads), saves through the resource's mutations
 * (the list reloads), keeps typed values and puts server errors on their fields on failure,
 * shows what a stale save (409 / ConcurrencyFailure) met — the record read again, the server's
 * values beside the user's, which stay — and asks before discarding changes (CrudFormModal,
 * useCrudForm). Saving again sends the new record's concurrencyStamp.
 */
export function CrudRecordModal<
  TDto,
  TValues extends object,
  TCreate,
  TUpdate,
  TFilters extends object = object,
  TParent extends keyof TCreate = never,
>(props: CrudRecordModalProps<TDto, TValues, TCreate, TUpdate, TFilters, TParent>) {
  const { resource, dialog, defaults = noDefaults, toUpdate, children } = props
  const toCreate =
    props.toCreate ?? ((values: TValues) => values as unknown as Omit<TCreate, TParent>)
  const toForm = props.toForm ?? ((record: TDto) => record as Partial<TValues>)
  const editId = dialog.mode === 'edit' ? dialog.id : ''
  const isEdit = editId !== ''
  const { record, isLoading, reload, create, update } = useDialogRecord(
    resource,
    editId,
    props.scope,
  )
  const data = record.data
  const initialValues = useMemo(
    () => (isEdit ? data && toForm(data) : defaults),
    // toForm and defaults are the page's constants: a new record is what resets the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [isEdit, data],
  )

  const submit = async (values: TValues) => {
    const saved = isEdit
      ? await update.mutateAsync({
          id: editId,
          input: toUpdate
            ? toUpdate(values, data)
            : ({ ...toCreate(values), concurrencyStamp: stampOf(data) } as TUpdate),
        })
      : await create.mutateAsync({ ...toCreate(values), ...props.createWith } as TCreate)
    props.onSaved?.(saved, isEdit)
  }

  return (
    <CrudFormModal<TValues>
      open
      title={isEdit ? props.titles.edit : props.titles.create}
      initialValues={initialValues}
      loading={isLoading}
      onSubmit={submit}
      onClose={props.onClose}
      onStale={reload}
      fieldErrorCodes={props.fieldErrorCodes}
    >
      {typeof children === 'function' ? children({ isEdit, record: data }) : children}
    </CrudFormModal>
  )
}

const noDefaults = {}

function stampOf(record: unknown): string | undefined {
  return (record as { concurrencyStamp?: string } | undefined)?.concurrencyStamp
}

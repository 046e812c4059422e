import { DatePicker, Form, Input, Select } from 'antd'
import type { Dayjs } from 'dayjs'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { TodoCreateDto, TodoDto } from '@/modules/todo/api/todo-api'
import { CrudFormModal } from '@/components/crud/crud-form-modal'
import { useProjectStore } from '@/stores/project-store'
import { fromAbpDateTime, toAbpDateTime } from '@/utils/abp-date'
import type { TodoMutations } from './use-todo-mutations'

interface TodoFormValues {
  title: string
  dueTime: Dayjs | null
  projectId: string | null
  remark: string | null
}

const defaults: Partial<TodoFormValues> = { dueTime: null, projectId: null }

function toForm(row: TodoDto): TodoFormValues {
  return {
    title: row.title,
    dueTime: fromAbpDateTime(row.dueTime),
    projectId: row.projectId,
    remark: row.remark,
  }
}

function toInput(values: TodoFormValues): TodoCreateDto {
  return {
    title: values.title.trim(),
    dueTime: toAbpDateTime(values.dueTime),
    projectId: values.projectId ?? null,
    remark: values.remark?.trim() || null,
  }
}

/** My projects (the switcher's), plus the to-do's own project should I have lost it. */
function useProjectOptions(own: string | null | undefined, ownName: string | null | undefined) {
  const projects = useProjectStore((s) => s.projects)
  return useMemo(() => {
    const options = projects.map((project) => ({ value: project.id, label: project.projName }))
    if (own && !options.some((option) => option.value === own)) {
      options.push({ value: own, label: ownName ?? own })
    }
    return options
  }, [projects, own, ownName])
}

/**
 * Add or edit one of my Manual to-dos (business-api.md §6.2: title 128, remark 500, due time and
 * project optional). There is no GET by id: an edit starts from the list's row, and a stale save
 * (409) reloads the list, which hands the fresh row (and concurrencyStamp) back here.
 */
export function TodoFormModal({
  row,
  mutations,
  onReload,
  onClose,
}: {
  /** The to-do to edit; none to add one. */
  row: TodoDto | undefined
  mutations: Pick<TodoMutations, 'create' | 'update'>
  onReload: () => void
  onClose: () => void
}) {
  const { t } = useTranslation('todo')
  const initialValues = useMemo(() => (row ? toForm(row) : defaults), [row])
  const projectOptions = useProjectOptions(row?.projectId, row?.projName)

  const submit = (values: TodoFormValues) =>
    row
      ? mutations.update.mutateAsync({
          id: row.id,
          input: { ...toInput(values), concurrencyStamp: row.concurrencyStamp },
        })
      : mutations.create.mutateAsync(toInput(values))

  return (
    <CrudFormModal<TodoFormValues>
      open
      title={row ? t('editTitle') : t('createTitle')}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      onStale={onReload}
    >
      <Form.Item
        name="title"
        label={t('title')}
        rules={[{ required: true, whitespace: true }, { max: 128 }]}
      >
        <Input maxLength={128} showCount />
      </Form.Item>
      <Form.Item name="dueTime" label={t('dueTime')}>
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name="projectId" label={t('project')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={projectOptions}
          placeholder={t('noProject')}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('remark')} rules={[{ max: 500 }]}>
        <Input.TextArea maxLength={500} showCount rows={3} />
      </Form.Item>
    </CrudFormModal>
  )
}

import type { FormInstance } from 'antd'

/**
 * Shows `values` in the form as if it had opened with them: every field holds its value from
 * `values` (cleared when it has none), untouched and without errors. Unlike antd's `resetFields`,
 * the fields are not mounted again: a field the user has just focused keeps the focus, so what
 * they type next lands in it (a reset while defaults arrived sent it nowhere), and an open choice
 * list stays open.
 */
export function replaceFormValues<TValues extends object>(
  form: FormInstance<TValues>,
  values: Partial<TValues>,
): void {
  const next = values as Record<string, unknown>
  const names = new Set([...Object.keys(form.getFieldsValue(true) as object), ...Object.keys(next)])
  form.setFields(
    [...names].map((name) => ({ name, value: next[name], touched: false, errors: [] })) as never,
  )
}

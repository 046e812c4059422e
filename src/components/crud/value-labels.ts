import { Form, type FormInstance } from 'antd'
import { useEffect } from 'react'
import type { ValueLabelOf } from './field-value-text'

/** How each control of a form reads its values, by the control's id (`<form name>_<field>`). */
const labelsByForm = new WeakMap<FormInstance, Map<string, ValueLabelOf>>()

/** The labels a form's controls gave (useValueLabel); empty when none did. */
export function valueLabelsOf(form: FormInstance): ReadonlyMap<string, ValueLabelOf> {
  return labelsByForm.get(form) ?? new Map()
}

/**
 * A select or picker says how its values read, so the kit can show the label of a value the
 * control does not hold (the server's, beside the user's, after a stale save). `id` is the one
 * antd's Form.Item gives its control; outside a Form.Item (no id, no form) it does nothing.
 */
export function useValueLabel(id: string | undefined, labelOf: ValueLabelOf) {
  const form = Form.useFormInstance() as FormInstance | undefined
  // Every render: the options (and so the labels) may have just loaded.
  useEffect(() => {
    if (!id || !form) return
    const labels = labelsByForm.get(form) ?? new Map<string, ValueLabelOf>()
    labelsByForm.set(form, labels)
    labels.set(id, labelOf)
    return () => {
      if (labels.get(id) === labelOf) labels.delete(id)
    }
  })
}

import { Form, Input, InputNumber } from 'antd'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LocalizedText } from '../../form-schema/form-schema-types'
import { keyProblem } from '../../form-schema/field-keys'

/** The four languages of a label, zh-Hans first (required, §1). */
const languages = ['zh-Hans', 'en', 'ja', 'es'] as const

/** A label with each language's box; an emptied language is left out (zh-Hans is required). */
export function LocalizedInputs(props: {
  label: string
  value: LocalizedText | undefined
  required?: boolean
  onChange: (next: LocalizedText | undefined) => void
}) {
  const { t } = useTranslation('workflow-form')
  const value = props.value ?? { 'zh-Hans': '' }
  const set = (language: (typeof languages)[number], text: string) => {
    const next: Record<string, string> = {}
    for (const l of languages) {
      const part = l === language ? text : value[l]
      if (part || l === 'zh-Hans') next[l] = part ?? ''
    }
    const empty = Object.values(next).every((part) => !part)
    props.onChange(empty && !props.required ? undefined : (next as unknown as LocalizedText))
  }
  const missing = props.required && !value['zh-Hans'].trim()
  const id = useId()
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontSize: 14, marginBottom: 4 }}>{props.label}</legend>
      {languages.map((l) => (
        <Form.Item
          key={l}
          htmlFor={`${id}-${l}`}
          label={t(`languages.${l}`)}
          required={props.required && l === 'zh-Hans'}
          validateStatus={missing && l === 'zh-Hans' ? 'error' : undefined}
          help={missing && l === 'zh-Hans' ? t('props.chineseRequired') : undefined}
          style={{ marginBottom: 4 }}
        >
          <Input
            id={`${id}-${l}`}
            aria-label={`${props.label} · ${t(`languages.${l}`)}`}
            size="small"
            value={value[l] ?? ''}
            onChange={(e) => set(l, e.target.value)}
          />
        </Form.Item>
      ))}
    </fieldset>
  )
}

/**
 * The key box: a key that breaks the rules (pattern, reserved name, taken) is refused — said
 * under the box and not written into the form — so the schema never holds one.
 */
export function KeyInput(props: {
  value: string
  otherKeys: ReadonlySet<string>
  onChange: (key: string) => void
}) {
  const { t } = useTranslation('workflow-form')
  const [typed, setTyped] = useState(props.value)
  // An undo or an applied JSON changes the key from outside: the box follows.
  const [shown, setShown] = useState(props.value)
  if (shown !== props.value) {
    setShown(props.value)
    setTyped(props.value)
  }
  const problem = typed === props.value ? null : keyProblem(typed, props.otherKeys)
  const id = useId()
  return (
    <Form.Item
      htmlFor={id}
      label={t('props.key')}
      required
      validateStatus={problem ? 'error' : undefined}
      help={problem ? t(`issues.${problem}`, { detail: typed }) : undefined}
    >
      <Input
        id={id}
        value={typed}
        onChange={(e) => {
          setTyped(e.target.value)
          if (!keyProblem(e.target.value, props.otherKeys)) props.onChange(e.target.value)
        }}
      />
    </Form.Item>
  )
}

/** A whole number member (limits, rows, scale); emptied, the member is removed. */
export function NumberInput(props: {
  label: string
  value: number | undefined
  min?: number
  max?: number
  onChange: (next: number | undefined) => void
}) {
  const id = useId()
  return (
    <Form.Item htmlFor={id} label={props.label} style={{ marginBottom: 8 }}>
      <InputNumber
        id={id}
        size="small"
        min={props.min}
        max={props.max}
        value={props.value ?? null}
        onChange={(v) => props.onChange(typeof v === 'number' ? v : undefined)}
        style={{ width: '100%' }}
      />
    </Form.Item>
  )
}

/** An expression box (computed, visibleWhen) with its issue as typed. */
export function ExpressionInput(props: {
  label: string
  value: string | undefined
  issue: string | undefined
  placeholder?: string
  onChange: (next: string | undefined) => void
}) {
  const id = useId()
  return (
    <Form.Item
      htmlFor={id}
      label={props.label}
      validateStatus={props.issue ? 'error' : undefined}
      help={props.issue}
      style={{ marginBottom: 8 }}
    >
      <Input
        id={id}
        size="small"
        spellCheck={false}
        placeholder={props.placeholder}
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.target.value || undefined)}
        style={{ fontFamily: 'var(--ant-font-family-code)' }}
      />
    </Form.Item>
  )
}

/**
 * A default value: text for a text field, a number for a numeric one (decimals on the wire are
 * JSON numbers, §1); emptied, the member is removed.
 */
export function DefaultInput(props: {
  label: string
  numeric: boolean
  value: unknown
  onChange: (next: string | number | undefined) => void
}) {
  const id = useId()
  const { value } = props
  return (
    <Form.Item htmlFor={id} label={props.label} style={{ marginBottom: 8 }}>
      {props.numeric ? (
        <InputNumber
          id={id}
          size="small"
          value={typeof value === 'number' ? value : null}
          onChange={(v) => props.onChange(typeof v === 'number' ? v : undefined)}
          style={{ width: '100%' }}
        />
      ) : (
        <Input
          id={id}
          size="small"
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => props.onChange(e.target.value || undefined)}
        />
      )}
    </Form.Item>
  )
}

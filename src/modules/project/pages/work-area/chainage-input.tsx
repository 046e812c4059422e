import { Input, type InputProps } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatStake, parseChainage } from './chainage-rules'

export interface ChainageInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  /** Metres (a search form's URL value may be the metres as text). */
  value?: number | string | null
  /** Metres; null when empty; NaN for text that is neither metres nor a stake (see checkChainage). */
  onChange?: (metres: number | null) => void
}

function toMetres(value: ChainageInputProps['value']): number | null {
  if (value === null || value === undefined || value === '') return null
  return typeof value === 'number' ? value : parseChainage(value).metres
}

/** The text a value shows: the stake, or nothing; unreadable values keep what was typed. */
const shownText = (metres: number | null) =>
  metres === null || Number.isNaN(metres) ? '' : formatStake(metres)

/**
 * A chainage typed in metres (`12345.6`) or as a stake (`K12+345.6`, `12+345.6`) and shown as a
 * stake (`K12+345.600`) once the field is left. An antd Form control: it hands the Form metres.
 */
export function ChainageInput({ value, onChange, onBlur, ...props }: ChainageInputProps) {
  const { t } = useTranslation('work-area')
  const metres = toMetres(value)
  const [text, setText] = useState(() => shownText(metres))
  // The metres this input last handed out: another value (a reset, a record loaded) is shown.
  const [held, setHeld] = useState<number | null>(metres)
  if (!Object.is(held, metres)) {
    setHeld(metres)
    setText(shownText(metres))
  }

  return (
    <Input
      placeholder={t('chainagePlaceholder')}
      {...props}
      value={text}
      inputMode="decimal"
      autoComplete="off"
      onChange={(event) => {
        const next = parseChainage(event.target.value).metres
        setText(event.target.value)
        setHeld(next)
        onChange?.(next)
      }}
      onBlur={(event) => {
        const parsed = parseChainage(text)
        if (parsed.metres !== null && parsed.error === null) setText(formatStake(parsed.metres))
        onBlur?.(event)
      }}
    />
  )
}

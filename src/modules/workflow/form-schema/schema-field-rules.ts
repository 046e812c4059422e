/** The per-field rules of validate-schema (workflow-api.md §1) that need no other field. Pure. */

/** A SchemaIssue of schema-validation.ts (declared here too, so neither file imports the other). */
interface FieldIssue {
  path: string
  code: 'BadLimits' | 'BadOptions'
  message: string
}

type Raw = Record<string, unknown>

const languages = new Set(['zh-Hans', 'en', 'ja', 'es'])

/** `{ "zh-Hans": …, "en"?: … }`: the Chinese text required, the others optional texts. */
export function isLocalizedText(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const entries = Object.entries(value)
  const chinese = (value as Raw)['zh-Hans']
  return (
    typeof chinese === 'string' &&
    chinese.trim() !== '' &&
    entries.every(([language, text]) => languages.has(language) && typeof text === 'string')
  )
}

const isWhole = (value: unknown, least: number, most = Number.MAX_SAFE_INTEGER) =>
  typeof value === 'number' && Number.isInteger(value) && value >= least && value <= most

const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value)

/** `maxLength`, `min`/`max`, `scale`, `minRows`/`maxRows`, `maxCount`, `span` (BadLimits). */
export function fieldLimitIssues(field: Raw, path: string): FieldIssue[] {
  const issues: FieldIssue[] = []
  const bad = (member: string, message: string) =>
    issues.push({ path: `${path}.${member}`, code: 'BadLimits', message })
  const present = (member: string) => field[member] !== undefined && field[member] !== null
  if (present('maxLength') && !isWhole(field.maxLength, 1)) bad('maxLength', 'maxLength is a whole number from 1') // prettier-ignore
  if (present('min') && !isNumber(field.min)) bad('min', 'min is a number')
  if (present('max') && !isNumber(field.max)) bad('max', 'max is a number')
  else if (isNumber(field.min) && isNumber(field.max) && (field.min as number) > (field.max as number)) bad('max', 'max is at least min') // prettier-ignore
  if (field.type === 'decimal' && present('scale') && !isWhole(field.scale, 0, 6)) bad('scale', 'scale is 0 to 6') // prettier-ignore
  if (present('minRows') && !isWhole(field.minRows, 0)) bad('minRows', 'minRows is a whole number from 0') // prettier-ignore
  if (present('maxRows') && !isWhole(field.maxRows, 1)) bad('maxRows', 'maxRows is a whole number from 1') // prettier-ignore
  else if (isWhole(field.minRows, 0) && isWhole(field.maxRows, 1) && (field.minRows as number) > (field.maxRows as number)) bad('maxRows', 'maxRows is at least minRows') // prettier-ignore
  if (present('maxCount') && !isWhole(field.maxCount, 1)) bad('maxCount', 'maxCount is a whole number from 1') // prettier-ignore
  if (present('span') && field.span !== 1 && field.span !== 2) bad('span', 'span is 1 or 2')
  return issues
}

/** select, radio, checkbox: at least one option, each `{value, label}`, values unique (BadOptions). */
export function optionIssues(field: Raw, path: string): FieldIssue[] {
  if (field.type !== 'select' && field.type !== 'radio' && field.type !== 'checkbox') return []
  const options = field.options
  if (!Array.isArray(options) || options.length === 0) {
    return [{ path: `${path}.options`, code: 'BadOptions', message: 'At least one option' }]
  }
  const values = new Set<string>()
  const issues: FieldIssue[] = []
  options.forEach((option: unknown, index) => {
    const at = `${path}.options[${index}]`
    const value = (option as Raw | null)?.value
    if (typeof value !== 'string' || value === '') issues.push({ path: at, code: 'BadOptions', message: 'An option has a text value' }) // prettier-ignore
    else if (values.has(value)) issues.push({ path: at, code: 'BadOptions', message: `Value '${value}' is used twice` }) // prettier-ignore
    else if (!isLocalizedText((option as Raw).label)) issues.push({ path: at, code: 'BadOptions', message: 'An option label needs its Chinese (zh-Hans) text' }) // prettier-ignore
    if (typeof value === 'string') values.add(value)
  })
  return issues
}

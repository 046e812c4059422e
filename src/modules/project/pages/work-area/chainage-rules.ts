import { multiply } from '@/utils/float-math'
import { toThousandFilter } from '@/utils/number-format'

/**
 * Chainage (桩号) rules of work areas (business-api.md §3.3): metres from the route origin,
 * 0–9999999.999 with at most 3 decimals, shown as a stake `K12+345.600`. Pure.
 */

export const maxChainage = 9999999.999

/** Why a chainage is refused; the form shows `work-area:chainageErrors.<key>`. */
export type ChainageError = 'format' | 'range' | 'decimals'

/** Why a start/end pair is refused: both or neither, and the end not below the start. */
export type ChainagePairError = 'startMissing' | 'endMissing' | 'endBeforeStart'

export interface ParsedChainage {
  /** Metres; null when nothing was typed; NaN when the text is neither metres nor a stake. */
  metres: number | null
  error: ChainageError | null
}

const metresPattern = /^-?\d+(?:\.\d+)?$/
// `K12+345.6`, `k12+345.600`, `12+345.6` (the K is optional), `K12` (whole kilometres).
const stakePattern = /^[Kk]?(\d+)\+(\d{1,3})(?:\.(\d+))?$|^[Kk](\d+)$/

/**
 * The metres a text stands for, read as a decimal string (never through float arithmetic), so
 * `K12+345.6` is exactly 12345.6. Full-width characters (`Ｋ１２＋３４５`) and spaces are accepted.
 */
function readMetres(text: string): number {
  if (metresPattern.test(text)) return Number(text)
  const stake = stakePattern.exec(text)
  if (!stake) return Number.NaN
  const [, km, rest, fraction, wholeKm] = stake
  if (wholeKm !== undefined) return Number(`${wholeKm}000`)
  return Number(`${km}${rest.padStart(3, '0')}${fraction ? `.${fraction}` : ''}`)
}

function decimalsOf(value: number): number {
  const text = String(value)
  if (text.includes('e')) return Infinity // 1e-7: far beyond millimetres
  return text.split('.')[1]?.length ?? 0
}

/** Whether metres are a chainage the server accepts; NaN (unreadable text) is a format error. */
export function checkChainage(metres: number): ChainageError | null {
  if (Number.isNaN(metres)) return 'format'
  if (!Number.isFinite(metres) || metres < 0 || metres > maxChainage) return 'range'
  return decimalsOf(metres) > 3 ? 'decimals' : null
}

/** Metres (`12345.6`) or a stake (`K12+345.6`, `12+345.600`) → metres and what is wrong. */
export function parseChainage(text: string): ParsedChainage {
  const compact = text.normalize('NFKC').replace(/\s+/g, '')
  if (compact === '') return { metres: null, error: null }
  const metres = readMetres(compact)
  return { metres, error: checkChainage(metres) }
}

/** Whole millimetres, rounded half away from zero, without binary noise (0.1 + 0.2). */
function millimetres(metres: number): number {
  const mm = multiply(Math.abs(metres), 1000)
  return Math.sign(metres) * Math.round(mm)
}

/** 12345.6 → `K12+345.600`, 500 → `K0+500.000`; '' without a (finite) chainage. */
export function formatStake(metres: number | null | undefined): string {
  if (metres === null || metres === undefined || !Number.isFinite(metres)) return ''
  const mm = Math.abs(millimetres(metres))
  const km = Math.floor(mm / 1_000_000)
  const rest = mm - km * 1_000_000
  const whole = String(Math.floor(rest / 1000)).padStart(3, '0')
  const fraction = String(rest % 1000).padStart(3, '0')
  return `${metres < 0 ? '-' : ''}K${km}+${whole}.${fraction}`
}

/** A length in metres with thousands separators and 3 decimals: 1234.5 → `1,234.500`. */
export function formatLength(metres: number | null | undefined): string {
  if (metres === null || metres === undefined || !Number.isFinite(metres)) return ''
  const mm = Math.abs(millimetres(metres))
  const whole = toThousandFilter(Math.floor(mm / 1000))
  return `${metres < 0 ? '-' : ''}${whole}.${String(mm % 1000).padStart(3, '0')}`
}

const isGiven = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined

/**
 * The start/end rule of a work area: both or neither (the missing one is named, as the server's
 * V1 names it), and the end not below the start. Unreadable values are left to checkChainage.
 */
export function checkChainagePair(
  start: number | null | undefined,
  end: number | null | undefined,
): ChainagePairError | null {
  if (isGiven(start) && !isGiven(end)) return 'endMissing'
  if (!isGiven(start) && isGiven(end)) return 'startMissing'
  if (isGiven(start) && isGiven(end) && end < start) return 'endBeforeStart'
  return null
}

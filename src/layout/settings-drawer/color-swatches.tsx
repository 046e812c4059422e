import { CheckOutlined } from '@ant-design/icons'
import styles from './color-swatches.module.css'

export interface ColorSwatchesProps {
  colors: readonly string[]
  value: string
  onChange: (color: string) => void
  /** Accessible name of the group. */
  label: string
  /** Accessible name of one swatch. */
  optionLabel: (color: string) => string
}

/** Colour choices as a radio group of swatches (theme colour, navigation-bar colour). */
export function ColorSwatches({ colors, value, onChange, label, optionLabel }: ColorSwatchesProps) {
  return (
    <div role="radiogroup" aria-label={label} className={styles.swatches}>
      {colors.map((color) => {
        const isChecked = color.toLowerCase() === value.toLowerCase()
        return (
          <button
            key={color}
            type="button"
            role="radio"
            aria-checked={isChecked}
            aria-label={optionLabel(color)}
            title={color}
            className={styles.swatch}
            style={{ background: color }}
            onClick={() => onChange(color)}
          >
            {isChecked && <CheckOutlined />}
          </button>
        )
      })}
    </div>
  )
}

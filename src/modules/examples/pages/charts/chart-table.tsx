import { formatValue, type ChartSpec } from './charts-rules'
import styles from './charts-page.module.css'
import hidden from '@/styles/visually-hidden.module.css'

interface ChartTableProps {
  spec: ChartSpec
  caption: string
  /** The header of the label column (month, material). */
  labelHeader: string
  /** Shown on the page; otherwise only for screen readers (it is never left out). */
  shown: boolean
  id: string
}

/** A chart's text equivalent: the same numbers, a row per category and a column per series. */
export function ChartTable({ spec, caption, labelHeader, shown, id }: ChartTableProps) {
  return (
    <div id={id} className={shown ? styles.tableWrap : hidden.visuallyHidden}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            {spec.series.map((series) => (
              <th scope="col" key={series.name}>
                {series.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spec.labels.map((label, row) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {spec.series.map((series) => (
                <td key={series.name}>{formatValue(series.values[row], spec.format)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

import type { TableColumnsType } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatAmount } from '@/utils/amount-format'
import type { SampleRecord } from './sample-records'

/** The columns of the sample deliveries, in the order the table, the .xlsx and the .csv show them. */
export const sampleFields = [
  'code',
  'material',
  'section',
  'quantity',
  'unit',
  'unitPrice',
  'date',
] as const satisfies readonly (keyof SampleRecord)[]

export type SampleField = (typeof sampleFields)[number]

/** Translated column titles: the table's headers, and the header row of every exported file. */
export function useSampleColumnTitles(): Record<SampleField, string> {
  const { t } = useTranslation('example-sample')
  return useMemo(
    () =>
      Object.fromEntries(sampleFields.map((field) => [field, t(`columns.${field}`)])) as Record<
        SampleField,
        string
      >,
    // `t` is a new function after a language switch, so the titles follow the language.
    [t],
  )
}

const numeric = new Set<SampleField>(['quantity', 'unitPrice'])

export function useSampleColumns(): TableColumnsType<SampleRecord> {
  const titles = useSampleColumnTitles()
  return useMemo(
    () =>
      sampleFields.map((field) => ({
        key: field,
        dataIndex: field,
        title: titles[field],
        align: numeric.has(field) ? ('right' as const) : undefined,
        render: field === 'unitPrice' ? (value: number) => formatAmount(value) : undefined,
      })),
    [titles],
  )
}

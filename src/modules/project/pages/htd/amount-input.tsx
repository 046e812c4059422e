import { InputNumber, type InputNumberProps } from 'antd'
import { formatAmountInput, parseAmountInput } from './amount-rules'

/** business-api.md §3.2: 0–999,999,999,999.99 yuan. */
const maxAmount = 999999999999.99

/**
 * A contract amount in yuan: typed freely (separators allowed), shown with thousands separators
 * and two decimals once left. An antd Form control; the value is a number or null.
 */
export function AmountInput(props: Omit<InputNumberProps, 'formatter' | 'parser' | 'precision'>) {
  return (
    <InputNumber
      min={0}
      max={maxAmount}
      prefix="¥"
      style={{ width: '100%' }}
      {...props}
      precision={2}
      formatter={formatAmountInput}
      parser={parseAmountInput}
    />
  )
}

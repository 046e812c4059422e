import { PlusOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Granted } from '@/access/granted'
import type { Policy } from '@/access/permission-rules'

interface CreateButtonProps {
  /** The create permission child (`Base.Position.Create`, …): without it there is no button. */
  policy: Policy
  onClick: () => void
  disabled?: boolean
  /** "New" unless the page names what it creates ("New dictionary"). */
  children?: ReactNode
}

/** A list page's create button, shown to holders of its create permission. */
export function CreateButton({ policy, onClick, disabled, children }: CreateButtonProps) {
  const { t } = useTranslation('crud')
  return (
    <Granted policy={policy}>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        disabled={disabled}
        onClick={onClick}
        // Its own width in a page's column, not stretched across it.
        style={{ alignSelf: 'flex-start' }}
      >
        {children ?? t('create')}
      </Button>
    </Granted>
  )
}

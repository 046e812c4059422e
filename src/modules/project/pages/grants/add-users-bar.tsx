import { PlusOutlined } from '@ant-design/icons'
import { Button, Flex } from 'antd'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Granted } from '@/access/granted'
import { UserPicker } from './user-picker'

interface AddUsersBarProps {
  /** The `.Assign` child: without it nothing shows. */
  policy: string
  /** Users already in the draft, not offered again. */
  exclude: readonly string[]
  onAdd: (userIds: string[]) => void
}

/** Picks users to add to a project's or an htd's draft. */
export function AddUsersBar({ policy, exclude, onAdd }: AddUsersBarProps) {
  const { t } = useTranslation('project-grant')
  const id = useId()
  const [picked, setPicked] = useState<string[]>([])
  return (
    <Granted policy={policy}>
      <Flex gap="small" align="center" wrap>
        <label htmlFor={id}>{t('addUsersLabel')}</label>
        <UserPicker<string[]>
          id={id}
          mode="multiple"
          value={picked}
          onChange={setPicked}
          exclude={exclude}
          placeholder={t('pickUser')}
          style={{ minWidth: 320, flex: '0 1 480px' }}
        />
        <Button
          icon={<PlusOutlined />}
          disabled={picked.length === 0}
          onClick={() => {
            onAdd(picked)
            setPicked([])
          }}
        >
          {t('addUsers')}
        </Button>
      </Flex>
    </Granted>
  )
}

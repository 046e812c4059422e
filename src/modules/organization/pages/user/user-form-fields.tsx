import { Flex, Form, Input, Select, Switch, TreeSelect } from 'antd'
import { useTranslation } from 'react-i18next'
import type { OrganizationPickerNode, PickerOption } from './user-form-options'

/** At most 10 organisations and 10 positions per user (business-api.md §1.3, V6). */
export const maxMemberships = 10

export interface UserFormValues {
  userName: string
  name?: string
  surname?: string
  email: string
  phoneNumber?: string
  password?: string
  roleNames?: string[]
  organizationIds?: string[]
  positionIds?: string[]
  isActive: boolean
  lockoutEnabled: boolean
}

interface UserFormFieldsProps {
  isEdit: boolean
  roleOptions: PickerOption[]
  positionOptions: PickerOption[]
  organizationTree: OrganizationPickerNode[]
  loading: { roles: boolean; positions: boolean; organizations: boolean }
}

const half = { flex: 1, minWidth: 0 }

/**
 * The fields of the user dialog with the contract's client rules (abp-api.md §4.2: userName 256,
 * name and surname 64, email 256 and valid, phone 16, password 128; business-api.md §1.3: at
 * most 10 organisations and positions). ABP's password policy is the server's to apply.
 */
export function UserFormFields(props: UserFormFieldsProps) {
  const { isEdit, roleOptions, positionOptions, organizationTree, loading } = props
  const { t } = useTranslation('user')
  const maxItems = { type: 'array' as const, max: maxMemberships }

  return (
    <>
      <Form.Item
        name="userName"
        label={t('userName')}
        rules={[{ required: true, whitespace: true }, { max: 256 }]}
      >
        <Input maxLength={256} autoComplete="off" />
      </Form.Item>
      <Flex gap="middle">
        <Form.Item name="name" label={t('name')} rules={[{ max: 64 }]} style={half}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="surname" label={t('surname')} rules={[{ max: 64 }]} style={half}>
          <Input maxLength={64} />
        </Form.Item>
      </Flex>
      <Flex gap="middle">
        <Form.Item
          name="email"
          label={t('email')}
          rules={[{ required: true, whitespace: true }, { type: 'email' }, { max: 256 }]}
          style={half}
        >
          <Input maxLength={256} />
        </Form.Item>
        <Form.Item name="phoneNumber" label={t('phoneNumber')} rules={[{ max: 16 }]} style={half}>
          <Input maxLength={16} />
        </Form.Item>
      </Flex>
      <Form.Item
        name="password"
        label={t('password')}
        rules={[{ required: !isEdit }, { max: 128 }]}
        extra={isEdit ? t('passwordKeepHelp') : undefined}
      >
        <Input.Password maxLength={128} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="roleNames" label={t('roles')}>
        <Select mode="multiple" allowClear options={roleOptions} loading={loading.roles} />
      </Form.Item>
      <Form.Item
        name="organizationIds"
        label={t('organizations')}
        rules={[maxItems]}
        extra={t('maxItemsHelp', { max: maxMemberships })}
      >
        <TreeSelect
          multiple
          allowClear
          treeData={organizationTree}
          treeDefaultExpandAll
          maxCount={maxMemberships}
          showSearch={{ treeNodeFilterProp: 'title' }}
          loading={loading.organizations}
        />
      </Form.Item>
      <Form.Item
        name="positionIds"
        label={t('positions')}
        rules={[maxItems]}
        extra={t('maxItemsHelp', { max: maxMemberships })}
      >
        <Select
          mode="multiple"
          allowClear
          options={positionOptions}
          maxCount={maxMemberships}
          showSearch={{ optionFilterProp: 'label' }}
          loading={loading.positions}
        />
      </Form.Item>
      <Flex gap="middle">
        <Form.Item name="isActive" label={t('isActive')} valuePropName="checked" style={half}>
          <Switch />
        </Form.Item>
        <Form.Item
          name="lockoutEnabled"
          label={t('lockoutEnabled')}
          valuePropName="checked"
          style={half}
        >
          <Switch />
        </Form.Item>
      </Flex>
    </>
  )
}

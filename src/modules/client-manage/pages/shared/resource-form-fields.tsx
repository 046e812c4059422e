import { Flex, Form, Input, Switch } from 'antd'
import { useTranslation } from 'react-i18next'

/**
 * Name, display name and description of an IdentityServer resource dialog (abp-api.md §8.3: 200,
 * 200 and 1000 characters). `nameFixed`: the name cannot change (shown, not required).
 */
export function ResourceTextFields(props: { nameHelp?: string; nameFixed?: boolean }) {
  const { t } = useTranslation('client-manage')
  return (
    <>
      <Form.Item
        name="name"
        label={t('name')}
        rules={[{ required: !props.nameFixed, whitespace: true }, { max: 200 }]}
        extra={props.nameHelp}
      >
        <Input maxLength={200} autoComplete="off" disabled={props.nameFixed} />
      </Form.Item>
      <Form.Item name="displayName" label={t('displayName')} rules={[{ max: 200 }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="description" label={t('description')} rules={[{ max: 1000 }]}>
        <Input.TextArea maxLength={1000} showCount rows={2} />
      </Form.Item>
    </>
  )
}

type ResourceFlag = 'enabled' | 'required' | 'emphasize' | 'showInDiscoveryDocument'

const flagStyle = { flex: 1, minWidth: 0 }

/** A resource's flags as switches in a row, each labelled with its member's name. */
export function ResourceSwitches({ names }: { names: readonly ResourceFlag[] }) {
  const { t } = useTranslation('client-manage')
  return (
    <Flex gap="middle" wrap>
      {names.map((name) => (
        <Form.Item key={name} name={name} label={t(name)} valuePropName="checked" style={flagStyle}>
          <Switch />
        </Form.Item>
      ))}
    </Flex>
  )
}

import { Alert, Button, Card, Flex, Tag, Tooltip, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Granted } from '@/access/granted'
import { useMessageApi } from '@/components/providers/message-api'
import { useIsGranted } from '@/access/use-is-granted'
import {
  grantedExamplesOf,
  grantedSnippet,
  type GrantedExample,
  type GrantMode,
} from './granted-examples-rules'

/** What `<Granted>` shows to a holder: a block of content or a button. */
function GuardedContent({ example }: { example: GrantedExample }) {
  const { t } = useTranslation('example-permission')
  const message = useMessageApi()
  const label = t(`examples.${example.key}.content`)
  if (example.kind === 'block') return <Alert type="success" title={label} />
  return (
    <Button type="primary" onClick={() => void message.info(t('clicked', { label }))}>
      {label}
    </Button>
  )
}

/** The disabled stand-in of a `fallback`, naming what it lacks. */
function FallbackButton({ example }: { example: GrantedExample }) {
  const { t } = useTranslation('example-permission')
  const reason = t('fallbackReason', { policy: [example.policy].flat().join(', ') })
  return (
    <Tooltip title={reason}>
      <Button disabled aria-description={reason}>
        {t(`examples.${example.key}.content`)}
      </Button>
    </Tooltip>
  )
}

/** One example: what it guards, whether this user holds it, the code and what it renders. */
function GrantedExampleCard({ example }: { example: GrantedExample }) {
  const { t } = useTranslation('example-permission')
  const isHeld = useIsGranted(example.policy)
  return (
    <Card
      size="small"
      title={t(`examples.${example.key}.title`)}
      extra={
        <Tag color={isHeld ? 'success' : 'default'}>
          {t(isHeld ? 'status.held' : 'status.notHeld')}
        </Tag>
      }
    >
      <Flex gap="middle" wrap align="center" justify="space-between">
        <Typography.Text code>{grantedSnippet(example)}</Typography.Text>
        <Granted
          policy={example.policy}
          fallback={example.hasFallback ? <FallbackButton example={example} /> : null}
        >
          <GuardedContent example={example} />
        </Granted>
      </Flex>
    </Card>
  )
}

/** `<Granted>` at work: blocks and buttons shown per grant, one with a fallback. */
export function GrantedExamples({ mode }: { mode: GrantMode }) {
  const { t } = useTranslation('example-permission')
  return (
    <Card title={t('examplesTitle')}>
      <Typography.Paragraph type="secondary">{t('examplesIntro')}</Typography.Paragraph>
      <Flex vertical gap="small">
        {grantedExamplesOf(mode).map((example) => (
          <GrantedExampleCard key={example.key} example={example} />
        ))}
      </Flex>
    </Card>
  )
}

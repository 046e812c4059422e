import { Alert, Button, Flex } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getInstanceChain } from '@/modules/workflow/api/instance-api'
import type { TimelineEntryDto } from '@/modules/workflow/api/instance-dtos'
import {
  checkChain,
  subtleSha256,
  type ChainVerdict,
} from '@/modules/workflow/timeline-chain/timeline-chain'

type Checked = { verdict: ChainVerdict; by: 'page' | 'server' }

/**
 * "Check the chain" (issue 25): the timeline's hashes recomputed in this page with
 * `crypto.subtle` (https or localhost), or by the server where the page has no `crypto.subtle`,
 * and it says which. A broken link names the first entry that does not follow.
 */
export function ChainCheck(props: { instanceId: string; timeline: readonly TimelineEntryDto[] }) {
  const { t } = useTranslation('workflow-instance')
  const [checking, setChecking] = useState(false)
  const [checked, setChecked] = useState<Checked | null>(null)
  const check = async () => {
    setChecking(true)
    try {
      const sha256 = subtleSha256()
      const verdict = sha256
        ? await checkChain(props.timeline, sha256)
        : await getInstanceChain(props.instanceId)
      setChecked({ verdict, by: sha256 ? 'page' : 'server' })
    } catch {
      setChecked(null) // the server's failure is shown by the client as every failed call is
    } finally {
      setChecking(false)
    }
  }
  const broken =
    checked && !checked.verdict.intact ? props.timeline[checked.verdict.brokenAt] : null
  return (
    <Flex vertical gap="small">
      <Button size="small" loading={checking} onClick={() => void check()}>
        {t('chain.check')}
      </Button>
      {checked && (
        <Alert
          role="status"
          showIcon
          type={checked.verdict.intact ? 'success' : 'error'}
          message={
            checked.verdict.intact
              ? t('chain.intact', { count: checked.verdict.entries })
              : t('chain.broken', {
                  position: checked.verdict.brokenAt + 1,
                  node: broken?.nodeName ?? '',
                })
          }
          description={t(checked.by === 'page' ? 'chain.byPage' : 'chain.byServer')}
        />
      )}
    </Flex>
  )
}

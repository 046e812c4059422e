import { Alert, Empty, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { DetailPanel } from './detail-panel'
import { dictParam, selectDictionary } from './dict-rules'
import { DictionaryPanel } from './dictionary-panel'
import { useCanWriteDictionaries } from './use-can-write-dictionaries'

/**
 * Data dictionary (数据字典), `/system/dict`: business-api.md §2. Dictionaries on the left, the
 * selected one's entries on the right (`?dict=<id>`, so a shared link opens it). Host users
 * write; tenant users read the host's shared dictionaries.
 */
export default function DictPage() {
  const { t } = useTranslation('dict')
  const canWrite = useCanWriteDictionaries()
  const [params, setParams] = useSearchParams()
  const selectedId = params.get(dictParam) ?? undefined
  const select = (id: string | undefined) => {
    if (id !== selectedId) setParams((current) => selectDictionary(current, id))
  }

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route:dict')}
      </Typography.Title>
      {!canWrite && <Alert type="info" showIcon title={t('readOnly')} />}
      <Flex gap="large" align="flex-start" wrap>
        <section style={{ flex: '1 1 420px', minWidth: 0 }} aria-label={t('dictionaries')}>
          <DictionaryPanel selectedId={selectedId} onSelect={select} canWrite={canWrite} />
        </section>
        <section style={{ flex: '1 1 480px', minWidth: 0 }} aria-label={t('entries')}>
          {selectedId ? (
            <DetailPanel key={selectedId} dictionaryId={selectedId} canWrite={canWrite} />
          ) : (
            <Empty description={t('selectDictionary')} />
          )}
        </section>
      </Flex>
    </Flex>
  )
}

import type { TOptions } from 'i18next'
import i18n from '@/i18n/i18n'
import { notifier } from '@/feedback/notifier'

/**
 * useConfirmDiscard's question (same title and answers) where no component asks it: the tab
 * menu, the page cache, a blocked navigation. `contentKey` ('ns:key') says what would be lost;
 * resolves true when the user agrees to discard.
 */
export async function askToDiscard(contentKey: string, values?: TOptions): Promise<boolean> {
  await i18n.loadNamespaces(['crud', contentKey.split(':')[0]])
  return notifier.confirm({
    title: i18n.t('crud:discardTitle'),
    content: i18n.t(contentKey, values),
    okText: i18n.t('crud:discard'),
    cancelText: i18n.t('crud:keepEditing'),
  })
}

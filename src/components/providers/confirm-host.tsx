import { Modal } from 'antd'
import { useEffect } from 'react'

export type ModalApi = ReturnType<typeof Modal.useModal>[0]

/**
 * antd's confirm dialogs in the theme and language of the shell. Loaded with the first question
 * (AntdFeedback), so Modal is not part of the first signed-in load; hands its API over once mounted.
 */
export default function ConfirmHost({ onReady }: { onReady: (modal: ModalApi) => void }) {
  const [modal, holder] = Modal.useModal()
  useEffect(() => onReady(modal), [modal, onReady])
  return holder
}

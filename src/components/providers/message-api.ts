import type { MessageInstance } from 'antd/es/message/interface'
import { createContext, useContext } from 'react'

/**
 * The shell's antd message API (toasts that follow the theme and the language). Provided by
 * AntdFeedback; a context of its own rather than antd's <App>, whose context brings Modal and
 * notification into the first signed-in load.
 */
export const MessageApiContext = createContext<MessageInstance | undefined>(undefined)

export function useMessageApi(): MessageInstance {
  const api = useContext(MessageApiContext)
  if (!api) throw new Error('useMessageApi() outside <AntdFeedback>')
  return api
}

import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import screenfull from 'screenfull'
import { useMessageApi } from '@/components/providers/message-api'

/** Full-screen on and off; spec §8: a browser without the API gets a warning instead. */
export function FullscreenToggle() {
  const { t } = useTranslation('layout')
  const message = useMessageApi()
  const [isFullscreen, setIsFullscreen] = useState(
    () => screenfull.isEnabled && screenfull.isFullscreen,
  )

  useEffect(() => {
    if (!screenfull.isEnabled) return
    // Also follows Esc and F11, not only this button.
    const onChange = () => setIsFullscreen(screenfull.isFullscreen)
    screenfull.on('change', onChange)
    return () => screenfull.off('change', onChange)
  }, [])

  const toggle = () => {
    if (!screenfull.isEnabled) {
      void message.warning(t('fullscreen.unsupported'))
      return
    }
    void screenfull.toggle()
  }

  return (
    <Button
      type="text"
      icon={isFullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      aria-label={t(isFullscreen ? 'fullscreen.exit' : 'fullscreen.enter')}
      aria-pressed={isFullscreen}
      onClick={toggle}
    />
  )
}

import { ClearOutlined, UndoOutlined } from '@ant-design/icons'
import { Button, Flex, Segmented, Typography } from 'antd'
import SignaturePadEngine from 'signature_pad'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { exportSignature } from './signature-export'
import styles from './signature-pad.module.css'

/** Pen colours: black ink, and the blue of a ballpoint pen. */
const pens = { black: '#000000', blue: '#1d39c4' } as const
type Pen = keyof typeof pens

export interface SignaturePadProps {
  /**
   * The drawing, as a transparent PNG cropped to the ink (see exportSignature). Called only for
   * a drawing with ink; a promise keeps the pad busy until it settles (a rejection keeps the
   * drawing, so the user may try again).
   */
  onSave: (png: Blob) => unknown
  onCancel: () => void
  /** The save button's text: "Save signature" by default, e.g. "Sign" in an approval. */
  saveText?: string
  /** The pad's height in CSS pixels; its width follows its container. */
  height?: number
}

/**
 * Drawing a signature (the personal centre; approvals' "sign this step", workflow-api.md §4): a
 * canvas for a mouse, a pen or a finger (pointer events, `touch-action: none` so a finger draws
 * instead of scrolling the page), a pen colour, undo, clear. Load it through LazySignaturePad:
 * the drawing library comes with this chunk only.
 */
export function SignaturePad({ onSave, onCancel, saveText, height = 200 }: SignaturePadProps) {
  const { t } = useTranslation('signature-pad')
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const padRef = useRef<SignaturePadEngine | null>(null)
  const [strokes, setStrokes] = useState(0)
  const [pen, setPen] = useState<Pen>('black')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    const pad = new SignaturePadEngine(canvas, {
      penColor: pens.black,
      minWidth: 0.8,
      maxWidth: 2.8,
    })
    padRef.current = pad
    const count = () => {
      setStrokes(pad.toData().length)
      setProblem(null)
    }
    pad.addEventListener('endStroke', count)
    // The canvas holds device pixels (sharp on a phone); the drawing is kept through a resize.
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1)
      const data = pad.toData()
      canvas.width = canvas.offsetWidth * ratio
      canvas.height = canvas.offsetHeight * ratio
      canvas.getContext('2d')?.scale(ratio, ratio)
      pad.fromData(data)
    }
    fit()
    const observer = new ResizeObserver(fit)
    observer.observe(canvas)
    return () => {
      observer.disconnect()
      pad.removeEventListener('endStroke', count)
      pad.off()
      padRef.current = null
    }
  }, [])

  const choosePen = (next: Pen) => {
    setPen(next)
    if (padRef.current) padRef.current.penColor = pens[next]
  }

  const undo = () => {
    const pad = padRef.current
    if (!pad) return
    const data = pad.toData()
    data.pop()
    pad.fromData(data)
    setStrokes(data.length)
  }

  const clear = () => {
    padRef.current?.clear()
    setStrokes(0)
  }

  const save = async () => {
    const canvas = canvasRef.current
    if (!canvas || busy) return
    setProblem(null)
    setBusy(true)
    try {
      let png: Blob | null
      try {
        png = await exportSignature(canvas, canvas.width / Math.max(canvas.offsetWidth, 1))
      } catch (error) {
        console.error(error)
        setProblem(t('failed'))
        return
      }
      if (!png) setProblem(t('empty'))
      else await onSave(png)
    } catch {
      // A refused save showed its own message; the drawing stays for another try.
    } finally {
      setBusy(false)
    }
  }

  return (
    <Flex vertical gap="small" className={styles.pad}>
      <Flex gap="small" wrap align="center" justify="space-between">
        <Segmented<Pen>
          size="small"
          aria-label={t('pen')}
          value={pen}
          onChange={choosePen}
          options={(Object.keys(pens) as Pen[]).map((value) => ({
            value,
            label: (
              <span className={styles.penLabel}>
                <span className={styles.swatch} style={{ background: pens[value] }} />
                {t(`pens.${value}`)}
              </span>
            ),
          }))}
        />
        <Flex gap="small">
          <Button size="small" icon={<UndoOutlined />} disabled={!strokes || busy} onClick={undo}>
            {t('undo')}
          </Button>
          <Button size="small" icon={<ClearOutlined />} disabled={!strokes || busy} onClick={clear}>
            {t('clear')}
          </Button>
        </Flex>
      </Flex>
      <canvas
        ref={canvasRef}
        className={styles.canvas}
        style={{ height }}
        aria-label={t('canvas')}
        data-strokes={strokes}
      />
      {problem ? (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t('hint')}</Typography.Text>
      )}
      <Flex gap="small" justify="flex-end">
        <Button disabled={busy} onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="primary" loading={busy} onClick={() => void save()}>
          {saveText ?? t('save')}
        </Button>
      </Flex>
    </Flex>
  )
}

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PDFDocument, degrees } from 'pdf-lib'
import { apiAs } from '@mock/core/testing/api-client'
import { useNodeFormData } from '@mock/msw/node-form-data'
import { measurementPaymentTemplateId } from '@mock/modules/workflow/documents/seed-document-template'
import documentEn from '@/modules/workflow/locales/en/workflow-document.json'
import { getRequestLog, seedAccounts } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import { preloadShell, signedInWithTabs } from '@tests/integration/tabs-journey-support'
import { pdfRenderer } from './pdf-renderer'
import type { PdfView } from './pdf-view'
import { normalRotation, type PageGeometry } from './slot-geometry-rules'

const text = documentEn.design
const path = '/api/workflow/document-template'
/** The first of the seeded templates still waiting for their base PDF (监理通知单). */
const awaitingTemplateId = '3a0f6c1e-c7d8-4e9f-a007-000000000002'

type Template = { slots: { key: string; x: number; y: number }[]; concurrencyStamp: string; name: string; schemeId: string | null } // prettier-ignore

let restoreFormData: () => void = () => undefined
beforeAll(async () => {
  // Uploads under jsdom need Node's FormData (mock/msw/node-form-data.ts).
  restoreFormData = await useNodeFormData()
  await preloadShell()
  await import('./document-template-design-page')
}, 60_000)
afterAll(() => restoreFormData())

/**
 * jsdom has neither canvas nor pdf.js's worker: the viewer is a fake that reads the pages of the
 * bytes it is given (CropBox and /Rotate, with pdf-lib) and draws nothing.
 */
const drawn: number[] = []
beforeEach(() => {
  drawn.length = 0
  vi.spyOn(pdfRenderer, 'open').mockImplementation(async (bytes): Promise<PdfView> => {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false })
    const pages = doc.getPages().map((page): PageGeometry => {
      const { x, y, width, height } = page.getCropBox()
      return { view: [x, y, x + width, y + height], rotate: normalRotation(page.getRotation().angle) } // prettier-ignore
    })
    const renderPage = (pageNumber: number) => {
      drawn.push(pageNumber)
      return { promise: Promise.resolve(), cancel: () => undefined }
    }
    return { pages, renderPage, destroy: () => undefined }
  })
})
afterEach(() => {
  vi.restoreAllMocks()
  resetSession()
})

async function openDesigner(id = measurementPaymentTemplateId) {
  await signedInWithTabs('admin', `/workflow/document-template-design?id=${id}`, false)
}

const fill = (t: string, vars: Record<string, string | number>) =>
  Object.entries(vars).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), t)
const findPage = (n: number) => screen.findByLabelText(fill(text.pageN, { n }), {}, { timeout: 10_000 }) // prettier-ignore
const pageOf = (canvas: HTMLElement) => within(canvas.parentElement!)
const boxName = (key: string, kind: keyof typeof text.kinds) => fill(text.slotLabel, { key, kind: text.kinds[kind] }) // prettier-ignore
const box = (key: string, kind: keyof typeof text.kinds) =>
  screen.getByLabelText(boxName(key, kind))
/** A box's left, top, width and height on screen (px, to 0.01). */
const rectOf = (el: HTMLElement) =>
  [el.style.left, el.style.top, el.style.width, el.style.height].map((v) => Math.round(parseFloat(v) * 100) / 100) // prettier-ignore
const button = (name: string) => screen.getByRole('button', { name: new RegExp(`${name}$`) })
const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label)
const addSlot = (kind: keyof typeof text.kinds, page = 1) =>
  userEvent.click(screen.getByLabelText(fill(text.palette.add, { kind: text.kinds[kind], page })))
const admin = () => apiAs(seedAccounts.admin)
const readTemplate = async (id = measurementPaymentTemplateId) => (await (await admin())('GET', `${path}/${id}`)).json<Template>() // prettier-ignore

async function twoPagePdf() {
  const doc = await PDFDocument.create()
  doc.addPage([595, 842])
  const turned = doc.addPage([595, 842])
  turned.setRotation(degrees(90))
  turned.setCropBox(30, 50, 535, 742)
  return new File([new Uint8Array(await doc.save({ useObjectStreams: false }))], 'form.pdf', { type: 'application/pdf' }) // prettier-ignore
}

describe('Document template designer', { timeout: 60_000 }, () => {
  it('shows the seeded template’s page with its slots where they print', async () => {
    await openDesigner()
    const page = pageOf(await findPage(1))
    for (const [key, kind] of [
      ['number', 'number'],
      ['section', 'field'],
      ['chief-signature', 'signature'],
      ['owner-seal', 'seal'],
      ['qr', 'qr'],
    ] as const) {
      // prettier-ignore
      expect(page.getByLabelText(boxName(key, kind))).toBeTruthy()
    }
    // number: x 415, y 740, 140 × 18 on a page 841.89 high, drawn at 1 px per point (jsdom).
    const number = box('number', 'number')
    expect(rectOf(number)).toEqual([415, 83.89, 140, 18])
    expect(number.getAttribute('aria-pressed')).toBe('false')
    expect(drawn).toContain(1)
    expect(screen.getByText(text.props.none)).toBeTruthy()
  })

  it('adds a slot from the palette and moves and resizes it with the keyboard', async () => {
    await openDesigner()
    await findPage(1)
    await addSlot('date')
    const date = box('date-1', 'date')
    expect(date.getAttribute('aria-pressed')).toBe('true')
    expect(input(text.props.key).value).toBe('date-1')
    // A date is 120 × 18 in the middle of A4 (595.28 × 841.89).
    expect([input(text.props.x).value, input(text.props.y).value]).toEqual(['237.64', '411.95'])
    expect(screen.getByText(text.unsaved)).toBeTruthy()

    date.focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowUp}{/Shift}')
    expect([input(text.props.x).value, input(text.props.y).value]).toEqual(['239.64', '421.95'])
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}')
    expect(input(text.props.width).value).toBe('121.00')
    await userEvent.keyboard('{Delete}')
    expect(screen.queryByLabelText(boxName('date-1', 'date'))).toBeNull()
  })

  it('saves the slots, which a new read shows, and says so', async () => {
    await openDesigner()
    await findPage(1)
    await addSlot('qr')
    box('qr-1', 'qr').focus()
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}')
    await userEvent.click(button(text.save))
    expect(await screen.findByText(text.saved)).toBeTruthy()
    const put = getRequestLog().find((e) => e.method === 'PUT' && e.path === `${path}/${measurementPaymentTemplateId}`) // prettier-ignore
    expect(put).toBeTruthy()
    const saved = (await readTemplate()).slots.find((slot) => slot.key === 'qr-1')
    expect(saved).toMatchObject({ x: 247.64, y: 380.95 })
    await waitFor(() => expect(screen.queryByText(text.unsaved)).toBeNull())
  })

  it('puts the server’s refusal on the slot and the field it names', async () => {
    await openDesigner()
    await findPage(1)
    // The server's own words for a key used twice (case-insensitive): on the second slot.
    const api = await admin()
    const template = await readTemplate()
    const twice = template.slots.map((slot) => (slot.key === 'period' ? { ...slot, key: 'NUMBER' } : slot)) // prettier-ignore
    const refusal = (await api('PUT', `${path}/${measurementPaymentTemplateId}`, { ...template, slots: twice })).json<{ error: { validationErrors: { message: string; members: string[] }[] } }>() // prettier-ignore
    expect(refusal.error.validationErrors.map((e) => e.members[0])).toEqual(['slots[2].key'])

    fireEvent.focus(box('period', 'field'))
    fireEvent.change(input(text.props.key), { target: { value: 'NUMBER' } })
    await userEvent.click(button(text.save))
    expect(await screen.findByText(text.refused)).toBeTruthy()
    const key = input(text.props.key)
    expect(key.closest('.ant-form-item')!.textContent).toContain(refusal.error.validationErrors[0].message) // prettier-ignore
    expect(box('NUMBER', 'field').getAttribute('aria-invalid')).toBe('true')
    expect(box('number', 'number').getAttribute('aria-invalid')).toBeNull()
  })

  it('says when someone else saved first, and reloads their template', async () => {
    await openDesigner()
    await findPage(1)
    const template = await readTemplate()
    const without = template.slots.filter((slot) => slot.key !== 'qr')
    expect((await (await admin())('PUT', `${path}/${measurementPaymentTemplateId}`, { ...template, slots: without })).status).toBe(200) // prettier-ignore

    box('date', 'date').focus()
    await userEvent.keyboard('{ArrowDown}')
    await userEvent.click(button(text.save))
    expect(await screen.findByText(text.stale.title)).toBeTruthy()
    expect(box('qr', 'qr')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: text.stale.reload }))
    await waitFor(() => expect(screen.queryByLabelText(boxName('qr', 'qr'))).toBeNull())
    expect(screen.queryByText(text.stale.title)).toBeNull()
    expect(screen.queryByText(text.unsaved)).toBeNull()
  })

  it('asks the server for a preview with sample data and shows its pages', async () => {
    await openDesigner()
    await findPage(1)
    await userEvent.click(button(text.preview.button))
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 })
    expect(await within(dialog).findByLabelText(fill(text.pageN, { n: 1 }))).toBeTruthy()
    expect(within(dialog).getByText(text.preview.title)).toBeTruthy()
    const asked = getRequestLog().filter((e) => e.method === 'POST' && e.path === `${path}/${measurementPaymentTemplateId}/preview`) // prettier-ignore
    expect(asked).toHaveLength(1)
    // The server's PDF was opened (the base PDF, then the preview).
    expect(vi.mocked(pdfRenderer.open)).toHaveBeenCalledTimes(2)
  })

  it('keeps the page and its slots when the server refuses a new base PDF, and says why', async () => {
    await openDesigner()
    await findPage(1)
    const basePdfReads = () => getRequestLog().filter((e) => e.method === 'GET' && e.path === `${path}/${measurementPaymentTemplateId}/base-pdf`).length // prettier-ignore
    const readsBefore = basePdfReads()
    const notAPdf = new File(['%PDF- not really'], 'broken.pdf', { type: 'application/pdf' })
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, notAPdf) // prettier-ignore
    expect(await screen.findByText(text.uploadFailed, {}, { timeout: 10_000 })).toBeTruthy()
    expect(box('number', 'number')).toBeTruthy()
    expect(basePdfReads()).toBe(readsBefore)
  })

  it('takes a first base PDF, then places a slot on its turned page', async () => {
    await openDesigner(awaitingTemplateId)
    expect(await screen.findByText(text.noBasePdf, {}, { timeout: 10_000 })).toBeTruthy()
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, await twoPagePdf()) // prettier-ignore
    expect(await screen.findByText(text.uploaded, {}, { timeout: 10_000 })).toBeTruthy()
    expect(screen.getByText(fill(text.pageCount_other, { count: 2 }))).toBeTruthy()
    await findPage(1)

    await userEvent.click(screen.getByTitle(/next/i))
    await findPage(2)
    await addSlot('signature', 2)
    // The page is turned a quarter (CropBox 535 × 742): a 120 × 50 signature stands 50 wide, 120 high.
    const signature = box('signature-1', 'signature')
    expect(rectOf(signature)).toEqual([346, 207.5, 50, 120])
    signature.focus()
    await userEvent.keyboard('{ArrowRight}')
    // Right on the turned page is up its unturned space.
    expect([input(text.props.x).value, input(text.props.y).value]).toEqual(['207.50', '347.00'])
  })
})

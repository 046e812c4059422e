import {
  PDFArray,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  decodePDFRawStream,
  type PDFObject,
  type PDFPage,
} from 'pdf-lib'

/** A rectangle in PDF points: bottom-left corner, width and height. */
export interface PdfBox {
  x: number
  y: number
  width: number
  height: number
}

/** An image XObject painted on a page, read back from the page's content streams. */
export interface ImagePlacement {
  /** 1-based, as slots count pages. */
  page: number
  /** The XObject's resource name (`Image-…`). */
  name: string
  /** The painted unit square, in the page's user space (the corners' bounding box). */
  box: PdfBox
  /** Its pixel size. */
  pixels: { width: number; height: number }
}

type Matrix = [number, number, number, number, number, number]
const identity: Matrix = [1, 0, 0, 1, 0, 0]

/** `m` applied after `ctm` (PDF: `cm` pre-multiplies the current matrix). */
function multiply([a, b, c, d, e, f]: Matrix, [A, B, C, D, E, F]: Matrix): Matrix {
  return [
    a * A + b * C,
    a * B + b * D,
    c * A + d * C,
    c * B + d * D,
    e * A + f * C + E,
    e * B + f * D + F,
  ]
}

function unitSquareBox([a, b, c, d, e, f]: Matrix): PdfBox {
  const corners = [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ].map(([u, v]) => [a * u + c * v + e, b * u + d * v + f])
  const xs = corners.map(([x]) => x)
  const ys = corners.map(([, y]) => y)
  const x = Math.min(...xs)
  const y = Math.min(...ys)
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y }
}

/**
 * The tokens of a content stream that matter here: numbers, names and operators. Strings,
 * hex strings, arrays and dictionaries are skipped (text shows, dash patterns).
 */
function* tokens(text: string): Generator<string> {
  let at = 0
  while (at < text.length) {
    const char = text[at]
    if (/\s/.test(char)) {
      at += 1
    } else if (char === '%') {
      while (at < text.length && text[at] !== '\n' && text[at] !== '\r') at += 1
    } else if (char === '(') {
      let depth = 0
      for (; at < text.length; at += 1) {
        if (text[at] === '\\') at += 1
        else if (text[at] === '(') depth += 1
        else if (text[at] === ')' && --depth === 0) break
      }
      at += 1
    } else if (char === '<' && text[at + 1] !== '<') {
      at = text.indexOf('>', at) + 1
    } else if ('[]{}'.includes(char) || (char === '<' && text[at + 1] === '<')) {
      at += char === '<' ? 2 : 1
    } else if (char === '>' && text[at + 1] === '>') {
      at += 2
    } else {
      const start = at
      at += 1
      while (at < text.length && !/[\s/[\]()<>{}%]/.test(text[at])) at += 1
      yield text.slice(start, at)
    }
  }
}

function contentText(page: PDFPage): string {
  const contents = page.node.Contents()
  const parts: PDFObject[] = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [] // prettier-ignore
  return parts
    .map((part) => (part instanceof PDFRef ? page.doc.context.lookup(part) : part))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
    .join('\n')
}

function pixelsOf(page: PDFPage, name: string): { width: number; height: number } {
  const xObjects = page.node.Resources()?.lookup(PDFName.of('XObject'))
  const stream = xObjects && 'lookup' in xObjects ? (xObjects as { lookup: (key: PDFName) => unknown }).lookup(PDFName.of(name)) : undefined // prettier-ignore
  const dict = stream instanceof PDFRawStream ? stream.dict : undefined
  const number = (key: string) => Number(dict?.get(PDFName.of(key))?.toString() ?? NaN)
  return { width: number('Width'), height: number('Height') }
}

/**
 * Every image painted on every page, where it is painted: the content streams are read (the
 * `q`/`Q` stack and the `cm` matrices up to each `Do` of an image XObject), independently of
 * how the document was composed.
 */
export async function readImagePlacements(bytes: Uint8Array): Promise<ImagePlacement[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false })
  const placements: ImagePlacement[] = []
  doc.getPages().forEach((page, index) => {
    const stack: Matrix[] = []
    let ctm = identity
    const operands: string[] = []
    for (const token of tokens(contentText(page))) {
      if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(token) || token.startsWith('/')) {
        operands.push(token)
        continue
      }
      if (token === 'q') stack.push(ctm)
      else if (token === 'Q') ctm = stack.pop() ?? identity
      else if (token === 'cm') ctm = multiply(operands.slice(-6).map(Number) as Matrix, ctm)
      else if (token === 'Do') {
        const name = operands[operands.length - 1].slice(1)
        const pixels = pixelsOf(page, name)
        if (Number.isFinite(pixels.width)) {
          placements.push({ page: index + 1, name, box: unitSquareBox(ctm), pixels })
        }
      }
      operands.length = 0
    }
  })
  return placements
}

/** A page's CropBox, for turning a slot (CropBox-relative) into user space. */
export async function readCropBoxes(bytes: Uint8Array): Promise<PdfBox[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false })
  return doc.getPages().map((page) => page.getCropBox())
}

/** Whether `inner` lies inside `outer`, each edge allowed `tolerance` points beyond. */
export function liesWithin(inner: PdfBox, outer: PdfBox, tolerance: number): boolean {
  return (
    inner.x >= outer.x - tolerance &&
    inner.y >= outer.y - tolerance &&
    inner.x + inner.width <= outer.x + outer.width + tolerance &&
    inner.y + inner.height <= outer.y + outer.height + tolerance
  )
}

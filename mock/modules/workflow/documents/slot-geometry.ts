/**
 * Where a slot is drawn (workflow-api.md §7). A slot is stored in PDF points in the unrotated
 * user space of its page's CropBox, origin at the CropBox's bottom-left, whatever the page's
 * `/Rotate` or box offsets. Drawing happens in the page's user space: the CropBox's offset is
 * added, and the content is turned with the page so that it reads upright on screen and on paper
 * (a page with `/Rotate 90` is shown turned a quarter clockwise: text drawn along user-space +y
 * reads left to right there). The answer is what pdf-lib's drawImage and drawText take: the
 * content's bottom-left corner, its own width and height, and the turn about that corner
 * (counter-clockwise, degrees).
 */
export interface Box {
  x: number
  y: number
  width: number
  height: number
}

export interface SlotPlacement {
  x: number
  y: number
  width: number
  height: number
  rotate: 0 | 90 | 180 | 270
}

export function normalRotation(rotation: number): 0 | 90 | 180 | 270 {
  const turned = (((Math.round(rotation / 90) * 90) % 360) + 360) % 360
  return turned as 0 | 90 | 180 | 270
}

export function placeSlot(slot: Box, cropBox: Box, pageRotation: number): SlotPlacement {
  const x = cropBox.x + slot.x
  const y = cropBox.y + slot.y
  const { width: w, height: h } = slot
  switch (normalRotation(pageRotation)) {
    case 0:
      return { x, y, width: w, height: h, rotate: 0 }
    case 90:
      return { x: x + w, y, width: h, height: w, rotate: 90 }
    case 180:
      return { x: x + w, y: y + h, width: w, height: h, rotate: 180 }
    case 270:
      return { x, y: y + h, width: h, height: w, rotate: 270 }
  }
}

/** A point of the content's own frame (`u` along its width, `v` along its height) in user space. */
export function toUserSpace(
  placement: SlotPlacement,
  u: number,
  v: number,
): { x: number; y: number } {
  // prettier-ignore
  const radians = (placement.rotate * Math.PI) / 180
  const cos = Math.round(Math.cos(radians))
  const sin = Math.round(Math.sin(radians))
  return { x: placement.x + u * cos - v * sin, y: placement.y + u * sin + v * cos }
}

/** An image's size fitted inside a box, kept in proportion, centred: its offset and size. */
export function fitInside(
  box: { width: number; height: number },
  image: { width: number; height: number },
) {
  // prettier-ignore
  const scale = Math.min(box.width / image.width, box.height / image.height)
  const width = image.width * scale
  const height = image.height * scale
  return { u: (box.width - width) / 2, v: (box.height - height) / 2, width, height }
}

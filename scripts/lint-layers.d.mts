export const layers: string[][]
export const allowedUpward: { file: string; imports: string; reason: string }[]
export function layerZones(): {
  target: string
  from: string
  except?: string[]
  message: string
}[]

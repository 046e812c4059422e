/** A material delivery on a contract section: the rows the table, Excel and zip examples share. */
export interface SampleRecord {
  id: string
  /** Delivery note number, e.g. `SD-00001`. */
  code: string
  material: string
  section: string
  quantity: number
  unit: string
  /** Price per unit, in yuan, two decimals. */
  unitPrice: number
  /** Delivery date, `YYYY-MM-DD`. */
  date: string
}

const materials = [
  ['C30 商品混凝土', 'm³', 465],
  ['HRB400 螺纹钢 Φ25', 't', 3980],
  ['P.O 42.5 水泥', 't', 410],
  ['中砂', 'm³', 128],
  ['碎石 5-31.5mm', 'm³', 112],
  ['沥青 AH-70', 't', 4350],
  ['防水卷材 SBS', 'm²', 32.5],
  ['钢绞线 Φ15.2', 't', 5620],
] as const

const sections = ['A1 标段', 'A2 标段', 'B1 标段', 'B2 标段', 'C1 标段']

/**
 * Deterministic pseudo-random integers (a linear congruential generator modulo 2³², in 32-bit
 * integer arithmetic: a plain product passes 2⁵³ and loses its low digits), so every load agrees.
 * Only the high 16 bits are used: an LCG's low bits repeat with a short period.
 */
function numbers(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0
    return state >>> 16
  }
}

const day = 86_400_000
const firstDay = Date.UTC(2026, 0, 5)

/** `count` deliveries, the same for the same `count` and `seed`, numbered from 1 and dated by day. */
export function createSampleRecords(count: number, seed = 7): SampleRecord[] {
  const next = numbers(seed)
  return Array.from({ length: count }, (_, index) => {
    const [material, unit, price] = materials[next() % materials.length]
    const number = index + 1
    return {
      id: String(number),
      code: `SD-${String(number).padStart(5, '0')}`,
      material,
      section: sections[next() % sections.length],
      quantity: (next() % 9_000) / 100 + 1,
      unit,
      unitPrice: price,
      date: new Date(firstDay + (index % 300) * day).toISOString().slice(0, 10),
    }
  })
}

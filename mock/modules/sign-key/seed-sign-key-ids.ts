/** Fixed ids of the seeded signing keys (tests and the front end's fixtures). */

const hex = (value: number) => value.toString(16).padStart(12, '0')

/** Host keys 1–42 in seed order (4 signatures, 10 project seals, 28 section seals), demo 101–. */
export const signKeySeedId = (number: number) => `3a0f6c1e-b5a1-4c22-9d03-${hex(number)}`

/** Keys tests name. */
export const signKeyIds = {
  /** admin's signature. */
  adminSignature: signKeySeedId(1),
  /** ht-chief (钱振华)'s signature, the approval persona's stored one. */
  htChiefSignature: signKeySeedId(4),
  /** 滨江城投 · 公章 on 东环高速 (project seal); held by bj-pm. */
  binjiangEastRingSeal: signKeySeedId(5),
  /** 华通监理 · 公章 on 东环高速 一标段 (section seal); held by ht-chief. */
  huatongDh01Seal: signKeySeedId(16),
} as const

/** The one account of a recording: the service shows no account ids, and a caller sees one account's data only. */
export const RECORDED_ACCOUNT_ID = '5ec0bded-0000-4000-8000-000000000001'

/** FNV-1a over a text's UTF-16 units, from a given basis: four bases make 128 bits. */
function fnv(text: string, basis: number): number {
  let hash = basis
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/**
 * An id in UUID form made from a text, the same every time: what a
 * recording fills in (a member it adds, a user it cannot see) is the same
 * from one recording of the same answers to the next.
 * @example
 * uuidFrom('member/fafc92f1-…/68422cb2-…') // 'a3c1…-…-4…-8…-…'
 */
export function uuidFrom(text: string): string {
  const hex = [0x811c9dc5, 0x050c5d1f, 0x2b5a3d77, 0x6d2b79f5].map((basis) => fnv(text, basis).toString(16).padStart(8, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/**
 * A stand-in address for a user the answers name by id only, in a domain no mail is ever delivered to.
 * @example
 * placeholderEmail('68422cb2-e927-4971-95a2-9b5055fa9455') // 'user-68422cb2@recorded.invalid'
 */
export const placeholderEmail = (userId: string): string => `user-${userId.slice(0, 8)}@recorded.invalid`

/**
 * A hash index whose keys are ranges of one string, in typed arrays. The repository's file list
 * is indexed once per run by full path, base name and stem; as Maps of strings to arrays that
 * was tens of thousands of small objects that all survive V8's young-generation collections, and
 * the survivors are what grows the young generation toward its cap (issue 25). Here the keys are
 * offsets into one joined string (a single large object, never copied by a collection) and the
 * table and chains are typed arrays (their storage lies outside the JS heap).
 */

import { HASH_BASIS } from '../shared/hash-basis.js'

const FNV_OFFSET = HASH_BASIS
const FNV_PRIME = 0x01000193

/** FNV-1a over `text[start, end)`, starting from `seed`: a key hashes alike whole or as a range. */
export function hashRange(text: string, start: number, end: number, seed = FNV_OFFSET): number {
  let hash = seed
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME)
  return hash
}

/** The seed for keys carrying `tag` (a small number told apart as well as the text). */
function seedOf(tag: number): number {
  return tag === 0 ? FNV_OFFSET : Math.imul(FNV_OFFSET ^ (tag + 0x9e3779b9), FNV_PRIME)
}

/**
 * Entries 0…n-1, entry `i` keyed by `text[starts[i], ends[i])` (and `tags[i]` when given); an
 * entry with `starts[i] < 0` has no key. Entries sharing a key are chained in ascending order.
 */
export class RangeKeys {
  /** Open addressing: 0 is an empty slot, else the first entry of a key plus one. */
  private readonly slots: Int32Array
  private readonly mask: number
  /** Each entry's next entry with the same key, or -1. */
  private readonly chain: Int32Array

  constructor(
    private readonly text: string,
    private readonly starts: Int32Array,
    private readonly ends: Int32Array,
    private readonly tags: Uint8Array | null = null,
  ) {
    const count = starts.length
    let size = 16
    while (size < count * 2) size *= 2
    this.slots = new Int32Array(size)
    this.mask = size - 1
    this.chain = new Int32Array(count).fill(-1)
    // Backwards, each entry put in front of its key's chain: the chains come out ascending.
    for (let entry = count - 1; entry >= 0; entry--) {
      const start = starts[entry]!
      if (start < 0) continue
      const tag = tags ? tags[entry]! : 0
      let slot = hashRange(text, start, ends[entry]!, seedOf(tag)) & this.mask
      for (;;) {
        const held = this.slots[slot]! - 1
        if (held < 0) {
          this.slots[slot] = entry + 1
          break
        }
        if (this.sameKey(held, entry)) {
          this.chain[entry] = held
          this.slots[slot] = entry + 1
          break
        }
        slot = (slot + 1) & this.mask
      }
    }
  }

  /** The first entry keyed `key` (with `tag`), or -1. */
  first(key: string, tag = 0): number {
    const length = key.length
    let slot = hashRange(key, 0, length, seedOf(tag)) & this.mask
    for (;;) {
      const entry = this.slots[slot]! - 1
      if (entry < 0) return -1
      const start = this.starts[entry]!
      if (
        this.ends[entry]! - start === length &&
        (this.tags === null || this.tags[entry] === tag) &&
        this.text.startsWith(key, start)
      )
        return entry
      slot = (slot + 1) & this.mask
    }
  }

  /** The entry after `entry` with the same key, or -1. */
  next(entry: number): number {
    return this.chain[entry]!
  }

  private sameKey(a: number, b: number): boolean {
    const startA = this.starts[a]!
    const startB = this.starts[b]!
    const length = this.ends[a]! - startA
    if (this.ends[b]! - startB !== length) return false
    if (this.tags !== null && this.tags[a] !== this.tags[b]) return false
    for (let i = 0; i < length; i++)
      if (this.text.charCodeAt(startA + i) !== this.text.charCodeAt(startB + i)) return false
    return true
  }
}

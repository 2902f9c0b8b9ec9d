import { HASH_BASIS } from '../shared/hash-basis.js'
import { IntColumn } from './int-column.js'

/**
 * A list of strings (or nulls) kept off the JS heap, front-coded: each one as the length of the
 * prefix it shares with the one before and the code units after it, in one growing byte array.
 * Test names kept by the hundred thousand as JS strings survive V8's young generation one by one,
 * which grows it to its cap (tens of MiB of resident memory, and copying that costs CPU); a
 * suite's names and class names share most of their text with the previous run's, so here a run
 * costs a few bytes. The copy is exact, code unit for code unit (lone surrogates and NULs too):
 * `text(i)` is the string that was pushed, so any comparison made on it is exact.
 *
 * Entry: varint prefix units, varint (suffix units + 1, or 0 for null), then each suffix unit as
 * a varint (one byte below 0x80). Every GROUP-th entry starts afresh (prefix 0), so reading one
 * decodes at most GROUP entries. An ASCII string (the usual test name) is copied into scratch
 * bytes natively and compared with the one before over those: its suffix is those bytes as they
 * are; a string with any other unit goes unit by unit.
 */

const GROUP = 16

const encoder = new TextEncoder()

/**
 * FNV-1a over every UTF-16 code unit, cut to `mask`. Over all of them: a suite's names differ
 * anywhere (a module's name first, a case number last), and a collision costs a decoding.
 */
export function hashOfText(text: string, mask = -1): number {
  let hash = HASH_BASIS
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash & mask
}

export class FrontCodedStrings {
  private bytes = new Uint8Array(1024)
  private used = 0
  private count = 0
  /** Where each group's first entry begins. */
  private readonly groupStarts = new IntColumn()
  /** The last string pushed (undefined: the next one starts afresh). */
  private previous: string | null | undefined = undefined
  /**
   * Scratch for `push`: `fresh` takes the string pushed, as bytes; `spare` holds the one before
   * (when `spareAscii`), each also seen as 32-bit words.
   */
  private fresh = new Uint8Array(256)
  private freshWords = new Int32Array(this.fresh.buffer)
  private spare = new Uint8Array(256)
  private spareWords = new Int32Array(this.spare.buffer)
  private spareAscii = false
  /** Whether some string pushed held a NUL (never set back: only a shortcut's condition). */
  sawNul = false
  /** The decoding state: the entry last decoded (its units, how many, whether null), and where the next begins. */
  private units = new Uint16Array(256)
  private decoded = 0
  private decodedNull = false
  private cursor = 0
  /** `hashes`' FNV-1a state after each unit of the string last hashed (at 0, the basis). */
  private states = new Int32Array(256)

  get length(): number {
    return this.count
  }

  push(text: string | null): void {
    if (this.count % GROUP === 0) {
      this.groupStarts.push(this.used)
      this.previous = undefined
    }
    const previous = this.previous
    this.previous = text
    this.count++
    if (text === null) {
      this.ensure(2)
      this.bytes[this.used++] = 0
      this.bytes[this.used++] = 0
      return
    }
    const length = text.length
    // A suite's class name repeats run after run: V8 compares equal strings natively, far faster
    // than a loop of units, and nothing is left to write (`spare` still holds it, if ASCII).
    if (
      typeof previous === 'string' &&
      previous.length === length &&
      previous.charCodeAt(length - 1) === text.charCodeAt(length - 1) &&
      text === previous
    ) {
      this.ensure(6)
      this.writeVarint(length)
      this.bytes[this.used++] = 1
      return
    }
    // The units are copied natively into `fresh`, as UTF-8: every unit is one byte exactly when
    // all were read and as many bytes written, i.e. all are ASCII, which is what a unit below
    // 0x80 is as a varint. Then the shared prefix is found over bytes, four at a time.
    if (this.fresh.length < length) this.growScratch(length)
    const fresh = this.fresh
    const { read, written } = encoder.encodeInto(text, fresh)
    if (read !== length || written !== length) {
      this.pushUnits(text, previous)
      this.spareAscii = false
      return
    }
    let prefix = 0
    if (typeof previous === 'string') {
      const most = Math.min(length, previous.length)
      if (this.spareAscii) {
        const spare = this.spare
        const spareWords = this.spareWords
        const freshWords = this.freshWords
        const words = most >>> 2
        let word = 0
        while (word < words && spareWords[word] === freshWords[word]) word++
        prefix = word << 2
        while (prefix < most && spare[prefix] === fresh[prefix]) prefix++
      } else {
        while (prefix < most && previous.charCodeAt(prefix) === fresh[prefix]) prefix++
      }
    }
    this.ensure(10 + length - prefix)
    this.writeVarint(prefix)
    this.writeVarint(length - prefix + 1)
    const bytes = this.bytes
    let at = this.used
    let nul = false
    for (let k = prefix; k < length; k++) {
      const byte = fresh[k]!
      if (byte === 0) nul = true
      bytes[at++] = byte
    }
    this.used = at
    if (nul) this.sawNul = true
    // What was just written becomes what the next string is compared with.
    const freshWords = this.freshWords
    this.fresh = this.spare
    this.freshWords = this.spareWords
    this.spare = fresh
    this.spareWords = freshWords
    this.spareAscii = true
  }

  /** `push` for a string with a unit of 0x80 or more: unit by unit, each a varint. */
  private pushUnits(text: string, previous: string | null | undefined): void {
    const length = text.length
    let prefix = 0
    if (typeof previous === 'string') {
      const most = Math.min(length, previous.length)
      while (prefix < most && previous.charCodeAt(prefix) === text.charCodeAt(prefix)) prefix++
    }
    // At most three bytes a unit and five for each length.
    this.ensure(10 + (length - prefix) * 3)
    this.writeVarint(prefix)
    this.writeVarint(length - prefix + 1)
    const bytes = this.bytes
    let at = this.used
    for (let i = prefix; i < length; i++) {
      let unit = text.charCodeAt(i)
      if (unit === 0) this.sawNul = true
      while (unit >= 0x80) {
        bytes[at++] = (unit & 0x7f) | 0x80
        unit >>>= 7
      }
      bytes[at++] = unit
    }
    this.used = at
  }

  /** Room for `length` units in both scratch arrays (whole words, for the comparison). */
  private growScratch(length: number): void {
    const size = Math.max(length, this.fresh.length * 2) + 3
    const words = size >>> 2
    const fresh = new ArrayBuffer(words * 4)
    const spare = new ArrayBuffer(words * 4)
    new Uint8Array(spare).set(this.spare)
    this.fresh = new Uint8Array(fresh)
    this.freshWords = new Int32Array(fresh)
    this.spare = new Uint8Array(spare)
    this.spareWords = new Int32Array(spare)
  }

  text(i: number): string | null {
    const group = Math.floor(i / GROUP)
    this.cursor = this.groupStarts.get(group)
    for (let entry = group * GROUP; entry <= i; entry++) this.decodeNext()
    if (this.decodedNull) return null
    let text = ''
    // In slices: an argument list has a limit.
    for (let from = 0; from < this.decoded; from += 8192)
      text += String.fromCharCode(...this.units.subarray(from, Math.min(this.decoded, from + 8192)))
    return text
  }

  /** Forgets the strings from `length` on. */
  truncate(length: number): void {
    if (length >= this.count) return
    const group = Math.floor(length / GROUP)
    this.cursor = this.groupStarts.get(group)
    for (let entry = group * GROUP; entry < length; entry++) this.decodeNext()
    this.used = this.cursor
    this.count = length
    this.groupStarts.truncate(group + (length % GROUP === 0 ? 0 : 1))
    // The string before is not at hand: the next one is kept whole.
    this.previous = undefined
  }

  /**
   * Every string's hash (`hashOfText` with `mask`; 0 for null), in one pass over the bytes: what
   * rules most strings out before any is decoded. FNV-1a goes unit by unit, so the state after
   * each unit of the string before is kept: a string goes on from the state after the prefix it
   * shares, and only its suffix is hashed.
   */
  hashes(mask: number): Int32Array {
    const hashes = new Int32Array(this.count)
    let states = this.states
    states[0] = HASH_BASIS
    this.cursor = 0
    for (let entry = 0; entry < this.count; entry++) {
      const prefix = this.readVarint()
      const value = this.readVarint()
      if (value === 0) continue
      const length = prefix + value - 1
      if (length >= states.length) {
        const grown = new Int32Array(Math.max(length + 1, states.length * 2))
        grown.set(states)
        this.states = states = grown
      }
      let hash = states[prefix]!
      for (let k = prefix; k < length;) {
        hash = Math.imul(hash ^ this.readVarint(), 0x01000193)
        states[++k] = hash
      }
      hashes[entry] = hash & mask
    }
    return hashes
  }

  /**
   * Decodes the entry at `cursor` over the one before it in `units` (its first `decoded` units;
   * `decodedNull` for null) and moves `cursor` past it.
   */
  private decodeNext(): void {
    const prefix = this.readVarint()
    const value = this.readVarint()
    this.decodedNull = value === 0
    const suffix = value === 0 ? 0 : value - 1
    if (prefix + suffix > this.units.length) {
      const grown = new Uint16Array(Math.max(prefix + suffix, this.units.length * 2))
      grown.set(this.units)
      this.units = grown
    }
    let length = prefix
    for (let k = 0; k < suffix; k++) this.units[length++] = this.readVarint()
    this.decoded = length
  }

  private readVarint(): number {
    let value = 0
    let shift = 0
    let byte: number
    do {
      byte = this.bytes[this.cursor++]!
      value += (byte & 0x7f) * 2 ** shift
      shift += 7
    } while (byte & 0x80)
    return value
  }

  private writeVarint(value: number): void {
    while (value >= 0x80) {
      this.bytes[this.used++] = (value & 0x7f) | 0x80
      value = Math.floor(value / 0x80)
    }
    this.bytes[this.used++] = value
  }

  private ensure(more: number): void {
    if (this.used + more <= this.bytes.length) return
    // Four times larger: an outgrown array stays resident until a full collection frees it, so
    // fewer of them; the new one's untouched end costs no memory.
    const grown = new Uint8Array(Math.max(this.used + more, this.bytes.length * 4))
    grown.set(this.bytes.subarray(0, this.used))
    this.bytes = grown
  }
}

/**
 * UTF-8 decoded chunk by chunk, exactly as `new TextDecoder('utf-8').decode(chunk, { stream: true })`
 * decodes it (a leading byte-order mark dropped, each invalid sequence one U+FFFD), at the cost of
 * Buffer's own decoding. A TextDecoder in stream mode cost about 60 ms of CPU more per 30 MB of
 * reports than decoding each chunk whole, which is what this does: a character the chunk cuts is
 * held back and put in front of the next one.
 *
 * The property tests hold it to TextDecoder over random bytes cut at random places.
 */

/** Reads into one buffer, so what a chunk cuts can be kept at its start for the next read. */
export class Utf8Chunks {
  /** Bytes of a character the last chunk cut, at `buffer[0..held)`. */
  private held = 0
  private started = false

  constructor(readonly buffer: Buffer) {}

  /** Where the next read should put its bytes: after what the last chunk held back. */
  get readOffset(): number {
    return this.held
  }

  /** Decodes the `count` bytes read at `readOffset`, holding back a character they cut. */
  decode(count: number): string {
    const buffer = this.buffer
    const end = this.held + count
    let start = 0
    if (!this.started) {
      // Whether the input starts with a byte-order mark may take more than this chunk to tell.
      if (end < 3 && buffer[0] === 0xef && (end < 2 || buffer[1] === 0xbb)) {
        this.held = end
        return ''
      }
      this.started = true
      if (end >= 3 && buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) start = 3
    }
    const cut = end - heldBackLength(buffer, start, end)
    const text = buffer.toString('utf8', start, cut)
    // The cut character's bytes go to the front, where the next read continues it.
    buffer.copyWithin(0, cut, end)
    this.held = end - cut
    return text
  }

  /** What is left at the end of input: a cut character is then invalid, one U+FFFD. */
  end(): string {
    const text = this.buffer.toString('utf8', 0, this.held)
    this.held = 0
    this.started = true
    return text
  }
}

/**
 * How many bytes at the end of `buffer[start..end)` are a lead byte and fewer continuation bytes
 * than it needs (0 to 3): the next chunk may complete them. Holding back a start that turns out
 * invalid (`E0 80`, `F8`) changes nothing: its U+FFFDs are the same whatever follows.
 */
export function heldBackLength(buffer: Uint8Array, start: number, end: number): number {
  // A lead byte at most three back; a complete character of four ends at `end` and holds nothing.
  for (let back = 1; back <= 3 && end - back >= start; back++) {
    const byte = buffer[end - back]!
    if ((byte & 0xc0) === 0x80) continue
    if (byte < 0x80) return 0
    const need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2
    return need > back ? back : 0
  }
  return 0
}

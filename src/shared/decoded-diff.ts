/**
 * A diff's text together with whether every character of it is ASCII, known from its bytes by
 * the reader that decoded it. The payload skips revealing hidden characters in an ASCII diff
 * (every character it reveals is past ASCII), so the fact must be true of this very text: it is
 * made here and nowhere else, from the bytes or from the text itself, and the parser trusts it
 * only for the text it was made with (parseDiff compares the two).
 *
 * Why the reader says it: Node checks bytes for ASCII with one vector scan (`isAscii`), and an
 * ASCII file decoded as Latin-1 is the same text as decoded as UTF-8 with no UTF-8 decoding to
 * do. Asking the text afterwards (`Buffer.byteLength`) is a second pass over megabytes of a large
 * diff, the longest single step of the payload after reading it on Node 24.
 */
import { isAscii } from 'node:buffer'

export class DecodedDiff {
  private constructor(
    readonly text: string,
    /** Every character of `text` is below U+0080. */
    readonly ascii: boolean,
    /** The size of the input in bytes (as read, or the text's UTF-8 length). */
    readonly bytes: number,
  ) {}

  /**
   * The text of diff bytes. Bytes that are not all ASCII are decoded as UTF-8 (a byte past ASCII
   * becomes a character past ASCII, an invalid sequence U+FFFD), so `ascii` is false exactly when
   * the text has a character past ASCII.
   */
  static fromBytes(bytes: Uint8Array): DecodedDiff {
    const buffer = Buffer.isBuffer(bytes)
      ? bytes
      : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    const ascii = isAscii(buffer)
    return new DecodedDiff(buffer.toString(ascii ? 'latin1' : 'utf8'), ascii, buffer.length)
  }

  /** A text already decoded (an HTTP body): its UTF-8 length is measured once, here. */
  static fromText(text: string): DecodedDiff {
    const bytes = Buffer.byteLength(text, 'utf8')
    return new DecodedDiff(text, bytes === text.length, bytes)
  }
}

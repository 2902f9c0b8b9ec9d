/**
 * Joins the payload's pieces into one string. A multi-megabyte string that V8 builds on its own
 * heap (what `Array.prototype.join` does) lands on freshly mapped pages each time, and the
 * kernel faults every 4 KiB of them in: for a 9 MB diff that is about as costly as reading the
 * diff file. An all-ASCII text (most code) is instead written into a Buffer and taken out as a
 * Latin-1 string, which Node makes an external string over memory from its allocator, reused
 * from one run to the next. The characters are the same either way; only where they live differs.
 */

/**
 * Below this many code units the pieces are joined as usual: Node copies a shorter Latin-1
 * string back onto V8's heap anyway (its external strings start at about 1 MB).
 */
export const EXTERNAL_JOIN_MIN = 1 << 20

const encoder = new TextEncoder()

/** `pieces.join('')`, built outside V8's heap when it is long and all ASCII. */
export function joinPieces(pieces: readonly string[], minLength = EXTERNAL_JOIN_MIN): string {
  let length = 0
  for (const piece of pieces) length += piece.length
  if (length < minLength) return pieces.join('')
  const buffer = Buffer.allocUnsafeSlow(length)
  let at = 0
  for (const piece of pieces) {
    // ASCII exactly when every code unit was read and became one byte: any other character
    // (a surrogate pair included) takes more bytes than units, or does not fit at all.
    const { read, written } = encoder.encodeInto(piece, buffer.subarray(at))
    if (read !== piece.length || written !== piece.length) return pieces.join('')
    at += written
  }
  return buffer.toString('latin1', 0, at)
}

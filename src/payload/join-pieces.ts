/**
 * The payload's pieces joined into one string. A large diff's payload is megabytes: joined the
 * ordinary way, V8 makes it in fresh pages of its own heap, and that allocation, besides the
 * copy, starts a collection that copies every object the parse left alive. When every piece is
 * ASCII (known for the diff's pieces from the parse, checked here for the rest, which is small),
 * the pieces are written into one Buffer and read back as Latin-1: Node keeps a string that
 * large outside V8's heap, in memory the process reuses. Same characters either way.
 */

/** Below this many characters the ordinary join is as quick, and Node makes a heap string anyway. */
export const OUTSIDE_HEAP_MIN = 1 << 20

/** Every character is ASCII (the check reads the whole text: for the small pieces only). */
export function isAscii(text: string): boolean {
  return Buffer.byteLength(text, 'utf8') === text.length
}

/**
 * `pieces` as one string. `ascii` true is the caller's word that every piece is ASCII; the
 * Buffer way is taken only then, and only for a large result.
 */
export function joinPieces(pieces: readonly string[], ascii: boolean): string {
  let length = 0
  for (let i = 0; i < pieces.length; i++) length += pieces[i]!.length
  if (!ascii || length < OUTSIDE_HEAP_MIN) return pieces.join('')
  const bytes = Buffer.allocUnsafe(length)
  let at = 0
  for (let i = 0; i < pieces.length; i++) at += bytes.write(pieces[i]!, at, 'latin1')
  return bytes.toString('latin1', 0, at)
}

import { RangeKeys } from './range-keys.js'

/**
 * The files a `PathIndex` knows (touched and repository files, each once), looked up by path,
 * by base name and by extension-less base name. Kept as one joined string and offsets (see
 * range-keys.ts for why): a lookup hands out a file as a slice of that string.
 */
export class KnownFiles {
  private readonly text: string
  /** Where each file starts in `text`, its base name starts, and its extension-less base ends. */
  private readonly starts: Int32Array
  private readonly ends: Int32Array
  private readonly stemEnds: Int32Array
  private readonly byPath: RangeKeys
  private readonly byBase: RangeKeys
  private readonly byStemBase: RangeKeys
  /**
   * Files whose extension changes length when lower-cased (`a.İ`): the path without extension
   * has always been cut by the lower-cased extension's length, so these are cut that way.
   */
  private readonly oddExtensions = new Set<number>()

  constructor(files: Iterable<string>) {
    // The Set only lives while this is built: it drops duplicates and keeps the first order.
    const unique = [...new Set(files)]
    const count = unique.length
    this.starts = new Int32Array(count)
    this.ends = new Int32Array(count)
    this.stemEnds = new Int32Array(count)
    const baseStarts = new Int32Array(count)
    let at = 0
    for (let i = 0; i < count; i++) {
      const file = unique[i]!
      this.starts[i] = at
      this.ends[i] = at + file.length
      const baseStart = file.lastIndexOf('/') + 1
      baseStarts[i] = at + baseStart
      // The stem drops an extension as written (not lower-cased): `a.TS` is stem `a`.
      const dot = file.lastIndexOf('.')
      const hasExtension = dot > baseStart && dot < file.length - 1
      this.stemEnds[i] = at + (hasExtension ? dot : file.length)
      if (hasExtension && loweredLength(file, dot + 1) !== file.length - dot - 1)
        this.oddExtensions.add(i)
      at += file.length
    }
    this.text = unique.join('')
    this.byPath = new RangeKeys(this.text, this.starts, this.ends)
    this.byBase = new RangeKeys(this.text, baseStarts, this.ends)
    this.byStemBase = new RangeKeys(this.text, baseStarts, this.stemEnds)
  }

  has(path: string): boolean {
    return this.byPath.first(path) >= 0
  }

  /** Known files whose base name is `base` and that end with `/${path}`. */
  endingWith(base: string, path: string): string[] {
    const suffix = '/' + path
    const found: string[] = []
    for (let file = this.byBase.first(base); file >= 0; file = this.byBase.next(file)) {
      const end = this.ends[file]!
      const from = end - suffix.length
      if (from >= this.starts[file]! && this.text.startsWith(suffix, from))
        found.push(this.text.slice(this.starts[file]!, end))
    }
    return found
  }

  /** Known files whose path without extension is `stem` or ends with `/${stem}`. */
  withStem(stem: string, stemBase: string): string[] {
    const suffix = '/' + stem
    const found: string[] = []
    for (let file = this.byStemBase.first(stemBase); file >= 0; file = this.byStemBase.next(file)) {
      const start = this.starts[file]!
      if (this.oddExtensions.has(file)) {
        const path = this.text.slice(start, this.ends[file]!)
        const cut = path.slice(0, path.length - loweredLength(path, path.lastIndexOf('.') + 1) - 1)
        if (cut === stem || cut.endsWith(suffix)) found.push(path)
        continue
      }
      const stemEnd = this.stemEnds[file]!
      const whole = stemEnd - start === stem.length && this.text.startsWith(stem, start)
      const from = stemEnd - suffix.length
      if (whole || (from >= start && this.text.startsWith(suffix, from)))
        found.push(this.text.slice(start, this.ends[file]!))
    }
    return found
  }
}

/** Length of `text` from `start`, lower-cased (as paths.ts's `extensionOf` gives an extension). */
function loweredLength(text: string, start: number): number {
  return text.slice(start).toLowerCase().length
}

/**
 * Matching a finding's file against the touched files, for the paths models write that name a
 * touched file without being its repository path: a bare name (`cart.ts`), a path in another
 * case (`SRC/Cart.ts`), or the runner's absolute checkout path
 * (`/home/runner/work/x/x/src/cart.ts`, `D:\a\x\x\src\cart.ts`). Only a single match is taken:
 * two touched files that fit are ambiguous, and the caller keeps the path as the model gave it.
 */

export type TouchedMatch =
  | { kind: 'exact' }
  | { kind: 'resolved'; path: string; how: string }
  | { kind: 'ambiguous'; candidates: string[] }
  | { kind: 'none' }

const ABSOLUTE = /^(?:[A-Za-z]:)?[\\/]/

/** True for `/…`, `\…` and `C:\…`: a path the repository cannot hold as given. */
export function isAbsolutePath(raw: string): boolean {
  return ABSOLUTE.test(raw.trim())
}

export class TouchedFiles {
  private readonly exact: ReadonlySet<string>
  private readonly byLowerCase = new Map<string, string[]>()
  private readonly byBaseName = new Map<string, string[]>()

  constructor(files: Iterable<string>) {
    this.exact = new Set(files)
    for (const file of this.exact) {
      push(this.byLowerCase, file.toLowerCase(), file)
      push(this.byBaseName, baseName(file).toLowerCase(), file)
    }
  }

  has(path: string): boolean {
    return this.exact.has(path)
  }

  /**
   * `path` with backslashes already turned into slashes. An absolute path matches the touched
   * file that is its longest tail (the checkout prefix is unknown); a relative one matches a
   * touched file that ends with it (a bare name, a shortened path). Case counts only when the
   * exact spelling finds nothing.
   */
  match(path: string): TouchedMatch {
    if (this.exact.has(path)) return { kind: 'exact' }
    const absolute = path.startsWith('/') || /^[A-Za-z]:\//.test(path)
    const segments = path.split('/').filter((s) => s !== '' && s !== '.')
    if (segments.length === 0) return { kind: 'none' }
    if (absolute && /^[A-Za-z]:$/.test(segments[0]!)) segments.shift()
    const relative = segments.join('/')
    if (!absolute) {
      if (this.exact.has(relative)) return { kind: 'resolved', path: relative, how: 'cleaned' }
      const sameLetters = this.byLowerCase.get(relative.toLowerCase()) ?? []
      if (sameLetters.length === 1)
        return { kind: 'resolved', path: sameLetters[0]!, how: 'differs only in case' }
      if (sameLetters.length > 1) return { kind: 'ambiguous', candidates: sameLetters }
    }
    const candidates = this.byBaseName.get(segments[segments.length - 1]!.toLowerCase()) ?? []
    const fits = (caseSensitive: boolean) =>
      candidates.filter((file) => {
        const tail = file.split('/')
        const shorter = absolute ? tail : segments
        const longer = absolute ? segments : tail
        return endsWith(longer, shorter, caseSensitive)
      })
    let found = fits(true)
    let how = absolute ? 'an absolute path' : 'a partial path'
    if (found.length === 0) {
      found = fits(false)
      how += ' in another case'
    }
    if (found.length === 0) return { kind: 'none' }
    if (absolute) {
      // The longest touched tail is the most specific reading of the checkout path.
      const longest = Math.max(...found.map((f) => f.split('/').length))
      found = found.filter((f) => f.split('/').length === longest)
    }
    if (found.length > 1) return { kind: 'ambiguous', candidates: found.sort() }
    return { kind: 'resolved', path: found[0]!, how }
  }
}

function endsWith(longer: string[], shorter: string[], caseSensitive: boolean): boolean {
  if (shorter.length > longer.length) return false
  const offset = longer.length - shorter.length
  for (let i = 0; i < shorter.length; i++) {
    const a = longer[offset + i]!
    const b = shorter[i]!
    if (caseSensitive ? a !== b : a.toLowerCase() !== b.toLowerCase()) return false
  }
  return true
}

function baseName(path: string): string {
  const slash = path.lastIndexOf('/')
  return slash === -1 ? path : path.slice(slash + 1)
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

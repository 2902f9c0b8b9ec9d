/**
 * Path helpers for diff intake: git's C-style quoted path form, the checks every path from an
 * untrusted diff must pass, and the path classes the size budget ranks files by.
 */
import picomatch from 'picomatch/posix.js'
import { DEFAULT_IGNORES } from './ignore-defaults.js'
import { globsFor, requiredLiteral } from './globs.js'

export const DEV_NULL = '/dev/null'

/** Git's own limit is PATH_MAX; anything longer in a diff header is hostile or broken. */
export const MAX_PATH_LENGTH = 4096

const SIMPLE_ESCAPES: ReadonlyMap<string, number> = new Map([
  ['a', 7],
  ['b', 8],
  ['t', 9],
  ['n', 10],
  ['v', 11],
  ['f', 12],
  ['r', 13],
  ['"', 34],
  ['\\', 92],
])

const utf8 = new TextDecoder('utf-8')

/**
 * Decodes a git-quoted path starting at `text[from]` (which must be `"`). Octal escapes are raw
 * bytes, so a run of them is decoded together as UTF-8 (`\303\251` is `é`). Returns the decoded
 * value and the index just past the closing quote, or null when the quoting is malformed.
 */
export function unquoteGitPath(text: string, from: number): { value: string; end: number } | null {
  if (text[from] !== '"') return null
  let out = ''
  let bytes: number[] = []
  const flush = (): void => {
    if (bytes.length > 0) {
      out += utf8.decode(new Uint8Array(bytes))
      bytes = []
    }
  }
  const limit = Math.min(text.length, from + 4 * MAX_PATH_LENGTH + 2)
  for (let i = from + 1; i < limit; i++) {
    const ch = text[i]!
    if (ch === '"') {
      flush()
      return { value: out, end: i + 1 }
    }
    if (ch !== '\\') {
      flush()
      out += ch
      continue
    }
    const next = text[i + 1]
    if (next === undefined) return null
    const simple = SIMPLE_ESCAPES.get(next)
    if (simple !== undefined) {
      bytes.push(simple)
      i += 1
      continue
    }
    const octal = text.slice(i + 1, i + 4)
    if (!/^[0-3][0-7][0-7]$/.test(octal)) return null
    bytes.push(parseInt(octal, 8))
    i += 3
  }
  return null
}

/** A NUL, or an empty, `.` or `..` segment: what unsafePathReason must look at closer. */
const SUSPECT_PATH = /\0|(?:^|\/)\.{0,2}(?:\/|$)/

/**
 * Why a path from a diff cannot be used, or null when it is fine. Paths travel on to code that
 * reads files and posts comments, so anything that could step outside the repository is refused.
 */
export function unsafePathReason(path: string): string | null {
  if (path.length === 0) return 'the path is empty'
  if (path.length > MAX_PATH_LENGTH) return `the path is longer than ${MAX_PATH_LENGTH} characters`
  // One native regex test screens out every ordinary path (a diff has thousands): it finds a
  // NUL, or an empty, `.` or `..` segment (a `/` at the start reads as an empty first segment).
  // A character loop here did the same in JS, and before V8 optimizes it, in a review's single
  // parse, it cost about a microsecond per path in a profile. Only a path it flags is looked at
  // segment by segment.
  if (!SUSPECT_PATH.test(path)) return null
  if (path.includes('\0')) return 'the path contains a NUL character'
  if (path.charCodeAt(0) === 47) return 'the path is absolute'
  for (const segment of path.split('/')) {
    if (segment === '') return 'the path has an empty segment'
    if (segment === '.' || segment === '..') return `the path has a "${segment}" segment`
  }
  return null
}

/**
 * Line text for error messages: bounded, with control, invisible and bidirectional-control
 * characters escaped so a hostile line cannot disguise itself in a terminal or a log.
 */
export function quoteExcerpt(text: string, max = 80): string {
  const cut = text.length > max ? `${text.slice(0, max)}…` : text
  return JSON.stringify(cut).replace(
    /[\p{Cf}\u2028\u2029]/gu,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

const TEST_DIRS = new Set(['test', 'tests', '__tests__', '__test__', 'spec', 'specs', 'e2e'])
const TEST_FILE = [
  /\.(test|spec|e2e-spec|cy)\.[cm]?[jt]sx?$/,
  /_test\.(go|py|rs|exs|dart|c|cc|cpp)$/,
  /^test_.+\.py$/,
  /_spec\.rb$/,
  /(Test|Tests|Spec|IT)\.(java|kt|kts|scala|groovy|cs|swift|m|php)$/,
  /\.(test|spec)\.(vue|svelte)$/,
]

/** True for a conventional test file or a file under a conventional test folder. */
export function isTestPath(path: string): boolean {
  const segments = path.split('/')
  const name = segments[segments.length - 1] ?? ''
  if (TEST_FILE.some((re) => re.test(name))) return true
  return segments.slice(0, -1).some((dir) => TEST_DIRS.has(dir) || dir.endsWith('.Tests'))
}

const SOURCE_EXTENSIONS = new Set(
  (
    'ts tsx mts cts js jsx mjs cjs vue svelte astro html htm css scss sass less ' +
    'py pyi go rs java kt kts scala groovy swift m mm c h cc cpp cxx hpp hh hxx cs fs vb ' +
    'rb php pl pm lua dart ex exs erl hrl hs ml mli clj cljs elm r jl zig nim sol ' +
    'sh bash zsh ps1 sql graphql gql proto tf'
  ).split(' '),
)

/** True for a file whose extension marks it as program source (tests included). */
export function isSourcePath(path: string): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1)
  const dot = name.lastIndexOf('.')
  if (dot <= 0) return false
  return SOURCE_EXTENSIONS.has(name.slice(dot + 1).toLowerCase())
}

/**
 * Not ignored by default, but ranked with generated files: test snapshots (machine-written, yet an
 * updated one can hide a behaviour change), folders named `generated` and `*_pb.ts` (usually
 * codegen output, though the names are too loose to drop a file unseen).
 */
const GENERATED_NOT_IGNORED = ['__snapshots__/', '*.snap', 'generated/', '*_pb.ts']

let generatedMatcher: ((path: string) => boolean) | undefined

/**
 * True for a file that is machine-written or third-party: anything the default ignores cover
 * (lockfiles, build output, minified, generated, vendored), test snapshots and `generated/` folders.
 * Every glob here has a plain piece any match contains (`requiredLiteral`), so most paths are
 * answered by a few `includes` and the globs are compiled only when a path could match one.
 */
export function isGeneratedPath(path: string): boolean {
  generatedMatcher ??= prefilteredMatcher(
    [...DEFAULT_IGNORES, ...GENERATED_NOT_IGNORED].flatMap((p) => globsFor(p).globs),
  )
  return generatedMatcher(path)
}

/** picomatch over `globs`, compiled on first need, behind the literal pre-check. */
function prefilteredMatcher(globs: string[]): (path: string) => boolean {
  const literals = globs.map(requiredLiteral)
  let full: ((path: string) => boolean) | undefined
  const matches = (path: string): boolean => {
    full ??= picomatch(globs, { dot: true, nonegate: true, windows: false })
    return full(path)
  }
  if (literals.includes('')) return matches
  return (path) => literals.some((literal) => path.includes(literal)) && matches(path)
}

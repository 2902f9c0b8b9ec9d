import { STACKS, type Stack } from './types.js'

/**
 * Which stacks a change touches, from file extensions, marker files and folder names.
 * The rules are documented as a table in rubric-examples/README.md; keep the two in step.
 * A path may count for several stacks (a `.tsx` component is typescript and frontend).
 */

type DetectedStack = Exclude<Stack, 'common'>

const EXTENSIONS: Record<DetectedStack, readonly string[]> = {
  python: ['.py', '.pyi', '.pyx'],
  go: ['.go'],
  typescript: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
  frontend: ['.tsx', '.jsx', '.vue', '.svelte', '.astro', '.css', '.scss', '.sass', '.less', '.html', '.htm'],
  mobile: ['.swift', '.m', '.mm', '.dart', '.storyboard', '.xib'],
  backend: ['.java', '.kt', '.kts', '.rb', '.php', '.cs', '.sql', '.scala', '.ex', '.exs', '.proto'],
}

/** Exact base names (compared lower-cased). */
const MARKER_FILES: Record<DetectedStack, readonly string[]> = {
  python: ['pyproject.toml', 'setup.py', 'setup.cfg', 'pipfile', 'tox.ini', '.python-version'],
  go: ['go.mod', 'go.sum', 'go.work'],
  typescript: ['package.json', 'tsconfig.json', 'deno.json', 'deno.jsonc'],
  frontend: ['angular.json'],
  mobile: ['androidmanifest.xml', 'podfile', 'pubspec.yaml', 'info.plist', 'cartfile', 'package.swift'],
  backend: [
    'dockerfile',
    'docker-compose.yml',
    'docker-compose.yaml',
    'compose.yml',
    'compose.yaml',
    'pom.xml',
    'gemfile',
    'composer.json',
    'procfile',
  ],
}

/** Base-name patterns (lower-cased). */
const MARKER_PATTERNS: Record<DetectedStack, readonly RegExp[]> = {
  python: [/^requirements.*\.txt$/],
  go: [],
  typescript: [/^tsconfig\..*\.json$/],
  frontend: [
    /^(vite|next|nuxt|svelte|astro|remix|gatsby|tailwind|postcss)\.config\.[cm]?[jt]s$/,
  ],
  mobile: [],
  backend: [/^dockerfile\..+$/, /\.dockerfile$/, /\.csproj$/, /\.sln$/],
}

/** Folder names that mark a frontend source file (a TS/JS file inside them). */
const FRONTEND_DIRS = ['components', 'pages', 'layouts', 'composables', 'frontend']
/** Folder names that mark a server-side source file (any code file inside them). */
const BACKEND_DIRS = [
  'api',
  'server',
  'servers',
  'backend',
  'handlers',
  'controllers',
  'middleware',
  'endpoints',
  'resolvers',
]
/** Folder names of database migrations: any file inside them is backend. */
const MIGRATION_DIRS = ['migrations', 'migrate']
/** Folder names of a mobile app inside a larger repository (React Native, Flutter, KMP). */
const MOBILE_DIRS = ['android', 'ios']
/** Gradle build files: mobile in an Android app, backend elsewhere. */
const GRADLE_FILES = ['build.gradle', 'build.gradle.kts', 'settings.gradle', 'settings.gradle.kts']
/** Android resources and Kotlin Multiplatform mobile source sets. */
const MOBILE_SOURCE = /(^|\/)src\/main\/res\/|(^|\/)src\/(androidmain|androidtest|androidunittest|iosmain|iostest)\//

const CODE_EXTENSIONS = new Set(
  [
    ...EXTENSIONS.python,
    ...EXTENSIONS.go,
    ...EXTENSIONS.typescript,
    ...EXTENSIONS.backend.filter((ext) => ext !== '.sql' && ext !== '.proto'),
    '.rs',
  ],
)
const SCRIPT_EXTENSIONS = new Set(EXTENSIONS.typescript)

/** The stacks the touched paths belong to, without `common`, in STACKS order. */
export function detectStacks(paths: string[]): Stack[] {
  // Kotlin, Java and Gradle files are Android code when the same change touches a manifest.
  const androidChange = paths.some(isAndroidManifest)
  const found = new Set<Stack>()
  // Paths of one folder with one file name shape give the same stacks: large changes repeat both.
  // Keyed by the folder and the extension as written, in two levels, so a look-up makes no key
  // string: a large change has thousands of paths and a few folders' worth of shapes.
  const seen = new Map<string, Map<string, readonly DetectedStack[]>>()
  for (let p = 0; p < paths.length; p++) {
    const path = paths[p]!
    // The file name's last slash and dot, read from the end with no call into the runtime: a
    // file name is short, the path before it may not be.
    let slash = -1
    let dot = -1
    // A character lower-casing could change: an ASCII capital, or anything past ASCII.
    let changesCase = false
    for (let i = path.length - 1; i >= 0; i--) {
      const c = path.charCodeAt(i)
      if (c === 47) {
        slash = i
        break
      }
      if (c === 46 && dot === -1) dot = i
      if ((c >= 65 && c <= 90) || c > 127) changesCase = true
    }
    let stacks: readonly DetectedStack[] | undefined
    if (hasPlainStem(path, slash + 1, dot) && !isNamedName(path, slash + 1, changesCase)) {
      const folder = path.slice(0, slash + 1)
      const ext = path.slice(dot)
      let byExt = seen.get(folder)
      if (!byExt) seen.set(folder, (byExt = new Map()))
      stacks = byExt.get(ext)
      if (!stacks) byExt.set(ext, (stacks = stacksOfPath(path, androidChange)))
    } else stacks = stacksOfPath(path, androidChange)
    for (let s = 0; s < stacks.length; s++) found.add(stacks[s]!)
  }
  return STACKS.filter((stack) => found.has(stack))
}

/** The end of a path, lower-cased, is AndroidManifest.xml, as the whole name of its file. */
function isAndroidManifest(path: string): boolean {
  const name = 'androidmanifest.xml'
  const at = path.length - name.length
  // Before any string is made: a character lower-cases to "." only if it is one, to "l" only if
  // it is "l" or "L" (and lower-casing never makes a text shorter), so most paths stop here.
  if (path.charCodeAt(path.length - 4) !== 46 || (path.charCodeAt(path.length - 1) | 32) !== 108)
    return false
  // Lower-casing only the end: no character lower-cases to "/", and one that lower-cases to
  // more than one unit (İ) leaves a combining mark that cannot be part of the name.
  return (
    at >= 0 && path.slice(at).toLowerCase() === name && (at === 0 || path.charCodeAt(at - 1) === 47)
  )
}

/**
 * The file name has a stem before its extension made only of ASCII letters, digits, `_` and
 * `-`: then stacksOfPath reads nothing of it but the extension, unless the name is one a rule
 * reads whole (isNamedFile), and paths of one folder and extension share their stacks.
 */
function hasPlainStem(path: string, from: number, dot: number): boolean {
  if (dot <= from) return false
  for (let i = from; i < dot; i++) {
    const c = path.charCodeAt(i)
    const letter = (c >= 97 && c <= 122) || (c >= 65 && c <= 90)
    if (!letter && !(c >= 48 && c <= 57) && c !== 95 && c !== 45) return false
  }
  return true
}

/** Every stack's marker files and Gradle's build files, and every stack's name patterns. */
const NAMED_FILES = new Set([...Object.values(MARKER_FILES).flat(), ...GRADLE_FILES])
/**
 * Every stack's name patterns as one expression (alternatives, each in its own group): one scan
 * of a name instead of one per pattern, for each of a large change's thousands of paths. The
 * patterns have no flags, so the alternation matches exactly when one of them does.
 */
const ANY_NAME_PATTERN = anyOf(Object.values(MARKER_PATTERNS).flat())

function anyOf(patterns: readonly RegExp[]): RegExp {
  // A flag (`i`, `u`) would be lost in the alternation: refuse it at load, not silently.
  const flagged = patterns.find((pattern) => pattern.flags !== '')
  if (flagged) throw new Error(`internal: marker pattern ${String(flagged)} has flags`)
  return new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join('|'))
}

/**
 * Each named file's length and last character, as one number: a name whose pair is not here is
 * no named file, and the check costs no string hash (most names of a large change stop there).
 */
const NAMED_FILE_ENDS = new Set([...NAMED_FILES].map(nameEnd))

function nameEnd(name: string): number {
  return name.length * 0x10000 + name.charCodeAt(name.length - 1)
}

/** A file name that a rule reads whole: a marker file, a name pattern, a Gradle build file. */
function isNamedFile(base: string): boolean {
  return (NAMED_FILE_ENDS.has(nameEnd(base)) && NAMED_FILES.has(base)) || ANY_NAME_PATTERN.test(base)
}

/**
 * isNamedFile of the lower-cased file name that starts at `from` in `path`; `changesCase` false
 * says lower-casing leaves the name as it is (then it is not done).
 */
function isNamedName(path: string, from: number, changesCase: boolean): boolean {
  const name = path.slice(from)
  return isNamedFile(changesCase ? name.toLowerCase() : name)
}

/**
 * The stacks a lower-cased extension gives a file whose name no rule reads whole, by extension:
 * a large change has thousands of files and a handful of extensions.
 */
const stacksOfExtension = new Map<string, readonly DetectedStack[]>()

function stacksOfName(base: string, ext: string): readonly DetectedStack[] {
  const byExtension = !isNamedFile(base)
  const known = byExtension ? stacksOfExtension.get(ext) : undefined
  if (known) return known
  const found: DetectedStack[] = []
  for (const stack of Object.keys(EXTENSIONS) as DetectedStack[]) {
    if (
      EXTENSIONS[stack].includes(ext) ||
      MARKER_FILES[stack].includes(base) ||
      MARKER_PATTERNS[stack].some((pattern) => pattern.test(base))
    )
      found.push(stack)
  }
  if (byExtension && stacksOfExtension.size < 1_000) stacksOfExtension.set(ext, found)
  return found
}

/** The stacks of one path; `androidChange`: the change touches an AndroidManifest.xml. */
export function stacksOfPath(path: string, androidChange = false): DetectedStack[] {
  const lower = path.toLowerCase()
  const segments = lower.split('/').filter((s) => s !== '' && s !== '.')
  const base = segments.at(-1) ?? ''
  const folders = segments.slice(0, -1)
  const dot = base.lastIndexOf('.')
  const ext = dot > 0 ? base.slice(dot) : ''
  const inFolder = (names: readonly string[]) => folders.some((f) => names.includes(f))
  const inMobileApp =
    inFolder(MOBILE_DIRS) ||
    MOBILE_SOURCE.test(lower) ||
    folders.some((f) => f.endsWith('.xcodeproj') || f.endsWith('.xcworkspace'))

  const out = new Set<DetectedStack>(stacksOfName(base, ext))
  const jvm = ['.kt', '.kts', '.java'].includes(ext) || GRADLE_FILES.includes(base)
  if (inMobileApp || (jvm && androidChange)) {
    // Inside an app, `.sql` is the device database, `api/` an HTTP client, `.rb` fastlane.
    out.delete('backend')
    out.add('mobile')
  } else {
    if (GRADLE_FILES.includes(base)) out.add('backend')
    if (CODE_EXTENSIONS.has(ext) && inFolder(BACKEND_DIRS)) out.add('backend')
    if (inFolder(MIGRATION_DIRS)) out.add('backend')
  }
  if (SCRIPT_EXTENSIONS.has(ext) && inFolder(FRONTEND_DIRS)) out.add('frontend')
  return STACKS.filter((s): s is DetectedStack => out.has(s as DetectedStack))
}

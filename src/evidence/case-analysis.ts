import { ConventionIndex, isTestFile } from './conventions.js'
import { detach } from './limits.js'
import { baseOf, dirOf, extensionOf, extractFrames, isCodePath, PathIndex } from './paths.js'
import { SubstringSet } from './substring-set.js'
import type { TestCaseRun } from './test-runs.js'
import { WHY } from './why.js'

/**
 * Which touched files one test run is evidence for, and which test file and line it is: from
 * its file attribute, its class name (a path, a dotted class, a Go package), its suite name (a
 * path for vitest and Playwright) and, for a failure, the file locations in its message and trace.
 */

export interface CaseFacts {
  /** The run's test file, repository-relative when it could be resolved. */
  testFile: string | null
  line: number | null
  /** The touched files this run is evidence for (sorted); empty when it is not relevant. */
  related: string[]
  /**
   * Why it is evidence for each (`WHY` bits, aligned with `related`). Shared by every run of a
   * suite, as `related` is: per-file reasons cost the mapping no object per run.
   */
  reasons: number[]
}

const PSEUDO_EXTENSIONS = ['java', 'kt', 'scala', 'groovy', 'cs', 'py']
/** Most entries of each memo table: a hostile report's distinct names cost lookups, not memory. */
const MEMO_LIMIT = 100_000

/** What a class name says by itself, computed once per distinct class name. */
interface ClassFacts {
  /** The file it names (a path, or a dotted class resolved through the known files). */
  path: string | null
  /** Touched Go files in the package's directories (the shared NO_FILES when none). */
  goTouched: readonly string[]
  namesFile: boolean
}

/**
 * The Go files of every class name that is no Go package of a touched directory: one shared
 * empty list rather than one per distinct class name (tens of thousands in a large run).
 */
const NO_FILES: readonly string[] = Object.freeze([])

export class CaseAnalyzer {
  private readonly memo = new Map<string, CaseFacts>()
  private readonly frameMemo = new Map<string, string | null>()
  private readonly testMemo = new Map<string, boolean>()
  /** Directory → the touched Go files in it. */
  private readonly touchedGoDirs = new Map<string, string[]>()
  /** The previous run's file, class name, suite and their facts (fields: no object per run). */
  private lastFacts: CaseFacts | null = null
  private lastFile: string | null = null
  private lastClassname: string | null = null
  private lastSuite = ''
  /**
   * The previous run's class name as the report wrote it, and what stands for it (null when
   * inert) and whether it names a file: a suite's runs repeat it, so each is worked out once.
   */
  private rawClassname: string | null | undefined = undefined
  private rawStandsFor: string | null = null
  private namesFileOf: string | null | undefined = undefined
  private namesFileLast = false

  /**
   * Per distinct class name, file attribute and suite name: what each says alone. Runs of many
   * suites share them (a class name in two reports, a file named by several describe blocks), so
   * each further triple costs lookups, not resolving again.
   */
  private readonly classMemo = new Map<string, ClassFacts>()
  private readonly fileMemo = new Map<string, string | null>()
  private readonly suiteMemo = new Map<string, string | null>()
  private stemsOrNull: SubstringSet | null = null

  constructor(
    private readonly index: PathIndex,
    private readonly conventions: ConventionIndex,
    private readonly touched: ReadonlySet<string>,
    private readonly extraPatterns: readonly string[] = [],
    /**
     * False runs every lookup afresh, the way it was before the memo tables: the oracle the
     * property tests hold the memoized path to. Nothing else turns it off.
     */
    private readonly memoize = true,
  ) {
    for (const t of touched) {
      if (extensionOf(t) !== 'go') continue
      const files = this.touchedGoDirs.get(dirOf(t))
      if (files) files.push(t)
      else this.touchedGoDirs.set(dirOf(t), [t])
    }
  }

  /** Touched files' base names without extension: what a relevant trace must mention. */
  private get stems(): SubstringSet {
    // Built on the first failure that needs it: a green run never pays for the automaton.
    if (this.stemsOrNull) return this.stemsOrNull
    const stems = [...this.touched].map((t) => {
      const base = baseOf(t)
      const dot = base.lastIndexOf('.')
      return dot > 0 ? base.slice(0, dot) : base
    })
    // A repository pattern without {name} can make any test conventional: then look at every trace.
    const all = this.extraPatterns.every((p) => p.includes('{name}'))
    this.stemsOrNull = new SubstringSet(all ? stems : [''])
    return this.stemsOrNull
  }

  /**
   * What a run is evidence for. What its file, class name and suite say is shared by the runs
   * of a suite and computed once; a failure adds the locations in its message and trace.
   */
  analyze(run: TestCaseRun): CaseFacts {
    const base = this.baseFacts(run)
    if (run.status !== 'failed' && run.status !== 'errored') return base
    return this.withFrames(run, base)
  }

  /** Facts without a trace; `line` is null (the caller takes the run's own line). */
  private baseFacts(run: TestCaseRun): CaseFacts {
    if (!this.memoize) return this.computeBase(run.file, run.classname, run.suite)
    // A class name that says nothing (jest-junit's `describe title`, one per test) gives the
    // facts of no class name: the suite's runs then share one entry instead of one each.
    if (run.classname !== this.rawClassname) {
      this.rawClassname = run.classname
      this.rawStandsFor = isInert(run.classname) ? null : run.classname
    }
    const classname = this.rawStandsFor
    // Runs of one suite arrive together: the previous run's facts usually apply.
    if (
      this.lastFacts !== null &&
      this.lastSuite === run.suite &&
      this.lastFile === run.file &&
      this.lastClassname === classname
    ) {
      return this.lastFacts
    }
    // Each part length-prefixed (null apart): no two triples share a key, whatever they hold.
    const memoKey = `${keyPart(run.file)}${keyPart(classname)}${run.suite}`
    let facts = this.memo.get(memoKey)
    if (!facts) {
      facts = this.computeBase(run.file, classname, run.suite)
      if (this.memo.size < MEMO_LIMIT) this.memo.set(detach(memoKey), facts)
    }
    this.lastFacts = facts
    this.lastFile = run.file
    this.lastClassname = classname
    this.lastSuite = run.suite
    return facts
  }

  private computeBase(file: string | null, classname: string | null, suite: string): CaseFacts {
    const related = new Map<string, number>()
    // Resolved in this order (file, class name, suite) as before the memo tables: the first
    // resolution of a path is what records a case-folded match, and notices keep that order.
    const fileAttr = file ? this.fileAttrPath(file) : null
    const cls = classname ? this.classFacts(classname) : null
    const classPath = cls?.path ?? null
    // Vitest and Playwright name each suite after its file.
    const suitePath = !fileAttr && !classPath ? this.suitePath(suite) : null
    const testFile = fileAttr ?? classPath ?? suitePath
    // The run's own file touched is its own test; another file the report names is named only.
    const named = (path: string | null) => {
      if (path && this.touched.has(path))
        addWhy(related, path, path === testFile ? WHY.ownTest : WHY.reportNamesIt)
    }
    named(fileAttr)
    named(classPath)
    named(suitePath)
    if (cls) for (const t of cls.goTouched) addWhy(related, t, WHY.goPackage)
    if (testFile) {
      for (const source of this.conventions.sourcesTestedBy(testFile))
        addWhy(related, source, WHY.convention)
    } else if (classname) {
      // Worked out here, not kept per class name: only a class name that names no file needs it.
      for (const probe of pseudoPathsOf(dottedSegments(classname)))
        for (const source of this.conventions.sourcesTestedBy(probe))
          addWhy(related, source, WHY.convention)
    }
    // Not copied again: the file, class name and suite lookups above hand back copies already.
    return factsOf(testFile, null, related)
  }

  /** Whether a class name points at a file by itself (see `classnameNamesFile`), memoized. */
  namesFile(classname: string | null): boolean {
    if (!this.memoize || isInert(classname)) return classnameNamesFile(classname)
    if (classname !== this.namesFileOf) {
      this.namesFileOf = classname
      this.namesFileLast = classname ? this.classFacts(classname).namesFile : false
    }
    return this.namesFileLast
  }

  private fileAttrPath(file: string): string | null {
    // Kept in the memo: a copy, as resolving may hand back the report's own (chunk-backed) text.
    return this.memoized(this.fileMemo, file, () => detachOrNull(this.index.resolve(file)))
  }

  private suitePath(suite: string): string | null {
    return this.memoized(this.suiteMemo, suite, () =>
      isPathLike(suite) ? detachOrNull(this.index.resolve(suite)) : null,
    )
  }

  private classFacts(classname: string): ClassFacts {
    return this.memoized(this.classMemo, classname, () => {
      const goPackage = goPackageOf(classname)
      const goTouched: string[] = []
      if (goPackage) {
        for (const dir of dirsOfPackage(goPackage))
          for (const t of this.touchedGoDirs.get(dir) ?? []) goTouched.push(t)
      }
      // Split once: the path and namesFile both start from the dotted segments.
      const segments = dottedSegments(classname)
      const path = this.classnamePath(classname, segments)
      return {
        path: path === null ? null : detach(path),
        goTouched: goTouched.length === 0 ? NO_FILES : goTouched,
        namesFile: namesFileGiven(classname, segments),
      }
    })
  }

  /** `table`'s value for `key`, computed on first need (every time when not memoizing). */
  private memoized<T>(table: Map<string, T>, key: string, compute: () => T): T {
    if (!this.memoize) return compute()
    const known = table.get(key)
    if (known !== undefined) return known
    const value = compute()
    // Kept past the report: a copy of the key, so no parser chunk stays alive behind it.
    if (table.size < MEMO_LIMIT) table.set(detach(key), value)
    return value
  }

  private withFrames(run: TestCaseRun, base: CaseFacts): CaseFacts {
    const text = `${run.message ?? ''}\n${run.trace ?? ''}`
    // A trace can only tie an unrelated run to the change by naming a touched file, or a test
    // named after one (`cart` in cart.test.ts, InvoiceTest, test_calc.py): no such name, no frames.
    if (base.related.length === 0 && !this.stems.foundIn(text)) return base
    const related = new Map<string, number>()
    base.related.forEach((file, i) => related.set(file, base.reasons[i]!))
    const goPackage = goPackageOf(run.classname)
    let testFile = base.testFile
    let line = run.line
    const preferDir = testFile ? dirOf(testFile) : null
    let firstTouched: { path: string; line: number | null } | null = null
    let firstTest: { path: string; line: number | null } | null = null
    for (const frame of extractFrames(text)) {
      const path = this.resolveFrame(frame.path, goPackage, preferDir)
      if (!path) continue
      if (this.touched.has(path)) {
        addWhy(related, path, WHY.trace)
        firstTouched ??= { path, line: frame.line }
      }
      if (testFile !== null && path === testFile) line ??= frame.line
      if (!firstTest && this.isTest(path)) firstTest = { path, line: frame.line }
    }
    if (testFile === null) {
      const found = firstTest ?? firstTouched
      if (found) {
        testFile = found.path
        line ??= found.line
        for (const source of this.conventions.sourcesTestedBy(testFile))
          addWhy(related, source, WHY.convention)
      }
    }
    return factsOf(testFile, line, related)
  }

  private isTest(path: string): boolean {
    if (!this.memoize) return isTestFile(path)
    let known = this.testMemo.get(path)
    if (known === undefined) {
      known = isTestFile(path)
      if (this.testMemo.size < 50_000) this.testMemo.set(path, known)
    }
    return known
  }

  /** Frame paths repeat across a report's failures: resolve each once. */
  private resolveFrame(
    raw: string,
    goPackage: string | null,
    preferDir: string | null,
  ): string | null {
    const key = `${keyPart(goPackage)}${keyPart(preferDir)}${raw}`
    const cached = this.memoize ? this.frameMemo.get(key) : undefined
    if (cached !== undefined) return cached
    const prefer = (c: string) =>
      (preferDir !== null && dirOf(c) === preferDir) ||
      (goPackage !== null && packageHasDir(goPackage, dirOf(c)))
    let resolved = this.index.resolve(raw, prefer)
    // Go prints bare file names (`calc_test.go:15`); the package says which directory.
    if (resolved && !resolved.includes('/') && !this.index.has(resolved) && goPackage) {
      const dir = dirsOfPackage(goPackage).find((d) => this.touchedGoDirs.has(d))
      if (dir) resolved = `${dir}/${resolved}`
    }
    resolved = resolved === null ? null : detach(resolved)
    if (this.memoize && this.frameMemo.size < 50_000) this.frameMemo.set(detach(key), resolved)
    return resolved
  }

  /** A class name that is a path (`src/a.test.ts`) or dotted (`com.acme.CalcTest`, `tests.test_a`). */
  private classnamePath(classname: string, segments: string[] | null): string | null {
    if (/\s/.test(classname)) return null
    if (/[/\\]/.test(classname)) return isCodePath(classname) ? this.index.resolve(classname) : null
    if (isCodePath(classname)) {
      // `login.spec.ts` is a file name that also parses as dotted identifiers.
      const asPath = this.index.resolve(classname)
      if (asPath && this.index.has(asPath)) return asPath
    }
    if (segments) {
      for (let k = segments.length; k >= 2; k--) {
        const hit = this.index.resolveStem(segments.slice(0, k).join('/'))
        if (hit) return hit
      }
      // Java and C# name the file after the class, wherever the directory.
      const hit = this.index.resolveStem(segments[segments.length - 1]!)
      if (hit) return hit
    }
    return isCodePath(classname) ? classname : null
  }
}

/**
 * Whether a class name points at a file by itself (a path, a dotted module or class). jest-style
 * class names ("cart adds an item") do not: only such runs borrow their suite's file.
 */
export function classnameNamesFile(classname: string | null): boolean {
  return classname ? namesFileGiven(classname, dottedSegments(classname)) : false
}

function namesFileGiven(classname: string, segments: string[] | null): boolean {
  if (/\s/.test(classname)) return false
  return /[/\\]/.test(classname) || isCodePath(classname) || segments !== null
}

/**
 * A class name with white space that is no dotted name either: no path, no Go package, no pseudo
 * path, names no file. What it says is what no class name says (the oracle test holds this).
 */
function isInert(classname: string | null): boolean {
  if (classname === null || !/\s/.test(classname)) return false
  // jest-junit writes one per test: without `$`, `[` or `(` nothing is cut off before the
  // dotted-name check, and a name with white space is never dotted.
  return !/[$[(]/.test(classname) || dottedSegments(classname) === null
}

function detachOrNull(text: string | null): string | null {
  return text === null ? null : detach(text)
}

/** A memo key's part: null, or the text after its length (so parts can never run together). */
function keyPart(text: string | null): string {
  return text === null ? '-' : `${text.length}:${text}`
}

function isPathLike(text: string): boolean {
  return text !== '' && !/\s/.test(text) && isCodePath(text)
}

/** `com.acme.CalcTest$Inner` → [com, acme, CalcTest]; null when not a dotted identifier. */
function dottedSegments(classname: string): string[] | null {
  const cleaned = classname.replace(/\$.*$/, '').replace(/[[(].*$/, '')
  if (!/^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)*$/.test(cleaned)) return null
  return cleaned.split('.')
}

/** Paths a dotted class name would have, for matching conventions when no file is known. */
function pseudoPathsOf(segments: string[] | null): string[] {
  if (!segments) return []
  const full = segments.join('/')
  const out = PSEUDO_EXTENSIONS.map((ext) => `${full}.${ext}`)
  if (segments.length > 1) out.push(`${segments.slice(0, -1).join('/')}.py`)
  return out
}

/** A Go import path (`github.com/acme/app/pkg/calc`): slashes, no file extension. */
function goPackageOf(classname: string | null): string | null {
  if (!classname || /\s/.test(classname) || !classname.includes('/')) return null
  if (isCodePath(classname) || baseOf(classname).includes('.')) return null
  return classname.replace(/\/+$/, '')
}

/**
 * The directories a Go import path can be (itself and each tail after a slash), longest first:
 * a package `github.com/acme/app/pkg/calc` is the directory `pkg/calc` of this repository.
 */
function dirsOfPackage(goPackage: string): string[] {
  const dirs = [goPackage]
  for (let slash = goPackage.indexOf('/'); slash >= 0; slash = goPackage.indexOf('/', slash + 1))
    dirs.push(goPackage.slice(slash + 1))
  return dirs.filter((d) => d !== '')
}

function packageHasDir(goPackage: string, dir: string): boolean {
  return dir !== '' && (goPackage === dir || goPackage.endsWith('/' + dir))
}

/** Adds a reason for `file`, keeping the ones it already has. */
function addWhy(into: Map<string, number>, file: string, why: number): void {
  into.set(file, (into.get(file) ?? 0) | why)
}

/** Facts with `related` sorted and `reasons` aligned with it. */
function factsOf(
  testFile: string | null,
  line: number | null,
  related: ReadonlyMap<string, number>,
): CaseFacts {
  const files = [...related.keys()].sort()
  return { testFile, line, related: files, reasons: files.map((f) => related.get(f)!) }
}

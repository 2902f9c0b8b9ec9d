import { posix } from 'node:path'
import { parseJsonc } from './jsonc.js'
import { isRecord } from '../shared/is-record.js'

/**
 * The non-relative specifiers a TypeScript project maps to its own files: `compilerOptions.paths`
 * (`"@/*": ["src/*"]`) and `baseUrl`, from the tsconfig.json nearest to a test (up to the
 * repository root) and one level of relative `extends`. Read as JSON with comments and trailing
 * commas, bounded by the caller's reader, never run. A tsconfig that cannot be read as such is a
 * notice naming the file, and the test's imports are then resolved as relative paths only.
 */

export const MAX_TSCONFIGS_READ = 32

/** Reads a repository file, bounded; null when it is not a readable file. */
export type BoundedReader = (path: string) => string | null

interface PathPattern {
  prefix: string
  /** Null for an exact pattern (no `*`). */
  suffix: string | null
  targets: string[]
}

/** One tsconfig's effective mapping; paths are repository-relative directories. */
export interface TsPathMapping {
  file: string
  baseUrl: string | null
  /** Where `paths` targets are resolved from: `baseUrl`, else the folder of the declaring file. */
  pathsBase: string | null
  patterns: PathPattern[]
}

export class TsconfigPaths {
  private readonly byDir = new Map<string, TsPathMapping | null>()
  private readonly byFile = new Map<string, TsPathMapping | null>()
  private reads = 0

  constructor(
    private readonly read: BoundedReader,
    private readonly exists: (path: string) => boolean,
    private readonly notices: string[],
  ) {}

  /** The mapping that applies to a file: its nearest tsconfig.json's, or null. */
  forFile(path: string): TsPathMapping | null {
    return this.forDir(posix.dirname(path))
  }

  private forDir(dir: string): TsPathMapping | null {
    const key = dir === '.' ? '' : dir
    const known = this.byDir.get(key)
    if (known !== undefined) return known
    const file = key ? `${key}/tsconfig.json` : 'tsconfig.json'
    let found: TsPathMapping | null
    if (this.exists(file)) found = this.load(file)
    else found = key ? this.forDir(posix.dirname(key)) : null
    this.byDir.set(key, found)
    return found
  }

  private load(file: string): TsPathMapping | null {
    const known = this.byFile.get(file)
    if (known !== undefined) return known
    const mapping = this.loadUncached(file)
    this.byFile.set(file, mapping)
    return mapping
  }

  private loadUncached(file: string): TsPathMapping | null {
    const config = this.parse(file)
    if (config === null) return null
    const layers: { file: string; options: Record<string, unknown> }[] = []
    const extended = config['extends']
    const parents =
      typeof extended === 'string' ? [extended] : Array.isArray(extended) ? extended : []
    for (const parent of parents) {
      // Only a relative file of the repository: a package's base config maps no project paths.
      if (typeof parent !== 'string' || !/^\.\.?\//.test(parent)) continue
      const joined = posix.normalize(posix.join(posix.dirname(file), parent))
      if (joined.startsWith('..')) continue
      const target = this.exists(joined) ? joined : `${joined}.json`
      const options = this.parse(target)
      // A parent that cannot be read leaves the whole mapping unknown: fall back to relative.
      if (options === null) return null
      layers.push({ file: target, options: compilerOptions(options) })
    }
    layers.push({ file, options: compilerOptions(config) })

    let baseUrl: string | null = null
    let paths: Record<string, unknown> | null = null
    let pathsDir: string | null = null
    for (const layer of layers) {
      const dir = posix.dirname(layer.file)
      if (typeof layer.options['baseUrl'] === 'string') {
        baseUrl = inRepo(posix.join(dir, layer.options['baseUrl']))
      }
      if (layer.options['paths'] !== undefined) {
        if (!isRecord(layer.options['paths'])) {
          this.notices.push(
            `${layer.file}: compilerOptions.paths is not an object; its path aliases are not used to map tests to sources.`,
          )
          return null
        }
        paths = layer.options['paths']
        pathsDir = dir
      }
    }
    const pathsBase = baseUrl ?? (pathsDir === null ? null : inRepo(pathsDir))
    const patterns: PathPattern[] = []
    for (const [pattern, targets] of Object.entries(paths ?? {})) {
      if (!Array.isArray(targets)) continue
      const star = pattern.indexOf('*')
      patterns.push({
        prefix: star === -1 ? pattern : pattern.slice(0, star),
        suffix: star === -1 ? null : pattern.slice(star + 1),
        targets: targets.filter((t): t is string => typeof t === 'string'),
      })
    }
    if (baseUrl === null && patterns.length === 0) return null
    return { file, baseUrl, pathsBase, patterns }
  }

  /** A tsconfig's top-level object, or null (with a notice) when it cannot be read as one. */
  private parse(file: string): Record<string, unknown> | null {
    if (this.reads >= MAX_TSCONFIGS_READ) {
      if (this.reads++ === MAX_TSCONFIGS_READ) {
        this.notices.push(
          `More than ${MAX_TSCONFIGS_READ} tsconfig files: ${file} and later ones are not read; their tests are mapped by relative imports only.`,
        )
      }
      return null
    }
    this.reads++
    const text = this.read(file)
    if (text === null) {
      this.notices.push(
        `${file} could not be read; path aliases are not used to map tests to sources, only relative imports.`,
      )
      return null
    }
    let value: unknown
    try {
      value = parseJsonc(text)
    } catch (error) {
      this.notices.push(
        `${file} is not valid JSON (${(error as Error).message}); path aliases are not used to map tests to sources, only relative imports.`,
      )
      return null
    }
    if (!isRecord(value)) {
      this.notices.push(
        `${file} is not a JSON object; path aliases are not used to map tests to sources, only relative imports.`,
      )
      return null
    }
    return value
  }
}

function compilerOptions(config: Record<string, unknown>): Record<string, unknown> {
  const options = config['compilerOptions']
  return isRecord(options) ? options : {}
}

/** A repository-relative folder ('' for the root), or null when it leaves the repository. */
function inRepo(path: string): string | null {
  const normal = posix.normalize(path)
  if (normal === '.' || normal === './') return ''
  if (normal.startsWith('..') || posix.isAbsolute(normal)) return null
  return normal.replace(/\/$/, '')
}

/**
 * The repository paths a non-relative specifier may name under a mapping, most specific pattern
 * first (an exact pattern, then the longest prefix, as TypeScript picks), then `baseUrl`.
 */
export function aliasCandidates(mapping: TsPathMapping, specifier: string): string[] {
  const out: string[] = []
  if (mapping.pathsBase !== null) {
    let best: { pattern: PathPattern; captured: string } | null = null
    for (const pattern of mapping.patterns) {
      if (pattern.suffix === null) {
        if (specifier === pattern.prefix) {
          best = { pattern, captured: '' }
          break
        }
        continue
      }
      if (
        specifier.length >= pattern.prefix.length + pattern.suffix.length &&
        specifier.startsWith(pattern.prefix) &&
        specifier.endsWith(pattern.suffix) &&
        (best === null ||
          (best.pattern.suffix !== null && pattern.prefix.length > best.pattern.prefix.length))
      ) {
        best = {
          pattern,
          captured: specifier.slice(
            pattern.prefix.length,
            specifier.length - pattern.suffix.length,
          ),
        }
      }
    }
    for (const target of best?.pattern.targets ?? []) {
      const path = inRepo(posix.join(mapping.pathsBase, target.replace('*', best!.captured)))
      if (path) out.push(path)
    }
  }
  if (mapping.baseUrl !== null) {
    const path = inRepo(posix.join(mapping.baseUrl, specifier))
    if (path) out.push(path)
  }
  return out
}

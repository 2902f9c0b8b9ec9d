import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readSync,
  readdirSync,
} from 'node:fs'
import { dirname, join } from 'node:path'
import { InputError } from '../errors.js'
import { findBundledFile, SHIPPED_ROOT } from '../shared/bundled-file.js'
import { MAX_EXAMPLE_FILE_CHARS, parseExampleFile } from './parse.js'
import { STACKS, type CalibrationExample } from './types.js'

/**
 * The I/O edge of the examples stage: finds and reads example files, hands their text to the
 * pure parser. Override files come from the repository under review, which the pull request
 * controls: only regular files, bounded in number and size, never followed through symlinks.
 */

export const BUNDLED_DIR_NAME = 'rubric-examples'
export const MAX_OVERRIDE_FILES = 100
/** Bytes: UTF-8 may take up to 4 bytes per character, the parser then checks characters. */
const MAX_FILE_BYTES = MAX_EXAMPLE_FILE_CHARS * 4

/**
 * The folder of the bundled pool. From source it is `<repo>/rubric-examples/`; in the ncc
 * bundle it is `dist/rubric-examples/`, next to the bundle file.
 */
export function bundledExamplesDir(): string {
  return findExamplesDirAbove(SHIPPED_ROOT)
}

/** The nearest `rubric-examples/` holding `common.md`, from `start` up to the filesystem root. */
export function findExamplesDirAbove(start: string): string {
  const common = findBundledFile(join(BUNDLED_DIR_NAME, 'common.md'), start)
  if (common !== null) return dirname(common)
  // A broken install, not a user mistake: a plain Error reaches the shells as a bug.
  throw new Error(
    `bundled calibration examples not found: no ${BUNDLED_DIR_NAME}/common.md in ${start} or above`,
  )
}

let bundledCache: readonly CalibrationExample[] | undefined

/** The bundled pool, one file per stack in STACKS order. Read once per process. */
export function loadBundledExamples(): CalibrationExample[] {
  if (!bundledCache) bundledCache = Object.freeze(readBundled(bundledExamplesDir()))
  return [...bundledCache]
}

function readBundled(dir: string): CalibrationExample[] {
  const all: CalibrationExample[] = []
  const seen = new Map<string, string>()
  for (const stack of STACKS) {
    const source = `bundled:${stack}.md`
    const examples = parseExampleFile(readBounded(join(dir, `${stack}.md`), source), source)
    for (const example of examples) {
      if (example.stack !== stack) {
        throw new Error(`${source}: example ${example.example_id} declares stack ${example.stack}`)
      }
      const other = seen.get(example.example_id)
      if (other) throw new Error(`${source}: example ${example.example_id} is also in ${other}`)
      seen.set(example.example_id, source)
      all.push(Object.freeze(example))
    }
  }
  return all
}

/**
 * A repository's own examples: every `*.md` file directly in `dir` except README.md, in name
 * order. `displayPrefix` is the folder's repository-relative path, used for every source name
 * and error (never the absolute path). A missing folder means no overrides.
 */
export function loadRepoExamples(dir: string, displayPrefix: string): CalibrationExample[] {
  const shown = (name?: string) =>
    [displayPrefix.replace(/\/+$/, ''), name].filter((part) => part).join('/') || '.'
  let folder
  try {
    folder = lstatSync(dir)
  } catch (error) {
    if (isNotFound(error)) return []
    throw new InputError(`cannot read the examples folder: ${errorCode(error)}`, shown())
  }
  if (folder.isSymbolicLink()) {
    throw new InputError('the examples folder must be a real folder, not a symbolic link', shown())
  }
  if (!folder.isDirectory()) throw new InputError('expected a folder of *.md files', shown())

  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name.toLowerCase() !== 'readme.md')
    .sort()
  if (names.length > MAX_OVERRIDE_FILES) {
    throw new InputError(
      `${names.length} example files; the limit is ${MAX_OVERRIDE_FILES}`,
      shown(),
    )
  }
  const all: CalibrationExample[] = []
  const seen = new Map<string, string>()
  for (const name of names) {
    const source = shown(name)
    const path = join(dir, name)
    const entry = lstatSync(path)
    if (entry.isSymbolicLink()) {
      throw new InputError('is a symbolic link; example files must be regular files', source)
    }
    if (!entry.isFile()) continue
    for (const example of parseExampleFile(readBounded(path, source), source)) {
      const other = seen.get(example.example_id)
      if (other) {
        throw new InputError(
          `${source}: example ${example.example_id} is also defined in ${other}`,
          source,
        )
      }
      seen.set(example.example_id, source)
      all.push(example)
    }
  }
  return all
}

/** Reads a UTF-8 file, refusing one over the size limit before reading it whole. */
function readBounded(path: string, source: string): string {
  let fd: number
  try {
    // O_NOFOLLOW: a file swapped for a symlink after the lstat check is still refused.
    fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0))
  } catch (error) {
    throw new InputError(`cannot read: ${errorCode(error)}`, source)
  }
  try {
    const stat = fstatSync(fd)
    if (!stat.isFile()) throw new InputError('is not a regular file', source)
    const size = stat.size
    if (size > MAX_FILE_BYTES) {
      throw new InputError(`file is ${size} bytes; the limit is ${MAX_FILE_BYTES}`, source)
    }
    const buffer = Buffer.alloc(size)
    let read = 0
    while (read < size) {
      const n = readSync(fd, buffer, read, size - read, read)
      if (n === 0) break
      read += n
    }
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(buffer.subarray(0, read))
    } catch {
      throw new InputError('is not valid UTF-8 text', source)
    }
  } finally {
    closeSync(fd)
  }
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT'
}

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException | undefined)?.code ?? 'unknown error'
}

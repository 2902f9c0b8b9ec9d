/**
 * The merge job's edge to the shard folders (`merge-shards: <glob>`): the folders the glob names,
 * as actions/download-artifact leaves them (one folder per artifact), and each one's shard.json
 * and review.json. Artifacts are untrusted: no symbolic link is followed (folders are listed with
 * lstat, files opened with O_NOFOLLOW), each file is read up to a size cap, the walk and the
 * folder count are bounded, and every refusal is a problem naming the path.
 */
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readSync,
} from 'node:fs'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import picomatch from 'picomatch/posix.js'
import { MAX_SHARDS } from '../shard/partition.js'
import { SHARD_RECORD_FILE } from '../shard/record.js'
import { SHARD_REVIEW_FILE } from '../shard/review-file.js'

/** Most bytes read of one shard file: a 5,000-file shard's record is about 300 KB. */
export const MAX_SHARD_FILE_BYTES = 32 * 1024 * 1024
/** Most folders the glob may name: every shard of the largest matrix, twice over. */
export const MAX_SHARD_FOLDERS = 2 * MAX_SHARDS
const MAX_WALK_ENTRIES = 20_000

export interface ShardFolder {
  /** As the glob's wildcard part matched it (the artifact's name, one folder per artifact). */
  folder: string
  /** shard.json's text, or null when absent or refused (a problem says why). */
  record: string | null
  /** review.json's text, or null when absent or refused. */
  review: string | null
}

export interface ShardFolders {
  folders: ShardFolder[]
  problems: string[]
}

const GLOB_CHARACTER = /[*?[\]{}!]/

/** The folders `glob` names under `baseDir` (or absolute), with their two files read. */
export function readShardFolders(glob: string, baseDir: string): ShardFolders {
  const problems: string[] = []
  const pattern = glob.trim().replace(/\/+$/, '')
  const segments = pattern.split('/')
  const literal: string[] = []
  for (const segment of segments) {
    if (GLOB_CHARACTER.test(segment)) break
    literal.push(segment)
  }
  const root = resolve(baseDir, literal.join('/') || '.')
  const rest = segments.slice(literal.length).join('/')
  // A folder is named as the glob's wildcard part matched it: the artifact's name, for a pattern
  // such as `${{ runner.temp }}/shards/*`; the folder itself when the glob has no wildcard.
  const name = (path: string): string => {
    const rel = relative(root, path)
    if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return literal.join('/') || path
    return rel.split(sep).join('/')
  }
  const dirs: string[] = []
  if (rest === '') {
    dirs.push(root)
  } else {
    const matches = picomatch(rest, { dot: false })
    const depth = rest.includes('**') ? Infinity : rest.split('/').length
    let seen = 0
    const walk = (dir: string, prefix: string, level: number): void => {
      if (level > depth) return
      let entries
      try {
        entries = readdirSync(dir, { withFileTypes: true })
      } catch {
        return
      }
      for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
        if (++seen > MAX_WALK_ENTRIES) return
        const rel = prefix === '' ? entry.name : `${prefix}/${entry.name}`
        const path = join(dir, entry.name)
        if (entry.isSymbolicLink()) {
          if (matches(rel)) problems.push(`${name(path)}: a symbolic link, not a shard folder`)
          continue
        }
        if (!entry.isDirectory()) continue
        if (matches(rel)) dirs.push(path)
        walk(path, rel, level + 1)
      }
    }
    walk(root, '', 1)
    if (seen > MAX_WALK_ENTRIES)
      problems.push(`${pattern}: more than ${MAX_WALK_ENTRIES} entries under ${name(root)}`)
  }
  if (dirs.length > MAX_SHARD_FOLDERS) {
    problems.push(`${pattern}: ${dirs.length} folders, more than ${MAX_SHARD_FOLDERS}`)
    return { folders: [], problems }
  }
  const folders: ShardFolder[] = []
  for (const dir of dirs) {
    const info = lstatSync(dir, { throwIfNoEntry: false })
    if (!info) continue
    if (info.isSymbolicLink() || !info.isDirectory()) {
      problems.push(`${name(dir)}: not a folder (links are never followed)`)
      continue
    }
    const folder = name(dir)
    folders.push({
      folder,
      record: readBounded(join(dir, SHARD_RECORD_FILE), `${folder}/${SHARD_RECORD_FILE}`, problems),
      review: readBounded(join(dir, SHARD_REVIEW_FILE), `${folder}/${SHARD_REVIEW_FILE}`, problems),
    })
  }
  return { folders, problems }
}

/** A regular file's text up to the cap, never through a link; null (and a problem) otherwise. */
function readBounded(path: string, label: string, problems: string[]): string | null {
  let fd: number
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return null
    problems.push(
      `${label}: refused (${code === 'ELOOP' ? 'a symbolic link' : (code ?? 'unreadable')})`,
    )
    return null
  }
  try {
    const info = fstatSync(fd)
    if (!info.isFile()) {
      problems.push(`${label}: not a regular file`)
      return null
    }
    if (info.size > MAX_SHARD_FILE_BYTES) {
      problems.push(`${label}: ${info.size} bytes, more than ${MAX_SHARD_FILE_BYTES}`)
      return null
    }
    const buffer = Buffer.alloc(info.size)
    let read = 0
    while (read < info.size) {
      const n = readSync(fd, buffer, read, info.size - read, read)
      if (n === 0) break
      read += n
    }
    return buffer.subarray(0, read).toString('utf8')
  } finally {
    closeSync(fd)
  }
}

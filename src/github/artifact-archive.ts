/**
 * Unpacks a test-report artifact: a zip written by a run the pull request controls, so hostile by
 * assumption. yauzl reads it entry by entry from the central directory (never the whole archive in
 * memory), rejects absolute and `..` names itself, and checks each entry's real size against the
 * size it declares; on top of that every limit below is checked before an entry is read, so a zip
 * bomb is refused from its directory, not after filling the disk. Nothing is written outside
 * `destination`, nothing is overwritten, and links are refused.
 */
import { createWriteStream } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { dirname, resolve, sep } from 'node:path'
import { pipeline } from 'node:stream/promises'
import yauzl from 'yauzl'

export interface ArchiveLimits {
  maxEntries: number
  /** Sum of the entries' uncompressed sizes. */
  maxTotalBytes: number
  /** Uncompressed over compressed size of one entry (checked above 1 MiB). */
  maxRatio: number
}

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 10_000,
  maxTotalBytes: 512 * 1024 * 1024,
  maxRatio: 200,
}

const RATIO_FLOOR_BYTES = 1024 * 1024
const S_IFMT = 0o170000
const S_IFLNK = 0o120000

/** The archive broke a rule; the message names the entry and the rule. */
export class ArchiveRefused extends Error {
  override readonly name = 'ArchiveRefused'
}

export interface ExtractedArchive {
  /** Paths of the files written, relative to the destination, in archive order. */
  files: string[]
  totalBytes: number
}

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((done, fail) => {
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: true, strictFileNames: true, validateEntrySizes: true },
      (error, zip) => (error || !zip ? fail(error ?? new Error('no zip')) : done(zip)),
    )
  })
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<NodeJS.ReadableStream> {
  return new Promise((done, fail) => {
    zip.openReadStream(entry, (error, stream) =>
      error || !stream ? fail(error ?? new Error('no stream')) : done(stream),
    )
  })
}

/** Our own name rules, besides yauzl's: printable, relative, no `..` segment, no drive letter. */
function refusedName(name: string): string | null {
  if (name.length === 0 || name.length > 1024) return 'an empty or overlong name'
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'control characters in its name'
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return 'an absolute path'
  if (name.split('/').some((segment) => segment === '..')) return 'a path that leaves the folder'
  return null
}

function describe(name: string): string {
  return JSON.stringify(name.slice(0, 200))
}

export async function extractArchive(
  zipPath: string,
  destination: string,
  limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS,
): Promise<ExtractedArchive> {
  const root = resolve(destination)
  await mkdir(root, { recursive: true })
  let zip: yauzl.ZipFile
  try {
    zip = await openZip(zipPath)
  } catch (error) {
    throw new ArchiveRefused(`not a readable zip archive: ${(error as Error).message}`)
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close()
    throw new ArchiveRefused(`${zip.entryCount} entries, above the limit of ${limits.maxEntries}`)
  }
  const files: string[] = []
  const written = new Set<string>()
  let totalBytes = 0
  try {
    for await (const entry of entries(zip)) {
      const name = entry.fileName
      const why = refusedName(name)
      if (why) throw new ArchiveRefused(`entry ${describe(name)} has ${why}`)
      const mode = (entry.externalFileAttributes >>> 16) & S_IFMT
      if (mode === S_IFLNK) throw new ArchiveRefused(`entry ${describe(name)} is a symbolic link`)
      const target = resolve(root, name)
      if (target !== root && !target.startsWith(root + sep))
        throw new ArchiveRefused(`entry ${describe(name)} would be written outside the folder`)
      if (name.endsWith('/')) {
        await mkdir(target, { recursive: true })
        continue
      }
      totalBytes += entry.uncompressedSize
      if (totalBytes > limits.maxTotalBytes)
        throw new ArchiveRefused(
          `the entries unpack to more than ${limits.maxTotalBytes} bytes (at ${describe(name)})`,
        )
      if (
        entry.uncompressedSize > RATIO_FLOOR_BYTES &&
        entry.uncompressedSize > limits.maxRatio * Math.max(entry.compressedSize, 1)
      )
        throw new ArchiveRefused(
          `entry ${describe(name)} expands ${entry.uncompressedSize} bytes from ${entry.compressedSize}, above a ratio of ${limits.maxRatio}`,
        )
      if (written.has(target)) throw new ArchiveRefused(`entry ${describe(name)} appears twice`)
      written.add(target)
      await mkdir(dirname(target), { recursive: true })
      // `wx`: a name that resolves onto an existing file (case folding, an earlier link) fails.
      await pipeline(await openEntry(zip, entry), createWriteStream(target, { flags: 'wx' }))
      files.push(name)
    }
  } catch (error) {
    zip.close()
    if (error instanceof ArchiveRefused) throw error
    throw new ArchiveRefused(`the archive could not be read: ${(error as Error).message}`)
  }
  return { files, totalBytes }
}

/** The entries one at a time: the next is read only when the previous one is handled. */
async function* entries(zip: yauzl.ZipFile): AsyncGenerator<yauzl.Entry> {
  let pending: { resolve: (e: yauzl.Entry | null) => void; reject: (e: Error) => void } | null =
    null
  zip.on('entry', (entry: yauzl.Entry) => pending?.resolve(entry))
  zip.on('end', () => pending?.resolve(null))
  zip.on('error', (error: Error) => pending?.reject(error))
  for (;;) {
    const next = await new Promise<yauzl.Entry | null>((resolve, reject) => {
      pending = { resolve, reject }
      zip.readEntry()
    })
    if (next === null) return
    yield next
  }
}

import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ArchiveRefused, extractArchive } from '../../src/github/artifact-archive.js'
import { makeZip, type ZipEntry } from '../support/zip.js'

function archive(entries: ZipEntry[]): { zip: string; out: string; parent: string } {
  const parent = mkdtempSync(join(tmpdir(), 'rg-zip-'))
  const zip = join(parent, 'a.zip')
  writeFileSync(zip, makeZip(entries))
  return { zip, out: join(parent, 'out'), parent }
}

async function refusal(entries: ZipEntry[], limits?: Parameters<typeof extractArchive>[2]) {
  const { zip, out, parent } = archive(entries)
  const error = await extractArchive(zip, out, limits).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ArchiveRefused)
  // Nothing escaped the destination folder.
  expect(readdirSync(parent).sort()).toEqual(['a.zip', 'out'])
  return (error as Error).message
}

describe('extractArchive', () => {
  it('unpacks stored and deflated files into nested folders', async () => {
    const { zip, out } = archive([
      { name: 'reports/', mode: 0o40755 },
      { name: 'reports/unit.xml', data: '<testsuites/>' },
      { name: 'reports/deep/e2e.xml', data: '<testsuite tests="1"/>', deflate: true },
    ])
    const result = await extractArchive(zip, out)
    expect(result.files).toEqual(['reports/unit.xml', 'reports/deep/e2e.xml'])
    expect(readFileSync(join(out, 'reports/deep/e2e.xml'), 'utf8')).toBe('<testsuite tests="1"/>')
  })

  it('refuses names that leave the folder, absolute names and links, naming the entry', async () => {
    expect(await refusal([{ name: '../escape.xml', data: 'x' }])).toMatch(/escape\.xml/)
    expect(await refusal([{ name: 'a/../../escape.xml', data: 'x' }])).toMatch(/escape/)
    expect(await refusal([{ name: '/etc/passwd', data: 'x' }])).toMatch(/passwd/)
    expect(await refusal([{ name: 'link.xml', data: '/etc/passwd', mode: 0o120777 }])).toMatch(
      /"link\.xml" is a symbolic link/,
    )
  })

  it('refuses a zip bomb from its directory, before writing it', async () => {
    const zeros = Buffer.alloc(8 * 1024 * 1024)
    const message = await refusal([{ name: 'bomb.xml', data: zeros, deflate: true }])
    expect(message).toMatch(/ratio/)
    const { zip, out } = archive([{ name: 'bomb.xml', data: zeros, deflate: true }])
    await extractArchive(zip, out).catch(() => null)
    expect(existsSync(join(out, 'bomb.xml'))).toBe(false)
  })

  it('caps the entry count and the total size', async () => {
    const many = Array.from({ length: 6 }, (_, i) => ({ name: `r${i}.xml`, data: 'x' }))
    expect(await refusal(many, { maxEntries: 5, maxTotalBytes: 1e9, maxRatio: 100 })).toMatch(
      /6 entries/,
    )
    const big = [
      { name: 'a.xml', data: 'x'.repeat(600) },
      { name: 'b.xml', data: 'y'.repeat(600) },
    ]
    expect(await refusal(big, { maxEntries: 10, maxTotalBytes: 1000, maxRatio: 100 })).toMatch(
      /more than 1000 bytes \(at "b\.xml"\)/,
    )
  })

  it('an entry that lies about its size, a duplicate name or a non-zip is refused', async () => {
    expect(await refusal([{ name: 'a.xml', data: 'x'.repeat(100), claimedSize: 10 }])).toMatch(
      /could not be read/,
    )
    expect(
      await refusal([
        { name: 'a.xml', data: 'one' },
        { name: 'a.xml', data: 'two' },
      ]),
    ).toMatch(/appears twice/)
    const parent = mkdtempSync(join(tmpdir(), 'rg-zip-'))
    writeFileSync(join(parent, 'a.zip'), 'not a zip')
    await expect(extractArchive(join(parent, 'a.zip'), join(parent, 'out'))).rejects.toThrow(
      /not a readable zip/,
    )
  })
})

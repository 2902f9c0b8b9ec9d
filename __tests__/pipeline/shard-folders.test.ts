import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  MAX_SHARD_FILE_BYTES,
  MAX_SHARD_FOLDERS,
  readShardFolders,
} from '../../src/pipeline/shard-folders.js'

function tree(folders: Record<string, Record<string, string>>): string {
  const root = mkdtempSync(join(tmpdir(), 'rg-shard-folders-'))
  for (const [folder, files] of Object.entries(folders)) {
    mkdirSync(join(root, folder), { recursive: true })
    for (const [name, text] of Object.entries(files)) writeFileSync(join(root, folder, name), text)
  }
  return root
}

describe('readShardFolders', () => {
  it('names each folder the glob matches as the artifact it is, with its two files', () => {
    const root = tree({
      'shards/review-gate-shard-0': { 'shard.json': '{"a":1}', 'review.json': '{}' },
      'shards/review-gate-shard-1': { 'shard.json': '{"b":2}' },
      'shards/other/nested': { 'shard.json': 'x' },
    })
    const read = readShardFolders('shards/review-gate-shard-*', root)
    expect(read.problems).toEqual([])
    expect(read.folders).toEqual([
      { folder: 'review-gate-shard-0', record: '{"a":1}', review: '{}' },
      { folder: 'review-gate-shard-1', record: '{"b":2}', review: null },
    ])
    // An absolute glob (a folder under RUNNER_TEMP) reads the same.
    expect(readShardFolders(`${root}/shards/review-gate-shard-*/`, '/').folders).toHaveLength(2)
  })

  it('refuses a file over the size cap, naming it and its size, without reading it', () => {
    const root = tree({ 'shards/s0': { 'review.json': '{}' } })
    writeFileSync(join(root, 'shards/s0/shard.json'), Buffer.alloc(MAX_SHARD_FILE_BYTES + 1, 32))
    const read = readShardFolders('shards/*', root)
    expect(read.folders[0]!.record).toBeNull()
    expect(read.problems).toEqual([
      `s0/shard.json: ${MAX_SHARD_FILE_BYTES + 1} bytes, more than ${MAX_SHARD_FILE_BYTES}`,
    ])
  })

  it('refuses more folders than the largest matrix could leave, and follows no link', () => {
    const many: Record<string, Record<string, string>> = {}
    for (let i = 0; i <= MAX_SHARD_FOLDERS; i++) many[`shards/s${i}`] = {}
    const root = tree(many)
    const read = readShardFolders('shards/*', root)
    expect(read.folders).toEqual([])
    expect(read.problems).toEqual([
      `shards/*: ${MAX_SHARD_FOLDERS + 1} folders, more than ${MAX_SHARD_FOLDERS}`,
    ])
    const linked = tree({ 'shards/real': { 'shard.json': '{}' } })
    symlinkSync(join(linked, 'shards/real'), join(linked, 'shards/link'))
    expect(readShardFolders('shards/*', linked).problems).toEqual([
      'link: a symbolic link, not a shard folder',
    ])
  })
})

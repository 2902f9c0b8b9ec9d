import { partition, sizeFiles } from '../shard/partition.js'
import { sliceOf, type ShardSlice } from '../shard/record.js'
import type { Scope } from './prepare.js'

/**
 * One shard's part of the change: the partition is cut from every reviewable file (after the
 * ignore globs), so every shard of the matrix computes the same one, and the scope keeps only this
 * shard's files. Evidence, the payload and its budget then see the slice alone.
 */
export function shardScope(
  scope: Scope,
  spec: { index: number; count: number },
): { scope: Scope; slice: ShardSlice } {
  const slice = sliceOf(partition(sizeFiles(scope.diff.files), spec.count), spec.index)
  const mine = new Set(slice.files)
  return {
    scope: {
      diff: { ...scope.diff, files: scope.diff.files.filter((f) => mine.has(f.path)) },
      ignored: scope.ignored,
      touched: scope.touched.filter((path) => mine.has(path)),
    },
    slice,
  }
}

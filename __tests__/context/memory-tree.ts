import type { TreeReader } from '../../src/context/types.js'

/** A head tree held in memory: the stage's reader without a disk. */
export function memoryTree(files: Record<string, string>, label = 'test tree'): TreeReader {
  const paths = Object.keys(files).sort()
  return {
    label,
    truncated: false,
    files: () => paths,
    read: (path) => files[path] ?? null,
  }
}

import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Where the code runs from: `dist/` inside the ncc bundle (every module becomes the one bundle
 * file), `src/shared/` when running from source.
 */
export const SHIPPED_ROOT = dirname(fileURLToPath(import.meta.url))

/**
 * A file shipped with review-gate (`instructions/reviewer.md`, `rubric-examples/common.md`): in
 * the bundle it sits in `dist/` next to the bundle file, from source at the repository root, so
 * the nearest folder at or above `start` that holds `relativePath` wins. Null when none does:
 * callers say what is missing, and a missing shipped file is a broken install, not a user error.
 */
export function findBundledFile(relativePath: string, start = SHIPPED_ROOT): string | null {
  for (let dir = start; ; dir = dirname(dir)) {
    const candidate = join(dir, relativePath)
    if (existsSync(candidate)) return candidate
    if (dirname(dir) === dir) return null
  }
}

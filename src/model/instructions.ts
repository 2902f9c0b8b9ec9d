import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The bundled reviewer instructions (`instructions/reviewer.md`). HTTP providers send them as
 * the system message; exec providers get them before the payload on stdin. Versioned, so a
 * recorded reply or a report can say which instructions produced it.
 */

export const instructionsVersion = '1.0.0'
export const INSTRUCTIONS_FILE = 'reviewer.md'

let cached: string | null = null

/**
 * The instructions text. Found by walking up from this module: `dist/instructions/` next to the
 * bundle, or `<repo>/instructions/` when running from source.
 */
export function loadInstructions(): string {
  if (cached !== null) return cached
  const file = findInstructionsFile(dirname(fileURLToPath(import.meta.url)))
  const text = readFileSync(file, 'utf8')
  const declared = /^review-gate reviewer instructions, version (\S+)\n/.exec(text)?.[1]
  if (declared !== instructionsVersion) {
    // A packaging mistake (stale dist/instructions), never a user error.
    throw new Error(
      `${file} declares version ${declared ?? '(none)'}, but this build expects ${instructionsVersion}`,
    )
  }
  cached = text
  return text
}

export function findInstructionsFile(startDir: string): string {
  let dir = startDir
  for (;;) {
    const candidate = join(dir, 'instructions', INSTRUCTIONS_FILE)
    if (existsSync(candidate)) return candidate
    const parent = dirname(dir)
    if (parent === dir) break
    dir = parent
  }
  throw new Error(
    `the reviewer instructions (instructions/${INSTRUCTIONS_FILE}) were not found above ${startDir}; the package is incomplete`,
  )
}

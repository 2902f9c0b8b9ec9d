import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CalibrationExample } from '../examples/types.js'
import { loadRepoExamples } from '../examples/load.js'
import type { Git } from '../git/git.js'

export const REPO_EXAMPLES_DIR = '.review-gate/rubric-examples'

/**
 * The repository's calibration examples as of a commit (the base of a change), never from the
 * working tree: a change cannot plant examples that teach the reviewer to pass it.
 */
export async function examplesAtCommit(git: Git, sha: string): Promise<CalibrationExample[]> {
  if (!(await git.ensureCommit(sha))) return []
  const names = await git.listMarkdownAtCommit(sha, REPO_EXAMPLES_DIR)
  if (names.length === 0) return []
  const scratch = mkdtempSync(join(tmpdir(), 'review-gate-examples-'))
  try {
    for (const name of names) {
      const text = await git.readAtCommit(sha, `${REPO_EXAMPLES_DIR}/${name}`)
      if (text !== null) writeFileSync(join(scratch, name), text)
    }
    return loadRepoExamples(scratch, REPO_EXAMPLES_DIR)
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

import { dirname } from 'node:path'
import { Git } from '../git/git.js'

/**
 * Report files git tracks at the head: the pull request wrote them, not this run's tests (a
 * `reports/junit.xml` committed green, read when the test step died before writing its own).
 * One `git ls-files` per folder the reports sit in. A checkout git cannot answer for (a case
 * directory, an unpacked artifact: no repository) has no tracked files to refuse.
 */
export async function trackedReports(
  repoRoot: string,
  files: readonly string[],
  git = 'git',
): Promise<Set<string>> {
  const tracked = new Set<string>()
  if (files.length === 0) return tracked
  const wanted = new Set(files)
  const client = new Git(repoRoot, git)
  for (const dir of [...new Set(files.map((f) => dirname(f)))].sort()) {
    let listed: Awaited<ReturnType<Git['lsFiles']>>
    try {
      listed = await client.lsFiles(dir)
    } catch {
      return tracked
    }
    if (listed.exitCode !== 0) return tracked
    for (const file of listed.files) if (wanted.has(file)) tracked.add(file)
  }
  return tracked
}

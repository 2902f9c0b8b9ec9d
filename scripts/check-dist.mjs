// Fails when the committed dist/ differs from a fresh bundle of src/: GitHub runs dist/index.js,
// so a stale bundle would ship code that was never reviewed or tested. Every file counts (the
// entry loaders, each entry's chunk files, the shipped assets): the fresh bundle is built into a
// temporary folder and compared with dist/ file by file, both ways, so a missing, extra or
// changed chunk fails as surely as a changed entry.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'

function filesUnder(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath ?? entry.path, entry.name)))
    .sort()
}

const fresh = mkdtempSync(join(tmpdir(), 'review-gate-dist-'))
try {
  execFileSync(process.execPath, ['scripts/bundle.mjs', '--out', fresh], { stdio: 'inherit' })
  const built = filesUnder(fresh)
  const committed = filesUnder('dist')
  const problems = [
    ...built.filter((file) => !committed.includes(file)).map((file) => `missing: dist/${file}`),
    ...committed.filter((file) => !built.includes(file)).map((file) => `extra:   dist/${file}`),
    ...built
      .filter((file) => committed.includes(file))
      .filter((file) => !readFileSync(join(fresh, file)).equals(readFileSync(join('dist', file))))
      .map((file) => `changed: dist/${file}`),
  ]
  if (problems.length > 0) {
    console.error(
      `dist/ is stale (${problems.length} file(s)): run \`npm run bundle\` and commit the result.\n` +
        problems.join('\n'),
    )
    process.exitCode = 1
  } else console.log(`dist/ is up to date (${built.length} files).`)
} finally {
  rmSync(fresh, { recursive: true, force: true })
}

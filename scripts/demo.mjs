// `npm run demo`: the whole pipeline on examples/demo from the committed bundle, offline.
// The demo's change breaks a touched test and its recorded model reply approves anyway, so the
// expected outcome is a failed gate (exit 1) with the tests blocker the guard put back.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const outputDir = join(root, '.review-gate', 'demo')
rmSync(outputDir, { recursive: true, force: true })
const result = spawnSync(
  process.execPath,
  [
    join(root, 'dist', 'cli.js'),
    'review',
    '--input',
    join(root, 'examples', 'demo'),
    '--output-dir',
    outputDir,
  ],
  { stdio: 'inherit' },
)
const code = result.status ?? -1
const reviewPath = join(outputDir, 'review.json')
const review = existsSync(reviewPath) ? JSON.parse(readFileSync(reviewPath, 'utf8')) : null
console.log('')
if (code === 1 && review?.guard_applied === true && review.issues[0]?.category === 'tests') {
  console.log(
    'review-gate exited 1 (gate failed), as this demo intends: the model approved, but the',
  )
  console.log('touched test is red, so the guard put the tests blocker back and the gate failed.')
  console.log(
    `Artifacts (payload.md, reply.txt, review.json, review.md, review.sarif): ${outputDir}`,
  )
  process.exit(0)
}
console.error(
  `The demo expected exit 1 with the guard's tests blocker; review-gate exited ${code}.`,
)
process.exit(code === 0 ? 1 : code)

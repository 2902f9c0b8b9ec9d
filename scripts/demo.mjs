// `npm run demo`: the whole pipeline on examples/demo from the committed bundle, offline.
// The demo's change breaks a touched test and its recorded model reply approves anyway, so the
// expected outcome is a failed gate (exit 1): that is the guarantee the demo shows.
import { spawnSync } from 'node:child_process'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const outputDir = join(root, '.review-gate', 'demo')
const result = spawnSync(
  process.execPath,
  [join(root, 'dist', 'cli.js'), 'review', '--input', join(root, 'examples', 'demo'), '--output-dir', outputDir],
  { stdio: 'inherit' },
)
const code = result.status ?? 1
console.log('')
if (code === 1) {
  console.log(`review-gate exited 1 (gate failed), as this demo intends: the model approved, but the touched`)
  console.log(`test is red, so the guard put the tests blocker back. Artifacts: ${outputDir}`)
  process.exit(0)
}
console.log(`review-gate exited ${code}; the demo expects 1 (gate failed).`)
process.exit(code === 0 ? 1 : code)

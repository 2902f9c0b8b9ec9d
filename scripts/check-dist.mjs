// Fails when the committed dist/ differs from a fresh bundle of src/: GitHub runs dist/index.js,
// so a stale bundle would ship code that was never reviewed or tested.
import { execFileSync } from 'node:child_process'

execFileSync(process.execPath, ['scripts/bundle.mjs'], { stdio: 'inherit' })
const status = execFileSync('git', ['status', '--porcelain', '--', 'dist'], { encoding: 'utf8' })
if (status.trim() !== '') {
  console.error('dist/ is stale: run `npm run bundle` and commit the result.\n' + status)
  execFileSync('git', ['--no-pager', 'diff', '--stat', '--', 'dist'], { stdio: 'inherit' })
  process.exit(1)
}
console.log('dist/ is up to date.')

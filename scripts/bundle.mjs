// Bundles the action (dist/index.js) and the CLI (dist/cli.js) with ncc, and ships the
// calibration examples and reviewer instructions inside dist/ so the bundle is self-contained.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, rmSync, readdirSync, renameSync, existsSync, writeFileSync, readFileSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(root, 'dist')
const ncc = join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js')

rmSync(dist, { recursive: true, force: true })
mkdirSync(dist, { recursive: true })

for (const [entry, name] of [
  ['src/main.ts', 'index.js'],
  ['src/cli.ts', 'cli.js'],
]) {
  const out = join(root, '.bundle-tmp', name.replace('.js', ''))
  rmSync(out, { recursive: true, force: true })
  execFileSync(process.execPath, [ncc, 'build', join(root, entry), '-o', out, '--quiet', '--target', 'es2022'], {
    stdio: 'inherit',
    cwd: root,
  })
  const built = readdirSync(out)
  for (const file of built) {
    const from = join(out, file)
    const to = join(dist, file === 'index.js' ? name : file)
    if (file !== 'index.js' && existsSync(to)) continue
    renameSync(from, to)
  }
}
rmSync(join(root, '.bundle-tmp'), { recursive: true, force: true })

let cli = readFileSync(join(dist, 'cli.js'), 'utf8')
if (!cli.startsWith('#!')) cli = `#!/usr/bin/env node\n${cli}`
writeFileSync(join(dist, 'cli.js'), cli, { mode: 0o755 })

for (const asset of ['rubric-examples', 'instructions']) {
  const from = join(root, asset)
  if (existsSync(from)) cpSync(from, join(dist, asset), { recursive: true })
}
writeFileSync(join(dist, 'package.json'), '{ "type": "module" }\n')

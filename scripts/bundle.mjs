// Bundles the action (dist/index.js) and the CLI (dist/cli.js) with ncc, and ships the
// calibration examples and reviewer instructions inside dist/ so the bundle is self-contained.
import { execFileSync } from 'node:child_process'
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
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
  execFileSync(
    process.execPath,
    [ncc, 'build', join(root, entry), '-o', out, '--quiet', '--target', 'es2022'],
    {
      stdio: 'inherit',
      cwd: root,
    },
  )
  // Each entry must bundle to one file: chunk files of the two entries would share names.
  const built = readdirSync(out).filter((file) => file.endsWith('.js'))
  if (built.length !== 1)
    throw new Error(
      `${entry} bundled to ${built.length} files (${built.join(', ')}); avoid dynamic imports`,
    )
  renameSync(join(out, 'index.js'), join(dist, name))
}
rmSync(join(root, '.bundle-tmp'), { recursive: true, force: true })

let cli = readFileSync(join(dist, 'cli.js'), 'utf8')
if (!cli.startsWith('#!')) cli = `#!/usr/bin/env node\n${cli}`
writeFileSync(join(dist, 'cli.js'), cli)
chmodSync(join(dist, 'cli.js'), 0o755)

for (const asset of ['rubric-examples', 'instructions']) {
  const from = join(root, asset)
  if (existsSync(from)) cpSync(from, join(dist, asset), { recursive: true })
}
writeFileSync(join(dist, 'package.json'), '{ "type": "module" }\n')

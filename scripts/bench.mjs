// Builds bench/run.ts with ncc (the same compiler as the shipped bundle) and runs it with --expose-gc.
import { execFileSync } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const out = join(root, '.bench-tmp')
rmSync(out, { recursive: true, force: true })
execFileSync(
  process.execPath,
  [
    join(root, 'node_modules/@vercel/ncc/dist/ncc/cli.js'),
    'build',
    join(root, 'bench/run.ts'),
    '-o',
    out,
    '--quiet',
  ],
  { stdio: 'inherit', cwd: root },
)
// The cold-start baseline (bench/toolkit-action.ts), bundled the same way as dist/index.js.
execFileSync(
  process.execPath,
  [
    join(root, 'node_modules/@vercel/ncc/dist/ncc/cli.js'),
    'build',
    join(root, 'bench/toolkit-action.ts'),
    '-o',
    join(out, 'toolkit-action'),
    '--quiet',
    '--target',
    'es2022',
  ],
  { stdio: 'inherit', cwd: root },
)
writeFileSync(join(out, 'toolkit-action', 'package.json'), '{ "type": "module" }\n')
// One process per benchmark, so each peak RSS is its own and not what an earlier one left.
const names =
  process.argv.length > 2
    ? process.argv.slice(2)
    : [
        'payload',
        'context',
        'evidence',
        'evidence-scale',
        'xml',
        'review',
        'merge-shards',
        'pipeline',
        'process',
        'eval',
      ]
for (const name of names) {
  execFileSync(
    process.execPath,
    ['--expose-gc', '--max-old-space-size=4096', join(out, 'index.js'), name],
    { stdio: 'inherit', cwd: root },
  )
}
rmSync(out, { recursive: true, force: true })

// Bundles the action and the CLI with ncc, and ships the calibration examples and reviewer
// instructions inside dist/ so the bundle is self-contained.
//
// Layout: each entry bundles into its own folder (dist/action/, dist/cli/) with the chunk files
// ncc emits for its dynamic imports, so the two entries' chunk names cannot collide and a run
// loads only the chunks it needs. dist/index.js (action.yml's `main`) and dist/cli.js (the `bin`)
// stay where users and tests look: each is a one-line module importing its entry's folder.
//
// Not minified: with the chunks parsed only when loaded, `ncc -m` (with a source map) made no
// measurable difference to the cold start or the payload run, and cost readable stack traces.
//
// `node scripts/bundle.mjs [--out <dir>]` writes dist/ or, for scripts/check-dist.mjs, <dir>.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join, dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const outFlag = process.argv.indexOf('--out')
const dist = outFlag > 0 ? resolve(process.argv[outFlag + 1]) : join(root, 'dist')
const ncc = join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js')

const ENTRIES = [
  { source: 'src/main.ts', folder: 'action', shim: 'index.js', shebang: false },
  { source: 'src/cli.ts', folder: 'cli', shim: 'cli.js', shebang: true },
]

rmSync(dist, { recursive: true, force: true })
mkdirSync(dist, { recursive: true })

// The two entries build at once: each ncc run is mostly one core's work, and together they were
// over a minute one after the other.
const run = promisify(execFile)
await Promise.all(
  ENTRIES.map(async ({ source, folder }) => {
    const { stderr } = await run(
      process.execPath,
      [ncc, 'build', join(root, source), '-o', join(dist, folder), '--quiet', '--target', 'es2022'],
      { cwd: root, maxBuffer: 64 * 1024 * 1024 },
    )
    if (stderr) process.stderr.write(stderr)
  }),
)

for (const { source, folder, shim, shebang } of ENTRIES) {
  const out = join(dist, folder)
  // dist/package.json below makes every .js file under dist/ a module; ncc's own copy is noise.
  rmSync(join(out, 'package.json'), { force: true })
  if (!existsSync(join(out, 'index.js'))) throw new Error(`${source}: ncc wrote no index.js`)
  const loader = `${shebang ? '#!/usr/bin/env node\n' : ''}import './${folder}/index.js'\n`
  writeFileSync(join(dist, shim), loader)
  if (shebang) chmodSync(join(dist, shim), 0o755)
  const chunks = readdirSync(out).filter((file) => file !== 'index.js' && file.endsWith('.js'))
  console.log(`${source} → dist/${shim} → dist/${folder}/index.js + ${chunks.length} chunk(s)`)
}

for (const asset of ['rubric-examples', 'instructions']) {
  const from = join(root, asset)
  if (existsSync(from)) cpSync(from, join(dist, asset), { recursive: true })
}
// The parser runtime and the grammars the context stage loads on first use (src/context/parser.ts):
// WebAssembly, the same on every runner, read only when a run has repository context.
const grammars = join(root, 'node_modules', '@vscode', 'tree-sitter-wasm', 'wasm')
mkdirSync(join(dist, 'tree-sitter'), { recursive: true })
// The runtime module ships as published and is imported from its file, outside the bundle.
for (const file of ['web-tree-sitter.js', 'web-tree-sitter.wasm']) {
  cpSync(join(root, 'node_modules', 'web-tree-sitter', file), join(dist, 'tree-sitter', file))
}
for (const language of ['typescript', 'tsx', 'javascript', 'python', 'go', 'java']) {
  const file = `tree-sitter-${language}.wasm`
  cpSync(join(grammars, file), join(dist, 'tree-sitter', file))
}
writeFileSync(join(dist, 'package.json'), '{ "type": "module" }\n')

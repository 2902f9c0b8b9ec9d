/**
 * The test runners the recipes name, installed as a user would install them: from npm, at a
 * pinned version, into a cache folder the recipe tests share
 * (node_modules/.cache/review-gate-recipes/<runner>@<version>), so a fresh machine installs each
 * once and later runs reuse it. Installs go to a scratch folder that is renamed into place when
 * complete, so two test files installing at once, or an install killed half-way, never leave a
 * broken runner behind.
 */
import { execFile } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { REPO_ROOT } from './recipe-blocks.js'

export interface Runner {
  /** Folder name and what the recipes call it. */
  name: string
  /** The packages a user installs for it, pinned. */
  packages: string[]
  /** The executable the recipe runs. */
  bin: string
}

const NODE_MAJOR = Number(process.versions.node.split('.')[0])

/**
 * Pinned to what a user gets today on the Node that runs the tests: vitest 5 needs Node 22, so
 * Node 20 gets the newest vitest 4.
 */
export const RUNNERS = {
  vitest: {
    name: NODE_MAJOR >= 22 ? 'vitest@5.1.2' : 'vitest@4.1.12',
    packages: [NODE_MAJOR >= 22 ? 'vitest@5.1.2' : 'vitest@4.1.12'],
    bin: 'vitest',
  },
  jest: { name: 'jest@30.5.2', packages: ['jest@30.5.2', 'jest-junit@17.0.0'], bin: 'jest' },
} satisfies Record<string, Runner>

export const CACHE_ROOT = join(REPO_ROOT, 'node_modules', '.cache', 'review-gate-recipes')
const PING_TIMEOUT_MS = 30_000
const INSTALL_TIMEOUT_MS = 240_000

function npm(args: string[], timeout: number): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      args,
      { timeout, killSignal: 'SIGKILL', encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const output = `${stdout}${stderr}`.trim().split('\n').slice(-8).join('\n')
        const timedOut = error && 'killed' in error && error.killed
        resolve({
          ok: !error,
          output: timedOut ? `timed out after ${timeout / 1000} s\n${output}` : output,
        })
      },
    )
  })
}

function installedAt(runner: Runner): string {
  return join(CACHE_ROOT, runner.name)
}

function isInstalled(dir: string, runner: Runner): boolean {
  return (
    existsSync(join(dir, 'installed.json')) &&
    existsSync(join(dir, 'node_modules', '.bin', runner.bin))
  )
}

let reachable: Promise<void> | null = null

/** Fails in seconds, not minutes of fetch retries, when npm cannot reach its registry. */
function checkNpmReachable(runner: Runner): Promise<void> {
  reachable ??= npm(['ping', '--fetch-retries=0'], PING_TIMEOUT_MS).then((ping) => {
    if (!ping.ok)
      throw new Error(
        `recipe tests: cannot install ${runner.packages.join(' ')}: npm cannot reach its registry ` +
          `(npm ping failed: ${ping.output || 'no output'}). These tests install the test runners ` +
          `the README names; run them with network access, or pre-fill ${CACHE_ROOT}.`,
      )
  })
  return reachable
}

const LOCK_STALE_MS = 2 * INSTALL_TIMEOUT_MS + 60_000

/**
 * One installer at a time per runner (test files run in parallel): the first takes the lock
 * folder, the others wait for its result. A lock older than two install timeouts is a crashed
 * run's and is taken over.
 */
async function withInstallLock<T>(dir: string, install: () => Promise<T>): Promise<T | null> {
  const lock = `${dir}.lock`
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const age = (() => {
        try {
          return Date.now() - statSync(lock).mtimeMs
        } catch {
          return 0
        }
      })()
      if (age > LOCK_STALE_MS) rmSync(lock, { recursive: true, force: true })
      else await new Promise((resolve) => setTimeout(resolve, 1_000))
      if (!existsSync(lock)) return null // the other installer finished: look again
    }
  }
  try {
    return await install()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/** The runner's install folder, installing it first when the cache does not have it yet. */
export async function installRunner(runner: Runner): Promise<string> {
  const dir = installedAt(runner)
  while (!isInstalled(dir, runner)) {
    await checkNpmReachable(runner)
    mkdirSync(CACHE_ROOT, { recursive: true })
    const done = await withInstallLock(dir, () =>
      isInstalled(dir, runner) ? Promise.resolve(dir) : install(runner, dir),
    )
    if (done !== null) return done
  }
  return dir
}

async function install(runner: Runner, dir: string): Promise<string> {
  let last = ''
  for (let attempt = 1; attempt <= 2; attempt++) {
    const scratch = `${dir}.tmp-${process.pid}-${attempt}`
    rmSync(scratch, { recursive: true, force: true })
    const result = await npm(
      [
        'install',
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--no-package-lock',
        '--prefix',
        scratch,
        ...runner.packages,
      ],
      INSTALL_TIMEOUT_MS,
    )
    if (result.ok && existsSync(join(scratch, 'node_modules', '.bin', runner.bin))) {
      writeFileSync(join(scratch, 'installed.json'), JSON.stringify(runner.packages) + '\n')
      try {
        renameSync(scratch, dir)
      } catch {
        // Another test file installed it meanwhile: keep theirs.
        rmSync(scratch, { recursive: true, force: true })
      }
      if (isInstalled(dir, runner)) return dir
    }
    rmSync(scratch, { recursive: true, force: true })
    last = result.output
  }
  throw new Error(
    `recipe tests: npm install ${runner.packages.join(' ')} failed twice (into ${dir}):\n${last}`,
  )
}

/**
 * What `npm ci` gives a fixture repository: a node_modules whose entries link to the installed
 * runner's packages. The folder itself is the fixture's own, so the runner's caches
 * (node_modules/.vite) stay in the fixture, not in the shared install.
 */
export function linkNodeModules(fixtureDir: string, installDir: string): void {
  const target = join(fixtureDir, 'node_modules')
  mkdirSync(target, { recursive: true })
  const source = join(installDir, 'node_modules')
  for (const entry of readdirSync(source)) {
    if (entry === '.cache' || entry === '.vite' || entry === '.package-lock.json') continue
    symlinkSync(join(source, entry), join(target, entry))
  }
}

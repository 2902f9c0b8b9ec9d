/**
 * A small library as a git repository, the way the recipes meet real projects: a source file
 * with its tests next to it, an unrelated module with its own test, and a pull request that adds
 * a percentage discount to `total` with a new test. The `green` head implements it; the `red`
 * head uses the percentage as a fraction, so the new test really fails when the runner runs it.
 * `vitest` is TypeScript (vitest runs it as is); `jest` is plain CommonJS (jest needs no
 * transform for it).
 */
import { makeRepo, type Repo } from '../e2e/harness.js'

export type Flavor = 'vitest' | 'jest'
export type Change = 'green' | 'red'

export interface FixtureLibrary extends Repo {
  flavor: Flavor
  change: Change
  /** The touched test file and the line of the new test (where a failure is anchored). */
  testFile: string
  newTestLine: number
  sourceFile: string
  /** Tests in the whole suite, and in the touched test file, after the change. */
  suiteTests: number
  touchedTests: number
  /** Tests the red change makes fail (0 for green). */
  failing: number
}

const NEW_TEST = "  it('applies a percentage discount', () => expect(total([100], 10)).toBe(90))"

function files(flavor: Flavor, change: Change | null): Record<string, string> {
  const ts = flavor === 'vitest'
  const ext = ts ? 'ts' : 'js'
  const typed = (name: string, type: string): string => (ts ? `${name}: ${type}` : name)
  const discount =
    change === null
      ? ''
      : change === 'green'
        ? '  return gross - (gross * discountPercent) / 100\n'
        : '  return gross - gross * discountPercent\n'
  const price =
    change === null
      ? `export function total(${typed('prices', 'number[]')})${ts ? ': number' : ''} {\n  return prices.reduce((a, b) => a + b, 0)\n}\n`
      : `export function total(${typed('prices', 'number[]')}, discountPercent = 0)${ts ? ': number' : ''} {\n  const gross = prices.reduce((a, b) => a + b, 0)\n${discount}}\n`
  const format = `export function money(${typed('cents', 'number')})${ts ? ': string' : ''} {\n  return (cents / 100).toFixed(2)\n}\n`
  const importLine = (what: string, from: string): string =>
    ts ? `import { ${what} } from '${from}'` : `const { ${what} } = require('${from}')`
  const testHeader = ts ? "import { describe, expect, it } from 'vitest'\n" : ''
  const priceTest = [
    testHeader + importLine('total', './price'),
    '',
    "describe('total', () => {",
    "  it('adds the prices', () => expect(total([1, 2, 3])).toBe(6))",
    "  it('is zero for no prices', () => expect(total([])).toBe(0))",
    ...(change === null ? [] : [NEW_TEST]),
    '})',
    '',
  ].join('\n')
  const formatTest = [
    testHeader + importLine('money', './format'),
    '',
    "it('formats cents', () => expect(money(1234)).toBe('12.34'))",
    '',
  ].join('\n')
  // jest runs CommonJS without a transform: the sources export through module.exports.
  const cjs = (source: string): string =>
    ts ? source : source.replace(/^export function (\w+)/m, 'function $1') + exportsOf(source)
  return {
    [`src/price.${ext}`]: cjs(price),
    [`src/price.test.${ext}`]: priceTest,
    ...(change === null
      ? {
          [`src/format.${ext}`]: cjs(format),
          [`src/format.test.${ext}`]: formatTest,
          'package.json': packageJson(flavor),
          '.gitignore': 'node_modules/\nreports/\n.review-gate/\n',
        }
      : {}),
  }
}

function exportsOf(source: string): string {
  const name = /^export function (\w+)/m.exec(source)![1]!
  return `module.exports = { ${name} }\n`
}

function packageJson(flavor: Flavor): string {
  const pkg =
    flavor === 'vitest'
      ? {
          name: 'fixture-prices',
          private: true,
          type: 'module',
          scripts: { test: 'vitest run' },
          devDependencies: { vitest: '*' },
        }
      : {
          name: 'fixture-prices',
          private: true,
          scripts: { test: 'jest' },
          devDependencies: { jest: '*', 'jest-junit': '*' },
        }
  return `${JSON.stringify(pkg, null, 2)}\n`
}

/** The fixture repository: base commit, then the pull request's head commit. */
export function fixtureLibrary(
  flavor: Flavor,
  change: Change,
  extra: { base?: Record<string, string>; head?: Record<string, string | null> } = {},
): FixtureLibrary {
  const head = files(flavor, change)
  const ext = flavor === 'vitest' ? 'ts' : 'js'
  const testFile = `src/price.test.${ext}`
  const repo = makeRepo({ ...files(flavor, null), ...extra.base }, { ...head, ...extra.head })
  return {
    ...repo,
    flavor,
    change,
    testFile,
    newTestLine: head[testFile]!.split('\n').indexOf(NEW_TEST) + 1,
    sourceFile: `src/price.${ext}`,
    suiteTests: 4,
    touchedTests: 3,
    failing: change === 'red' ? 1 : 0,
  }
}

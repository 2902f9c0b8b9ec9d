import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { bundledExamplesDir, loadBundledExamples } from '../../src/examples/load.js'
import { selectExamples } from '../../src/examples/select.js'
import { STACKS, type CalibrationExample } from '../../src/examples/types.js'
import { CONTRACT_CATEGORIES, type Finding, IMPLEMENTATION_CATEGORIES } from '../../src/domain/finding.js'

const pool = loadBundledExamples()

const ID_PREFIX: Record<string, string> = {
  common: 'CMN',
  python: 'PY',
  go: 'GO',
  typescript: 'TS',
  frontend: 'FE',
  mobile: 'MOB',
  backend: 'BE',
}

function expectedFinding(example: CalibrationExample): Finding {
  const body = example.expected.split('\n').slice(1, -1).join('\n')
  return JSON.parse(body) as Finding
}

/** The first fenced code block of the Bad section, without its fence lines. */
function badCode(example: CalibrationExample): string[] {
  const lines = example.bad.split('\n')
  const open = lines.findIndex((line) => line.startsWith('```'))
  const close = lines.findIndex((line, i) => i > open && line.startsWith('```'))
  return lines.slice(open + 1, close)
}

describe('the bundled pool', () => {
  it('ships exactly one file per stack, and nothing else but the README', () => {
    const files = readdirSync(bundledExamplesDir()).sort()
    expect(files).toEqual([...STACKS.map((s) => `${s}.md`), 'README.md'].sort())
  })

  it('has at least 3 examples in every stack file, each declaring that file’s stack', () => {
    for (const stack of STACKS) {
      const examples = pool.filter((e) => e.source === `bundled:${stack}.md`)
      expect(examples.length, stack).toBeGreaterThanOrEqual(3)
      expect(examples.every((e) => e.stack === stack)).toBe(true)
    }
    expect(pool.filter((e) => e.stack !== 'common').length).toBeGreaterThanOrEqual(6 * 4)
  })

  it('has at least 3 examples of every implementation category', () => {
    for (const category of IMPLEMENTATION_CATEGORIES) {
      expect(pool.filter((e) => e.category === category).length, category).toBeGreaterThanOrEqual(3)
    }
  })

  it('has a common example for every contract category, and contract examples only in common', () => {
    for (const category of CONTRACT_CATEGORIES) {
      const examples = pool.filter((e) => e.category === category)
      expect(examples.length, category).toBeGreaterThanOrEqual(1)
      expect(examples.every((e) => e.stack === 'common')).toBe(true)
    }
  })

  it('has unique ids, shaped <STACK>-<CATEGORY>-<NNN> with the stack’s prefix', () => {
    const ids = pool.map((e) => e.example_id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const example of pool) {
      expect(example.example_id).toMatch(new RegExp(`^${ID_PREFIX[example.stack]}-[A-Z]+-\\d{3}$`))
    }
  })

  it('gives every example an expected verdict that is its own contract finding', () => {
    for (const example of pool) {
      const finding = expectedFinding(example)
      expect(Object.keys(finding).sort(), example.example_id).toEqual(
        ['category', 'file', 'fix', 'line', 'message', 'referenced_example_id', 'severity'].sort(),
      )
      expect(finding.referenced_example_id).toBe(example.example_id)
      expect(finding.severity).toBe(example.severity)
      expect(finding.category).toBe(example.category)
      expect(finding.message.length).toBeGreaterThan(40)
      expect(finding.fix.length).toBeGreaterThan(20)
    }
  })

  it('points every finding at a line of its Bad code block, whose first line names the file', () => {
    for (const example of pool) {
      const finding = expectedFinding(example)
      const code = badCode(example)
      expect(code[0], example.example_id).toContain(finding.file)
      expect(finding.line, example.example_id).toBeGreaterThanOrEqual(2)
      expect(finding.line, example.example_id).toBeLessThanOrEqual(code.length)
      expect(code[finding.line - 1]!.trim(), example.example_id).not.toBe('')
    }
  })

  it('grades plausibly: injection and secrets block, out-of-scope gaps always block', () => {
    for (const example of pool) {
      const message = expectedFinding(example).message.toLowerCase()
      if (/injection|xss|prototype pollution|authorization|api key/.test(message)) {
        expect(example.severity, example.example_id).toBe('blocker')
      }
      if (example.category === 'out_of_scope') expect(example.severity).toBe('blocker')
    }
  })

  it('contract examples quote a plan document and point at plan.md', () => {
    const contract = pool.filter((e) => (CONTRACT_CATEGORIES as readonly string[]).includes(e.category))
    expect(contract.length).toBeGreaterThanOrEqual(4)
    for (const example of contract) {
      expect(example.bad.startsWith('```markdown\n<!-- plan.md -->')).toBe(true)
      expect(expectedFinding(example).file).toBe('plan.md')
    }
  })

  it('never leaves contract-mode selection empty, whatever the stacks', () => {
    for (const stacks of [[], [...STACKS.slice(1)]] as const) {
      const { examples } = selectExamples({
        bundled: pool,
        overrides: [],
        stacks: [...stacks],
        max: 12,
        mode: 'contract',
      })
      expect(new Set(examples.map((e) => e.category))).toEqual(new Set(CONTRACT_CATEGORIES))
    }
  })

  it('is read from <repo>/rubric-examples when running from source', () => {
    expect(bundledExamplesDir()).toBe(join(process.cwd(), 'rubric-examples'))
  })
})

import fc from 'fast-check'
import type { Category, CheckedFinding, Severity } from '../../src/domain/finding.js'
import { isTestsBlocker } from '../../src/review/finding.js'

export const SEVS: Severity[] = ['blocker', 'major', 'minor']
const CATS: Category[] = ['logic', 'security', 'tests', 'code_rules']

/** Findings on a few files and nearby lines, so merges and collisions are common. */
export const finding: fc.Arbitrary<CheckedFinding> = fc
  .record({
    severity: fc.constantFrom(...SEVS),
    category: fc.constantFrom(...CATS),
    file: fc.constantFrom('src/a.ts', 'src/b.ts'),
    line: fc.integer({ min: 1, max: 30 }),
    message: fc.constantFrom('m1', 'm2', 'm3'),
    fix: fc.constantFrom('f1', 'f2'),
    confidence: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
    anchored: fc.boolean(),
  })
  .map((f) => {
    const out: CheckedFinding = {
      severity: f.severity,
      category: f.category,
      file: f.file,
      line: f.line,
      message: f.message,
      fix: f.fix,
      anchored: f.anchored,
    }
    if (f.confidence !== undefined) out.confidence = f.confidence
    return out
  })

/** Ours in these tests: the tests blocker, and anything whose message is `guard`. */
export const isProtected = (f: { message: string; category: string; severity: string }) =>
  isTestsBlocker(f as CheckedFinding) || f.message === 'guard'

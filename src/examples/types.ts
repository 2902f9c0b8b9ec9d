import type { Category, Severity } from '../domain/finding.js'

export const STACKS = [
  'common',
  'python',
  'go',
  'typescript',
  'frontend',
  'mobile',
  'backend',
] as const
export type Stack = (typeof STACKS)[number]

/** One few-shot calibration example: a defect pattern and the finding it deserves. */
export interface CalibrationExample {
  example_id: string
  stack: Stack
  category: Category
  severity: Severity
  /** The `### Bad` block, verbatim (markdown, usually a fenced code block). */
  bad: string
  /** The `### Expected verdict` block, verbatim (a finding in the reply contract). */
  expected: string
  /** Where it came from: `bundled:<stack>.md` or the repository-relative override file. */
  source: string
}

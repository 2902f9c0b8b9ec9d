import type { Finding } from '../domain/finding.js'
import { inlineText } from './sanitize.js'

/**
 * The probe of a finding as a maintainer reads it: a fenced block to copy and run, and the
 * suggestion to keep it as a test. The command is one line without control or invisible
 * characters (the reply contract refuses any other), so a fence longer than its longest run of
 * backticks is a block nothing inside can close.
 */
export function probeBlock(finding: Pick<Finding, 'probe'>): string[] {
  const probe = finding.probe
  if (!probe) return []
  const longest = Math.max(0, ...(probe.command.match(/`+/g) ?? []).map((run) => run.length))
  const fence = '`'.repeat(Math.max(3, longest + 1))
  const expected = probe.expected.trim()
  return [
    `**Run this to check** (from the repository root; it exits non-zero while the defect stands and 0 once it is fixed${expected ? `: ${inlineText(expected, { max: 300 })}` : ''}). Consider committing it as a test.`,
    '',
    `${fence}sh`,
    probe.command,
    fence,
  ]
}

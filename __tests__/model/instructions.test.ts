import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  findInstructionsFile,
  instructionsVersion,
  loadInstructions,
} from '../../src/model/instructions.js'
import { CONTRACT_CATEGORIES, IMPLEMENTATION_CATEGORIES } from '../../src/domain/finding.js'

describe('reviewer instructions', () => {
  const text = loadInstructions()

  it('starts with its version line, matching instructionsVersion', () => {
    expect(text.split('\n')[0]).toBe(
      `review-gate reviewer instructions, version ${instructionsVersion}`,
    )
    expect(instructionsVersion).toMatch(/^\d+\.\d+\.\d+$/)
  })

  it('names every category of both modes and the three severities', () => {
    for (const category of [...IMPLEMENTATION_CATEGORIES, ...CONTRACT_CATEGORIES]) {
      expect(text).toContain(`\`${category}\``)
    }
    for (const severity of ['blocker', 'major', 'minor']) expect(text).toContain(`\`${severity}\``)
  })

  it('names the payload sections exactly as the payload writes them', () => {
    for (const heading of [
      '## Plan context',
      '## Diff',
      '## Calibration examples',
      '## Prior evidence (touched-file tests)',
      '## Auto-generated findings (MUST INCLUDE)',
    ]) {
      expect(text).toContain(`\`${heading}\``)
    }
  })

  it('carries a reply example that is valid JSON in the contract shape', () => {
    const example = /```json\n([\s\S]*?)\n```/.exec(text)?.[1]
    const reply = JSON.parse(example!)
    expect(Object.keys(reply)).toEqual(['verdict', 'counts', 'issues', 'strengths'])
    const counted = { blocker: 0, major: 0, minor: 0 } as Record<string, number>
    for (const issue of reply.issues) counted[issue.severity]!++
    expect(reply.counts).toEqual(counted)
  })

  it('asks for probes on blockers, with an example probe the strict contract accepts', async () => {
    const { findingSchema } = await import('../../src/domain/reply-contract.js')
    const reply = JSON.parse(/```json\n([\s\S]*?)\n```/.exec(text)![1]!)
    const withProbe = reply.issues.filter((i: { probe?: unknown }) => i.probe)
    expect(withProbe.map((i: { severity: string }) => i.severity)).toEqual(['blocker'])
    for (const issue of reply.issues)
      expect(findingSchema('implementation').safeParse(issue).success).toBe(true)
    expect(text).toMatch(/exits non-zero while the defect stands and 0\s+once it is fixed/)
    expect(text).toMatch(/Two calibrations/)
  })

  it('states the hard rules', () => {
    expect(text).toMatch(/empty or missing out-of-scope\s+section is always a `blocker`/)
    expect(text).toMatch(/verdict is then `CHANGES_REQUESTED`, never `APPROVED`/)
    expect(text).toMatch(/Never copy an example/)
    expect(text).toMatch(/Reply with the JSON object only/)
    expect(text).toMatch(/data written by others/)
  })

  it('is found by walking up from a bundle folder (dist/instructions)', () => {
    const root = mkdtempSync(join(tmpdir(), 'rg-instr-'))
    try {
      mkdirSync(join(root, 'dist', 'instructions'), { recursive: true })
      writeFileSync(join(root, 'dist', 'instructions', 'reviewer.md'), 'x')
      mkdirSync(join(root, 'dist', 'deep', 'er'), { recursive: true })
      expect(findInstructionsFile(join(root, 'dist'))).toBe(
        join(root, 'dist', 'instructions', 'reviewer.md'),
      )
      expect(findInstructionsFile(join(root, 'dist', 'deep', 'er'))).toBe(
        join(root, 'dist', 'instructions', 'reviewer.md'),
      )
      expect(() => findInstructionsFile(join(root, 'elsewhere'))).toThrow(/package is incomplete/)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})

describe('verifier and dimension instructions', () => {
  it('the verifier instructions carry their version and a reply example that meets the contract', async () => {
    const { loadVerifierInstructions, verifierInstructionsVersion } =
      await import('../../src/model/instructions.js')
    const { verifierReplySchema } = await import('../../src/domain/verifier-contract.js')
    const text = loadVerifierInstructions()
    expect(text.split('\n')[0]).toBe(
      `review-gate verifier instructions, version ${verifierInstructionsVersion}`,
    )
    const example = JSON.parse(/```json\n([\s\S]*?)\n```/.exec(text)![1]!)
    expect(verifierReplySchema.safeParse(example).success).toBe(true)
    expect(text).toContain('`## Findings to verify`')
  })

  it('every dimension has its focus file, appended after the reviewer instructions', async () => {
    const { DIMENSIONS } = await import('../../src/config/schema.js')
    const { loadDimensionInstructions } = await import('../../src/model/instructions.js')
    for (const dimension of DIMENSIONS) {
      const text = loadDimensionInstructions(dimension)
      expect(text.startsWith(loadInstructions().trimEnd())).toBe(true)
      expect(text).toContain(`# Your focus in this pass: ${dimension}`)
    }
  })
})

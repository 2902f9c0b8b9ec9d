/**
 * A recipe that is not tested is not in the docs: every workflow snippet that uses the action and
 * every config-file example in README.md and docs/*.md must be claimed here by the test file that
 * runs it, and that test file must find it by the same place (heading and lead).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import {
  REPO_ROOT,
  fencedBlocks,
  isRecipe,
  workflowSteps,
  type WorkflowStep,
} from '../support/recipe-blocks.js'

interface Claim {
  doc: string
  heading: string
  lead?: string
  /** How many recipe blocks sit there (the copilot section has two). */
  blocks?: number
  test: string
}

const CLAIMS: Claim[] = [
  { doc: 'README.md', heading: 'Use it in a workflow', test: 'vitest-workflow.test.ts' },
  {
    doc: 'README.md',
    heading: 'More workflows',
    lead: 'Test evidence from a test command, cached across runs.',
    test: 'test-command.test.ts',
  },
  { doc: 'README.md', heading: 'More workflows', lead: 'Jest.', test: 'jest-workflow.test.ts' },
  {
    doc: 'README.md',
    heading: 'More workflows',
    lead: 'Contract mode: review a plan before code exists.',
    test: 'plan-contract-sarif.test.ts',
  },
  {
    doc: 'README.md',
    heading: 'More workflows',
    lead: 'A plan item as the definition of done.',
    test: 'plan-contract-sarif.test.ts',
  },
  {
    doc: 'README.md',
    heading: 'More workflows',
    lead: 'Upload findings to code scanning.',
    test: 'plan-contract-sarif.test.ts',
  },
  { doc: 'README.md', heading: 'Configuration file', test: 'config-file.test.ts' },
  { doc: 'docs/providers.md', heading: 'copilot (default)', blocks: 2, test: 'providers.test.ts' },
  { doc: 'docs/providers.md', heading: 'command', test: 'providers.test.ts' },
  {
    doc: 'docs/providers.md',
    heading: 'openai (and every OpenAI-compatible server)',
    test: 'providers.test.ts',
  },
  { doc: 'docs/providers.md', heading: 'anthropic', test: 'providers.test.ts' },
  {
    doc: 'README.md',
    heading: 'Merge queues: a group of one reviewed pull request asks no model again',
    test: '../e2e/merge-queue.test.ts',
  },
  {
    doc: 'README.md',
    heading: 'A pull request of any size: shards on a job matrix',
    test: '../e2e/shard-workflow.test.ts',
  },
  {
    doc: 'docs/fork-pull-requests.md',
    heading: "2. Review (privileged): the gate, from the CI run's reports",
    test: '../e2e/workflow-run.test.ts',
  },
]

const DOCS = ['README.md', ...readdirSync(join(REPO_ROOT, 'docs')).map((f) => `docs/${f}`)].filter(
  (f) => f.endsWith('.md'),
)

function claimOf(block: { doc: string; heading: string; lead: string }): Claim | undefined {
  return CLAIMS.find(
    (c) =>
      c.doc === block.doc &&
      c.heading === block.heading &&
      (c.lead === undefined || c.lead === block.lead),
  )
}

describe('every recipe in the docs is tested', () => {
  const recipes = DOCS.flatMap((doc) => fencedBlocks(doc)).filter(isRecipe)

  it('finds the recipes (the reader works)', () => {
    expect(recipes.length).toBeGreaterThanOrEqual(CLAIMS.length)
  })

  it('each recipe block is claimed by a recipe test', () => {
    const unclaimed = recipes
      .filter((b) => !claimOf(b))
      .map((b) => `${b.doc}:${b.line} (${b.heading}${b.lead ? ` / ${b.lead}` : ''})`)
    expect(unclaimed, 'add a test under __tests__/recipes/ and a claim here').toEqual([])
  })

  it('each claim names a block that exists and a test that reads it from the same place', () => {
    for (const claim of CLAIMS) {
      const found = recipes.filter((b) => claimOf(b) === claim)
      expect(found.length, `${claim.doc} ${claim.heading} ${claim.lead ?? ''}`).toBe(
        claim.blocks ?? 1,
      )
      const path = join(import.meta.dirname, claim.test)
      expect(existsSync(path), claim.test).toBe(true)
      const source = readFileSync(path, 'utf8')
      expect(source).toContain(claim.heading)
      if (claim.lead) expect(source).toContain(claim.lead)
    }
  })

  it('every workflow recipe parses as workflow YAML a reader can paste', () => {
    const ours = (steps: WorkflowStep[]) =>
      steps.filter((s) => s.uses?.startsWith('review-gate/review-gate@')).length
    for (const block of recipes.filter((b) => /review-gate\/review-gate@/.test(b.text))) {
      const where = `${block.doc}:${block.line}`
      // A whole workflow may give each job its own step (a sharded review: sizing, shard, merge).
      const jobs = (parse(block.text) as { jobs?: Record<string, { steps: WorkflowStep[] }> })?.jobs
      if (jobs) {
        const perJob = Object.values(jobs).map((job) => ours(job.steps))
        expect(
          perJob.every((n) => n <= 1),
          where,
        ).toBe(true)
        expect(
          perJob.some((n) => n === 1),
          where,
        ).toBe(true)
      } else expect(ours(workflowSteps(block)), where).toBe(1)
    }
  })
})

/**
 * README "More workflows" recipes that shape the review rather than the evidence: contract mode,
 * a plan item as the definition of done, and the SARIF upload. Each runs as written on the
 * fixture library; none configures test evidence, so each also shows what that means for the gate.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { failingModelScript } from '../e2e/harness.js'
import { fixtureLibrary } from '../support/fixture-library.js'
import { recipeBlock, type WorkflowStep } from '../support/recipe-blocks.js'
import { evidenceRow, reviewJson, runRecipe, type RecipeRun } from '../support/recipe-run.js'

const runs: RecipeRun[] = []
afterEach(async () => {
  for (const run of runs.splice(0)) {
    expect(run.fake.violations).toEqual([])
    await run.fake.close()
  }
})

const more = (lead: string) => recipeBlock('README.md', { heading: 'More workflows', lead })

const CONTRACT = `# Export prices as CSV

## Scope
An \`exportCsv(prices)\` function that writes one price per line.

## Definition of done
- \`exportCsv([1, 2])\` returns \`"1\\n2\\n"\`.

## Test plan
- A unit test per case above.
`

const PLAN = `# Prices plan

## Stage 1: totals
1. Add the prices.
2. Zero for no prices.

## Stage 2: discounts
3. A percentage discount reduces the total: \`total([100], 10)\` is 90.
4. Discounts never go below zero.
`

/** `always() && steps.<id>.outputs.<name> != ''`, the conditions the recipes use, evaluated. */
function condition(step: WorkflowStep, steps: Record<string, Record<string, string>>): boolean {
  return step
    .if!.split('&&')
    .map((term) => term.trim())
    .every((term) => {
      if (term === 'always()') return true
      const output = /^steps\.([\w-]+)\.outputs\.([\w-]+) != ''$/.exec(term)
      if (!output) throw new Error(`the test cannot evaluate the condition term: ${term}`)
      const outputs = steps[output[1]!]
      if (!outputs) throw new Error(`the condition names a step id no step has: ${output[1]}`)
      return (outputs[output[2]!] ?? '') !== ''
    })
}

describe('README: contract mode', () => {
  it('the contract is the subject; a missing out-of-scope section is a blocker and fails the gate', async () => {
    const block = more('Contract mode: review a plan before code exists.')
    const repo = fixtureLibrary('vitest', 'green', {
      head: { 'docs/contracts/export.md': CONTRACT },
    })
    const reply = {
      verdict: 'CHANGES_REQUESTED',
      counts: { blocker: 1, major: 0, minor: 0 },
      issues: [
        {
          severity: 'blocker',
          category: 'out_of_scope',
          file: 'docs/contracts/export.md',
          line: 1,
          message: 'the contract has no out-of-scope section',
          fix: 'add one: what exportCsv will not do',
        },
      ],
      strengths: [],
    }
    const run = await runRecipe({ block, repo, reply })
    runs.push(run)
    expect(run.inputs).toMatchObject({ mode: 'contract', plan: 'docs/contracts/export.md' })
    const payload = readFileSync(join(repo.dir, '.review-gate/out/payload.md'), 'utf8')
    expect(payload).toContain('Review mode: contract')
    expect(payload).toContain('docs/contracts/export.md')
    expect(payload).toContain('Export prices as CSV')
    expect(run.result.outputs).toMatchObject({ gate: 'fail', blocker: '1' })
    expect(reviewJson(repo).issues).toEqual([
      expect.objectContaining({ category: 'out_of_scope', severity: 'blocker' }),
    ])
    expect(run.result.code).toBe(1)
  }, 120_000)
})

describe('README: a plan item as the definition of done', () => {
  it('item 3 and its stage heading are the plan context, not the pull request text', async () => {
    const block = more('A plan item as the definition of done.')
    const repo = fixtureLibrary('vitest', 'green', { base: { 'docs/plan.md': PLAN } })
    const run = await runRecipe({
      block,
      repo,
      event: { title: 'Add discounts', body: 'PULL-REQUEST-BODY-MARKER' },
    })
    runs.push(run)
    expect(run.inputs).toMatchObject({ plan: 'docs/plan.md', item: '3' })
    const payload = readFileSync(join(repo.dir, '.review-gate/out/payload.md'), 'utf8')
    const context = payload.slice(payload.indexOf('## Plan context'), payload.indexOf('## Diff'))
    expect(context).toContain('Stage 2: discounts')
    expect(context).toContain('A percentage discount reduces the total')
    expect(context).not.toContain('Zero for no prices')
    expect(context).not.toContain('Discounts never go below zero')
    expect(context).not.toContain('PULL-REQUEST-BODY-MARKER')
    // No evidence source in this recipe: no counts, and the review alone decides.
    expect(evidenceRow(run.result.summary)).toMatchObject({ passed: 0, failed: 0, source: 'none' })
    expect(run.result.outputs).toMatchObject({ gate: 'pass', verdict: 'APPROVED' })
  }, 120_000)
})

describe('README: upload findings to code scanning', () => {
  const block = () => more('Upload findings to code scanning.')
  const finding = {
    verdict: 'CHANGES_REQUESTED',
    counts: { blocker: 0, major: 0, minor: 1 },
    issues: [
      {
        severity: 'minor',
        category: 'logic',
        file: 'src/price.ts',
        line: 3,
        message: 'a discount above 100 makes the total negative',
        fix: 'clamp the discount',
      },
    ],
    strengths: [],
  }

  it('a review writes the sarif output, the upload step runs, and the file carries the finding', async () => {
    const repo = fixtureLibrary('vitest', 'green')
    const run = await runRecipe({ block: block(), repo, reply: finding })
    runs.push(run)
    expect(run.result.outputs.gate).toBe('pass')
    const upload = run.after.find((s) => s.uses?.startsWith('github/codeql-action/upload-sarif'))!
    expect(condition(upload, { [run.step.id!]: run.result.outputs })).toBe(true)
    const sarifFile = String(upload.with!['sarif_file']).replace(
      /\$\{\{\s*steps\.[\w-]+\.outputs\.sarif\s*\}\}/,
      run.result.outputs['sarif']!,
    )
    const path = resolve(repo.dir, sarifFile)
    expect(existsSync(path)).toBe(true)
    const sarif = JSON.parse(readFileSync(path, 'utf8')) as {
      version: string
      runs: {
        results: {
          locations: {
            physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } }
          }[]
        }[]
      }[]
    }
    expect(sarif.version).toBe('2.1.0')
    const locations = sarif.runs[0]!.results.map((r) => r.locations[0]!.physicalLocation)
    expect(locations.map((l) => `${l.artifactLocation.uri}:${l.region.startLine}`)).toEqual([
      'src/price.ts:3',
    ])
  }, 120_000)

  it('no review (model down): no sarif output, so the upload step is skipped, and the job fails', async () => {
    const repo = fixtureLibrary('vitest', 'green')
    const run = await runRecipe({
      block: block(),
      repo,
      modelInputs: { 'model-command': failingModelScript() },
    })
    runs.push(run)
    expect(run.result.outputs).toMatchObject({ gate: 'error', sarif: '' })
    expect(run.result.code).toBe(1)
    const upload = run.after.find((s) => s.uses?.startsWith('github/codeql-action/upload-sarif'))!
    expect(condition(upload, { [run.step.id!]: run.result.outputs })).toBe(false)
  }, 120_000)
})

import { describe, expect, it } from 'vitest'
import { configSchema, type Config } from '../../src/config/schema.js'
import { parseDiff } from '../../src/diff/parse.js'
import { NO_EVIDENCE } from '../../src/domain/evidence.js'
import { InputError } from '../../src/errors.js'
import { RecordingLogger } from '../../src/logger.js'
import { loadDimensionInstructions, loadInstructions } from '../../src/model/instructions.js'
import {
  AttemptFailure,
  modelSettingsSchema,
  type ModelProvider,
} from '../../src/model/provider.js'
import { runModelStage } from '../../src/pipeline/model-stage.js'
import type { ModelCall } from '../../src/pipeline/precision-stage.js'
import { preparePayload, scopeChange } from '../../src/pipeline/prepare.js'

const DIFF = `diff --git a/src/a.ts b/src/a.ts
new file mode 100644
index 0000000..1111111
--- /dev/null
+++ b/src/a.ts
@@ -0,0 +1,30 @@
${Array.from({ length: 30 }, (_, i) => `+export const v${i} = ${i}`).join('\n')}
`

function configWith(review: Record<string, unknown>): Config {
  return configSchema.parse({ review, evidence: { missing: 'off' } })
}

function prepared(config: Config) {
  return preparePayload({
    config,
    scope: scopeChange(parseDiff(DIFF, 'diff'), config),
    plan: { kind: 'none' },
    evidence: NO_EVIDENCE,
    bundledExamples: [],
    repoExamples: [],
  })
}

const issue = (severity: string, line: number, confidence = 90, category = 'logic') => ({
  severity,
  category,
  file: 'src/a.ts',
  line,
  message: `problem at ${line}`,
  fix: 'fix it',
  confidence,
})

function reply(issues: ReturnType<typeof issue>[]): string {
  const counts = { blocker: 0, major: 0, minor: 0 } as Record<string, number>
  for (const i of issues) counts[i.severity]!++
  return JSON.stringify({
    verdict: issues.length ? 'CHANGES_REQUESTED' : 'APPROVED',
    counts,
    issues,
    strengths: [],
  })
}

interface Probe {
  running: number
  maxRunning: number
  instructions: string[]
  payloads: string[]
}

/** An in-memory provider answering `answer` after a short wait; it records what it was sent. */
function provider(answer: string | (() => never), probe: Probe, name = 'openai'): ModelProvider {
  return {
    name: name as ModelProvider['name'],
    model: 'm',
    async complete(request) {
      probe.running++
      probe.maxRunning = Math.max(probe.maxRunning, probe.running)
      probe.instructions.push(request.instructions)
      probe.payloads.push(request.payload)
      await new Promise((r) => setTimeout(r, 15))
      probe.running--
      const text = typeof answer === 'string' ? answer : answer()
      return {
        text,
        usage: { inputTokens: 10, outputTokens: 5 },
        durationMs: 1,
        finishReason: 'stop',
        model: 'm',
      }
    },
  }
}

const settings = modelSettingsSchema.parse({ provider: 'openai', maxAttempts: 1 })

function probe(): Probe {
  return { running: 0, maxRunning: 0, instructions: [], payloads: [] }
}

function passes(
  answers: (string | (() => never))[],
  p: Probe,
  dimensions: (string | null)[] = [],
): ModelCall[] {
  return answers.map((answer, i) => ({
    name: `review-${i + 1}`,
    provider: provider(answer, p),
    settings,
    instructions: dimensions[i] ? loadDimensionInstructions(dimensions[i]!) : loadInstructions(),
    dimension: dimensions[i] ?? null,
  }))
}

async function stage(config: Config, calls: ModelCall[], verifier?: () => ModelCall) {
  return runModelStage({
    config,
    prepared: prepared(config),
    evidence: NO_EVIDENCE,
    provider: calls[0]!.provider,
    settings,
    instructions: 'unused',
    passes: calls,
    ...(verifier ? { verifier } : {}),
    logger: new RecordingLogger(),
    leftOut: { overBudget: 0, notShown: 0 },
  })
}

const down = () => {
  throw new AttemptFailure('HTTP 503', 'unavailable', { retryable: false })
}

describe('the ensemble', () => {
  it('runs at most 3 passes at once, and merges what they found', async () => {
    const p = probe()
    const config = configWith({ ensemble: 5, min_agreement: 2 })
    const result = await stage(
      config,
      passes(
        [
          reply([issue('major', 10)]),
          reply([issue('major', 12)]),
          reply([issue('minor', 25)]),
          reply([]),
          reply([issue('major', 11)]),
        ],
        p,
      ),
    )
    expect(p.maxRunning).toBe(3)
    expect(result.review!.issues.map((i) => [i.line, i.sources])).toEqual([
      [10, ['review-1', 'review-2', 'review-5']],
    ])
    expect(result.precision.below_agreement).toBe(1)
    expect(result.usage).toMatchObject({ attempts: 5, inputTokens: 50, outputTokens: 25 })
    expect(result.outcome.status).toBe('failed')
  })

  it("adds a pass's dimension instructions to that pass only", async () => {
    const p = probe()
    const config = configWith({ ensemble: [{ dimension: 'security' }, {}] })
    await stage(config, passes([reply([]), reply([])], p, ['security', null]))
    const security = p.instructions.filter((i) => i.includes('Your focus in this pass: security'))
    expect(security).toHaveLength(1)
    expect(p.instructions.filter((i) => i === loadInstructions())).toHaveLength(1)
  })

  it('a failed pass does not sink the run while the quorum answered; the facts say which', async () => {
    const p = probe()
    const config = configWith({ ensemble: 3, min_agreement: 2 })
    const result = await stage(
      config,
      passes([reply([issue('minor', 5)]), down, reply([issue('minor', 6)])], p),
    )
    expect(result.outcome.status).toBe('passed')
    expect(result.precision.passes.map((x) => [x.name, x.answered])).toEqual([
      ['review-1', true],
      ['review-2', false],
      ['review-3', true],
    ])
    expect(result.review!.warnings.join('\n')).toMatch(
      /2 of 3 passes answered.*review-2: unavailable/,
    )
  })

  it('fewer answers than the quorum is an error, never a pass', async () => {
    const p = probe()
    const config = configWith({ ensemble: 3, min_agreement: 2 })
    const result = await stage(config, passes([reply([]), down, down], p))
    expect(result.outcome).toMatchObject({ status: 'error' })
    if (result.outcome.status === 'error')
      expect(result.outcome.reason).toMatch(/1 of 3 passes answered, fewer than the quorum of 2/)
    expect(result.review).toBeNull()
  })

  it("an error that is not the model's (a missing recording) stops the run instead of counting as a failed pass", async () => {
    const p = probe()
    const config = configWith({ ensemble: 2 })
    const missing = () => {
      throw new InputError('no recorded reply (expected replies/review-2.json)', 'replies')
    }
    await expect(stage(config, passes([reply([]), missing], p))).rejects.toThrow(/review-2.json/)
  })
})

describe('the verifier', () => {
  const verifierCall = (answer: string, p: Probe) => () => ({
    name: 'verify',
    provider: provider(answer, p),
    settings,
    instructions: 'verify',
    dimension: null,
  })

  it('verify: off never builds the verifier; auto skips when only minors remain', async () => {
    const never = () => {
      throw new Error('the verifier was built')
    }
    const off = await stage(configWith({}), passes([reply([issue('major', 4)])], probe()), never)
    expect(off.review!.issues).toHaveLength(1)
    expect(off.review!.precision).toBeUndefined()
    const auto = await stage(
      configWith({ verify: 'auto' }),
      passes([reply([issue('minor', 4)])], probe()),
      never,
    )
    expect(auto.precision.verifier).toMatchObject({ ran: false })
    expect(auto.outcome.status).toBe('passed')
  })

  it('gets the same payload plus the numbered findings, and its rejection turns a fail into a pass', async () => {
    const p = probe()
    const v = probe()
    const config = configWith({ verify: 'auto' })
    const result = await stage(
      config,
      passes([reply([issue('major', 4), issue('minor', 9)])], p),
      verifierCall(
        JSON.stringify({
          results: [
            { id: 'F1', verdict: 'rejected', evidence: 'line 2 guards it' },
            { id: 'F2', verdict: 'confirmed', evidence: 'real' },
          ],
        }),
        v,
      ),
    )
    expect(v.payloads[0]!.startsWith(p.payloads[0]!.trimEnd())).toBe(true)
    expect(v.payloads[0]).toContain('"id": "F2"')
    expect(result.outcome.status).toBe('passed')
    expect(result.precision.verifier!.rejections).toEqual([
      expect.objectContaining({ id: 'F1', severity: 'major', evidence: 'line 2 guards it' }),
    ])
    expect(result.usage!.attempts).toBe(2)
  })

  it('an unreadable verifier reply, repaired once and still unreadable, is an error', async () => {
    const v = probe()
    const result = await stage(
      configWith({ verify: 'always' }),
      passes([reply([issue('minor', 4)])], probe()),
      verifierCall('I agree with everything.', v),
    )
    expect(v.payloads).toHaveLength(2)
    expect(v.payloads[1]).toContain('## Repair request')
    expect(result.outcome).toMatchObject({ status: 'error' })
    expect(result.review).toBeNull()
  })
})

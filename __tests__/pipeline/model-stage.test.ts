import { describe, expect, it } from 'vitest'
import { DEFAULT_CONFIG } from '../../src/config/schema.js'
import { parseDiff } from '../../src/diff/parse.js'
import { NO_EVIDENCE } from '../../src/domain/evidence.js'
import { RecordingLogger } from '../../src/logger.js'
import { estimateRequestTokens } from '../../src/model/tokens.js'
import { modelSettingsSchema, type ModelProvider } from '../../src/model/provider.js'
import { fitToTokenBudget, runModelStage } from '../../src/pipeline/model-stage.js'
import { preparePayload, scopeChange } from '../../src/pipeline/prepare.js'

function fileDiff(path: string, lines: number): string {
  const body = Array.from(
    { length: lines },
    (_, i) => `+const value${i} = compute(${i}, 'some text to make it longer')`,
  ).join('\n')
  return `diff --git a/${path} b/${path}\nnew file mode 100644\nindex 0000000..1111111\n--- /dev/null\n+++ b/${path}\n@@ -0,0 +1,${lines} @@\n${body}\n`
}

const DIFF =
  fileDiff('src/small.ts', 5) + fileDiff('src/big.ts', 2000) + fileDiff('docs/notes.md', 300)
const INSTRUCTIONS = 'Review the change. Reply with JSON only.'

function prepare(maxDiffBytes?: number) {
  const scope = scopeChange(parseDiff(DIFF, 'diff'), DEFAULT_CONFIG)
  return preparePayload({
    config: DEFAULT_CONFIG,
    scope,
    plan: { kind: 'none' },
    evidence: NO_EVIDENCE,
    bundledExamples: [],
    repoExamples: [],
    ...(maxDiffBytes !== undefined ? { maxDiffBytes } : {}),
  })
}

describe('fitToTokenBudget', () => {
  it('leaves a payload that fits untouched', () => {
    const fitted = fitToTokenBudget(prepare, INSTRUCTIONS, 1_000_000, 'openai')
    expect(fitted.payload).toBe(prepare().payload)
    expect(fitted.omitted).toEqual([])
  })

  it('drops whole files by the budget rule until the estimate fits, and lists them', () => {
    const full = estimateRequestTokens(INSTRUCTIONS, prepare().payload, 'openai')
    const limit = Math.floor(full / 3)
    const fitted = fitToTokenBudget(prepare, INSTRUCTIONS, limit, 'openai')
    expect(estimateRequestTokens(INSTRUCTIONS, fitted.payload, 'openai')).toBeLessThanOrEqual(limit)
    expect(fitted.files.map((f) => f.path)).toContain('src/small.ts')
    expect(fitted.omitted.map((o) => o.path)).toContain('src/big.ts')
    expect(fitted.payload).toContain('Left out over the size budget')
  })

  it('a budget the payload cannot meet is refused before anything is sent', async () => {
    let calls = 0
    const provider: ModelProvider = {
      name: 'openai',
      model: 'm',
      complete: async () => {
        calls++
        return {
          text: '{}',
          usage: { inputTokens: 1, outputTokens: 1 },
          durationMs: 1,
          finishReason: 'stop',
          model: 'm',
        }
      },
    }
    const config = { ...DEFAULT_CONFIG, model: { ...DEFAULT_CONFIG.model, max_input_tokens: 50 } }
    const prepared = fitToTokenBudget(prepare, INSTRUCTIONS, 50, 'openai')
    const result = await runModelStage({
      config,
      prepared,
      evidence: NO_EVIDENCE,
      provider,
      settings: modelSettingsSchema.parse({ provider: 'openai', maxInputTokens: 50 }),
      instructions: INSTRUCTIONS,
      logger: new RecordingLogger(),
    })
    expect(calls).toBe(0)
    // Files were left out to fit and the call was still refused: a partial review with no
    // review at all fails (it cannot turn neutral), naming both causes.
    expect(result.outcome.status).toBe('failed')
    const lines = result.outcome.status === 'failed' ? result.outcome.gate.lines : []
    expect(lines[0]).toMatch(/^FAILED: partial review: \d+ files? \(\d+ over the size budget\)/)
    expect(lines.at(-1)).toMatch(/^no usable review: over_budget/)
    expect(result.review).toBeNull()
  })
})

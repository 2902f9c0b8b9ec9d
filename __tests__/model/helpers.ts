import { RecordingLogger } from '../../src/logger.js'
import { callModel } from '../../src/model/call.js'
import { createProvider } from '../../src/model/create.js'
import { modelSettingsSchema, type ModelSettingsInput } from '../../src/model/provider.js'

export const API_KEY = 'sk-test-4f9a1c2b7d3e8f6a5b4c3d2e1f0a9b8c'

export const REPLY = {
  verdict: 'CHANGES_REQUESTED',
  counts: { blocker: 0, major: 1, minor: 0 },
  issues: [
    {
      severity: 'major',
      category: 'logic',
      file: 'src/cart/total.ts',
      line: 12,
      message: 'The discount is applied twice when the cart has one item.',
      fix: 'Apply the discount once, after the subtotal loop.',
      referenced_example_id: null,
      confidence: 88,
    },
  ],
  strengths: ['src/cart/total.ts:4 validates quantities before summing.'],
}
export const REPLY_TEXT = JSON.stringify(REPLY)

export const INSTRUCTIONS = 'You are the reviewer. Reply with JSON only.'
export const PAYLOAD =
  '# Review payload\n\nreview_mode: implementation\n\n## Diff\n\n```diff\n+x\n```\n'

/** Stands in for the review parser: usable when it is a JSON object with a verdict. */
export function validateJson(reply: string): string | null {
  try {
    const value: unknown = JSON.parse(reply)
    if (typeof value !== 'object' || value === null || !('verdict' in value)) {
      return 'the reply is JSON but has no "verdict"'
    }
    return null
  } catch (error) {
    return `the reply is not JSON (${(error as Error).message})`
  }
}

/** One callModel through a real provider, with sleeps recorded instead of waited. */
export async function call(
  settingsInput: ModelSettingsInput,
  extra: { payload?: string; baseDir?: string; call?: string } = {},
) {
  const settings = modelSettingsSchema.parse(settingsInput)
  const logger = new RecordingLogger()
  const provider = createProvider(settings, {
    logger,
    mode: 'implementation',
    ...(extra.baseDir ? { baseDir: extra.baseDir } : {}),
    ...(extra.call ? { call: extra.call } : {}),
  })
  const sleeps: number[] = []
  const run = callModel({
    provider,
    instructions: INSTRUCTIONS,
    payload: extra.payload ?? PAYLOAD,
    settings,
    validate: validateJson,
    logger,
    sleep: async (ms) => {
      sleeps.push(ms)
    },
    random: () => 0.5,
  })
  return { run, sleeps, logger }
}

/** Settles a promise into a value or the error, for table-driven assertions. */
export async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  try {
    return { value: await promise }
  } catch (error) {
    return { error }
  }
}

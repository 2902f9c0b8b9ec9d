import { ReplyUnusableError } from '../review/extract.js'
import { extractReply, type ReplyShape } from '../review/extract.js'
import { textExcerpt } from '../review/text.js'
import { describeZodError } from '../shared/zod-issues.js'
import { verifierReplySchema, type VerifierResult } from '../domain/verifier-contract.js'

/**
 * The verifier's reply → its results, through the review reply's extraction (one JSON object,
 * found in prose or a fence with a warning, duplicate weighty keys refused, bounded size and
 * depth) and the verifier's own zod contract. Throws ReplyUnusableError, so the model stage asks
 * once for a repair and fails closed when the repair is no better.
 */

export const VERIFIER_REPLY_SHAPE: ReplyShape = {
  keys: ['results'],
  weighty: new Set(['results', 'id', 'verdict', 'severity']),
}

export interface VerifierReply {
  results: VerifierResult[]
  warnings: string[]
}

export function parseVerifierReply(reply: string | Buffer): VerifierReply {
  const extracted = extractReply(reply, VERIFIER_REPLY_SHAPE)
  const parsed = verifierReplySchema.safeParse(extracted.value)
  if (!parsed.success) {
    throw new ReplyUnusableError(
      'bad_shape',
      `the verifier reply breaks its contract: ${describeZodError(parsed.error, { limit: 10 })}`,
      textExcerpt(JSON.stringify(extracted.value).slice(0, 240)),
    )
  }
  const warnings = [...extracted.warnings.map((w) => `verifier: ${w}`)]
  const extra = Object.keys(extracted.value).filter((k) => k !== 'results')
  if (extra.length > 0) {
    warnings.push(
      `verifier: the reply's ${extra
        .slice(0, 5)
        .map((k) => JSON.stringify(k.slice(0, 40)))
        .join(', ')} ignored: a verifier may only judge the findings it was given, never add one`,
    )
  }
  return {
    results: parsed.data.results.map((r) => ({
      id: r.id,
      verdict: r.verdict,
      ...(r.severity ? { severity: r.severity } : {}),
      evidence: r.evidence,
    })),
    warnings,
  }
}

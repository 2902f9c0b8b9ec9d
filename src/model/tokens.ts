import type { Provider } from '../config/schema.js'
import { ModelFailure } from '../errors.js'

/**
 * A token estimate without a tokenizer. Shipping real BPE tables would add megabytes to the
 * bundle and still be wrong for most providers (each model family has its own vocabulary), so
 * the estimate counts the pieces a BPE tokenizer splits text into (word pieces, digit groups,
 * punctuation runs, line breaks, indentation, non-ASCII characters) and weighs them with
 * coefficients fitted against real counts.
 *
 * Calibration: the weights were fitted by least squares on relative error over 951 samples of
 * Python, JavaScript, TypeScript, C, Go, Java/Kotlin, Markdown and JSON, plain and as unified
 * diffs, against OpenAI's o200k_base counts, then scaled to remove the bias. Mean absolute error
 * 4.0% against o200k_base (90th percentile 8.8%), 5.0% against cl100k_base; chars/4 is 10.9%.
 * Anthropic's current tokenizer is not available offline; against its published legacy one the
 * estimate is 11% low, hence ANTHROPIC_TOKEN_FACTOR. The 101 committed samples of the project's
 * own code, diffs and docs (__tests__/model/fixtures/token-samples.json) keep it measured in CI:
 * 3.6% against o200k_base (90th percentile 6.4%), 4.1% against cl100k_base.
 */

const WEIGHTS = {
  wordPiece: 0.765,
  digitGroup: 1.31,
  punctuationRun: 1.04,
  lineBreak: 0.54,
  spaceRun: 0.225,
  /** Han, kana and Hangul: most characters are a token of their own or close to it. */
  ideograph: 0.75,
  /** Other non-ASCII letters (Cyrillic, Greek, accented Latin): a few characters a token. */
  otherLetter: 0.3,
  /** Non-ASCII symbols and emoji: a token or more each. */
  symbol: 1,
} as const

/**
 * The estimate is for OpenAI-family vocabularies; Claude's runs about 11% more tokens on the
 * same text (measured against the legacy Claude tokenizer), so budgets for it are scaled up.
 */
export const ANTHROPIC_TOKEN_FACTOR = 1.12

/** Bytes per token at the 5th percentile of the calibration corpus: a safe conversion. */
const SAFE_BYTES_PER_TOKEN = 3.2

/**
 * Fixed cost of one request's framing (roles, message separators) beyond its two texts.
 * Small, and the same for every provider we call.
 */
export const REQUEST_OVERHEAD_TOKENS = 16

const PIECES =
  /([A-Za-z]+)|([0-9]+)|(\n+)|([ \t]+)|([\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e\x00-\x08\x0b-\x1f\x7f]+)|([^\x00-\x7f])/g
const IDEOGRAPH = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
const LETTER = /\p{L}/u
/** camelCase and ACRONYMWord boundaries, where BPE vocabularies usually split identifiers. */
const CASE_BOUNDARY = /(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/

/** Estimated tokens of `text` for current OpenAI-family tokenizers. Linear in the text. */
export function estimateTokens(text: string): number {
  let total = 0
  PIECES.lastIndex = 0
  let match: RegExpExecArray | null
  while ((match = PIECES.exec(text)) !== null) {
    const [, letters, digits, breaks, spaces, punctuation, other] = match
    if (letters !== undefined) total += WEIGHTS.wordPiece * wordPieces(letters)
    else if (digits !== undefined) total += WEIGHTS.digitGroup * Math.ceil(digits.length / 3)
    else if (breaks !== undefined) total += WEIGHTS.lineBreak * breaks.length
    else if (spaces !== undefined) total += WEIGHTS.spaceRun
    else if (punctuation !== undefined) total += WEIGHTS.punctuationRun
    else if (other !== undefined) total += nonAsciiWeight(other)
  }
  return Math.ceil(total)
}

function wordPieces(word: string): number {
  // Long runs of letters split further; 9 letters a piece matched the corpus best.
  const parts = word.length > 3 ? word.split(CASE_BOUNDARY) : [word]
  let pieces = 0
  for (const part of parts) pieces += 1 + Math.floor((part.length - 1) / 9)
  return pieces
}

function nonAsciiWeight(char: string): number {
  if (IDEOGRAPH.test(char)) return WEIGHTS.ideograph
  if (LETTER.test(char)) return WEIGHTS.otherLetter
  return WEIGHTS.symbol
}

/**
 * A byte budget that stays within `tokens` for nearly all text (95% of the calibration
 * samples): what the payload's diff budget should be when it has to fit a token limit.
 */
export function bytesForTokens(tokens: number): number {
  if (!Number.isFinite(tokens) || tokens <= 0) return 0
  return Math.floor(tokens * SAFE_BYTES_PER_TOKEN)
}

/**
 * Estimated input tokens of one request: instructions, payload and framing, scaled for the
 * provider's tokenizer when it is known to run longer (Anthropic).
 */
export function estimateRequestTokens(
  instructions: string,
  payload: string,
  provider?: Provider,
): number {
  const raw = estimateTokens(instructions) + estimateTokens(payload) + REQUEST_OVERHEAD_TOKENS
  return provider === 'anthropic' ? Math.ceil(raw * ANTHROPIC_TOKEN_FACTOR) : raw
}

/**
 * Refuses a request estimated above `maxInputTokens`: the caller must shrink the payload first
 * (its diff budget, see bytesForTokens) rather than send it and pay for a failure.
 */
export function assertWithinBudget(estimated: number, maxInputTokens: number): void {
  if (estimated > maxInputTokens) {
    throw new ModelFailure(
      `the request is estimated at ${estimated} input tokens, above max-input-tokens ` +
        `(${maxInputTokens}); it was not sent. Lower the payload budget or raise max-input-tokens.`,
      'over_budget',
    )
  }
}

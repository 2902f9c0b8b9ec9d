import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { findBundledFile, SHIPPED_ROOT } from '../shared/bundled-file.js'

/**
 * The bundled reviewer instructions (`instructions/reviewer.md`). HTTP providers send them as
 * the system message; exec providers get them before the payload on stdin. Versioned, so a
 * recorded reply or a report can say which instructions produced it.
 */

export const instructionsVersion = '1.2.0'
export const INSTRUCTIONS_FILE = 'reviewer.md'

let cached: string | null = null

/**
 * The instructions text: `dist/instructions/` next to the bundle, `<repo>/instructions/` when
 * running from source.
 */
export function loadInstructions(): string {
  if (cached !== null) return cached
  const file = findInstructionsFile(SHIPPED_ROOT)
  const text = readFileSync(file, 'utf8')
  const declared = /^review-gate reviewer instructions, version (\S+)\n/.exec(text)?.[1]
  if (declared !== instructionsVersion) {
    // A packaging mistake (stale dist/instructions), never a user error.
    throw new Error(
      `${file} declares version ${declared ?? '(none)'}, but this build expects ${instructionsVersion}`,
    )
  }
  cached = text
  return text
}

export function findInstructionsFile(startDir: string): string {
  const file = findBundledFile(join('instructions', INSTRUCTIONS_FILE), startDir)
  if (file !== null) return file
  throw new Error(
    `the reviewer instructions (instructions/${INSTRUCTIONS_FILE}) were not found above ${startDir}; the package is incomplete`,
  )
}

/**
 * The instructions with the language line appended when the config names a language: the model
 * writes its prose in it, while everything the gate and the renderers read stays as the contract
 * says (field names, severities, categories, verdicts).
 */
export function withLanguage(instructions: string, language: string | undefined): string {
  if (!language) return instructions
  if (!/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8}){0,4}$/.test(language))
    throw new Error(`internal: "${language}" is not a language tag`)
  return `${instructions.trimEnd()}

# Language

Write every \`message\`, \`fix\` and \`strengths\` entry in the language with the tag \`${language}\`. Keep the JSON field names, the severities, the categories and the verdict exactly as the reply contract gives them, in English. A \`suggestion\` is code: never translate it.
`
}

/** The verifier pass's instructions (`instructions/verifier.md`), versioned like the reviewer's. */
export const verifierInstructionsVersion = '1.0.0'
export const VERIFIER_INSTRUCTIONS_FILE = 'verifier.md'

const shipped = new Map<string, string>()

function readShipped(relativePath: string): string {
  const known = shipped.get(relativePath)
  if (known !== undefined) return known
  const file = findBundledFile(join('instructions', relativePath), SHIPPED_ROOT)
  if (file === null) {
    throw new Error(
      `instructions/${relativePath} was not found above ${SHIPPED_ROOT}; the package is incomplete`,
    )
  }
  const text = readFileSync(file, 'utf8')
  shipped.set(relativePath, text)
  return text
}

export function loadVerifierInstructions(): string {
  const text = readShipped(VERIFIER_INSTRUCTIONS_FILE)
  const declared = /^review-gate verifier instructions, version (\S+)\n/.exec(text)?.[1]
  if (declared !== verifierInstructionsVersion) {
    throw new Error(
      `instructions/${VERIFIER_INSTRUCTIONS_FILE} declares version ${declared ?? '(none)'}, but this build expects ${verifierInstructionsVersion}`,
    )
  }
  return text
}

/**
 * The reviewer instructions with a specialist dimension's focus appended
 * (`instructions/dimensions/<dimension>.md`): what an ensemble pass with a `dimension` is sent.
 */
export function loadDimensionInstructions(dimension: string): string {
  if (!/^[a-z]+$/.test(dimension)) throw new Error(`internal: bad dimension name ${dimension}`)
  const focus = readShipped(join('dimensions', `${dimension}.md`))
  return `${loadInstructions().trimEnd()}\n\n${focus.trimEnd()}\n`
}

/**
 * A run that stopped before it had a report (a bad input, a malformed config, a model that could
 * not answer, our own bug) still leaves the author something to read and something to branch on:
 * a job summary saying what was wrong and where to fix it, and every output set to the error
 * values (`gate: error`, never an empty gate a workflow could read as "no problem").
 */
import { InputError, ModelFailure } from '../errors.js'
import { fence } from '../payload/fence.js'
import { OUTPUT_NAMES, type OutputName } from '../publish/outputs.js'
import { redactShapes } from '../secrets/shapes.js'
import { INPUT } from '../settings/inputs.js'

export interface FailureReport {
  /** The job's one-line failure, for `setFailed`. */
  message: string
  summary: string
  outputs: Record<OutputName, string>
}

const INPUT_NAMES = new Set<string>(Object.values(INPUT))

/** The workflow file this step runs in, from GITHUB_WORKFLOW_REF (`owner/repo/path@ref`). */
export function workflowFile(env: NodeJS.ProcessEnv): string | null {
  const match = /^[^/]+\/[^/]+\/([^@]+)@/.exec(env.GITHUB_WORKFLOW_REF ?? '')
  return match?.[1] ?? null
}

function whereToFix(error: unknown, env: NodeJS.ProcessEnv): string {
  if (error instanceof InputError) {
    const where = error.where
    const workflow = workflowFile(env)
    const inWorkflow = workflow ? `in \`${workflow}\`` : 'in your workflow file'
    if (where && INPUT_NAMES.has(where))
      return `the \`${where}\` input of this step's \`with:\` block ${inWorkflow} (action.yml lists what each input accepts)`
    if (where === 'event payload' || /GITHUB_EVENT_PATH/.test(error.message))
      return `the workflow's \`on:\` events ${inWorkflow}: review-gate runs on pull_request, pull_request_target, workflow_run, merge_group and push`
    if (where)
      return `\`${where}\` (for a pull request, as of its base branch: a change to it takes effect once merged)`
    return `this step's inputs ${inWorkflow}`
  }
  if (error instanceof ModelFailure)
    return "the model provider: the `api-key`, `model` and `base-url` inputs, the provider's quota and status; the job log has each attempt"
  return 'nothing on your side: this is a bug in review-gate; please report it with this job log'
}

function headline(error: unknown): string {
  if (error instanceof InputError) return 'bad input'
  if (error instanceof ModelFailure) return `model failure (${error.kind})`
  return 'internal error'
}

export function failureReport(error: unknown, env: NodeJS.ProcessEnv): FailureReport {
  const detail =
    error instanceof InputError || error instanceof ModelFailure
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error)
  const outputs = Object.fromEntries(OUTPUT_NAMES.map((name) => [name, ''])) as Record<
    OutputName,
    string
  >
  outputs.gate = 'error'
  outputs.verdict = 'ERROR'
  outputs['tests-pass'] = 'unknown'
  const summary = [
    `## review-gate: ${headline(error)}`,
    '',
    'The gate is **error**: nothing was reviewed, so nothing passed.',
    '',
    '**What was wrong**',
    '',
    fence(detail.endsWith('\n') ? detail : `${detail}\n`, 'text').trimEnd(),
    '',
    `**Where to fix it:** ${whereToFix(error, env)}.`,
    '',
  ].join('\n')
  // Token shapes out of both: the runner masks only the values registered with it.
  return {
    message: redactShapes(`review-gate: ${headline(error)}: ${detail}`).text,
    summary: redactShapes(summary).text,
    outputs,
  }
}

/**
 * `review`'s flags in one table: the parser's options, the refusals (a flag that does not apply
 * to the way the change is named) and `review --help` are all read from it, so the help cannot
 * say what the parser does not do.
 */
import { INPUT } from '../settings/inputs.js'

/** Which way of naming the change a flag applies to; `none`: refused on the command line. */
export type FlagScope = 'both' | 'case' | 'repo' | 'none'

export interface ReviewFlag {
  name: string
  arg?: string
  multiple?: true
  scope: FlagScope
  /** For `none`, and for a flag refused with the other way: why. */
  why?: string
  help: string
}

export const REVIEW_FLAGS: readonly ReviewFlag[] = [
  {
    name: 'input',
    arg: '<dir>',
    scope: 'case',
    help: 'the case directory (diff.patch, case.yml, reports/ or evidence.json, reply.json or replies/)',
  },
  {
    name: 'repo',
    arg: '<dir>',
    scope: 'repo',
    help: 'or a local branch, reviewed as the action would: config and examples from the base commit, the diff base...head, evidence from the checkout',
  },
  {
    name: INPUT.base,
    arg: '<ref>',
    scope: 'repo',
    why: 'a case is its diff.patch; there is no base commit to diff against',
    help: 'the branch the change goes into',
  },
  { name: 'head', arg: '<ref>', scope: 'repo', help: 'the change (default HEAD)' },
  {
    name: 'reports',
    arg: '<glob>',
    multiple: true,
    scope: 'repo',
    help: 'report globs in the checkout (repeatable)',
  },
  {
    name: INPUT.config,
    arg: '<path>',
    scope: 'repo',
    why: "the case's case.yml is its config",
    help: 'the config file, read as of the base commit',
  },
  {
    name: INPUT.plan,
    arg: '<file>',
    scope: 'repo',
    why: 'a case names its plan in case.yml (plan: { file, item }) or holds plan.md',
    help: 'the plan document; without it the plan context is the commit messages of base..head',
  },
  {
    name: INPUT.item,
    arg: '<n>',
    scope: 'repo',
    why: 'a case names its plan item in case.yml (plan: { file, item })',
    help: 'the plan item the change implements (with --plan)',
  },
  {
    name: 'prior',
    arg: '<file>',
    scope: 'repo',
    help: "a previous run's review.json, re-reviewed as the earlier push",
  },
  {
    name: INPUT.provider,
    arg: '<name>',
    scope: 'both',
    help: 'copilot | command | openai | anthropic | replay (default: replay when replies/ or reply.json exists)',
  },
  { name: INPUT.model, arg: '<name>', scope: 'both', help: 'model name for the provider' },
  {
    name: INPUT.baseUrl,
    arg: '<url>',
    scope: 'both',
    help: 'OpenAI-compatible or Anthropic endpoint',
  },
  {
    name: INPUT.modelCommand,
    arg: '<cmd>',
    scope: 'both',
    help: 'for provider command: reads the payload on stdin, prints the reply',
  },
  {
    name: INPUT.testReports,
    arg: '<globs>',
    scope: 'both',
    help: "report globs, one per line, besides the case's reports/",
  },
  {
    name: INPUT.testCommand,
    arg: '<cmd>',
    scope: 'both',
    help: 'test command run on the touched tests ({files})',
  },
  {
    name: INPUT.refreshTests,
    arg: '<bool>',
    scope: 'both',
    help: 'ignore the test cache (true|false)',
  },
  {
    name: INPUT.testOutcome,
    arg: '<outcome>',
    scope: 'both',
    help: 'the test step outcome: success | failure | cancelled | skipped',
  },
  { name: INPUT.mode, arg: '<mode>', scope: 'both', help: 'implementation | contract' },
  {
    name: INPUT.severityGate,
    arg: '<spec>',
    scope: 'both',
    help: 'e.g. blocker=0,major=2,minor=unlimited',
  },
  { name: INPUT.onModelError, arg: '<mode>', scope: 'both', help: 'fail | neutral' },
  {
    name: INPUT.shard,
    arg: '<i/n>',
    scope: 'both',
    help: 'review only shard i of n of the change (a job matrix); writes shard.json beside review.json',
  },
  {
    name: INPUT.mergeShards,
    arg: '<glob>',
    scope: 'both',
    help: "merge the shards' output folders the glob names into one review and decision (no model call); any missing, failed, stale or foreign shard is an error",
  },
  { name: INPUT.language, arg: '<tag>', scope: 'both', help: 'the language of messages and fixes' },
  {
    name: INPUT.outputDir,
    arg: '<dir>',
    scope: 'both',
    help: 'where the artifacts go (default .review-gate/out)',
  },
  {
    name: 'cache-dir',
    arg: '<dir>',
    scope: 'both',
    help: 'the test and reply cache folder (default: a folder in the system temp directory for the tests; model replies are cached only with --cache-dir)',
  },
  {
    name: 'record-dir',
    arg: '<dir>',
    scope: 'both',
    help: 'record the model replies as <dir>/replies/<call>.json, for replay',
  },
  {
    name: 'format',
    arg: '<f>',
    scope: 'both',
    help: 'text | markdown | json on stdout (default: text on a terminal, else markdown)',
  },
  {
    name: INPUT.postReview,
    scope: 'none',
    why: 'the command line posts nothing; the summary goes to stdout',
    help: '',
  },
  {
    name: INPUT.allowPrHeadCode,
    scope: 'none',
    why: 'the command line runs no pull_request_target event',
    help: '',
  },
  {
    name: INPUT.stickyKey,
    scope: 'none',
    why: 'the command line posts no summary comment',
    help: '',
  },
]

/** Inputs that carry secrets: from the environment only, never a flag (shell history, ps). */
export const SECRET_INPUTS: readonly string[] = [INPUT.apiKey, INPUT.githubToken]

/**
 * The table plus every other action input (each a flag of the same name, for both ways): an
 * input added to the action is a flag without a second list to keep.
 */
export function reviewFlags(): ReviewFlag[] {
  const listed = new Set(REVIEW_FLAGS.map((f) => f.name))
  const rest = Object.values(INPUT)
    .filter((name) => !listed.has(name) && !SECRET_INPUTS.includes(name))
    .map((name): ReviewFlag => ({
      name,
      arg: '<value>',
      scope: 'both',
      help: 'the action input of the same name',
    }))
  return [...REVIEW_FLAGS, ...rest]
}

export function parserOptions(
  flags: readonly ReviewFlag[],
): Record<string, { type: 'string'; multiple?: true }> {
  return Object.fromEntries(
    flags.map((f) => [
      f.name,
      f.multiple
        ? { type: 'string' as const, multiple: true as const }
        : { type: 'string' as const },
    ]),
  )
}

/** Why `flag` is refused when the change is named the `way` way; null when it applies. */
export function refusal(flag: ReviewFlag, way: 'case' | 'repo'): string | null {
  if (flag.scope === 'both' || flag.scope === way) return null
  if (flag.scope === 'none')
    return `--${flag.name} does not apply on the command line: ${flag.why ?? ''}`
  if (way === 'case')
    return `--${flag.name} does not apply to a case directory: ${flag.why ?? 'it applies to --repo'}`
  return `--${flag.name} applies to a case directory (--input), not to --repo`
}

function helpLines(flags: readonly ReviewFlag[]): string[] {
  return flags.map((f) => {
    const left = `  --${f.name}${f.arg ? ` ${f.arg}` : ''}${f.multiple ? '...' : ''}`
    return `${left.padEnd(28)} ${f.help}`
  })
}

/** `review --help`, from the same table the parser reads. */
export function reviewHelp(): string {
  const flags = reviewFlags()
  const of = (scope: FlagScope) => flags.filter((f) => f.scope === scope)
  return [
    'review --input <case-dir> [flags] | review --repo <dir> --base <ref> [flags]: the whole pipeline;',
    'writes the artifacts, prints the summary.',
    '',
    'With --input (a case directory):',
    ...helpLines(of('case')),
    '',
    'With --repo (a local branch):',
    ...helpLines(of('repo')),
    '',
    'With either (each an action input of the same name unless said otherwise):',
    ...helpLines(of('both')),
    '',
    'Environment: REVIEW_GATE_API_KEY (or OPENAI_API_KEY, ANTHROPIC_API_KEY), COPILOT_GITHUB_TOKEN.',
    'Refused: ' +
      of('none')
        .map((f) => `--${f.name} (${f.why ?? ''})`)
        .join(', ') +
      '.',
    '',
  ].join('\n')
}

import { InputError, ModelFailure, EXIT } from '../errors.js'
import type { CliIo } from './io.js'

export type { CliIo }

type Command = (argv: string[], io: CliIo) => Promise<number>

/**
 * Each command's module is imported when that command runs: `--help` and a usage error load
 * nothing but this file, and `payload` does not pay for the model providers or the report
 * parsers. (The bundle emits one chunk file per lazily loaded part; scripts/bundle.mjs keeps
 * them in the CLI's own folder of dist/.)
 */
const COMMANDS: Record<
  string,
  { summary: string; load: () => Promise<Command>; help?: () => Promise<string> }
> = {
  payload: {
    summary: 'payload --input <case-dir>            print the review payload for a case',
    load: async () => (await import('./payload-command.js')).payloadCommand,
  },
  evidence: {
    summary: 'evidence --input <case-dir>           print the test evidence JSON for a case',
    load: async () => (await import('./evidence-command.js')).evidenceCommand,
  },
  review: {
    summary:
      'review --input <case-dir> [flags]     run the whole pipeline, write artifacts, print the summary',
    load: async () => (await import('./review-command.js')).reviewCommand,
    help: async () => (await import('./review-command.js')).REVIEW_HELP,
  },
  'plan-shards': {
    summary:
      'plan-shards --repo <dir> --base <ref>   the job matrix a sharded review of the change needs (JSON)',
    load: async () => (await import('./plan-shards-command.js')).planShardsCommand,
    help: async () => (await import('./plan-shards-command.js')).PLAN_SHARDS_HELP,
  },
  case: {
    summary:
      'case --repo <dir> --base <ref> --out <case-dir>   write a local branch out as a case directory',
    load: async () => (await import('./case-command.js')).caseCommand,
    help: async () => (await import('./case-command.js')).CASE_HELP,
  },
  eval: {
    summary:
      'eval --cases <dir> [--config <file>] [flags]   precision and recall on labelled cases (JSON on stdout)',
    load: async () => (await import('./eval-command.js')).evalCommand,
    help: async () => (await import('./eval-command.js')).EVAL_HELP,
  },
  parse: {
    summary:
      'parse [--require-tests-blocker] [--auto-findings <file>] [--diff <patch>] [--mode m]  reply on stdin → review JSON',
    load: async () => (await import('./parse-command.js')).parseCommand,
  },
  gate: {
    summary:
      'gate --review <review.json> [--severity-gate blocker=0,major=0]   apply the severity gate',
    load: async () => (await import('./gate-command.js')).gateCommand,
  },
}

export function usage(): string {
  const lines = Object.values(COMMANDS).map((c) => `  review-gate ${c.summary}`)
  return [
    'Usage:',
    ...lines,
    '',
    'Exit codes: 0 gate passed, 1 gate failed, 2 bad input or usage, 3 model or infrastructure failure.',
    '',
  ].join('\n')
}

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    ;(name === undefined ? io.stderr : io.stdout)(usage())
    return name === undefined ? EXIT.badInput : EXIT.passed
  }
  const command = COMMANDS[name]
  if (!command) {
    io.stderr(`review-gate: unknown command "${name}"\n\n${usage()}`)
    return EXIT.badInput
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(command.help ? await command.help() : `Usage: review-gate ${command.summary}\n`)
    return EXIT.passed
  }
  try {
    return await (
      await command.load()
    )(rest, io)
  } catch (error) {
    return reportError(error, io)
  }
}

/** Maps an error to its exit code and a one-line message on stderr. */
export function reportError(error: unknown, io: Pick<CliIo, 'stderr'>): number {
  if (error instanceof InputError) {
    io.stderr(`review-gate: ${error.message}\n`)
    return EXIT.badInput
  }
  if (error instanceof ModelFailure) {
    io.stderr(`review-gate: model failure (${error.kind}): ${error.message}\n`)
    return EXIT.modelFailure
  }
  if (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    error.code.startsWith('ERR_PARSE_ARGS')
  ) {
    io.stderr(`review-gate: ${error.message}\n\n${usage()}`)
    return EXIT.badInput
  }
  throw error
}

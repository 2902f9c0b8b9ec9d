import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { EXIT, InputError } from '../errors.js'
import { Git } from '../git/git.js'
import { planShards } from '../pipeline/plan-shards.js'
import { LocalGitSources } from './local-sources.js'
import type { CliIo } from './io.js'

export const PLAN_SHARDS_HELP = [
  'Usage: review-gate plan-shards --repo <dir> --base <ref> [--head <ref>] [--config <path>]',
  '',
  'Prints the job matrix the change needs as JSON on stdout, {"shard":["1/n",…,"n/n"]}: the',
  "fewest shards whose every diff fits one request (the config's model.max_input_tokens and",
  'payload.max_bytes, as of the base commit). 1 shard for an ordinary change.',
  '',
].join('\n')

/** `plan-shards`: the sizing step of a sharded review (src/shard/), for a local branch. */
export async function planShardsCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      repo: { type: 'string' },
      base: { type: 'string' },
      head: { type: 'string' },
      config: { type: 'string' },
    },
    strict: true,
  })
  if (!values.repo) throw new InputError('plan-shards needs --repo <dir>', '--repo')
  if (!values.base) throw new InputError('plan-shards needs --base <ref>', '--base')
  const git = new Git(resolve(io.cwd, values.repo))
  const base = await git.resolveCommit(values.base)
  if (!base) throw new InputError(`"${values.base}" names no commit in ${git.cwd}`, '--base')
  const head = await git.resolveCommit(values.head ?? 'HEAD')
  if (!head) throw new InputError(`"${values.head ?? 'HEAD'}" names no commit`, '--head')
  const sources = new LocalGitSources(
    git,
    base,
    head,
    values.config ?? '.github/review-gate.yml',
    [],
  )
  const plan = await planShards(
    sources,
    { overrides: {}, overridePolicy: 'override', overridesFrom: 'command-line flags' },
    (message) => io.stderr(`${message}\n`),
  )
  if ('error' in plan) {
    io.stderr(`review-gate plan-shards: the diff could not be read: ${plan.error}\n`)
    return EXIT.modelFailure
  }
  io.stderr(
    `plan-shards: ${plan.files} file(s), ~${plan.tokens} tokens, ${plan.bytes} bytes → ${plan.count} shard(s)\n`,
  )
  io.stdout(`${JSON.stringify(plan.matrix)}\n`)
  return EXIT.passed
}

/**
 * What the base decides for an action run (issue 21): its config file, and whether the step's
 * inputs are its own choice. A pull request cannot lower its own gate, neither through the config
 * file it names nor through the inputs of a workflow file it changed.
 */
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseConfig } from '../config/load.js'
import type { Config } from '../config/schema.js'
import { tightenOnly } from '../config/tighten.js'
import { InputError } from '../errors.js'
import type { Git } from '../git/git.js'
import type { EventContext } from '../github/context.js'
import type { Logger } from '../logger.js'
import { INPUT } from '../settings/settings.js'

/** The config file read when the `config` input names none. */
export const DEFAULT_CONFIG_PATH = '.github/review-gate.yml'

export interface BaseInput {
  context: EventContext
  git: Git
  workspace: string
  note: (text: string) => void
}

/**
 * For pull requests from the base commit, else from the checkout. A `config` input that names a
 * file that is not there is an input error; one that names another file than the default while
 * the default exists applies the stricter of both, so a step cannot trade the repository's config
 * for a looser one.
 */
export async function readBaseConfig(
  input: BaseInput,
  configInput: string,
): Promise<{ config: Config; where: string }> {
  const { context, git } = input
  const fromBase = context.pullNumber !== null
  const named = configInput.replace(/^\.\//, '')
  const baseReadable = fromBase ? await git.ensureCommit(context.base) : true
  const readAt = async (path: string): Promise<string | null> => {
    if (fromBase) return baseReadable ? git.readAtCommit(context.base, path) : null
    const full = resolve(input.workspace, path)
    return existsSync(full) ? readFileSync(full, 'utf8') : null
  }
  const label = (path: string) => (fromBase ? `${path} (base ${context.base.slice(0, 7)})` : path)
  if (!baseReadable)
    input.note(
      `the base commit ${context.base.slice(0, 7)} is not in the checkout, so ${named} was not read (the pull request's own copy is never trusted); using the defaults`,
    )
  const text = await readAt(named)
  if (text === null && baseReadable && named !== DEFAULT_CONFIG_PATH)
    throw new InputError(
      `${named} does not exist${fromBase ? ` at the base commit ${context.base.slice(0, 7)}` : ''}`,
      INPUT.config,
    )
  let config = parseConfig(text, label(named))
  if (named !== DEFAULT_CONFIG_PATH) {
    const fallback = await readAt(DEFAULT_CONFIG_PATH)
    if (fallback !== null) {
      const stricter = tightenOnly(
        parseConfig(fallback, label(DEFAULT_CONFIG_PATH)),
        config,
        `config ${named}`,
      )
      for (const refused of stricter.refused) input.note(refused)
      config = stricter.config
    }
  }
  return { config, where: text === null ? 'defaults' : label(named) }
}

/**
 * Whether the step's inputs are the base's own choice: on a pull request they are when the
 * workflow file that is running (`GITHUB_WORKFLOW_REF`) is the same at the base and the head
 * commit. When the pull request changes it, or that cannot be checked, the inputs may only
 * tighten the base config (and a `sticky-key` cannot shed the previous review's state); the
 * reason is noted for the summary. Other events keep the tighten-only rule.
 */
export async function inputsTrust(
  input: BaseInput,
  workflowRef: string | undefined,
  logger: Logger,
): Promise<'override' | 'tighten'> {
  const { context, git } = input
  if (context.pullNumber === null) return 'tighten'
  const untrusted = (why: string): 'tighten' => {
    input.note(
      `the action inputs may only tighten the base config, and sticky-key cannot start a fresh state: ${why}`,
    )
    return 'tighten'
  }
  const path = workflowPath(workflowRef, context.owner, context.repo)
  if (path === null) return untrusted('GITHUB_WORKFLOW_REF does not name the running workflow file')
  if (context.diffFromApi || !(await git.ensureCommit(context.base)))
    return untrusted(`whether the pull request changes ${path} cannot be checked here`)
  const [before, after] = await Promise.all([
    git.readAtCommit(context.base, path),
    git.readAtCommit(context.head, path),
  ])
  if (before === null || after === null || before !== after)
    return untrusted(`the pull request changes ${path}, the workflow that is running`)
  logger.info(`inputs apply as given: the pull request does not change ${path}`)
  return 'override'
}

/**
 * The running workflow file's path from `GITHUB_WORKFLOW_REF`
 * (`owner/repo/.github/workflows/review.yml@refs/pull/1/merge`); null when it names another
 * repository's workflow or does not parse.
 */
export function workflowPath(ref: string | undefined, owner: string, repo: string): string | null {
  if (!ref) return null
  const at = ref.lastIndexOf('@')
  const full = at < 0 ? ref : ref.slice(0, at)
  const prefix = `${owner}/${repo}/`
  if (full.slice(0, prefix.length).toLowerCase() !== prefix.toLowerCase()) return null
  const path = full.slice(prefix.length)
  return /^\.github\/workflows\/[^/]+\.ya?ml$/.test(path) ? path : null
}

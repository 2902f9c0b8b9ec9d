import type { Config } from '../config/schema.js'
import { buildContext, type BuiltContext } from '../context/build.js'
import type { Logger } from '../logger.js'
import { bytesForTokens } from '../model/tokens.js'
import { openHeadTree, openRemoteHeadTree } from './head-tree.js'
import type { Scope } from './prepare.js'
import type { Sources } from './sources.js'

/**
 * The repository context of the change: the head tree from the sources (a checkout at the head,
 * a case's `tree/`), read bounded through `head-tree.ts`, turned into entries by the pure
 * `context/` stage. No tree: a context that says so, and the review is not partial for it.
 */
export async function readRepositoryContext(
  sources: Sources,
  config: Config,
  scope: Scope,
  logger: Logger,
): Promise<BuiltContext> {
  // A contract review judges a document written before any code: no tree is read for it.
  const location = sources.headTree && config.mode !== 'contract' ? await sources.headTree() : null
  const options = {
    ignore: config.paths.ignore,
    useDefaultIgnores: config.paths.use_default_ignores,
  }
  const reader =
    location === null
      ? null
      : 'kind' in location
        ? await openRemoteHeadTree(location, options)
        : openHeadTree(location, options)
  const context = await buildContext({ files: scope.diff.files, reader })
  logger.info(
    reader === null
      ? 'repository context: none (no head tree)'
      : `repository context (${reader.label}): ${context.entries.length} entries from ${reader.files().length} file(s)${context.notices.length > 0 ? `, ${context.notices.length} notice(s)` : ''}`,
  )
  return context
}

/** The context's share of the model's input budget, in payload bytes. */
export function contextBudgetBytes(config: Config): number {
  return bytesForTokens(config.context.max_share * config.model.max_input_tokens)
}

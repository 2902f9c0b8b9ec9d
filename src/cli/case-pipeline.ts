import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseDiff } from '../diff/parse.js'
import { collectEvidence } from '../evidence/collect.js'
import type { Evidence } from '../evidence/types.js'
import { loadBundledExamples, loadRepoExamples } from '../examples/load.js'
import type { Logger } from '../logger.js'
import { preparePayload, scopeChange, type Prepared, type Scope } from '../pipeline/prepare.js'
import { loadCase, type LoadedCase } from './case.js'

export interface CaseRun {
  loaded: LoadedCase
  scope: Scope
  evidence: Evidence
  prepared: Prepared
}

/** The CLI's road from a case directory to its payload: the same stages the action calls. */
export async function evidenceForCase(
  loaded: LoadedCase,
  scope: Scope,
  options: {
    now: Date
    env: NodeJS.ProcessEnv
    logger: Logger
    refreshTests?: boolean
    /** The test cache's directory (absolute); default a folder in the system's temp directory. */
    cacheDir?: string
  },
): Promise<Evidence> {
  const config = loaded.config
  return collectEvidence({
    repoRoot: loaded.dir,
    touched: scope.touched,
    config: config.evidence,
    reportGlobs: [...loaded.reportGlobs, ...config.evidence.reports],
    command: config.mode === 'contract' ? null : (config.evidence.command ?? null),
    refresh: options.refreshTests ?? false,
    cacheDir: options.cacheDir ?? join(tmpdir(), 'review-gate-cache'),
    now: options.now,
    covers: loaded.spec.head_sha ?? null,
    env: options.env,
    logger: options.logger,
    ...(loaded.evidenceFile ? { evidenceFile: loaded.evidenceFile } : {}),
  })
}

export function scopeForCase(loaded: LoadedCase): Scope {
  return scopeChange(parseDiff(loaded.diffText, loaded.diffPath), loaded.config)
}

export async function runCaseToPayload(
  dir: string,
  options: {
    now: Date
    env: NodeJS.ProcessEnv
    logger: Logger
    overrides?: Record<string, unknown>
    refreshTests?: boolean
    maxDiffBytes?: number
  },
): Promise<CaseRun> {
  const loaded = loadCase(dir, options.overrides ?? {})
  const scope = scopeForCase(loaded)
  const evidence = await evidenceForCase(loaded, scope, options)
  const prepared = preparePayload({
    config: loaded.config,
    scope,
    plan: loaded.plan,
    evidence,
    bundledExamples: loadBundledExamples(),
    repoExamples: loadRepoExamples(loaded.repoExamplesDir, '.review-gate/rubric-examples'),
    ...(options.maxDiffBytes !== undefined ? { maxDiffBytes: options.maxDiffBytes } : {}),
  })
  return { loaded, scope, evidence, prepared }
}

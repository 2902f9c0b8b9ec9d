/**
 * Where a `workflow_run`'s test evidence is: the triggering CI run's report artifact alone, never
 * the checkout (the default branch, whose files say nothing about the pull request). The reports
 * were written by code the pull request controls, so they count only when it left their
 * producers alone.
 */
import picomatch from 'picomatch/posix.js'
import type { Config } from '../config/schema.js'
import { parseDiff } from '../diff/parse.js'
import type { RunReports } from '../github/artifact-reports.js'
import type { EvidenceLocation } from '../pipeline/sources.js'

/** A `workflow_run`: the triggering CI run's reports, and the workflow file that produced them. */
export interface WorkflowRunEvidence {
  runId: number
  reports: RunReports
  /** Where the reports are looked for; created empty when they could not be fetched. */
  dir: string
  workflowPath: string | null
}

/**
 * Every path the change touches, ignored ones too. Parsed only for a workflow_run (other runs
 * never need it); a diff that does not parse ends the run as an error in the pipeline anyway.
 */
function changedPaths(diffText: string): string[] {
  try {
    return parseDiff(diffText, 'diff').files.flatMap((f) =>
      f.oldPath ? [f.path, f.oldPath] : [f.path],
    )
  } catch {
    return []
  }
}

export function workflowRunEvidence(
  config: Config,
  run: WorkflowRunEvidence,
  diffText: string,
  note: (text: string) => void,
): EvidenceLocation {
  const distrust: string[] = []
  if (!run.reports.ok) distrust.push(run.reports.reason)
  else
    note(`test reports: ${run.reports.files.length} file(s) from the artifact of run ${run.runId}`)
  const producers = [...config.evidence.producers, ...(run.workflowPath ? [run.workflowPath] : [])]
  const isProducer = picomatch(producers, { dot: true })
  const changed = changedPaths(diffText).filter((path) => isProducer(path))
  if (changed.length > 0) {
    const shown = changed.slice(0, 5).join(', ') + (changed.length > 5 ? ', …' : '')
    const why = `the pull request changes ${shown}, which produce or configure its own test reports`
    if (config.evidence.untrusted === 'allow')
      note(`${why}; evidence.untrusted: allow takes them anyway`)
    else distrust.push(`${why}, so they are not trusted (evidence.untrusted: allow trusts them)`)
  }
  return {
    root: run.dir,
    extraReportGlobs: run.reports.ok && config.evidence.reports.length === 0 ? ['**/*'] : [],
    evidenceFile: null,
    provenance: `The test reports were produced by the pull request's own CI run (run ${run.runId}${run.workflowPath ? `, ${run.workflowPath}` : ''}): the pull request's code (a fork's, for a fork pull request) wrote them.`,
    testCommandRefused:
      "the test command did not run: on workflow_run the pull request's code is never run; its reports come from the triggering run's artifact",
    distrust,
  }
}

import { stickyScope } from '../carry-over/prior-data.js'
import { describeOutcome, outcomeFailsJob } from '../gate/gate.js'
import { stateSigner, type StateSigner } from '../shared/state-signature.js'
import type { GitHubClient } from '../github/client.js'
import {
  setCommitStatus,
  statusForOutcome,
  type CommitStatusTarget,
} from '../github/commit-status.js'
import type { EventContext } from '../github/context.js'
import {
  missingPermissionNotice,
  publishToPullRequest,
  type PublishToPullRequestResult,
} from '../github/publish.js'
import { checkArtifactPaths, writeArtifacts } from '../pipeline/artifacts.js'
import type { RunResult } from '../pipeline/run.js'
import { planAnnotations } from '../publish/annotations.js'
import { renderSummary } from '../publish/markdown.js'
import { actionOutputs } from '../publish/outputs.js'
import type { RunReport } from '../publish/report.js'
import type { ActionSettings } from '../settings/settings.js'
import type { ActionIo } from './io.js'

const BOT_LOGIN = 'github-actions[bot]'

/** The commit status this step sets, and why it could not be set. */
export interface StatusPlan {
  target: CommitStatusTarget | null
  /** Why a status could not be set, for the summary; the job fails on any. */
  problems: string[]
}

export interface FinishInput {
  outputDir: string
  workspace: string
  client: GitHubClient | null
  context: EventContext
  settings: ActionSettings
  status: StatusPlan
}

/** With `state-secret`: how the summary comment's data is signed for this pull request and step. */
function signingFor(
  settings: ActionSettings,
  context: EventContext,
  pullNumber: number,
): { signing?: { signer: StateSigner; scope: string } } {
  const signer = stateSigner(settings.stateSecret)
  if (!signer) return {}
  const key = settings.stickyKey ?? 'default'
  return {
    signing: { signer, scope: stickyScope(`${context.owner}/${context.repo}`, pullNumber, key) },
  }
}

/** Publishes everywhere reviewers look, then decides the job. */
export async function finish(io: ActionIo, result: RunResult, input: FinishInput): Promise<void> {
  const { context, client, settings } = input
  const { redactor } = result
  // Again, before publishing: the run (a test command) may have planted a link since.
  checkArtifactPaths(input.outputDir, input.workspace)
  // Redacted after JSON decoding, once, before anything leaves the process.
  const report = redactor.deep(result.report)
  // A shard posts nothing: the merge job publishes the one review (src/shard/). A merge group
  // posts nothing on its pull request either: its commit is not the pull request's head, and its
  // data in the summary comment would replace the review a later group reuses (issue 23).
  if (client && context.pullNumber !== null && !settings.shard && context.event !== 'merge_group') {
    const pullNumber = context.pullNumber
    await io.group('review-gate: publish', async () => {
      const published = await publishToPullRequest(client, {
        pullNumber,
        report,
        lineMap: result.lineMap ?? new Map(),
        postReview: settings.postReview,
        ...(settings.stickyKey ? { stickyKey: settings.stickyKey } : {}),
        // Markers in comments by anyone else are not ours: they must not suppress a finding.
        trustedAuthors: [BOT_LOGIN],
        ...signingFor(settings, context, pullNumber),
      })
      io.logger.info(publishedLine(published))
      report.warnings.push(...published.notices.map((n) => redactor.text(n)))
      for (const failure of published.failures) io.logger.warning(redactor.text(failure))
      const missing = missingPermissionNotice(published.missing)
      if (missing) io.notice(missing)
    })
  }
  const status = input.status
  if (status.target && client) {
    const decided = statusForOutcome(report.outcome)
    const problem = await setCommitStatus(
      client,
      status.target,
      decided.state,
      redactor.text(decided.description),
    )
    if (problem) status.problems.push(problem)
    else io.logger.info(`commit status "${status.target.context}": ${decided.state}`)
  }
  for (const problem of status.problems) {
    io.logger.warning(redactor.text(problem))
    report.warnings.push(redactor.text(problem))
  }
  const paths = writeArtifacts(
    input.outputDir,
    { payload: result.payload, replyText: result.replyText, report, shard: result.shard ?? null },
    redactor,
    input.workspace,
  )
  const plan = planAnnotations(report.review, undefined, report.evidence.failures)
  if (!settings.shard) for (const annotation of plan.annotations) io.annotate(annotation)
  await io.writeSummary(renderSummary(report))
  const outputs = actionOutputs(report, {
    report: paths.review,
    payload: paths.payload,
    sarif: paths.sarif,
  })
  for (const [name, value] of Object.entries(outputs)) io.setOutput(name, redactor.text(value))
  if (outcomeFailsJob(report.outcome)) io.setFailed(`review-gate: ${failureReason(report)}`)
  else if (status.problems.length > 0)
    // The check branch protection requires could not say so: a green job must not hide that.
    io.setFailed(`review-gate: ${redactor.text(status.problems.join('; '))}`)
  else io.logger.info(`review-gate: ${describeOutcome(report.outcome).split('\n').at(-1) ?? ''}`)
}

/** One line: the failing gate conditions, or why no review exists. */
function failureReason(report: RunReport): string {
  const outcome = report.outcome
  if (outcome.status === 'error') return `the review did not run: ${outcome.reason}`
  if (outcome.status === 'failed') return `gate failed: ${outcome.gate.lines.join('; ')}`
  return 'passed'
}

/** One line for the publish group: what went to the pull request. */
function publishedLine(published: PublishToPullRequestResult): string {
  const review = published.review
  const reviewText =
    review.status === 'posted'
      ? `review posted (${review.inline} inline, ${review.inBody} in the body, ${review.alreadyPosted} already there)`
      : review.status === 'nothing-new'
        ? `no new review (${review.alreadyPosted} finding(s) already posted)`
        : `review ${review.status}${'reason' in review ? `: ${review.reason}` : 'error' in review ? `: ${review.error}` : ''}`
  const sticky = published.sticky
  const threads =
    published.threads.status === 'done'
      ? `; ${published.threads.resolved} thread(s) of fixed findings resolved`
      : ''
  return `published: ${reviewText}; summary comment ${sticky.status}${threads}`
}

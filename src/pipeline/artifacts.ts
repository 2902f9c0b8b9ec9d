import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describeOutcome } from '../gate/gate.js'
import { renderSummary } from '../publish/markdown.js'
import { renderSarif } from '../publish/sarif.js'
import type { RunReport } from '../publish/report.js'
import type { Redactor } from '../secrets/redactor.js'

/** The release (package.json's version; a test keeps them equal): SARIF's tool version. */
export const TOOL_VERSION = '1.0.0'

export interface ArtifactPaths {
  dir: string
  payload: string | null
  reply: string | null
  review: string | null
  reviewMarkdown: string
  gate: string
  sarif: string | null
}

/**
 * Writes the run's artifacts: payload.md, reply.txt, review.json, review.md, gate.txt and
 * review.sarif. Everything is rendered first and written last, so a rendering error leaves no
 * partial set behind. The redactor is not optional: the report is redacted before rendering
 * (a renderer's escaping could split a token so a later pass would miss it) and every file's
 * text again before writing, so no artifact can be written unredacted.
 */
export function writeArtifacts(
  dir: string,
  input: { payload: string | null; replyText: string | null; report: RunReport },
  redactor: Redactor,
): ArtifactPaths {
  const report = redactor.deep(input.report)
  const files: [string, string][] = []
  const add = (name: string, content: string | null): string | null => {
    if (content === null) return null
    files.push([name, redactor.text(content)])
    return join(dir, name)
  }
  const reviewMarkdown = renderSummary(report)
  const paths: ArtifactPaths = {
    dir,
    payload: add('payload.md', input.payload),
    reply: add('reply.txt', input.replyText),
    review: add(
      'review.json',
      report.review ? `${JSON.stringify(report.review, null, 2)}\n` : null,
    ),
    reviewMarkdown: add('review.md', reviewMarkdown)!,
    gate: add('gate.txt', `${describeOutcome(report.outcome)}\n`)!,
    sarif: add(
      'review.sarif',
      report.review
        ? `${JSON.stringify(renderSarif(report, { toolVersion: TOOL_VERSION }), null, 2)}\n`
        : null,
    ),
  }
  mkdirSync(dir, { recursive: true })
  for (const [name, content] of files) writeFileSync(join(dir, name), content)
  return paths
}

/**
 * SARIF 2.1.0 for code-scanning upload: one rule per category, one result per finding on the
 * change, with the same fingerprint the pull-request comments carry.
 *
 * An errored run yields a log with no results and `executionSuccessful: false`. Do not upload it:
 * code scanning treats a successful upload with no results as "every earlier alert is fixed".
 */
import type { CheckedFinding, Severity } from '../domain/finding.js'
import type { ParsedReview } from '../domain/review.js'
import { fingerprint } from './fingerprint.js'
import { plainText } from './sanitize.js'
import type { RunReport } from './report.js'

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json'
export const FINGERPRINT_KEY = 'reviewGate/v1'

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = {
  blocker: 'error',
  major: 'warning',
  minor: 'note',
}

const CATEGORY_TEXT: Record<string, string> = {
  logic: 'Logic and correctness',
  code_rules: 'Code rules and maintainability',
  security: 'Security',
  scalability: 'Scalability and performance',
  tests: 'Tests and test evidence',
  scope: 'Contract scope',
  dod: 'Definition of done',
  test_plan: 'Test plan',
  out_of_scope: 'Out-of-scope section',
}

export interface SarifOptions {
  toolVersion: string
  informationUri?: string
}

export interface SarifLog {
  $schema: string
  version: '2.1.0'
  runs: unknown[]
}

function artifactUri(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/')
}

function result(finding: CheckedFinding, ruleIndex: number): Record<string, unknown> {
  const text = finding.fix.trim() ? `${finding.message}\n\nFix: ${finding.fix}` : finding.message
  return {
    ruleId: `review-gate/${finding.category}`,
    ruleIndex,
    level: LEVEL[finding.severity],
    message: { text: plainText(text, { max: 4_000, maxLines: 60 }) },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: artifactUri(finding.file), uriBaseId: '%SRCROOT%' },
          region: { startLine: finding.line },
        },
      },
    ],
    partialFingerprints: { [FINGERPRINT_KEY]: finding.fingerprint ?? fingerprint(finding) },
    properties: {
      severity: finding.severity,
      category: finding.category,
      anchored: finding.anchored,
      ...(typeof finding.confidence === 'number' ? { confidence: finding.confidence } : {}),
      ...(finding.referenced_example_id
        ? { referencedExampleId: finding.referenced_example_id }
        : {}),
      ...(finding.probe
        ? { probe: { command: finding.probe.command, expected: finding.probe.expected } }
        : {}),
    },
  }
}

export function renderSarif(report: RunReport, options: SarifOptions): SarifLog {
  const review: ParsedReview | null = report.outcome.status === 'error' ? null : report.review
  const findings = review?.issues ?? []
  const categories = [...new Set(findings.map((f) => f.category))].sort()
  const rules = categories.map((category) => ({
    id: `review-gate/${category}`,
    name: category,
    shortDescription: { text: CATEGORY_TEXT[category] ?? category },
    properties: { tags: category === 'security' ? ['security', 'review-gate'] : ['review-gate'] },
  }))
  const results = findings.map((f) => result(f, categories.indexOf(f.category)))
  const invocation =
    report.outcome.status === 'error'
      ? {
          executionSuccessful: false,
          toolExecutionNotifications: [
            { level: 'error', message: { text: plainText(report.outcome.reason, { max: 2_000 }) } },
          ],
        }
      : { executionSuccessful: true }
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'review-gate',
            version: options.toolVersion,
            ...(options.informationUri ? { informationUri: options.informationUri } : {}),
            rules,
          },
        },
        invocations: [invocation],
        versionControlProvenance: [
          {
            repositoryUri: `${(report.repository.serverUrl ?? 'https://github.com').replace(/\/+$/, '')}/${report.repository.owner}/${report.repository.repo}`,
            revisionId: report.repository.headSha,
          },
        ],
        columnKind: 'unicodeCodePoints',
        results,
      },
    ],
  }
}

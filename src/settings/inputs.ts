/**
 * Every input name in one place: nothing else spells them. A module of its own so the action
 * can mask the secret inputs before it loads the settings' schemas.
 */
export const INPUT = {
  githubToken: 'github-token',
  provider: 'provider',
  model: 'model',
  apiKey: 'api-key',
  baseUrl: 'base-url',
  modelCommand: 'model-command',
  config: 'config',
  testReports: 'test-reports',
  testCommand: 'test-command',
  testOutcome: 'test-outcome',
  refreshTests: 'refresh-tests',
  plan: 'plan',
  item: 'item',
  mode: 'mode',
  severityGate: 'severity-gate',
  onModelError: 'on-model-error',
  postReview: 'post-review',
  outputDir: 'output-dir',
  allowPrHeadCode: 'allow-pr-head-code',
  base: 'base',
  statusContext: 'status-context',
  reportArtifact: 'report-artifact',
  stickyKey: 'sticky-key',
  language: 'language',
  shard: 'shard',
  planShards: 'plan-shards',
  mergeShards: 'merge-shards',
  stateSecret: 'state-secret',
} as const

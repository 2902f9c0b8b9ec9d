import { describe, expect, it } from 'vitest'
import { workflowPath } from '../../src/action/base-config.js'

describe('workflowPath: the running workflow file from GITHUB_WORKFLOW_REF', () => {
  it('reads the path of this repository’s workflow', () => {
    expect(workflowPath('o/r/.github/workflows/review.yml@refs/pull/3/merge', 'o', 'r')).toBe(
      '.github/workflows/review.yml',
    )
    expect(workflowPath('O/R/.github/workflows/a.yaml@refs/heads/main', 'o', 'r')).toBe(
      '.github/workflows/a.yaml',
    )
  })

  it('is null for another repository’s workflow, a missing or malformed ref', () => {
    for (const ref of [
      undefined,
      '',
      'other/r/.github/workflows/review.yml@refs/heads/main',
      'o/r/../../etc/passwd@x',
      'o/r/.github/workflows/nested/x.yml@x',
      'o/r/README.md@x',
    ])
      expect(workflowPath(ref, 'o', 'r'), String(ref)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { InputError } from '../../src/errors.js'
import { closedIssueNumbers, extractPlanItem } from '../../src/payload/plan.js'

const PLAN = [
  '# Plan',
  '',
  '## Stage 1: Inputs',
  '',
  '1. Validate parameters.',
  '2. Reject big bodies.',
  '   - 413 with a message',
  '',
  '## Stage 2: Limits',
  '',
  '- [ ] 3. Rate limiter.',
  '  ```',
  '  4. not an item (inside a fence)',
  '  ```',
  '- [x] 4. Retry-After.',
  '',
  '### 5. Observability',
  '',
  'Count rejections.',
  '',
  '## Stage 3',
].join('\n')

describe('extractPlanItem', () => {
  it('finds a numbered list item with its stage and continuation lines', () => {
    expect(extractPlanItem(PLAN, '2', 'plan.md')).toEqual({
      kind: 'plan',
      path: 'plan.md',
      item: '2',
      stage: 'Stage 1: Inputs',
      body: '2. Reject big bodies.\n   - 413 with a message',
    })
  })

  it('finds a checkbox item and keeps fenced lines inside the body', () => {
    const item = extractPlanItem(PLAN, '3', 'plan.md')
    expect(item).toMatchObject({ stage: 'Stage 2: Limits' })
    expect(item.kind === 'plan' && item.body).toBe(
      '- [ ] 3. Rate limiter.\n  ```\n  4. not an item (inside a fence)\n  ```',
    )
  })

  it('finds a heading item; its stage is the nearest higher heading', () => {
    const item = extractPlanItem(PLAN, '5', 'plan.md')
    expect(item).toMatchObject({
      stage: 'Stage 2: Limits',
      body: '### 5. Observability\n\nCount rejections.',
    })
  })

  it('is a clear error when the item is missing or not a number', () => {
    expect(() => extractPlanItem(PLAN, '9', 'docs/plan.md')).toThrow(InputError)
    expect(() => extractPlanItem(PLAN, '9', 'docs/plan.md')).toThrow(/docs\/plan\.md: no item 9/)
    expect(() => extractPlanItem(PLAN, 'two', 'docs/plan.md')).toThrow(/not an item number/)
  })

  it('handles CRLF plans', () => {
    expect(extractPlanItem(PLAN.replace(/\n/g, '\r\n'), '1', 'p.md')).toMatchObject({
      body: '1. Validate parameters.',
    })
  })
})

describe('closedIssueNumbers', () => {
  it('reads closing keywords, sorted and unique', () => {
    expect(closedIssueNumbers('Fixes #12, closes #3 and resolves: #12. See #99.')).toEqual([3, 12])
  })
})

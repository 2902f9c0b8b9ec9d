import { describe, expect, it } from 'vitest'
import { InputError } from '../../src/errors.js'
import {
  matchFindings,
  metrics,
  parseLabels,
  type Label,
  type ScoredFinding,
} from '../../src/cli/eval-score.js'

const finding = (file: string, line: number): ScoredFinding => ({
  file,
  line,
  severity: 'major',
  category: 'logic',
})
const label = (file: string, line: number, end_line = line): Label => ({
  file,
  line,
  end_line,
  severity: 'major',
})

describe('matchFindings', () => {
  it('a finding matches a label on the same file whose [line, end_line] holds its line', () => {
    const labels = [label('src/cart.ts', 18, 21)]
    expect(matchFindings([finding('src/cart.ts', 18)], labels).true_positives).toBe(1)
    expect(matchFindings([finding('src/cart.ts', 21)], labels).true_positives).toBe(1)
    expect(matchFindings([finding('src/cart.ts', 17)], labels).true_positives).toBe(0)
    expect(matchFindings([finding('src/cart.ts', 22)], labels).true_positives).toBe(0)
    expect(matchFindings([finding('src/other.ts', 19)], labels).true_positives).toBe(0)
  })

  it('a label is matched once: a second finding on the same defect is a false positive', () => {
    const result = matchFindings(
      [finding('a.ts', 3), finding('a.ts', 4), finding('b.ts', 9)],
      [label('a.ts', 1, 5), label('c.ts', 2)],
    )
    expect(result.true_positives).toBe(1)
    expect(result.false_positives).toEqual([finding('a.ts', 4), finding('b.ts', 9)])
    expect(result.missed).toEqual([label('c.ts', 2)])
  })

  it('two labels on overlapping lines take two findings', () => {
    const result = matchFindings(
      [finding('a.ts', 5), finding('a.ts', 5)],
      [label('a.ts', 4, 6), label('a.ts', 5)],
    )
    expect(result.true_positives).toBe(2)
    expect(result.missed).toEqual([])
  })
})

describe('metrics', () => {
  it('precision, recall and F1', () => {
    expect(metrics({ reported: 7, labels: 5, true_positives: 3 })).toEqual({
      reported: 7,
      labels: 5,
      true_positives: 3,
      precision: 0.4286,
      recall: 0.6,
      f1: 0.5,
    })
  })

  it('precision is 1 when nothing was reported, recall 1 when nothing was labelled', () => {
    expect(metrics({ reported: 0, labels: 4, true_positives: 0 })).toMatchObject({
      precision: 1,
      recall: 0,
      f1: 0,
    })
    expect(metrics({ reported: 3, labels: 0, true_positives: 0 })).toMatchObject({
      precision: 0,
      recall: 1,
      f1: 0,
    })
    expect(metrics({ reported: 0, labels: 0, true_positives: 0 })).toMatchObject({
      precision: 1,
      recall: 1,
      f1: 1,
    })
  })
})

describe('parseLabels', () => {
  it('end_line defaults to line', () => {
    expect(
      parseLabels('{"findings":[{"file":"a.ts","line":4,"severity":"minor"}]}', 'labels.json'),
    ).toEqual([{ file: 'a.ts', line: 4, end_line: 4, severity: 'minor' }])
  })

  const bad: [string, RegExp][] = [
    ['{"findings":[{"file":"a.ts","line":0,"severity":"major"}]}', /findings\.0\.line/],
    [
      '{"findings":[{"file":"a.ts","line":4,"end_line":2,"severity":"major"}]}',
      /findings\.0\.end_line: end_line must not be before line/,
    ],
    ['{"findings":[{"file":"a.ts","line":4,"severity":"critical"}]}', /findings\.0\.severity/],
    ['{"findings":[{"file":"a.ts","line":4,"severity":"major","col":3}]}', /col/],
    ['{"labels":[]}', /findings/],
    ['not json', /not JSON/],
  ]
  it.each(bad)('%s is an InputError naming the file and field', (text, why) => {
    let error: unknown
    try {
      parseLabels(text, 'cases/x/labels.json')
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(InputError)
    expect((error as Error).message).toMatch(/^cases\/x\/labels\.json: /)
    expect((error as Error).message).toMatch(why)
  })
})

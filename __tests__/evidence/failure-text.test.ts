import { describe, expect, it } from 'vitest'
import {
  FAILURE_FRAMES_MAX,
  FAILURE_TEXT_MAX,
  failureText,
  stripAnsi,
} from '../../src/evidence/failure-text.js'
import { evidenceFromReports, testLabel } from '../../src/evidence/mapping.js'
import { parseReport } from '../../src/evidence/report-text.js'

describe('failureText', () => {
  it('keeps the message attribute and the element text (pytest, Maven: the traceback)', () => {
    const text = failureText(
      'expected 3 got 4',
      'def test_x():\n>       assert f() == 3\nE       assert 4 == 3\n\ntests/test_x.py:3: AssertionError',
    )
    expect(text).toBe(
      'expected 3 got 4\n' +
        'def test_x():\n>       assert f() == 3\nE       assert 4 == 3\n\ntests/test_x.py:3: AssertionError',
    )
  })

  it('says the message once when the text repeats it (jest)', () => {
    expect(failureText('Error: boom', 'Error: boom\n    at f (a.js:1:1)')).toBe(
      'Error: boom\n    at f (a.js:1:1)',
    )
  })

  it('strips terminal colours in every form a report carries them', () => {
    expect(stripAnsi('\u001b[31mred\u001b[0m \\x1B[91mbright\\x1B[0m #x1B[0m#x1B[91mpy')).toBe(
      'red bright py',
    )
  })

  it(`keeps the first ${FAILURE_FRAMES_MAX} frames and bounds the whole to about 4 KB`, () => {
    const frames = Array.from({ length: 30 }, (_, i) => `    at f${i} (src/a.ts:${i + 1}:1)`)
    const text = failureText('Error: deep', `Error: deep\n${frames.join('\n')}`)!
    expect(text).toContain('at f9 (')
    expect(text).not.toContain('at f10 (')
    expect(text).toMatch(/… 20 more stack frames$/)
    expect(failureText('x'.repeat(3_000), 'y'.repeat(8_000))!.length).toBeLessThanOrEqual(
      FAILURE_TEXT_MAX,
    )
  })
})

describe('names and texts from real reports', () => {
  it('pytest: message attribute plus traceback, colours gone', () => {
    const xml = `<testsuites><testsuite name="pytest"><testcase classname="tests.test_calc" name="test_add" file="tests/test_calc.py" line="3">
<failure message="assert 3 == 4">&#x1B;[1m&#x1B;[31mE       assert 3 == 4&#x1B;[0m
tests/test_calc.py:4: AssertionError</failure></testcase></testsuite></testsuites>`
    const evidence = evidenceFromReports([parseReport(xml, 'r.xml')], ['tests/test_calc.py'])
    // The traceback already says the message: it is the text, colour codes gone.
    expect(evidence.failures[0]!.message).toBe(
      'E       assert 3 == 4\ntests/test_calc.py:4: AssertionError',
    )
  })

  it('a test outside any describe is never named "undefined >"', () => {
    expect(testLabel({ name: 'adds', classname: 'undefined adds', suite: 'undefined' })).toBe(
      'adds',
    )
    expect(testLabel({ name: 'undefined >  adds', classname: null, suite: '' })).toBe('adds')
    expect(testLabel({ name: 'undefined values are refused', classname: null, suite: '' })).toBe(
      'undefined values are refused',
    )
  })
})

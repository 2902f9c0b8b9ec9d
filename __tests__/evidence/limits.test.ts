import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  bound,
  detach,
  parseDuration,
  parseLenientNumber,
  parseTimeSpan,
  plainSecondsToMs,
} from '../../src/evidence/limits.js'
import { extractFrames, normalizeSlashes } from '../../src/evidence/paths.js'

describe('lenient times', () => {
  it.each([
    ['0.003', 3],
    ['1.5', 1500],
    ['14,029.255', 14_029_255],
    ['1.234,5', 1_234_500],
    ['0,03', 30],
    ['1,5', 1500],
    ['1,234,567', 1_234_567_000],
    ['80.803us', 0.081],
    ['250ms', 250],
    ['2 s', 2000],
    ['1500ns', 0.002],
    [' 7 ', 7000],
  ])('%s s → %s ms', (raw, ms) => {
    expect(parseDuration(raw)).toBe(ms)
  })

  it.each([
    '',
    'n/a',
    '-1',
    'NaN',
    'Infinity',
    '1e3',
    '1.2.3,4',
    '12 parsecs',
    '1,,2',
    '1.',
    `${'9'.repeat(80)}`,
  ])('%j → unknown', (raw) => {
    expect(parseDuration(raw)).toBeNull()
  })

  it('a hostile time string costs no backtracking', () => {
    const start = performance.now()
    expect(parseDuration(`1${'_'.repeat(60)}x`)).toBeNull()
    expect(parseLenientNumber('1'.repeat(5000) + ',')).toBeNull()
    expect(performance.now() - start).toBeLessThan(50)
  })

  it('a plain time reads as it did with a power computed per call', () => {
    // The former code, whose power of ten was worked out on each call.
    const before = (text: string): number | null => {
      const length = text.length
      if (length === 0 || length > 16) return null
      let digits = 0
      let decimals = -1
      for (let i = 0; i < length; i++) {
        const c = text.charCodeAt(i)
        if (c === 46) {
          if (decimals >= 0 || i === 0 || i === length - 1) return null
          decimals = 0
        } else if (c >= 48 && c <= 57) {
          digits = digits * 10 + (c - 48)
          if (decimals >= 0) decimals++
        } else return null
      }
      const scale = decimals > 0 ? 10 ** decimals : 1
      return Math.round((digits * 1_000_000) / scale) / 1000
    }
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9.x]{0,18}$/), (text) => {
        expect(plainSecondsToMs(text)).toBe(before(text))
      }),
      { numRuns: 20_000 },
    )
    expect(plainSecondsToMs('0.003')).toBe(3)
    expect(plainSecondsToMs('9999999999999.99')).toBe(before('9999999999999.99'))
  })

  it('TRX time spans', () => {
    expect(parseTimeSpan('00:00:00.0154321')).toBe(15.432)
    expect(parseTimeSpan('1.02:00:00')).toBe(93_600_000)
    expect(parseTimeSpan('soon')).toBeNull()
  })

  it('bound keeps short text and marks cut text', () => {
    expect(bound('short', 10)).toBe('short')
    const cut = bound('a'.repeat(100), 40)
    expect(cut.length).toBeLessThanOrEqual(40)
    expect(cut.endsWith('[truncated]')).toBe(true)
    for (const max of [19, 20, 21]) {
      const emoji = bound('😀'.repeat(50), max)
      expect(/[\ud800-\udbff] …\[truncated\]$/.test(emoji), `max ${max}`).toBe(false)
    }
  })
})

describe('paths and frames', () => {
  it('normalizes slashes, dots and file URLs', () => {
    expect(normalizeSlashes('.\\src\\..\\lib\\a.ts')).toBe('lib/a.ts')
    expect(normalizeSlashes('file:///C:/a/repo/repo/x.ts')).toBe('C:/a/repo/repo/x.ts')
    expect(normalizeSlashes('/a/../../b.ts')).toBe('/b.ts')
    expect(normalizeSlashes('../up.ts')).toBe('../up.ts')
    expect(normalizeSlashes('   ')).toBeNull()
  })

  it('finds file:line locations in the traces real runners print', () => {
    const trace = [
      '    at Object.toBe (/home/runner/work/shop/shop/src/cart.test.ts:18:27)',
      '    at Promise.then (/home/runner/work/shop/shop/node_modules/jest-circus/build/utils.js:298:28)',
      '    at node:internal/timers:478:21',
      ' ❯ src/sum.test.ts:11:24',
      '\tat com.acme.InvoiceTest.roundsHalfEven(InvoiceTest.java:57)',
      '   at Acme.Tests.DiscountTests.Rejects() in D:\\a\\p\\p\\tests\\DiscountTests.cs:line 31',
      '  File "/home/runner/work/calc/calc/src/calc.py", line 6, in divide',
      'tests/test_calc.py:11: ZeroDivisionError',
      '    money_test.go:27: Round(2.675) = 2.67',
      'TestContext.<anonymous> (file:///home/runner/work/text/text/test/slugify.test.js:11:12)',
      '/usr/lib/python3/site-packages/pluggy/_hooks.py:513: in __call__',
    ].join('\n')
    expect(extractFrames(trace)).toEqual([
      { path: '/home/runner/work/shop/shop/src/cart.test.ts', line: 18 },
      { path: 'src/sum.test.ts', line: 11 },
      { path: 'InvoiceTest.java', line: 57 },
      { path: 'D:/a/p/p/tests/DiscountTests.cs', line: 31 },
      { path: '/home/runner/work/calc/calc/src/calc.py', line: 6 },
      { path: 'tests/test_calc.py', line: 11 },
      { path: 'money_test.go', line: 27 },
      { path: '/home/runner/work/text/text/test/slugify.test.js', line: 11 },
    ])
  })

  it('a huge trace is scanned in bounded time and frames are capped', () => {
    const trace = Array.from({ length: 5000 }, (_, i) => `at f (src/f${i}.ts:${i + 1}:1)`).join(
      '\n',
    )
    const start = performance.now()
    expect(extractFrames(trace).length).toBeLessThanOrEqual(40)
    expect(extractFrames('a.'.repeat(100_000)).length).toBe(0)
    expect(performance.now() - start).toBeLessThan(500)
  })
})

describe('detach', () => {
  it('copies every length exactly, the halves it joins included', () => {
    const chunk = 'a'.repeat(100) + 'é😀\u0000 line\n' + 'b'.repeat(100)
    for (const [start, end] of [
      [0, 0],
      [0, 1],
      [0, 2],
      [3, 16],
      [95, 110],
      [0, chunk.length],
      [101, 102],
    ] as const) {
      const part = chunk.slice(start, end)
      expect(detach(part)).toBe(part)
    }
    // A surrogate pair cut in the middle by the halves still comes back whole.
    expect(detach('x😀')).toBe('x😀')
    expect(detach('😀')).toBe('😀')
  })
})

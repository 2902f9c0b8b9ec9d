import { describe, expect, it } from 'vitest'
import { renderInlineComment } from '../../src/publish/markdown.js'
import { renderSarif } from '../../src/publish/sarif.js'
import { finding, report, review } from './builders.js'

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

describe('a probe in the inline comment', () => {
  it('is a fenced "run this to check" block suggesting it be committed as a test', () => {
    const f = finding({
      severity: 'blocker',
      probe: { command: "! grep -n 'eval(' src/a.ts", expected: 'lists the eval call' },
    })
    const body = renderInlineComment(f)
    expect(body).toContain('**Run this to check**')
    expect(body).toMatch(/committing it as a test/)
    expect(body).toContain("```sh\n! grep -n 'eval(' src/a.ts\n```")
  })

  it('uses a fence the command cannot close', () => {
    const f = finding({ severity: 'blocker', probe: { command: 'echo ```` x', expected: '' } })
    const body = renderInlineComment(f)
    expect(body).toContain('`````sh\necho ```` x\n`````')
  })

  it('is absent without a probe', () => {
    expect(renderInlineComment(finding({ severity: 'blocker' }))).not.toContain('Run this to check')
  })
})

describe('a probe in SARIF', () => {
  it('is a property of the result', () => {
    const f = finding({ severity: 'blocker', probe: { command: 'test -f x', expected: 'e' } })
    const log = renderSarif(report({ review: review([f]) }), { toolVersion: '1' }) as Json
    expect(log.runs[0].results[0].properties.probe).toEqual({ command: 'test -f x', expected: 'e' })
  })
})

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { actionsIo } from '../../src/action/io.js'

/** What the toolkit wrote to stdout while `fn` ran. */
function stdoutOf(fn: () => void): string {
  const chunks: string[] = []
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    chunks.push(String(chunk))
    return true
  })
  try {
    fn()
  } finally {
    spy.mockRestore()
  }
  return chunks.join('')
}

const saved = { ...process.env }
const exitCode = process.exitCode
beforeEach(() => {
  delete process.env.GITHUB_OUTPUT
  delete process.env.GITHUB_STEP_SUMMARY
})
afterEach(() => {
  process.env = { ...saved }
  process.exitCode = exitCode
})

describe('the action io over @actions/core', () => {
  it("reads an input by the toolkit's rule: INPUT_<NAME>, spaces as underscores, trimmed", () => {
    process.env['INPUT_GITHUB-TOKEN'] = '  t  '
    process.env.INPUT_A_B = 'x'
    const io = actionsIo()
    expect(io.getInput('github-token')).toBe('t')
    expect(io.getInput('a b')).toBe('x')
    expect(io.getInput('absent-input')).toBe('')
  })

  it('an untrusted info line cannot start a workflow command, and token shapes are redacted', () => {
    const token = `ghp_${'a'.repeat(36)}`
    const out = stdoutOf(() =>
      actionsIo().logger.info(`ok\n  ::add-mask::x\n::stop-commands::y ${token}`),
    )
    expect(out.split('\n').filter((l) => l.trim().startsWith('::'))).toEqual([])
    expect(out).not.toContain(token)
  })

  it('an annotation is one escaped command line whose title and message cannot break out', () => {
    const out = stdoutOf(() =>
      actionsIo().annotate({
        level: 'error',
        file: 'a,b:c.ts',
        line: 3,
        title: 'x:y,z',
        message: 'm\n::set-output name=gate::pass',
      }),
    )
    // The toolkit escapes the line break; our guard breaks the `::` the decoded line would start with.
    expect(out).toBe(
      '::error title=x%3Ay%2Cz,file=a%2Cb%3Ac.ts,line=3::m%0A:\u200D:set-output name=gate::pass\n',
    )
  })

  it('a failure sets the exit code and prints one error command', () => {
    const out = stdoutOf(() => actionsIo().setFailed('broke\nhere'))
    expect(out).toBe('::error::broke%0Ahere\n')
    expect(process.exitCode).toBe(1)
  })

  it('writes outputs as delimited blocks and appends to the step summary', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rg-io-'))
    process.env.GITHUB_OUTPUT = join(dir, 'output')
    process.env.GITHUB_STEP_SUMMARY = join(dir, 'summary.md')
    writeFileSync(process.env.GITHUB_OUTPUT, '')
    writeFileSync(process.env.GITHUB_STEP_SUMMARY, '# before\n')
    const io = actionsIo()
    io.setOutput('gate', 'pass')
    io.setOutput('notes', 'one\ntwo')
    const text = readFileSync(process.env.GITHUB_OUTPUT, 'utf8')
    const blocks = [...text.matchAll(/^(\w+)<<(ghadelimiter_[0-9a-f-]{36})\n([\s\S]*?)\n\2\n/gm)]
    expect(blocks.map((b) => [b[1], b[3]])).toEqual([
      ['gate', 'pass'],
      ['notes', 'one\ntwo'],
    ])
    await io.writeSummary('## review')
    expect(readFileSync(process.env.GITHUB_STEP_SUMMARY, 'utf8')).toBe('# before\n## review\n')
  })
})

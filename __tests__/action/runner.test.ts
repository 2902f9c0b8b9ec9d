import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { runner, workflowCommand } from '../../src/action/runner.js'

function capture(env: NodeJS.ProcessEnv = {}) {
  const lines: string[] = []
  return { lines, runner: runner(env, (text) => lines.push(text)) }
}

const exitCode = process.exitCode
afterEach(() => {
  process.exitCode = exitCode
})

describe('the runner protocol', () => {
  it('escapes a message so it cannot end its line, and a property so it cannot end its list', () => {
    expect(workflowCommand('error', {}, 'a%b\r\nc')).toBe('::error::a%25b%0D%0Ac\n')
    expect(workflowCommand('warning', { title: 'x:y,z', file: 'a\nb.ts', line: 3 }, 'm::n')).toBe(
      '::warning title=x%3Ay%2Cz,file=a%0Ab.ts,line=3::m::n\n',
    )
    expect(workflowCommand('notice', { title: undefined, file: '', line: 0 }, 'm')).toBe(
      '::notice::m\n',
    )
  })

  it('reads an input from INPUT_<NAME>, trimmed, spaces as underscores; missing is empty', () => {
    const { runner: r } = capture({ 'INPUT_GITHUB-TOKEN': '  t  ', INPUT_A_B: 'x' })
    expect(r.getInput('github-token')).toBe('t')
    expect(r.getInput('a b')).toBe('x')
    expect(r.getInput('absent')).toBe('')
  })

  it('masks a secret, and a failure sets the exit code and prints an error command', () => {
    const { lines, runner: r } = capture()
    r.setSecret('s3cret\nline2')
    r.setFailed('broke\nhere')
    expect(lines).toEqual(['::add-mask::s3cret%0Aline2\n', '::error::broke%0Ahere\n'])
    expect(process.exitCode).toBe(1)
  })

  it('appends outputs as delimited blocks a multi-line value cannot break out of', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rg-runner-'))
    const file = join(dir, 'output')
    writeFileSync(file, '')
    const { runner: r } = capture({ GITHUB_OUTPUT: file })
    r.setOutput('gate', 'pass')
    r.setOutput('notes', 'one\ntwo')
    const text = readFileSync(file, 'utf8')
    const blocks = [...text.matchAll(/^(\w+)<<(ghadelimiter_[0-9a-f-]{36})\n([\s\S]*?)\n\2\n/gm)]
    expect(blocks.map((b) => [b[1], b[3]])).toEqual([
      ['gate', 'pass'],
      ['notes', 'one\ntwo'],
    ])
    expect(blocks[0]![2]).not.toBe(blocks[1]![2])
    expect(blocks.map((b) => b[0]).join('')).toBe(text)
  })

  it('appends to the step summary, and refuses when the runner gave no summary file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rg-runner-'))
    const file = join(dir, 'summary.md')
    writeFileSync(file, '# before\n')
    capture({ GITHUB_STEP_SUMMARY: file }).runner.appendSummary('## review')
    expect(readFileSync(file, 'utf8')).toBe('# before\n## review\n')
    expect(() => capture({}).runner.appendSummary('x')).toThrow(/GITHUB_STEP_SUMMARY/)
    expect(() =>
      capture({ GITHUB_STEP_SUMMARY: join(dir, 'missing.md') }).runner.appendSummary('x'),
    ).toThrow(/missing\.md/)
  })
})

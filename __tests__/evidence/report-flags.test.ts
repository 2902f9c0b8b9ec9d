import { describe, expect, it } from 'vitest'
import { reportPathsFromFlags } from '../../src/evidence/report-flags.js'

describe('reportPathsFromFlags: the reports a test command says it writes', () => {
  it.each([
    [
      'npx vitest run --reporter=junit --outputFile=reports/touched.xml {files}',
      ['reports/touched.xml'],
    ],
    ['npx vitest run --outputFile.junit=./out/j.xml {files}', ['out/j.xml']],
    ['npx jest --outputFile reports/jest.json {files}', ['reports/jest.json']],
    ['pytest --junitxml=build/pytest.xml {files}', ['build/pytest.xml']],
    ['pytest --junit-xml build/p.xml {files}', ['build/p.xml']],
    [
      'npx mocha --reporter mocha-junit-reporter --reporter-options mochaFile=r/m.xml,toConsole=true {files}',
      ['r/m.xml'],
    ],
    ['npx mocha --reporter-options=mochaFile=r/m.xml {files}', ['r/m.xml']],
    ['gotestsum --junitfile unit.xml -- ./...', ['unit.xml']],
    ['npx vitest run {files}', []],
  ])('%s', (command, expected) => {
    expect(reportPathsFromFlags(command)).toEqual(expected)
  })

  it('never points outside the repository', () => {
    expect(
      reportPathsFromFlags('pytest --junitxml=/etc/x.xml --outputFile=../up.xml {files}'),
    ).toEqual([])
  })

  it('a malformed command names no report (the run reports the error)', () => {
    expect(reportPathsFromFlags('pytest "unterminated')).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { configOverrides, INPUT, readSettings } from '../../src/settings/settings.js'
import { overrideConfig, parseConfig } from '../../src/config/load.js'
import { InputError } from '../../src/errors.js'

const reader = (values: Record<string, string>) => (name: string) => values[name] ?? ''

describe('readSettings', () => {
  it('reads every input once into typed settings, empty meaning "not given"', () => {
    const names: string[] = []
    const settings = readSettings((name) => {
      names.push(name)
      return ''
    })
    expect(names.sort()).toEqual(Object.values(INPUT).sort())
    expect(settings).toMatchObject({
      provider: null,
      mode: null,
      onModelError: null,
      config: '.github/review-gate.yml',
      outputDir: '.review-gate/out',
      postReview: true,
      refreshTests: false,
      testReports: [],
      severityGate: null,
    })
  })

  it('parses lists, booleans and the severity gate', () => {
    const settings = readSettings(
      reader({
        'test-reports': 'reports/*.xml\n\n# comment\n**/junit.xml\n',
        'refresh-tests': 'TRUE',
        'post-review': 'false',
        'severity-gate': 'blocker=0,major=2',
        provider: 'openai',
      }),
    )
    expect(settings.testReports).toEqual(['reports/*.xml', '**/junit.xml'])
    expect(settings.refreshTests).toBe(true)
    expect(settings.postReview).toBe(false)
    expect(settings.severityGate).toEqual({ blocker: 0, major: 2 })
    expect(settings.provider).toBe('openai')
  })

  it('sticky-key: a short [A-Za-z0-9._-] key, empty meaning the default', () => {
    expect(readSettings(reader({})).stickyKey).toBeNull()
    expect(readSettings(reader({ 'sticky-key': ' web.app_2-x ' })).stickyKey).toBe('web.app_2-x')
    for (const bad of ['a b', 'a/b', 'x'.repeat(41), 'ünï', 'a\nb', '<!--']) {
      expect(() => readSettings(reader({ 'sticky-key': bad }))).toThrow(/sticky-key: at most 40/)
    }
  })

  it('names the input and the accepted values on a bad value', () => {
    expect(() => readSettings(reader({ provider: 'github-models' }))).toThrow(
      /provider: expected one of copilot, command, openai, anthropic, replay/,
    )
    expect(() => readSettings(reader({ 'on-model-error': 'ignore' }))).toThrow(
      /on-model-error: expected one of fail, neutral/,
    )
    expect(() => readSettings(reader({ 'refresh-tests': 'yes' }))).toThrow(
      /refresh-tests: expected true or false/,
    )
    expect(() => readSettings(reader({ 'severity-gate': 'blocker=zero' }))).toThrow(/severity-gate/)
    expect(() => readSettings(reader({ provider: 'command' }))).toThrow(InputError)
    expect(() => readSettings(reader({ 'base-url': 'file:///etc/passwd' }))).toThrow(/base-url/)
  })

  it("says each bad input's name once, and the error points at the first bad input", () => {
    let error: unknown
    try {
      readSettings(reader({ provider: 'gpt4', 'refresh-tests': 'yes' }))
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(InputError)
    const message = (error as InputError).message
    expect(message).toBe(
      'invalid input: provider: expected one of copilot, command, openai, anthropic, replay; refresh-tests: expected true or false (true, True, TRUE, false, False or FALSE)',
    )
    expect((error as InputError).where).toBe('provider')
  })
})

describe('boolean inputs follow the Actions toolkit rule', () => {
  const names = ['post-review', 'refresh-tests', 'allow-pr-head-code'] as const
  const key = {
    'post-review': 'postReview',
    'refresh-tests': 'refreshTests',
    'allow-pr-head-code': 'allowPrHeadCode',
  } as const

  it.each(names)('%s accepts true|True|TRUE|false|False|FALSE', (name) => {
    for (const [text, value] of [
      ['true', true],
      ['True', true],
      ['TRUE', true],
      ['false', false],
      ['False', false],
      ['FALSE', false],
    ] as const) {
      expect(readSettings(reader({ [name]: text }))[key[name]], `${name}: ${text}`).toBe(value)
    }
  })

  it.each(names)(
    '%s refuses anything else, naming the input (post-review: no never posts)',
    (name) => {
      for (const text of ['no', 'yes', 'off', 'on', '0', '1', 'tRUE']) {
        expect(() => readSettings(reader({ [name]: text })), `${name}: ${text}`).toThrow(
          new RegExp(`${name}: expected true or false`),
        )
      }
    },
  )

  it('empty takes the default: post-review true, the others false', () => {
    const settings = readSettings(reader({}))
    expect([settings.postReview, settings.refreshTests, settings.allowPrHeadCode]).toEqual([
      true,
      false,
      false,
    ])
  })
})

describe('configOverrides', () => {
  it('inputs override the file; inputs left empty keep the file values', () => {
    const file = parseConfig(
      'model: { provider: anthropic, model: claude }\nseverity_gate: { major: 3 }\non_model_error: neutral\n',
      'f',
    )
    const none = overrideConfig(file, configOverrides(readSettings(reader({}))), 'inputs')
    expect(none.model.provider).toBe('anthropic')
    expect(none.severity_gate.major).toBe(3)
    expect(none.on_model_error).toBe('neutral')
    const given = overrideConfig(
      file,
      configOverrides(
        readSettings(
          reader({
            provider: 'replay',
            'severity-gate': 'major=0',
            'test-command': 'npm test -- {files}',
          }),
        ),
      ),
      'inputs',
    )
    expect(given.model.provider).toBe('replay')
    expect(given.model.model).toBe('claude')
    expect(given.severity_gate.major).toBe(0)
    expect(given.evidence.command).toBe('npm test -- {files}')
  })
})

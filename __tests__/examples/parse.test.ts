import { describe, expect, it } from 'vitest'
import { InputError } from '../../src/errors.js'
import { MAX_EXAMPLE_FILE_CHARS, parseExampleFile } from '../../src/examples/parse.js'

const SOURCE = '.review-gate/rubric-examples/team.md'
const FENCE = '```'

interface Parts {
  id?: string
  frontmatter?: string
  bad?: string
  expectedBlock?: string
  finding?: Record<string, unknown>
}

function finding(id: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    severity: 'major',
    category: 'logic',
    file: 'src/a.py',
    line: 2,
    message: 'The loop skips the last element.',
    fix: 'Iterate over the list itself.',
    referenced_example_id: id,
    ...extra,
  }
}

/** One well-formed example, with any part replaced. */
function example(parts: Parts = {}): string {
  const id = parts.id ?? 'TEAM-LOGIC-001'
  const frontmatter =
    parts.frontmatter ?? `example_id: ${id}\nstack: python\ncategory: logic\nseverity: major`
  const bad = parts.bad ?? `${FENCE}python\n# src/a.py\nfor i in range(len(xs) - 1):\n${FENCE}`
  const block =
    parts.expectedBlock ??
    `${FENCE}json\n${JSON.stringify(parts.finding ?? finding(id), null, 2)}\n${FENCE}`
  return `---\n${frontmatter}\n---\n\n### Bad\n\n${bad}\n\n### Expected verdict\n\n${block}\n`
}

function lineOf(text: string, needle: string, from = 0): number {
  const index = text.indexOf(needle, from)
  if (index < 0) throw new Error(`fixture lacks ${needle}`)
  return text.slice(0, index).split('\n').length
}

function errorOf(text: string): InputError {
  try {
    parseExampleFile(text, SOURCE)
  } catch (error) {
    expect(error).toBeInstanceOf(InputError)
    return error as InputError
  }
  throw new Error('expected an InputError')
}

describe('parseExampleFile: well-formed files', () => {
  it('reads every example, keeping Bad and Expected verdict verbatim', () => {
    const bad = [
      'A loop over a batch:',
      '',
      '````python',
      '# src/a.py',
      '---',
      '## not a heading',
      '```',
      'for i in range(len(xs) - 1):',
      '````',
      '',
      'The last element is skipped.',
    ].join('\n')
    const text = `# Team examples\n\nAn intro with a fence:\n\n${FENCE}yaml\n---\nkey: 1\n${FENCE}\n\n${example({ bad })}\n${example({ id: 'TEAM-LOGIC-002' })}`
    const examples = parseExampleFile(text, SOURCE)
    expect(examples.map((e) => e.example_id)).toEqual(['TEAM-LOGIC-001', 'TEAM-LOGIC-002'])
    expect(examples[0]).toEqual({
      example_id: 'TEAM-LOGIC-001',
      stack: 'python',
      category: 'logic',
      severity: 'major',
      bad,
      expected: `${FENCE}json\n${JSON.stringify(finding('TEAM-LOGIC-001'), null, 2)}\n${FENCE}`,
      source: SOURCE,
    })
  })

  it('gives the same examples for CRLF line endings, a byte-order mark and quoted values', () => {
    const lf = example({
      frontmatter: `example_id: "TEAM-LOGIC-001"\n\nstack: 'python'\ncategory: logic\nseverity:   major  `,
    })
    const crlf = `\uFEFF${lf.replace(/\n/g, '\r\n')}`
    expect(parseExampleFile(crlf, SOURCE)).toEqual(parseExampleFile(lf, SOURCE))
    expect(parseExampleFile(lf, SOURCE)[0]!.example_id).toBe('TEAM-LOGIC-001')
  })

  it('accepts tilde fences and contract categories', () => {
    const id = 'TEAM-OOS-001'
    const text = example({
      id,
      frontmatter: `example_id: ${id}\nstack: common\ncategory: out_of_scope\nseverity: blocker`,
      bad: '~~~markdown\n<!-- plan.md -->\n### Item 1\n---\n~~~',
      finding: finding(id, { severity: 'blocker', category: 'out_of_scope', file: 'plan.md' }),
    })
    const [parsed] = parseExampleFile(text, SOURCE)
    expect(parsed!.category).toBe('out_of_scope')
    expect(parsed!.bad).toBe('~~~markdown\n<!-- plan.md -->\n### Item 1\n---\n~~~')
  })
})

describe('parseExampleFile: malformed files name the file, the line and the example', () => {
  const cases: { name: string; text: string; line: (text: string) => number; label: string; says: RegExp }[] = [
    {
      name: 'a missing frontmatter field',
      text: example({ frontmatter: 'example_id: TEAM-LOGIC-001\nstack: python\ncategory: logic' }),
      line: () => 1,
      label: 'example TEAM-LOGIC-001 (#1)',
      says: /missing 'severity'/,
    },
    {
      name: 'an empty frontmatter value',
      text: example({ frontmatter: 'example_id: TEAM-LOGIC-001\nstack:\ncategory: logic\nseverity: major' }),
      line: () => 1,
      label: 'example TEAM-LOGIC-001',
      says: /missing 'stack'/,
    },
    {
      name: 'an unknown stack',
      text: example({ frontmatter: 'example_id: TEAM-LOGIC-001\nstack: rust\ncategory: logic\nseverity: major' }),
      line: (t) => lineOf(t, 'stack: rust'),
      label: 'example TEAM-LOGIC-001',
      says: /unknown stack "rust"; expected one of common, python/,
    },
    {
      name: 'an unknown category',
      text: example({ frontmatter: 'example_id: TEAM-LOGIC-001\nstack: go\ncategory: style\nseverity: major' }),
      line: (t) => lineOf(t, 'category: style'),
      label: 'example TEAM-LOGIC-001',
      says: /unknown category "style"/,
    },
    {
      name: 'an unknown severity',
      text: example({ frontmatter: 'example_id: TEAM-LOGIC-001\nstack: go\ncategory: logic\nseverity: critical' }),
      line: (t) => lineOf(t, 'severity: critical'),
      label: 'example TEAM-LOGIC-001',
      says: /unknown severity "critical"; expected one of blocker, major, minor/,
    },
    {
      name: 'an unknown frontmatter field',
      text: example({
        frontmatter: 'example_id: TEAM-LOGIC-001\nstack: go\ncategory: logic\nseverity: major\ntags: x',
      }),
      line: (t) => lineOf(t, 'tags: x'),
      label: 'example TEAM-LOGIC-001',
      says: /unknown frontmatter field "tags"/,
    },
    {
      name: 'a field given twice',
      text: example({
        frontmatter: 'example_id: TEAM-LOGIC-001\nstack: go\nstack: python\ncategory: logic\nseverity: major',
      }),
      line: (t) => lineOf(t, 'stack: python'),
      label: 'example TEAM-LOGIC-001',
      says: /'stack' appears twice/,
    },
    {
      name: 'an example_id with forbidden characters (named by position)',
      text: example({ frontmatter: 'example_id: ../../x\nstack: go\ncategory: logic\nseverity: major' }),
      line: () => 2,
      label: 'example #1',
      says: /example_id "..\/..\/x" must be/,
    },
    {
      name: 'a frontmatter line that is not key: value',
      text: example({ frontmatter: 'example_id: TEAM-LOGIC-001\n- stack python' }),
      line: (t) => lineOf(t, '- stack python'),
      label: 'example TEAM-LOGIC-001',
      says: /expected 'key: value'/,
    },
    {
      name: 'a frontmatter block never closed',
      text: `intro\n\n---\nexample_id: TEAM-LOGIC-001\nstack: go\n`,
      line: () => 3,
      label: 'example TEAM-LOGIC-001 (#1)',
      says: /never closed by '---'/,
    },
    {
      name: 'a missing ### Bad',
      text: example().replace('### Bad', 'Bad:'),
      line: () => 1,
      label: 'example TEAM-LOGIC-001',
      says: /missing '### Bad' section/,
    },
    {
      name: 'a misspelt ### Expected verdict',
      text: example().replace('### Expected verdict', '### Expected'),
      line: (t) => lineOf(t, '### Expected'),
      label: 'example TEAM-LOGIC-001',
      says: /unexpected heading "### Expected"; an example has exactly '### Bad' then '### Expected verdict'/,
    },
    {
      name: 'a missing ### Expected verdict',
      text: example().slice(0, example().indexOf('### Expected verdict')),
      line: () => 1,
      label: 'example TEAM-LOGIC-001',
      says: /missing '### Expected verdict' section/,
    },
    {
      name: 'Expected verdict before Bad',
      text: `---\nexample_id: TEAM-LOGIC-001\nstack: go\ncategory: logic\nseverity: major\n---\n### Expected verdict\n${FENCE}json\n{}\n${FENCE}\n### Bad\n${FENCE}\nx\n${FENCE}\n`,
      line: (t) => lineOf(t, '### Bad'),
      label: 'example TEAM-LOGIC-001',
      says: /must come before/,
    },
    {
      name: 'a stray heading inside an example',
      text: example().replace('### Expected verdict', '## Notes\n\n### Expected verdict'),
      line: (t) => lineOf(t, '## Notes'),
      label: 'example TEAM-LOGIC-001',
      says: /unexpected heading "## Notes"/,
    },
    {
      name: 'prose between the frontmatter and ### Bad',
      text: example().replace('### Bad', 'Some context.\n\n### Bad'),
      line: (t) => lineOf(t, 'Some context.'),
      label: 'example TEAM-LOGIC-001',
      says: /between the frontmatter and '### Bad'/,
    },
    {
      name: 'a Bad section without a code block',
      text: example({ bad: 'for i in range(len(xs) - 1):' }),
      line: (t) => lineOf(t, '### Bad'),
      label: 'example TEAM-LOGIC-001',
      says: /fenced code block/,
    },
    {
      name: 'an Expected verdict fenced as something other than json',
      text: example({ expectedBlock: `${FENCE}js\n${JSON.stringify(finding('TEAM-LOGIC-001'))}\n${FENCE}` }),
      line: (t) => lineOf(t, `${FENCE}js`),
      label: 'example TEAM-LOGIC-001',
      says: /info string is "js"/,
    },
    {
      name: 'text after the Expected verdict block',
      text: example() + '\nAnd a closing remark.\n',
      line: (t) => lineOf(t, 'And a closing remark.'),
      label: 'example TEAM-LOGIC-001',
      says: /exactly one ```json fenced block/,
    },
    {
      name: 'an Expected verdict that is not JSON',
      text: example({ expectedBlock: `${FENCE}json\n{ severity: major }\n${FENCE}` }),
      line: (t) => lineOf(t, `${FENCE}json`),
      label: 'example TEAM-LOGIC-001',
      says: /not valid JSON/,
    },
    {
      name: 'an Expected verdict holding a list of findings',
      text: example({ expectedBlock: `${FENCE}json\n[${JSON.stringify(finding('TEAM-LOGIC-001'))}]\n${FENCE}` }),
      line: (t) => lineOf(t, `${FENCE}json`),
      label: 'example TEAM-LOGIC-001',
      says: /one JSON object/,
    },
    {
      name: 'a finding without its fix',
      text: example({ finding: { ...finding('TEAM-LOGIC-001'), fix: undefined } }),
      line: (t) => lineOf(t, `${FENCE}json`),
      label: 'example TEAM-LOGIC-001',
      says: /not a finding of the reply contract: fix:/,
    },
    {
      name: 'a finding with an unknown key',
      text: example({ finding: finding('TEAM-LOGIC-001', { verdict: 'APPROVED' }) }),
      line: (t) => lineOf(t, `${FENCE}json`),
      label: 'example TEAM-LOGIC-001',
      says: /verdict/,
    },
    {
      name: 'a finding on line 0',
      text: example({ finding: finding('TEAM-LOGIC-001', { line: 0 }) }),
      line: (t) => lineOf(t, `${FENCE}json`),
      label: 'example TEAM-LOGIC-001',
      says: /line:/,
    },
    {
      name: 'a finding on an absolute path',
      text: example({ finding: finding('TEAM-LOGIC-001', { file: '/etc/passwd' }) }),
      line: (t) => lineOf(t, `${FENCE}json`),
      label: 'example TEAM-LOGIC-001',
      says: /file: must be a relative path/,
    },
    {
      name: 'a finding with a parent-folder path',
      text: example({ finding: finding('TEAM-LOGIC-001', { file: 'src/../../x.py' }) }),
      line: (t) => lineOf(t, `${FENCE}json`),
      label: 'example TEAM-LOGIC-001',
      says: /must not contain "\.\." segments/,
    },
    {
      name: 'a finding referencing another example',
      text: example({ finding: finding('TEAM-LOGIC-009') }),
      line: (t) => lineOf(t, `${FENCE}json`),
      label: 'example TEAM-LOGIC-001',
      says: /referenced_example_id "TEAM-LOGIC-009" must be the example's own id/,
    },
    {
      name: 'a finding whose severity differs from the frontmatter',
      text: example({ finding: finding('TEAM-LOGIC-001', { severity: 'minor' }) }),
      line: (t) => lineOf(t, `${FENCE}json`),
      label: 'example TEAM-LOGIC-001',
      says: /severity 'minor' differs from the frontmatter's 'major'/,
    },
    {
      name: 'a duplicate id within the file',
      text: `${example()}\n${example()}`,
      line: (t) => lineOf(t, '---\nexample_id', 1),
      label: 'example TEAM-LOGIC-001 (#2)',
      says: /duplicate example_id \(first defined at line 1\)/,
    },
    {
      name: 'a code fence left open that swallows the next heading',
      text: example({ bad: `${FENCE}python\n# src/a.py\nx = 1` }),
      line: (t) => lineOf(t, '### Expected verdict'),
      label: 'example TEAM-LOGIC-001',
      says: new RegExp(
        `'### Expected verdict' here is inside the code block opened at line ${lineOf(example({ bad: `${FENCE}python\n# src/a.py\nx = 1` }), `${FENCE}python`)}; is a fence left open\\?`,
      ),
    },
    {
      name: 'a code fence never closed',
      text: example() + `\n${FENCE}python\nx = 1\n`,
      line: (t) => lineOf(t, `${FENCE}python\nx`),
      label: 'example TEAM-LOGIC-001',
      says: /code fence opened here is never closed/,
    },
    {
      name: 'a bidirectional-control character',
      text: example({ bad: `${FENCE}python\nif user != "admin\u202e":\n${FENCE}` }),
      line: (t) => lineOf(t, 'if user'),
      label: '',
      says: /bidirectional-control/,
    },
  ]

  for (const testCase of cases) {
    it(testCase.name, () => {
      const error = errorOf(testCase.text)
      expect(error.message).toContain(`${SOURCE}:${testCase.line(testCase.text)}:`)
      expect(error.message).toContain(testCase.label)
      expect(error.message).toMatch(testCase.says)
      expect(error.where).toBe(SOURCE)
    })
  }

  it('a file without any frontmatter', () => {
    for (const text of ['', '# Notes\n\nJust prose, no examples.\n', '### Bad\n```\nx\n```\n']) {
      const error = errorOf(text)
      expect(error.message).toBe(
        `${SOURCE}: no example found; every example starts with a '---' frontmatter block (example_id, stack, category, severity)`,
      )
    }
  })

  it('a file over the size limit, refused before parsing', () => {
    const error = errorOf(example() + ' '.repeat(MAX_EXAMPLE_FILE_CHARS))
    expect(error.message).toMatch(new RegExp(`^${SOURCE}: example file is \\d+ characters; the limit is ${MAX_EXAMPLE_FILE_CHARS}$`))
  })

  it('a Bad section over its limit', () => {
    const error = errorOf(example({ bad: `${FENCE}\n${'x = 1\n'.repeat(3000)}${FENCE}` }))
    expect(error.message).toMatch(/'### Bad' is \d+ characters; the limit is 16384/)
  })

  it('a __proto__ key in the finding is refused and pollutes nothing', () => {
    const block = `${FENCE}json\n${JSON.stringify(finding('TEAM-LOGIC-001')).replace('{', '{"__proto__": {"polluted": true},')}\n${FENCE}`
    const error = errorOf(example({ expectedBlock: block }))
    expect(error.message).toMatch(/not a finding of the reply contract/)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('echoes at most a short, escaped excerpt of hostile text', () => {
    const hostile = `${'A'.repeat(500)}\u0007::error::injected`
    const error = errorOf(
      example({
        frontmatter: `example_id: X\nstack: ${hostile}\ncategory: logic\nseverity: major`,
      }),
    )
    expect(error.message).toMatch(/unknown stack "A{60}…"/)
    expect(error.message).not.toContain('::error::')
    expect(error.message).not.toMatch(/[\u0000-\u001f]/)
  })
})

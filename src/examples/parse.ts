import { InputError } from '../errors.js'
import { exampleError, exampleLabel, excerpt, type RawExample } from './example-error.js'
import { checkExpectedFinding } from './expected-finding.js'
import { readFrontmatter } from './frontmatter.js'
import { FenceTracker, isHeading, trimBlankLines, type ScannedLine } from './markdown-lines.js'
import type { CalibrationExample } from './types.js'

export { EXAMPLE_ID_PATTERN } from './example-error.js'

/**
 * The example file format (rubric-examples/README.md is the user-facing definition):
 *
 *   ---                      opens an example (outside code fences, always)
 *   example_id: PY-SEC-001
 *   stack: python
 *   category: security
 *   severity: blocker
 *   ---
 *   ### Bad
 *   (markdown with at least one fenced code block)
 *   ### Expected verdict
 *   (exactly one ```json fenced block: one finding of the reply contract)
 *
 * Anything before the first `---` is a free preamble. Example files may come from the pull
 * request itself (repository overrides), so the parser is strict, bounded and never echoes
 * more than a short, escaped excerpt of the input in its errors.
 */

export const MAX_EXAMPLE_FILE_CHARS = 256 * 1024
export const MAX_BAD_CHARS = 16 * 1024
export const MAX_EXPECTED_CHARS = 8 * 1024

const BAD_HEADING = '### Bad'
const EXPECTED_HEADING = '### Expected verdict'
// NUL, and the bidirectional controls that can make text read differently than it parses.
const FORBIDDEN_CHARS = /[\u0000\u202a-\u202e\u2066-\u2069]/

/** Parses one example file. `source` names the file in every error. */
export function parseExampleFile(text: string, source: string): CalibrationExample[] {
  if (text.length > MAX_EXAMPLE_FILE_CHARS) {
    throw new InputError(
      `${source}: example file is ${text.length} characters; the limit is ${MAX_EXAMPLE_FILE_CHARS}`,
      source,
    )
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  lines.forEach((line, index) => {
    if (FORBIDDEN_CHARS.test(line)) {
      throw new InputError(
        `${source}:${index + 1}: contains a NUL or bidirectional-control character`,
        source,
      )
    }
  })

  const raw = splitExamples(lines, source)
  const seen = new Map<string, number>()
  const examples: CalibrationExample[] = []
  for (const example of raw) {
    const parsed = parseExample(example, source)
    const earlier = seen.get(parsed.example_id)
    if (earlier !== undefined) {
      throw exampleError(
        source,
        example,
        example.startLine,
        `duplicate example_id (first defined at line ${earlier})`,
      )
    }
    seen.set(parsed.example_id, example.startLine)
    examples.push(parsed)
  }
  return examples
}

/**
 * One pass: outside a fence, a `---` line opens an example's frontmatter, which runs to the next
 * `---`; the lines after it up to the next opening `---` are that example's body.
 */
function splitExamples(lines: string[], source: string): RawExample[] {
  const examples: RawExample[] = []
  let fences = new FenceTracker()
  let current: RawExample | undefined
  let index = 0
  while (index < lines.length) {
    const text = lines[index]!
    const number = index + 1
    index++
    if (fences.openedAt === undefined && isDelimiter(text)) {
      current = { ordinal: examples.length + 1, startLine: number, frontmatter: [], body: [] }
      while (index < lines.length && !isDelimiter(lines[index]!)) {
        current.frontmatter.push({ number: index + 1, text: lines[index]!, inFence: false })
        index++
      }
      if (index >= lines.length) {
        throw exampleError(source, current, number, `frontmatter opened here is never closed by '---'`)
      }
      index++
      examples.push(current)
      fences = new FenceTracker()
      continue
    }
    const line = fences.next(text, number)
    current?.body.push(line)
  }
  const unclosed = fences.openedAt
  if (unclosed !== undefined) {
    const where = current ? exampleLabel(current) : 'preamble'
    throw new InputError(
      `${source}:${unclosed}: ${where}: code fence opened here is never closed`,
      source,
    )
  }
  if (examples.length === 0) {
    throw new InputError(
      `${source}: no example found; every example starts with a '---' frontmatter block (example_id, stack, category, severity)`,
      source,
    )
  }
  return examples
}

function isDelimiter(line: string): boolean {
  return line.trimEnd() === '---'
}

function parseExample(example: RawExample, source: string): CalibrationExample {
  const fields = readFrontmatter(example, source)
  example.id = fields.example_id
  const { bad, expected } = readBody(example, source)

  const check = checkExpectedFinding(expected.value)
  if (!check.ok) {
    throw exampleError(
      source,
      example,
      expected.line,
      `Expected verdict is not a finding of the reply contract: ${check.problems.join('; ')}`,
    )
  }
  const finding = check.finding
  if (finding.referenced_example_id !== fields.example_id) {
    throw exampleError(
      source,
      example,
      expected.line,
      `Expected verdict's referenced_example_id ${excerpt(finding.referenced_example_id ?? '')} must be the example's own id`,
    )
  }
  for (const key of ['severity', 'category'] as const) {
    if (finding[key] !== fields[key]) {
      throw exampleError(
        source,
        example,
        expected.line,
        `Expected verdict's ${key} '${finding[key]}' differs from the frontmatter's '${fields[key]}'`,
      )
    }
  }
  return {
    example_id: fields.example_id,
    stack: fields.stack,
    category: fields.category,
    severity: fields.severity,
    bad,
    expected: expected.text,
    source,
  }
}

function readBody(
  example: RawExample,
  source: string,
): { bad: string; expected: { text: string; value: unknown; line: number } } {
  const headings = example.body.filter(isHeading)
  const badAt = headings.findIndex((h) => h.text.trimEnd() === BAD_HEADING)
  const expectedAt = headings.findIndex((h) => h.text.trimEnd() === EXPECTED_HEADING)
  const stray = headings.find((_, i) => i !== badAt && i !== expectedAt)
  if (stray) {
    throw exampleError(
      source,
      example,
      stray.number,
      `unexpected heading ${excerpt(stray.text)}; an example has exactly '${BAD_HEADING}' then '${EXPECTED_HEADING}'`,
    )
  }
  for (const [at, heading] of [
    [badAt, BAD_HEADING],
    [expectedAt, EXPECTED_HEADING],
  ] as const) {
    if (at !== -1) continue
    // The usual cause: a fence left open above swallowed the heading.
    const swallowed = example.body.find((l) => l.inFence && l.text.trimEnd() === heading)
    if (swallowed) {
      throw exampleError(
        source,
        example,
        swallowed.number,
        `'${heading}' here is inside the code block opened at line ${swallowed.fenceOpenedAt}; is a fence left open?`,
      )
    }
    throw exampleError(source, example, example.startLine, `missing '${heading}' section`)
  }
  if (expectedAt < badAt) {
    throw exampleError(
      source,
      example,
      headings[badAt]!.number,
      `'${BAD_HEADING}' must come before '${EXPECTED_HEADING}'`,
    )
  }
  const badHeading = headings[badAt]!
  const expectedHeading = headings[expectedAt]!
  const before = example.body.filter((l) => l.number < badHeading.number)
  const prose = before.find((l) => l.text.trim() !== '')
  if (prose) {
    throw exampleError(
      source,
      example,
      prose.number,
      `text between the frontmatter and '${BAD_HEADING}'; put it inside the Bad section`,
    )
  }

  const badLines = trimBlankLines(
    example.body.filter((l) => l.number > badHeading.number && l.number < expectedHeading.number),
  )
  if (!badLines.some((l) => l.opensFence)) {
    throw exampleError(
      source,
      example,
      badHeading.number,
      `'${BAD_HEADING}' must hold the defect in a fenced code block`,
    )
  }
  const bad = badLines.map((l) => l.text).join('\n')
  if (bad.length > MAX_BAD_CHARS) {
    throw exampleError(
      source,
      example,
      badHeading.number,
      `'${BAD_HEADING}' is ${bad.length} characters; the limit is ${MAX_BAD_CHARS}`,
    )
  }

  const expectedLines = trimBlankLines(
    example.body.filter((l) => l.number > expectedHeading.number),
  )
  return { bad, expected: readExpectedBlock(example, source, expectedHeading, expectedLines) }
}

/** The Expected verdict section is exactly one ```json fenced block, nothing else. */
function readExpectedBlock(
  example: RawExample,
  source: string,
  heading: ScannedLine,
  lines: ScannedLine[],
): { text: string; value: unknown; line: number } {
  const shapeError = `'${EXPECTED_HEADING}' must be exactly one \`\`\`json fenced block holding one finding`
  const first = lines[0]
  if (!first?.opensFence) {
    throw exampleError(source, example, first?.number ?? heading.number, shapeError)
  }
  if (first.opensFence.info.toLowerCase() !== 'json') {
    throw exampleError(
      source,
      example,
      first.number,
      `${shapeError}; the fence's info string is ${excerpt(first.opensFence.info)}`,
    )
  }
  const closeAt = lines.findIndex((l) => l.closesFence)
  const after = lines.slice(closeAt + 1).find((l) => l.text.trim() !== '')
  if (after) throw exampleError(source, example, after.number, `${shapeError}; found text after it`)
  const inner = lines.slice(1, -1)
  const text = lines.map((l) => l.text).join('\n')
  if (text.length > MAX_EXPECTED_CHARS) {
    throw exampleError(
      source,
      example,
      first.number,
      `'${EXPECTED_HEADING}' is ${text.length} characters; the limit is ${MAX_EXPECTED_CHARS}`,
    )
  }
  let value: unknown
  try {
    value = JSON.parse(inner.map((l) => l.text).join('\n'))
  } catch {
    throw exampleError(source, example, first.number, `Expected verdict is not valid JSON`)
  }
  return { text, value, line: first.number }
}


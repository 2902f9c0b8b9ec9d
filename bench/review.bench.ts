/**
 * Parse, normalize and location-check a reply of 10,000 findings against a 5,000-file line map,
 * as a ratio against JSON.parse of the same reply text. Goal: ratio ≤ 10 once warm. A review
 * parses one reply per process, so the first (cold) parse is printed too: JIT warm-up is most of
 * it, and five runs after one warm-up caught the warming half-way (12–17× one day, 7× another).
 */
import { compare, timeOnce } from './harness.js'
import { parseReview } from '../src/review/parse.js'
import type { LineMap } from '../src/diff/types.js'

const FILES = 5_000
const FINDINGS = 10_000

function lineMapOf(files: number): LineMap {
  const map = new Map<string, Set<number>>()
  for (let f = 0; f < files; f++) {
    const lines = new Set<number>()
    for (let l = 1; l <= 40; l++) lines.add(10 + l)
    map.set(`src/module${f % 50}/file${f}.ts`, lines)
  }
  return map
}

/**
 * A reply as a capable model writes one: mostly in the contract's shape, with one finding in
 * twenty carrying each usual slip (a severity synonym, a diff prefix on the path, a line as a
 * string, a category of its own) and one in a hundred on a file outside the change.
 */
function replyText(count: number, files: number): string {
  const severities = ['blocker', 'major', 'minor']
  const categories = ['logic', 'code_rules', 'security', 'scalability', 'tests']
  const issues = []
  for (let i = 0; i < count; i++) {
    const f = (i * 7919) % files
    const path = `src/module${f % 50}/file${f}.ts`
    const line = 5 + (i % 60)
    issues.push({
      severity: i % 20 === 1 ? 'P1' : severities[i % severities.length],
      category: i % 20 === 2 ? 'performance' : categories[i % categories.length],
      file: i % 100 === 3 ? `docs/unrelated${i}.md` : i % 20 === 4 ? `b/${path}` : path,
      line: i % 20 === 5 ? String(line) : line,
      message: `Finding ${i}: the loop re-reads the configuration on every iteration, which is quadratic in the number of entries.`,
      fix: 'Read the configuration once before the loop and pass it in.',
      confidence: 60 + (i % 40),
    })
  }
  const counts = { blocker: 0, major: 0, minor: 0 }
  const reply = {
    verdict: 'CHANGES_REQUESTED',
    counts,
    issues,
    strengths: ['src/module0/file0.ts:12 is clear.'],
  }
  return `Here is the review:\n\`\`\`json\n${JSON.stringify(reply, null, 2)}\n\`\`\`\n`
}

export async function run(): Promise<void> {
  const lineMap = lineMapOf(FILES)
  const text = replyText(FINDINGS, FILES)
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)
  const name = `review: parse+normalize+locate ${FINDINGS} findings / ${FILES}-file diff (${(text.length / 1e6).toFixed(1)} MB) vs JSON.parse`
  const ours = () => parseReview(text, { mode: 'implementation', lineMap })
  const baseline = () => JSON.parse(json)
  const coldBaseline = timeOnce(baseline)
  const coldOurs = timeOnce(ours)
  console.log(
    `${name}, cold (first parse in the process): ratio=${(coldOurs / coldBaseline).toFixed(2)} ours=${coldOurs.toFixed(1)} ms baseline=${coldBaseline.toFixed(1)} ms`,
  )
  for (let i = 0; i < WARM_UP; i++) ours()
  await compare(`${name}, warm (after ${WARM_UP} parses)`, ours, baseline, 7)
}

/** Parses before the warm figure: enough for V8 to have optimized the parser's hot functions. */
const WARM_UP = 15

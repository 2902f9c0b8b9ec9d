/**
 * Repository context on a generated 5,000-file repository (TypeScript, Python, Go and Java, each
 * file importing two neighbours) with 200 touched files (a body changed in each, a function
 * re-signed in every fourth), against a baseline of parsing the 200 touched files alone with the
 * same grammars. The ratio is what the rest of the stage (the one pass over the tree for
 * references, the definition lookups, the import graph) costs on top of the parse.
 */
import { buildContext } from '../src/context/build.js'
import { Outlines } from '../src/context/outlines.js'
import type { TreeReader } from '../src/context/types.js'
import { parseDiff } from '../src/diff/parse.js'
import { compareInterleaved } from './harness.js'

const FILES = 5_000
const TOUCHED = 200
const EXTENSIONS = ['ts', 'py', 'go', 'java'] as const

function pathOf(i: number): string {
  const ext = EXTENSIONS[i % 4]!
  return `${ext}/pkg${Math.floor(i / 100)}/mod${i}.${ext}`
}

/** The file's text; `changed` alters a body line and, every fourth file, a signature. */
function fileText(i: number, changed: boolean): string {
  const ext = EXTENSIONS[i % 4]!
  const a = (i + 4) % FILES
  const b = (i + 8) % FILES
  const resign = changed && i % 16 === 0
  const body = changed ? 'return helper(x) + 2' : 'return helper(x) + 1'
  const fns = Array.from({ length: 8 }, (_, k) => k)
  switch (ext) {
    case 'ts':
      return [
        `import { run${a} } from '../pkg${Math.floor(a / 100)}/mod${a}.js'`,
        `import { run${b} } from '../pkg${Math.floor(b / 100)}/mod${b}.js'`,
        '',
        `export function run${i}(x: number${resign ? ', y: number' : ''}): number {`,
        `  ${body}`,
        '}',
        ...fns.flatMap((k) => [
          `export function work${i}_${k}(x: number): number {`,
          `  const v = run${a}(x) + run${b}(x)`,
          `  return v * ${k}`,
          '}',
        ]),
        '',
      ].join('\n')
    case 'py':
      return [
        `from py.pkg${Math.floor(a / 100)}.mod${a} import run${a}`,
        '',
        '',
        `def run${i}(x${resign ? ', y' : ''}):`,
        `    ${body}`,
        '',
        ...fns.flatMap((k) => [
          `def work${i}_${k}(x):`,
          `    v = run${a}(x)`,
          `    return v * ${k}`,
          '',
        ]),
      ].join('\n')
    case 'go':
      return [
        `package pkg${Math.floor(i / 100)}`,
        '',
        `import "example.com/bench/go/pkg${Math.floor(a / 100)}"`,
        `func Run${i}(x int${resign ? ', y int' : ''}) int {`,
        `\t${body}`,
        '}',
        ...fns.flatMap((k) => [
          `func Work${i}_${k}(x int) int {`,
          `\tv := pkg${Math.floor(a / 100)}.Run${a}(x)`,
          `\treturn v * ${k}`,
          '}',
        ]),
        '',
      ].join('\n')
    default:
      return [
        `package pkg${Math.floor(i / 100)};`,
        '',
        `public class Mod${i} {`,
        `    public static int run${i}(int x${resign ? ', int y' : ''}) {`,
        `        ${body};`,
        '    }',
        ...fns.flatMap((k) => [
          `    public static int work${i}_${k}(int x) {`,
          `        int v = Mod${a}.run${a}(x);`,
          `        return v * ${k};`,
          '    }',
        ]),
        '}',
        '',
      ].join('\n')
  }
}

/** A unified diff of the lines that differ (same line count on both sides, as here). */
function diffOf(path: string, before: string, after: string): string {
  const a = before.split('\n')
  const b = after.split('\n')
  const changed = a.map((line, k) => (line === b[k] ? -1 : k)).filter((k) => k >= 0)
  const first = Math.max(0, changed[0]! - 3)
  const last = Math.min(a.length - 1, changed[changed.length - 1]! + 3)
  const lines: string[] = []
  for (let k = first; k <= last; k++) {
    if (a[k] === b[k]) lines.push(` ${a[k]}`)
    else lines.push(`-${a[k]}`, `+${b[k]}`)
  }
  const count = last - first + 1
  return `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -${first + 1},${count} +${first + 1},${count} @@\n${lines.join('\n')}\n`
}

export async function run(): Promise<void> {
  const touched = Array.from({ length: TOUCHED }, (_, n) => n * Math.floor(FILES / TOUCHED))
  const touchedSet = new Set(touched)
  const texts = new Map<string, string>()
  for (let i = 0; i < FILES; i++) texts.set(pathOf(i), fileText(i, touchedSet.has(i)))
  texts.set('go.mod', 'module example.com/bench\n\ngo 1.22\n')
  const paths = [...texts.keys()].sort()
  const reader = (): TreeReader => ({
    label: 'bench tree',
    truncated: false,
    files: () => paths,
    read: (path) => texts.get(path) ?? null,
  })
  const diff = touched.map((i) => diffOf(pathOf(i), fileText(i, false), fileText(i, true))).join('')
  const files = parseDiff(diff, 'bench diff').files
  let entries = 0
  await compareInterleaved(
    `context assembly (${FILES} files, ${TOUCHED} touched) vs parsing the touched files`,
    async () => {
      entries = (await buildContext({ files, reader: reader() })).entries.length
    },
    async () => {
      const outlines = new Outlines()
      for (const i of touched) await outlines.of(pathOf(i), texts.get(pathOf(i))!)
    },
    3,
  )
  console.log(`  ${files.length} touched files, ${entries} context entries`)
}

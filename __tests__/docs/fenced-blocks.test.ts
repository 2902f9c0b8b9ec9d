/**
 * Every fenced JSON and YAML block in README.md and docs/ parses: they are what users copy. The
 * README's reply contract is also a reply the contract's own schema accepts.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { replySchema } from '../../src/domain/reply-contract.js'

const ROOT = join(import.meta.dirname, '..', '..')
const DOCS = [
  join(ROOT, 'README.md'),
  ...readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => join(ROOT, 'docs', f)),
]

interface Block {
  where: string
  lang: string
  text: string
  /** The nearest heading above the block. */
  heading: string
}

/** Fenced blocks (``` or ~~~, any length), with the language of their info string. */
function blocksOf(path: string): Block[] {
  const lines = readFileSync(path, 'utf8').split('\n')
  const out: Block[] = []
  let heading = ''
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    if (/^#{1,6} /.test(line)) heading = line.replace(/^#+ /, '')
    const open = /^ {0,3}(`{3,}|~{3,})\s*([\w-]*)/.exec(line)
    if (!open) continue
    const fence = open[1]!
    const body: string[] = []
    let j = i + 1
    for (; j < lines.length && !lines[j]!.trimStart().startsWith(fence); j++) body.push(lines[j]!)
    out.push({
      where: `${relative(ROOT, path)}:${i + 1}`,
      lang: open[2]!.toLowerCase(),
      text: body.join('\n'),
      heading,
    })
    i = j
  }
  return out
}

const blocks = DOCS.flatMap(blocksOf)

describe('fenced blocks in the docs', () => {
  it('every JSON block parses', () => {
    const json = blocks.filter((b) => b.lang === 'json')
    expect(json.length).toBeGreaterThan(0)
    const bad = json.flatMap((b) => {
      try {
        JSON.parse(b.text)
        return []
      } catch (error) {
        return [`${b.where}: ${(error as Error).message}`]
      }
    })
    expect(bad).toEqual([])
  })

  it('every YAML block parses without errors', () => {
    const yaml = blocks.filter((b) => b.lang === 'yaml' || b.lang === 'yml')
    expect(yaml.length).toBeGreaterThan(5)
    const bad = yaml.flatMap((b) =>
      parseDocument(b.text, { uniqueKeys: true }).errors.map((e) => `${b.where}: ${e.message}`),
    )
    expect(bad).toEqual([])
  })

  it("the README's reply contract is a reply the contract's schema accepts", () => {
    const contract = blocks.filter((b) => b.lang === 'json' && b.heading === 'How a reply is read')
    expect(contract).toHaveLength(1)
    const text = contract[0]!.text
    // A repeated key would parse (the last one wins) but is not what a provider author should copy.
    const keys = [...text.matchAll(/"(\w+)"\s*:/g)].map((m) => m[1]!)
    expect(keys.filter((k) => k === 'strengths')).toHaveLength(1)
    const parsed = replySchema('implementation').safeParse(JSON.parse(text))
    expect(parsed.error?.issues ?? []).toEqual([])
  })
})

import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { writeArtifacts } from '../../src/pipeline/artifacts.js'
import { createRedactor } from '../../src/secrets/redactor.js'
import { REDACTED } from '../../src/secrets/shapes.js'
import { evidence, finding, report, review } from '../publish/builders.js'

const repeat = (chars: string, n: number) => chars.repeat(Math.ceil(n / chars.length)).slice(0, n)
const TOKEN = `ghp_${repeat('aB3dE5', 36)}`
const KEY = 'known-api-key-value'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('writeArtifacts', () => {
  it('writes every artifact redacted: payload, reply, review.json, review.md, gate, SARIF', () => {
    const dir = mkdtempSync(join(tmpdir(), 'artifacts-'))
    dirs.push(dir)
    const planted = report({
      review: review([
        finding({ message: `found ${TOKEN}`, fix: `drop ${KEY}`, file: `src/${KEY}.ts` }),
      ]),
      evidence: evidence({ notices: [`saw ${KEY}`] }),
      warnings: [`token_${TOKEN}`],
    })
    const paths = writeArtifacts(
      dir,
      {
        payload: `payload with ${KEY}\n${TOKEN}\n`,
        replyText: `{"m":"${TOKEN}"}`,
        report: planted,
      },
      createRedactor([KEY]),
    )
    const names = readdirSync(dir).sort()
    expect(names).toEqual([
      'gate.txt',
      'payload.md',
      'reply.txt',
      'review.json',
      'review.md',
      'review.sarif',
    ])
    for (const name of names) {
      const text = readFileSync(join(dir, name), 'utf8')
      expect(text, name).not.toContain(KEY)
      expect(text, name).not.toMatch(/ghp_[A-Za-z0-9]/)
      // The Markdown escaping of `_` must not hide a token from redaction.
      expect(text, name).not.toMatch(/ghp\\_/)
    }
    expect(readFileSync(paths.payload!, 'utf8')).toBe(`payload with ${REDACTED}\n${REDACTED}\n`)
    expect(readFileSync(paths.reply!, 'utf8')).toBe(`{"m":"${REDACTED}"}`)
    expect(readFileSync(paths.review!, 'utf8')).toContain(`found ${REDACTED}`)
    // The caller's report is not changed.
    expect(planted.review?.issues[0]?.message).toBe(`found ${TOKEN}`)
  })
})

import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { artifactPathProblem, writeArtifacts } from '../../src/pipeline/artifacts.js'
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

describe('artifactPathProblem: no link is ever followed', () => {
  function checkout(): string {
    const dir = mkdtempSync(join(tmpdir(), 'artifacts-root-'))
    dirs.push(dir)
    return dir
  }

  it('refuses a link at any folder between the checkout and the output folder, or at a file', () => {
    const root = checkout()
    const outside = checkout()
    mkdirSync(join(root, 'a'))
    symlinkSync(outside, join(root, 'a', 'b'))
    expect(artifactPathProblem(join(root, 'a', 'b', 'out'), root)).toBe(
      `${join(root, 'a', 'b')} is a symbolic link`,
    )
    mkdirSync(join(root, 'out'))
    symlinkSync(join(outside, 'x'), join(root, 'out', 'review.sarif'))
    expect(artifactPathProblem(join(root, 'out'), root)).toBe(
      `${join(root, 'out', 'review.sarif')} is a symbolic link`,
    )
    mkdirSync(join(root, 'other', 'gate.txt'), { recursive: true })
    expect(artifactPathProblem(join(root, 'other'), root)).toMatch(
      /gate\.txt is not a regular file/,
    )
  })

  it('writeArtifacts refuses before writing anything; a clean or missing folder is fine', () => {
    const root = checkout()
    const outside = checkout()
    symlinkSync(outside, join(root, 'out'))
    expect(() =>
      writeArtifacts(
        join(root, 'out'),
        { payload: 'p', replyText: null, report: report() },
        createRedactor([]),
        root,
      ),
    ).toThrow(/out is a symbolic link/)
    expect(readdirSync(outside)).toEqual([])
    expect(artifactPathProblem(join(root, 'new', 'out'), root)).toBeNull()
    // A folder outside the checkout was chosen by the workflow: its parents are not judged.
    const chosen = join(outside, 'artifacts')
    expect(artifactPathProblem(join(root, 'out', 'x'), join(root, 'out', 'x'))).toBeNull()
    expect(artifactPathProblem(chosen, root)).toBeNull()
  })
})

/**
 * `--record-dir` writes a case's reply layout for several calls (replies/review-N.json,
 * replies/verify.json), and the case replays from it to the same review: a real OpenAI-protocol
 * server on loopback answers the recorded run.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run.js'
import { ModelServer } from '../model/servers/model-server.js'
import { openai } from '../model/servers/protocols.js'

const CASE = join(import.meta.dirname, '..', 'calibration', 'verify-auto-skips-minor-only')
const KEY = 'sk-test-0123456789abcdefghijklmnop'

let server: ModelServer | null = null
afterEach(async () => {
  await server?.stop()
  server = null
})

async function cli(args: string[], env: Record<string, string> = {}) {
  let stderr = ''
  const out = mkdtempSync(join(tmpdir(), 'rg-cli-record-'))
  const code = await runCli([...args, '--output-dir', out], {
    stdout: () => {},
    stderr: (t) => (stderr += t),
    cwd: process.cwd(),
    env: { PATH: process.env.PATH, ...env },
    stdin: async () => Buffer.alloc(0),
  })
  return { code, stderr, out }
}

const MINOR = JSON.stringify({
  verdict: 'CHANGES_REQUESTED',
  counts: { blocker: 0, major: 0, minor: 1 },
  issues: [
    {
      severity: 'minor',
      category: 'scalability',
      file: 'src/orders/refund.ts',
      line: 19,
      message: 'auditLog is never trimmed.',
      fix: 'Bound it.',
      confidence: 90,
    },
  ],
  strengths: [],
})

describe('record-dir and replay for several calls', () => {
  it('records replies/review-1.json, review-2.json and verify.json, and the case replays to the same review', async () => {
    server = await ModelServer.start()
    server.script(
      openai.completion(MINOR),
      openai.completion(MINOR),
      openai.completion(
        JSON.stringify({
          results: [
            { id: 'F1', verdict: 'confirmed', severity: null, evidence: 'line 19 appends' },
          ],
        }),
      ),
    )
    const work = mkdtempSync(join(tmpdir(), 'rg-record-case-'))
    try {
      for (const name of ['diff.patch', 'reports'])
        cpSync(join(CASE, name), join(work, name), { recursive: true })
      const record = join(work, 'recorded')
      // Two passes and a verifier every time (case.yml), live, recorded, then replayed.
      cpSync(join(import.meta.dirname, 'fixtures', 'ensemble-verify.yml'), join(work, 'case.yml'))
      const second = await cli(
        [
          'review',
          '--input',
          work,
          '--provider',
          'openai',
          '--model',
          'gpt-test',
          '--base-url',
          `${server.url}/v1`,
          '--record-dir',
          record,
        ],
        { OPENAI_API_KEY: KEY },
      )
      expect(second.code, second.stderr).toBe(0)
      expect(server.requests).toHaveLength(3)
      expect(readdirSync(join(record, 'replies')).sort()).toEqual([
        'review-1.json',
        'review-2.json',
        'verify.json',
      ])
      // The verifier asked for its own structured output, not the review's.
      const verifyRequest = server.requests[2]!.body!
      expect(JSON.stringify(verifyRequest.response_format)).toContain('"results"')
      expect(JSON.stringify(verifyRequest.messages)).toContain('## Findings to verify')

      cpSync(join(record, 'replies'), join(work, 'replies'), { recursive: true })
      const replayed = await cli(['review', '--input', work])
      expect(replayed.code, replayed.stderr).toBe(0)
      // The same review; only who answered differs (openai live, replay now).
      const withoutPasses = (dir: string) => {
        const r = JSON.parse(readFileSync(join(dir, 'review.json'), 'utf8'))
        expect(r.precision.passes).toHaveLength(2)
        delete r.precision.passes
        return r
      }
      expect(withoutPasses(replayed.out)).toEqual(withoutPasses(second.out))
      const review = JSON.parse(readFileSync(join(replayed.out, 'review.json'), 'utf8'))
      expect(review.issues[0]).toMatchObject({
        sources: ['review-1', 'review-2'],
        verification: 'confirmed',
      })
      expect(existsSync(join(work, 'reply.json'))).toBe(false)
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
  })
})

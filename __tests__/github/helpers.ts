/** Shared setup for the GitHub edge tests: a fake GitHub and a real client pointed at it. */
import { GitHubClient, type GitHubClientOptions } from '../../src/github/client.js'
import { FakeGitHub, type FakeGitHubOptions } from '../support/github/server.js'

export const BASE_SHA = 'b'.repeat(40)
export const HEAD_SHA = 'a'.repeat(40)

export async function startFake(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  return FakeGitHub.start(options)
}

export function clientFor(fake: FakeGitHub, over: Partial<GitHubClientOptions> = {}): GitHubClient {
  return new GitHubClient({
    token: fake.token,
    baseUrl: fake.url,
    owner: fake.owner,
    repo: fake.repo,
    retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 50 },
    paceWrites: false,
    ...over,
  })
}

/** A modified file with one hunk: new-side lines 1..n are commentable. */
export function fileDiff(
  path: string,
  added: string[],
  status: 'modified' | 'added' = 'modified',
): string {
  const header =
    status === 'added'
      ? `diff --git a/${path} b/${path}\nnew file mode 100644\nindex 0000000..1111111\n--- /dev/null\n+++ b/${path}\n`
      : `diff --git a/${path} b/${path}\nindex 1111111..2222222 100644\n--- a/${path}\n+++ b/${path}\n`
  const oldCount = status === 'added' ? 0 : 1
  const hunk = `@@ -${oldCount === 0 ? 0 : 1},${oldCount} +1,${added.length + oldCount} @@\n${oldCount ? ' kept\n' : ''}${added.map((l) => `+${l}`).join('\n')}\n`
  return header + hunk
}

import { describe, expect, it } from 'vitest'
import { parseDiff } from '../../src/diff/parse.js'
import { buildLineMap } from '../../src/diff/line-map.js'
import { rebuildDiff } from '../../src/github/rebuild-diff.js'
import type { PullRequestFile } from '../../src/github/client.js'
import { splitDiff } from '../support/github/diff-files.js'

// What GitHub's files list says for a typical pull request (shapes as the REST API sends them).
const FILES: PullRequestFile[] = [
  {
    filename: 'src/app.ts',
    status: 'modified',
    additions: 2,
    deletions: 1,
    changes: 3,
    patch: '@@ -1,3 +1,4 @@\n a\n-b\n+B\n+c\n d',
  },
  {
    filename: 'src/new.ts',
    status: 'added',
    additions: 2,
    deletions: 0,
    changes: 2,
    patch: '@@ -0,0 +1,2 @@\n+x\n+y\n\\ No newline at end of file',
  },
  {
    filename: 'old.txt',
    status: 'removed',
    additions: 0,
    deletions: 1,
    changes: 1,
    patch: '@@ -1 +0,0 @@\n-gone',
  },
  {
    filename: 'lib/moved.ts',
    previous_filename: 'src/moved.ts',
    status: 'renamed',
    additions: 0,
    deletions: 0,
    changes: 0,
  },
  {
    filename: 'lib/edited.ts',
    previous_filename: 'src/edited.ts',
    status: 'renamed',
    additions: 1,
    deletions: 0,
    changes: 1,
    patch: '@@ -1,1 +1,2 @@\n keep\n+more',
  },
  { filename: 'img/logo.png', status: 'modified', additions: 0, deletions: 0, changes: 0 },
  { filename: 'huge.json', status: 'modified', additions: 90_000, deletions: 0, changes: 90_000 },
]

describe('rebuildDiff', () => {
  const rebuilt = rebuildDiff(FILES)

  it('lists files GitHub sent without a patch as not reviewed', () => {
    expect(rebuilt.notReviewed.map((f) => f.path)).toEqual(['img/logo.png', 'huge.json'])
  })

  it('produces a diff the diff stage parses into the same files, kinds and commentable lines', () => {
    const parsed = parseDiff(rebuilt.text, 'rebuilt diff')
    expect(parsed.files.map((f) => [f.path, f.oldPath, f.kind])).toEqual([
      ['src/app.ts', null, 'modified'],
      ['src/new.ts', null, 'added'],
      ['old.txt', null, 'deleted'],
      ['lib/moved.ts', 'src/moved.ts', 'renamed'],
      ['lib/edited.ts', 'src/edited.ts', 'renamed'],
    ])
    const lineMap = buildLineMap(parsed)
    const independent = splitDiff(rebuilt.text).rightLines
    for (const [path, lines] of independent) {
      if (lines.size > 0) expect([...(lineMap.get(path) ?? [])].sort()).toEqual([...lines].sort())
    }
    expect([...(lineMap.get('src/app.ts') ?? [])].sort()).toEqual([1, 2, 3, 4])
  })
})

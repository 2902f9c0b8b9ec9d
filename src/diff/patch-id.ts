/**
 * The identity of a change as a unified diff (issue 23, merge queues): two diffs get the same id
 * exactly when they make the same edits, whatever line numbers their hunks start at. A merge
 * queue rebuilds a pull request on a newer base, so its hunk headers move; everything a reviewer
 * reads stays byte for byte: file headers, modes, renames, every added, removed and context line,
 * whitespace and line endings included (unlike `git patch-id`, which ignores whitespace, and
 * indentation is code in some languages). Pure.
 */
import { createHash } from 'node:crypto'

/** A SHA-256 of the normalized diff: 64 hex digits. */
export const PATCH_ID_PATTERN = /^[0-9a-f]{64}$/

const FILE_HEADER = 'diff --git '
// `@@ -12,7 +14,8 @@ function name`: the numbers and the section name depend on the base.
const HUNK_HEADER = /^@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@/

export function patchId(diffText: string): string {
  const hash = createHash('sha256').update('review-gate patch v1\n')
  for (const section of fileSections(diffText)) {
    // A file with hunks is identified by them; the `index` line's blob names only add the
    // pre-image, which a newer base may change outside the hunks. A file without hunks (binary,
    // a mode change, a pure rename) keeps it: it is the only thing that names its content.
    const hasHunks = section.some((line) => HUNK_HEADER.test(line))
    for (const line of section) {
      if (hasHunks && line.startsWith('index ')) continue
      hash.update(HUNK_HEADER.test(line) ? '@@' : line)
      hash.update('\n')
    }
  }
  return hash.digest('hex')
}

/** The diff's lines grouped by file, trailing empty lines dropped (sources end differently). */
function fileSections(diffText: string): string[][] {
  const lines = diffText.split('\n')
  while (lines.length > 0 && lines.at(-1) === '') lines.pop()
  const sections: string[][] = []
  for (const line of lines) {
    if (line.startsWith(FILE_HEADER) || sections.length === 0) sections.push([])
    sections.at(-1)!.push(line)
  }
  return sections
}

import type { DiffFile } from '../diff/types.js'

/**
 * The old side of a touched file, rebuilt from its head text and its hunks: the lines the hunks
 * deleted put back, the added ones taken out. No read of the base commit is needed. Null when
 * the hunks do not fit the head text (a diff of another commit): the old side is then unknown.
 */
export function oldSide(file: DiffFile, headText: string | null): string | null {
  if (file.kind === 'added') return ''
  if (file.kind === 'deleted') {
    return file.hunks
      .flatMap((h) => h.lines.filter((l) => l.kind !== 'add').map((l) => l.text))
      .join('\n')
  }
  if (headText === null) return null
  const head = headText.split('\n')
  const out: string[] = []
  let next = 1
  for (const hunk of file.hunks) {
    const start = hunk.newLines === 0 ? hunk.newStart + 1 : hunk.newStart
    if (start < next || start - 1 > head.length) return null
    out.push(...head.slice(next - 1, start - 1))
    next = start
    for (const line of hunk.lines) {
      if (line.kind === 'add' || line.kind === 'context') {
        if (head[next - 1] !== line.text) return null
        next++
      }
      if (line.kind === 'del' || line.kind === 'context') out.push(line.text)
    }
  }
  out.push(...head.slice(next - 1))
  return out.join('\n')
}

/** The new-side lines a file's hunks added, by number. */
export function addedLines(file: DiffFile): Set<number> {
  const out = new Set<number>()
  for (const hunk of file.hunks)
    for (const line of hunk.lines)
      if (line.kind === 'add' && line.newLine !== null) out.add(line.newLine)
  return out
}

/** The old-side lines a file's hunks deleted, by number. */
export function deletedLines(file: DiffFile): Set<number> {
  const out = new Set<number>()
  for (const hunk of file.hunks)
    for (const line of hunk.lines)
      if (line.kind === 'del' && line.oldLine !== null) out.add(line.oldLine)
  return out
}

/**
 * The new-side lines each run of changes is about (a hunk can hold several, in different
 * functions): its added lines, or for a run that only deletes, the line after the deletion
 * (where the code that was removed used to be).
 */
export function hunkAnchors(file: DiffFile): { first: number; last: number }[] {
  const out: { first: number; last: number }[] = []
  for (const hunk of file.hunks) {
    let run: { first: number; last: number } | null = null
    let next = hunk.newStart
    for (const line of hunk.lines) {
      if (line.kind === 'context') {
        if (run) out.push(run)
        run = null
        next = line.newLine! + 1
        continue
      }
      const at = line.kind === 'add' ? line.newLine! : Math.max(1, next)
      if (line.kind === 'add') next = at + 1
      run = run
        ? { first: Math.min(run.first, at), last: Math.max(run.last, at) }
        : { first: at, last: at }
    }
    if (run) out.push(run)
  }
  return out
}

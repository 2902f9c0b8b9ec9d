/**
 * The fake server's own reading of a unified diff, independent of src/diff so the fake checks the
 * action instead of agreeing with it: the files GitHub would list (status, counts, patch) and the
 * lines a review comment may anchor to (new side: added and context lines).
 */
export interface FakeFile {
  filename: string
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged'
  previous_filename?: string
  additions: number
  deletions: number
  changes: number
  /** Absent for binary files, or when a test says GitHub would not show it. */
  patch?: string
}

export interface SplitDiff {
  files: FakeFile[]
  /** path → commentable new-side lines */
  rightLines: Map<string, Set<number>>
  lineCount: number
}

function unquote(raw: string): string {
  if (!raw.startsWith('"')) return raw
  const bytes: number[] = []
  for (let i = 1; i < raw.length - 1; i++) {
    const ch = raw[i] ?? ''
    if (ch !== '\\') {
      bytes.push(...Buffer.from(ch, 'utf8'))
      continue
    }
    const next = raw[++i] ?? ''
    if (/[0-7]/.test(next)) {
      bytes.push(parseInt(raw.slice(i, i + 3), 8))
      i += 2
    } else {
      bytes.push(
        ({ n: 10, t: 9, '"': 34, '\\': 92 } as Record<string, number>)[next] ?? next.charCodeAt(0),
      )
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

function stripPrefix(path: string): string {
  return unquote(path).replace(/^[ab]\//, '')
}

export function splitDiff(diff: string): SplitDiff {
  const files: FakeFile[] = []
  const rightLines = new Map<string, Set<number>>()
  const sections = diff.split(/^(?=diff --git )/m).filter((s) => s.startsWith('diff --git '))
  for (const section of sections) {
    const lines = section.replace(/\n$/, '').split('\n')
    let oldPath: string | null = null
    let newPath: string | null = null
    let status: FakeFile['status'] = 'modified'
    let renameFrom: string | null = null
    let hunkStart = -1
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] ?? ''
      if (line.startsWith('@@')) {
        hunkStart = i
        break
      }
      if (line.startsWith('new file mode')) status = 'added'
      else if (line.startsWith('deleted file mode')) status = 'removed'
      else if (line.startsWith('rename from ')) {
        status = 'renamed'
        renameFrom = unquote(line.slice('rename from '.length))
      } else if (line.startsWith('rename to ')) newPath = unquote(line.slice('rename to '.length))
      else if (line.startsWith('--- '))
        oldPath = line.slice(4) === '/dev/null' ? null : stripPrefix(line.slice(4))
      else if (line.startsWith('+++ '))
        newPath = line.slice(4) === '/dev/null' ? null : stripPrefix(line.slice(4))
    }
    if (newPath === null && oldPath === null) {
      const m = /^diff --git (\S+|"[^"]*") (\S+|"[^"]*")$/.exec(lines[0] ?? '')
      newPath = m ? stripPrefix(m[2] ?? '') : ''
    }
    const filename = status === 'removed' ? (oldPath ?? newPath ?? '') : (newPath ?? oldPath ?? '')
    let additions = 0
    let deletions = 0
    const right = new Set<number>()
    let newLine = 0
    if (hunkStart >= 0) {
      for (const line of lines.slice(hunkStart)) {
        const header = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line)
        if (header) {
          newLine = Number(header[1])
          continue
        }
        if (line.startsWith('+')) {
          additions++
          right.add(newLine++)
        } else if (line.startsWith('-')) {
          deletions++
        } else if (line.startsWith(' ') || line === '') {
          right.add(newLine++)
        }
      }
    }
    const file: FakeFile = {
      filename,
      status,
      additions,
      deletions,
      changes: additions + deletions,
    }
    if (renameFrom) file.previous_filename = renameFrom
    if (hunkStart >= 0) file.patch = lines.slice(hunkStart).join('\n')
    files.push(file)
    rightLines.set(filename, right)
  }
  return { files, rightLines, lineCount: diff.split('\n').length }
}

/**
 * Rebuilds a unified git diff from GitHub's files list (pull request files or a comparison), for
 * when GitHub will not send the diff itself. Each file's `patch` holds its hunks; the headers are
 * rebuilt from the status. A file without a patch (binary, or too large for GitHub to show) cannot
 * be reviewed and is listed instead. Pure.
 */
import type { PullRequestFile } from './client.js'
import type { LeftOutFile } from '../publish/report.js'

export interface RebuiltDiff {
  text: string
  notReviewed: LeftOutFile[]
}

/** Quotes a path the way git does when it holds special characters (core.quotePath). */
export function gitPath(prefix: '' | 'a/' | 'b/', path: string): string {
  const full = `${prefix}${path}`
  if (!/[\u0000-\u001f"\\\u007f-\uffff]/.test(full)) return full
  let out = '"'
  for (const byte of Buffer.from(full, 'utf8')) {
    if (byte === 0x22) out += '\\"'
    else if (byte === 0x5c) out += '\\\\'
    else if (byte === 0x09) out += '\\t'
    else if (byte === 0x0a) out += '\\n'
    else if (byte < 0x20 || byte >= 0x7f) out += `\\${byte.toString(8).padStart(3, '0')}`
    else out += String.fromCharCode(byte)
  }
  return `${out}"`
}

function headers(file: PullRequestFile): string[] {
  const path = file.filename
  const old =
    file.status === 'renamed' || file.status === 'copied' ? (file.previous_filename ?? path) : path
  const lines = [`diff --git ${gitPath('a/', old)} ${gitPath('b/', path)}`]
  // GitHub does not say the file mode; 100644 is what a regular file has.
  if (file.status === 'added') lines.push('new file mode 100644')
  if (file.status === 'removed') lines.push('deleted file mode 100644')
  if (file.status === 'renamed')
    lines.push(`rename from ${gitPath('', old)}`, `rename to ${gitPath('', path)}`)
  if (file.status === 'copied')
    lines.push(`copy from ${gitPath('', old)}`, `copy to ${gitPath('', path)}`)
  return lines
}

function hunkText(patch: string): string {
  // GitHub's patch starts at the first hunk header and has no trailing newline.
  const text = patch.replace(/\r\n/g, '\n')
  return text.endsWith('\n') ? text : `${text}\n`
}

export function rebuildDiff(files: readonly PullRequestFile[]): RebuiltDiff {
  const sections: string[] = []
  const notReviewed: LeftOutFile[] = []
  for (const file of files) {
    if (typeof file.filename !== 'string' || file.filename.length === 0) continue
    const patch = typeof file.patch === 'string' && file.patch.startsWith('@@') ? file.patch : null
    // Without a patch only a pure rename, copy or mode change has nothing to review; any other
    // status means content GitHub would not show (binary, or too large).
    const headerOnly =
      file.changes === 0 && ['renamed', 'copied', 'changed', 'unchanged'].includes(file.status)
    if (patch === null && !headerOnly) {
      notReviewed.push({
        path: file.filename,
        reason: 'GitHub gave no patch (binary file, or too large to show)',
      })
      continue
    }
    const old =
      file.status === 'renamed' || file.status === 'copied'
        ? (file.previous_filename ?? file.filename)
        : file.filename
    const lines = headers(file)
    if (patch !== null) {
      lines.push(
        `--- ${file.status === 'added' ? '/dev/null' : gitPath('a/', old)}`,
        `+++ ${file.status === 'removed' ? '/dev/null' : gitPath('b/', file.filename)}`,
      )
      sections.push(`${lines.join('\n')}\n${hunkText(patch)}`)
    } else {
      // No content change (a pure rename or copy, or a mode change): the headers say it all.
      sections.push(`${lines.join('\n')}\n`)
    }
  }
  return { text: sections.join(''), notReviewed }
}

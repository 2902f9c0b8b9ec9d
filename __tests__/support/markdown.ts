/**
 * The payload's level-2 headings as a CommonMark reader sees them: lines inside fenced blocks are
 * content, not headings. Used to prove untrusted text cannot pose as a section.
 */
export function headingsOutsideFences(markdown: string): string[] {
  const out: string[] = []
  let fence: { char: string; length: number } | null = null
  for (const line of markdown.split('\n')) {
    const marker = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line)
    if (fence === null) {
      if (marker && !(marker[1]![0] === '`' && marker[2]!.includes('`'))) {
        fence = { char: marker[1]![0]!, length: marker[1]!.length }
        continue
      }
      if (/^## /.test(line)) out.push(line)
    } else if (
      marker &&
      marker[1]![0] === fence.char &&
      marker[1]!.length >= fence.length &&
      marker[2]!.trim() === ''
    ) {
      fence = null
    }
  }
  return out
}

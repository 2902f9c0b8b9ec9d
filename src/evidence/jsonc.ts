/**
 * JSON with comments and trailing commas, as tsconfig.json is written: `//` and `/* *\/`
 * comments outside strings become spaces (keeping positions for the error), a comma before `}`
 * or `]` is dropped, and the rest is JSON.parse's. Throws SyntaxError with JSON.parse's message.
 */
export function parseJsonc(text: string): unknown {
  const out: string[] = []
  let i = 0
  const n = text.length
  // A comma waits here until the next significant character shows whether it trails.
  let pendingComma: string | null = null
  let pendingSpace = ''
  const flush = (next: string) => {
    if (pendingComma !== null) {
      out.push(next === '}' || next === ']' ? ' ' : pendingComma)
      pendingComma = null
    }
    out.push(pendingSpace)
    pendingSpace = ''
  }
  while (i < n) {
    const c = text[i]!
    if (c === '"') {
      flush(c)
      let j = i + 1
      while (j < n && text[j] !== '"') j += text[j] === '\\' ? 2 : 1
      out.push(text.slice(i, j + 1))
      i = j + 1
    } else if (c === '/' && text[i + 1] === '/') {
      let j = i
      while (j < n && text[j] !== '\n') j++
      pendingSpace += ' '.repeat(j - i)
      i = j
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2)
      const j = end === -1 ? n : end + 2
      pendingSpace += text.slice(i, j).replace(/[^\n]/g, ' ')
      i = j
    } else if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      pendingSpace += c
      i++
    } else if (c === ',') {
      flush(c)
      pendingComma = ','
      i++
    } else {
      flush(c)
      out.push(c)
      i++
    }
  }
  flush('')
  return JSON.parse(out.join(''))
}

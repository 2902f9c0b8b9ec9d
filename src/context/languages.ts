import type { Language } from './types.js'

/** The languages parsed with a real grammar, by file extension; others use the fallback. */
const BY_EXTENSION: Record<string, Language> = {
  ts: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  tsx: 'tsx',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  py: 'python',
  go: 'go',
  java: 'java',
}

export function languageOf(path: string): Language | null {
  if (path.endsWith('.d.ts')) return 'typescript'
  const dot = path.lastIndexOf('.')
  if (dot < 0 || dot < path.lastIndexOf('/')) return null
  return BY_EXTENSION[path.slice(dot + 1).toLowerCase()] ?? null
}

/** The fence's info string for an excerpt: highlighting only, the text stays data. */
export function fenceInfo(path: string): string {
  const language = languageOf(path)
  if (language === 'tsx') return 'tsx'
  return language ?? 'text'
}

/** Files whose symbols share one namespace for reference search: the same family of languages. */
export function familyOf(path: string): string | null {
  const language = languageOf(path)
  if (language === null) return null
  return language === 'tsx' || language === 'javascript' ? 'typescript' : language
}

import picomatch from 'picomatch/posix.js'
import { globsFor } from '../diff/globs.js'
import { InputError } from '../errors.js'
import type { Severity } from '../domain/finding.js'

/**
 * REVIEW.md at the repository root (read from the base commit): the repository's own taste,
 * in three optional sections of bullets.
 *
 *   ## Path Guidance        - `glob`: text        guidance for the reviewer on matching files
 *   ## Severity Overrides   - `glob`: major → minor   (or minor → major; `->` works too)
 *   ## Allowed Nits         - text                a minor finding whose message contains it is dropped
 *
 * It may adjust major and minor findings only: a line that would silence, downgrade or filter a
 * blocker is refused with a warning naming it, never applied. Other headings and their text are
 * the file's own prose and are skipped. The text is the repository's, not ours: it goes into
 * the payload fenced like a pull request's text.
 */

/** REVIEW.md is read whole into the payload's plan context: bounded like any untrusted text. */
export const MAX_REVIEW_GUIDE_BYTES = 64 * 1024
/** Most bullets in one section: guidance beyond that is a file nobody can review. */
const MAX_ENTRIES = 200
/** Most characters of one bullet's text. */
const MAX_TEXT = 2_000
const MAX_GLOB = 512

export interface PathGuidance {
  glob: string
  text: string
  /** 1-based line in REVIEW.md, for messages. */
  line: number
  matches: (path: string) => boolean
}

export interface SeverityOverride {
  glob: string
  from: Exclude<Severity, 'blocker'>
  to: Exclude<Severity, 'blocker'>
  line: number
  matches: (path: string) => boolean
}

export interface AllowedNit {
  text: string
  /** Lower-cased once: the match is case-insensitive. */
  needle: string
  line: number
}

export interface ReviewGuide {
  /** Where the file came from, for messages: `REVIEW.md (base 1a2b3c4)`. */
  where: string
  guidance: PathGuidance[]
  overrides: SeverityOverride[]
  nits: AllowedNit[]
  /** Lines refused because they would weaken a blocker, each naming the line. */
  refused: string[]
}

type Section = 'guidance' | 'overrides' | 'nits'

const SECTIONS: Record<string, Section> = {
  'path guidance': 'guidance',
  'severity overrides': 'overrides',
  'allowed nits': 'nits',
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/
const BULLET = /^[-*+]\s+(.*)$/
const FENCE = /^\s*(```|~~~)/
const GLOB_BULLET = /^`([^`]+)`\s*:\s*(.*)$/
const OVERRIDE = /^(blocker|major|minor)\s*(?:→|->)\s*(blocker|major|minor)$/i

/**
 * Parses REVIEW.md. Malformed lines in its three sections are InputErrors naming the file and
 * line; lines that would weaken a blocker are returned in `refused`, never applied. Pure.
 */
export function parseReviewGuide(text: string, where: string): ReviewGuide {
  const bytes = Buffer.byteLength(text, 'utf8')
  if (bytes > MAX_REVIEW_GUIDE_BYTES) {
    throw new InputError(
      `REVIEW.md is ${bytes} bytes, above the ${MAX_REVIEW_GUIDE_BYTES}-byte limit; shorten it`,
      where,
    )
  }
  const guide: ReviewGuide = { where, guidance: [], overrides: [], nits: [], refused: [] }
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  let section: Section | null = null
  let inFence = false
  // The bullet an indented line continues (Markdown's lazy continuation), when there is one.
  let continues: { append: (more: string) => void } | null = null

  lines.forEach((raw, index) => {
    const lineNo = index + 1
    const at = `${where}:${lineNo}`
    if (FENCE.test(raw)) {
      if (section !== null && !inFence)
        throw new InputError(`a code block is not a bullet; write one bullet per line`, at)
      inFence = !inFence
      return
    }
    if (inFence) return
    const heading = HEADING.exec(raw)
    if (heading) {
      const title = heading[2]!.toLowerCase().replace(/\s+/g, ' ')
      section = heading[1]!.length === 2 ? (SECTIONS[title] ?? null) : section
      if (heading[1]!.length < 2) section = null
      continues = null
      return
    }
    if (section === null) return
    if (raw.trim() === '' || /^\s*<!--.*-->\s*$/.test(raw)) {
      continues = null
      return
    }
    if (/^\s/.test(raw) && continues !== null) {
      continues.append(raw.trim())
      return
    }
    const bullet = BULLET.exec(raw)
    if (!bullet) {
      throw new InputError(
        `expected a bullet ("- ...") in ## ${sectionTitle(section)}, found ${JSON.stringify(clip(raw))}`,
        at,
      )
    }
    const body = bullet[1]!.trim()
    if (entryCount(guide, section) >= MAX_ENTRIES)
      throw new InputError(`more than ${MAX_ENTRIES} bullets in ## ${sectionTitle(section)}`, at)
    continues = addEntry(guide, section, body, lineNo, at)
  })
  return guide
}

function addEntry(
  guide: ReviewGuide,
  section: Section,
  body: string,
  line: number,
  at: string,
): { append: (more: string) => void } | null {
  if (section === 'nits') {
    const nit: AllowedNit = { text: checkedText(body, at), needle: body.toLowerCase(), line }
    // A nit applies to minor findings only; a line that names blockers asks for what it can't.
    if (/^\W*blockers?\b/i.test(body)) {
      guide.refused.push(
        `${at}: allowed nit ${JSON.stringify(clip(body))} refused: REVIEW.md can never filter a blocker (it applies to minor findings only)`,
      )
      return null
    }
    guide.nits.push(nit)
    return {
      append: (more) => {
        nit.text = checkedText(`${nit.text} ${more}`, at)
        nit.needle = nit.text.toLowerCase()
      },
    }
  }
  const parts = GLOB_BULLET.exec(body)
  if (!parts) {
    throw new InputError(
      `expected "- \`glob\`: ${section === 'guidance' ? 'text' : 'major → minor'}", found ${JSON.stringify(clip(body))}`,
      at,
    )
  }
  const glob = parts[1]!.trim()
  const rest = parts[2]!.trim()
  const matches = compileGlob(glob, at)
  if (section === 'guidance') {
    if (rest === '') throw new InputError(`the guidance for \`${glob}\` is empty`, at)
    const entry: PathGuidance = { glob, text: checkedText(rest, at), line, matches }
    guide.guidance.push(entry)
    return { append: (more) => (entry.text = checkedText(`${entry.text} ${more}`, at)) }
  }
  const override = OVERRIDE.exec(rest)
  if (!override) {
    throw new InputError(
      `expected "major → minor" or "minor → major" after \`${glob}\`:, found ${JSON.stringify(clip(rest))}`,
      at,
    )
  }
  const from = override[1]!.toLowerCase() as Severity
  const to = override[2]!.toLowerCase() as Severity
  if (from === 'blocker') {
    guide.refused.push(
      `${at}: severity override \`${glob}\`: ${from} → ${to} refused: REVIEW.md can never downgrade a blocker`,
    )
    return null
  }
  if (to === 'blocker' || from === to) {
    throw new InputError(
      `\`${glob}\`: ${from} → ${to} is not an override REVIEW.md can make; use major → minor or minor → major`,
      at,
    )
  }
  guide.overrides.push({ glob, from, to: to as 'major' | 'minor', line, matches })
  return null
}

/** A REVIEW.md glob reads like a paths.ignore pattern (.gitignore rules), without negation. */
function compileGlob(glob: string, at: string): (path: string) => boolean {
  if (glob.length > MAX_GLOB) throw new InputError(`a glob longer than ${MAX_GLOB} characters`, at)
  if (glob.startsWith('!'))
    throw new InputError(`\`${glob}\`: a negated glob has no meaning in REVIEW.md`, at)
  if (glob.replace(/\//g, '') === '') throw new InputError(`\`${glob}\` names no path`, at)
  try {
    return picomatch(globsFor(glob).globs, {
      dot: true,
      nonegate: true,
      strictBrackets: true,
      windows: false,
    })
  } catch (error) {
    throw new InputError(
      `\`${glob}\` is not a valid glob: ${error instanceof Error ? error.message : String(error)}`,
      at,
    )
  }
}

function checkedText(text: string, at: string): string {
  if (text === '') throw new InputError('an empty bullet', at)
  if (text.length > MAX_TEXT)
    throw new InputError(`a bullet longer than ${MAX_TEXT} characters`, at)
  return text
}

function entryCount(guide: ReviewGuide, section: Section): number {
  return section === 'guidance'
    ? guide.guidance.length
    : section === 'overrides'
      ? guide.overrides.length
      : guide.nits.length
}

function sectionTitle(section: Section): string {
  return section === 'guidance'
    ? 'Path Guidance'
    : section === 'overrides'
      ? 'Severity Overrides'
      : 'Allowed Nits'
}

function clip(text: string): string {
  return text.length > 80 ? `${text.slice(0, 80)}…` : text
}

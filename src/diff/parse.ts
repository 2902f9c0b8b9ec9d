/**
 * Unified git diff → files and hunks (shapes in types.ts). One pass over the text with indexOf,
 * no regex over the whole input and no line array, so time and memory stay linear in its size.
 *
 * Accepted: `git diff` / `git show` / GitHub `.diff` output, a `git format-patch` email (the
 * mail headers, message and diffstat before the first file and the `-- ` signature after the
 * last one belong to no file), and plain `---`/`+++` diffs without `diff --git` lines. Text
 * between files that is not part of any file section is skipped, so `DiffFile.raw` of every file,
 * concatenated, is the input minus that text.
 *
 * CRLF: a file section whose first header line ends in CRLF came from a patch whose line endings
 * were all converted, so one `\r` is dropped from each of its lines. Otherwise a `\r` at the end
 * of a content line belongs to the file's content and is kept in `text`.
 *
 * Refused with an InputError naming the line: text with no file section at all, hunks whose
 * lines disagree with their `@@` counts, malformed headers, unsafe paths, combined merge diffs.
 */
import { InputError } from '../errors.js'
import { keepShape } from '../shared/keep-shape.js'
import { readFileLineName, readWholeName } from './headers.js'
import type { DecodedDiff } from '../shared/decoded-diff.js'
import { DiffSource } from './parsed-file.js'
import { newSection, resetSection, sectionToFile, type Section } from './section.js'
import { readHunkHeaderInto, type HunkHeaderFields } from './hunk-header.js'
import { extendHunk, lazyHunk, recordAddedRun } from './hunk-lines.js'
import { quoteExcerpt } from './paths.js'
import type { DiffFile, Hunk, ParsedDiff } from './types.js'

type State = 'outside' | 'header' | 'expectPlus' | 'expectHunk' | 'hunk' | 'afterHunk' | 'binary'

/** An `index` line from `lastIndex`: the caller checks that the match ends where the line does. */
const INDEX_LINE_AT = /index [0-9a-f]+\.\.[0-9a-f]+(?: [0-7]{6})?/y
const MODE = /^[0-7]{6}$/
const BINARY_PATCH_LINE = /^(?:(?:literal|delta) \d+|[A-Za-z][0-9A-Za-z!#$%&()*+;<=>?@^_`{|}~-]*|)$/

/**
 * Parses a unified diff. `where` names the input (a file path or a flag) in error messages.
 * An empty or blank text is an empty diff. `decoded`: what the text's reader knew of it, used
 * only when it was made from this same text (otherwise the text is asked again).
 * @throws InputError naming `where` and the line for anything that is not a well-formed diff.
 */
export function parseDiff(text: string, where: string, decoded?: DecodedDiff): ParsedDiff {
  const knownAscii = decoded !== undefined && decoded.text === text ? decoded.ascii : null
  return new DiffParser(text, where, knownAscii).run()
}

class DiffParser {
  private readonly files: DiffFile[] = []
  private state: State = 'outside'
  /** The open file section, if any: always `sectionRecord`, reset for each section. */
  private section: Section | null = null
  private readonly sectionRecord: Section = newSection(0, 0, false, false)
  /** The open hunk's header fields, read into one record for every hunk (lazyHunk copies them). */
  private readonly headerRecord: HunkHeaderFields = {
    oldStart: 0,
    oldLines: 0,
    newStart: 0,
    newLines: 0,
    section: '',
  }
  private hunk: Hunk | null = null
  private hunkHasLine = false
  private hunkLine = 0
  /** The number of the last line hunkBody read. */
  private hunkBodyLine = 0
  private oldLeft = 0
  private newLeft = 0
  private firstStray: { line: number; text: string } | null = null
  /** The input, shared by every file so that one scan of it can answer for all (parsed-file.ts). */
  private readonly source: DiffSource
  /** fail() as a function value, made once per parse rather than once per file section. */
  private readonly failAt = (line: number, why: string): never => this.fail(line, why)

  constructor(
    private readonly text: string,
    private readonly where: string,
    knownAscii: boolean | null,
  ) {
    this.source = new DiffSource(text, knownAscii)
  }

  run(): ParsedDiff {
    const { text } = this
    let pos = text.charCodeAt(0) === 0xfeff ? 1 : 0
    let lineNo = 0
    while (pos < text.length) {
      if (this.state === 'hunk') {
        // Most lines of a diff are hunk lines: they go through one tight loop (hunkBody).
        pos = this.hunkBody(pos, lineNo)
        lineNo = this.hunkBodyLine
        continue
      }
      const nl = text.indexOf('\n', pos)
      const end = nl === -1 ? text.length : nl
      const next = nl === -1 ? text.length : nl + 1
      lineNo++
      this.step(pos, end, next, lineNo)
      pos = next
    }
    this.atEnd(lineNo)
    if (this.files.length === 0 && this.firstStray) {
      const { line, text: stray } = this.firstStray
      this.fail(
        line,
        `not a diff: no file header ("diff --git" or "---"/"+++") found; first line: ${quoteExcerpt(stray)}`,
      )
    }
    return { files: this.files }
  }

  private fail(line: number, message: string): never {
    throw new InputError(`${this.where}:${line}: ${message}`, this.where)
  }

  /** A header line without its terminator and without a CR left by a converted patch. */
  private headerText(start: number, end: number): string {
    return this.text.slice(start, this.headerEnd(start, end))
  }

  /** Where headerText(start, end) ends in the text. */
  private headerEnd(start: number, end: number): number {
    return end > start && this.text.charCodeAt(end - 1) === 13 ? end - 1 : end
  }

  private step(start: number, end: number, next: number, line: number): void {
    switch (this.state) {
      case 'outside':
        return this.outside(start, end, next, line)
      case 'header':
        return this.header(start, end, next, line)
      case 'expectPlus':
        return this.expectPlus(start, end, line)
      case 'expectHunk':
        return this.expectHunk(start, end, line)
      case 'hunk':
        // Hunk lines never come here: run() hands them to hunkBody.
        throw new Error('internal: a hunk line reached step()')
      case 'afterHunk':
        return this.afterHunk(start, end, next, line)
      case 'binary':
        return this.binaryLine(start, end, next, line)
    }
  }

  private outside(start: number, end: number, next: number, line: number): void {
    const { text } = this
    if (text.startsWith('diff --git ', start)) return this.beginGit(start, end, line)
    if (text.startsWith('diff --cc ', start) || text.startsWith('diff --combined ', start)) {
      this.fail(line, 'combined merge diffs are not supported; diff the merge against one parent')
    }
    if (text.startsWith('--- ', start) && text.startsWith('+++ ', next)) {
      this.section = resetSection(this.sectionRecord, start, line, false, this.endsWithCr(end))
      this.state = 'header'
      return this.header(start, end, next, line)
    }
    if (!this.firstStray && end > start && text.slice(start, end).trim() !== '') {
      this.firstStray = { line, text: text.slice(start, end) }
    }
  }

  private endsWithCr(end: number): boolean {
    return this.text.charCodeAt(end - 1) === 13
  }

  private beginGit(start: number, end: number, line: number): void {
    const section = resetSection(this.sectionRecord, start, line, true, this.endsWithCr(end))
    // Where the names after `diff --git ` sit: cut out only if the other header lines leave the
    // path open (sectionToFile), which most sections never do.
    section.gitRestFrom = start + 'diff --git '.length
    section.gitRestTo = this.headerEnd(start, end)
    this.section = section
    this.state = 'header'
  }

  private header(start: number, end: number, next: number, line: number): void {
    const s = this.section!
    const { text } = this
    // The two lines nearly every section has are read in place, with no slice of the line: a
    // large diff has thousands of each.
    if (s.git && text.startsWith('index ', start)) return this.indexLine(start, end, line)
    if (text.startsWith('--- ', start)) {
      s.minusName = this.name(this.fileLineName(start + 4, end), line, '---')
      this.state = 'expectPlus'
      return
    }
    const h = this.headerText(start, end)
    let v: string | null
    if (s.git && h.startsWith('diff --git ')) {
      this.finish(start)
      return this.beginGit(start, end, line)
    }
    if (!s.git) {
      this.fail(line, `expected a "---" line, found ${quoteExcerpt(h)}`)
    } else if ((v = after(h, 'old mode ')) !== null) {
      s.oldMode = this.mode(v, line)
      s.modeChanged = true
    } else if ((v = after(h, 'new mode ')) !== null) {
      s.newMode = this.mode(v, line)
      s.modeChanged = true
    } else if ((v = after(h, 'new file mode ')) !== null) {
      s.newMode = this.mode(v, line)
      s.created = true
    } else if ((v = after(h, 'deleted file mode ')) !== null) {
      s.oldMode = this.mode(v, line)
      s.deleted = true
    } else if ((v = after(h, 'rename from ') ?? after(h, 'rename old ')) !== null) {
      s.renameFrom = this.name(readWholeName(v), line, 'rename from')
    } else if ((v = after(h, 'rename to ') ?? after(h, 'rename new ')) !== null) {
      s.renameTo = this.name(readWholeName(v), line, 'rename to')
    } else if ((v = after(h, 'copy from ')) !== null) {
      s.copyFrom = this.name(readWholeName(v), line, 'copy from')
    } else if ((v = after(h, 'copy to ')) !== null) {
      s.copyTo = this.name(readWholeName(v), line, 'copy to')
    } else if ((v = after(h, 'similarity index ')) !== null) {
      s.similarity = this.percent(v, line)
    } else if ((v = after(h, 'dissimilarity index ')) !== null) {
      this.percent(v, line) // a rewritten file: validated, but only renames and copies keep a figure
    } else if (h.startsWith('Binary files ') && h.endsWith(' differ')) {
      s.binary = true
    } else if (h === 'GIT binary patch') {
      s.binary = true
      this.state = 'binary'
    } else if (h.startsWith('@@')) {
      this.fail(line, 'hunk header before the "---" and "+++" lines of its file')
    } else {
      // The section had nothing more to say (a mode change, a pure rename): the text after it
      // is between files, like a format-patch signature or `git log -p` commit headers.
      this.finish(start)
      this.outside(start, end, next, line)
    }
  }

  private expectPlus(start: number, end: number, line: number): void {
    if (!this.text.startsWith('+++ ', start)) {
      const h = this.headerText(start, end)
      this.fail(line, `expected a "+++" line after "---", found ${quoteExcerpt(h)}`)
    }
    this.section!.plusName = this.name(this.fileLineName(start + 4, end), line, '+++')
    this.state = 'expectHunk'
  }

  /**
   * The `index` line of a git section (`index <hash>..<hash>[ <mode>]`), checked in place: the
   * sticky INDEX_LINE_AT must match from `start` to the line's end. The mode, when there is one,
   * is the line's last six characters.
   */
  private indexLine(start: number, end: number, line: number): void {
    const { text } = this
    const s = this.section!
    const lineEnd = this.headerEnd(start, end)
    INDEX_LINE_AT.lastIndex = start
    if (!INDEX_LINE_AT.test(text) || INDEX_LINE_AT.lastIndex !== lineEnd) {
      this.fail(line, `malformed index line ${quoteExcerpt(this.headerText(start, end))}`)
    }
    // The only spaces are the one after "index" and the one before a mode, seven from the end.
    const named = lineEnd - 7 > start + 5 && text.charCodeAt(lineEnd - 7) === 32
    if (named && !s.modeChanged && !s.created && !s.deleted) {
      s.oldMode = s.newMode = modeAt(text, lineEnd - 6)
    }
  }

  /**
   * The name on a `---` or `+++` line, whose text after the marker runs from `from` to the line
   * `end` (a converted patch's CR aside): readFileLineName's rules, with one slice for the
   * common unquoted name and none of the whole line.
   */
  private fileLineName(from: number, end: number): string | null {
    const { text } = this
    const to = this.headerEnd(from, end)
    const rest = text.slice(from, to)
    if (rest.charCodeAt(0) === 34) return readFileLineName(rest)
    // A tab ends the name. Looked for in the line's own slice, so the search stops at the line's
    // end (an indexOf on the whole text could run on through the rest of the diff), and natively
    // (a character loop is slow until V8 optimizes it, which a review's one parse barely sees).
    const tab = rest.indexOf('\t')
    return tab === -1 ? rest : rest.slice(0, tab)
  }

  private expectHunk(start: number, end: number, line: number): void {
    // Read in place (no slice of the line): "@@ " cannot hold the CR headerText would cut.
    if (this.headerEnd(start, end) - start < 3 || !this.text.startsWith('@@ ', start)) {
      const h = this.headerText(start, end)
      this.fail(line, `expected a hunk header ("@@ -a,b +c,d @@"), found ${quoteExcerpt(h)}`)
    }
    this.beginHunk(start, end, line)
  }

  /** Opens the hunk whose header is the line from `start` to `end`. */
  private beginHunk(start: number, end: number, line: number): void {
    const bodyStart = Math.min(end + 1, this.text.length)
    const header = readHunkHeaderInto(
      this.text,
      start,
      this.headerEnd(start, end),
      this.headerRecord,
    )
    if (!header)
      this.fail(line, `malformed hunk header ${quoteExcerpt(this.headerText(start, end))}`)
    if ('digits' in header)
      this.fail(line, `line number ${quoteExcerpt(header.digits)} is too large`)
    const { oldStart, oldLines, newStart, newLines } = header
    if (oldLines + newLines === 0) this.fail(line, 'hunk header counts no lines at all')
    if ((oldLines > 0 && oldStart === 0) || (newLines > 0 && newStart === 0)) {
      const h = this.headerText(start, end)
      this.fail(line, `hunk header ${quoteExcerpt(h)} starts a non-empty side at line 0`)
    }
    this.hunkHasLine = false
    const hunk = lazyHunk(header, this.text, bodyStart, this.section!.crlf)
    this.hunk = hunk
    const hunks = this.section!.hunks
    // Most files have one hunk: a one-element literal, where a push onto [] reserves room for 17.
    if (hunks.length === 0) this.section!.hunks = [hunk]
    else hunks.push(hunk)
    this.hunkLine = line
    this.oldLeft = oldLines
    this.newLeft = newLines
    this.state = 'hunk'
  }

  /**
   * The lines of the open hunk from `pos`, in one loop (most lines of a diff are hunk lines):
   * each is checked against the @@ counts and counted, and the added lines' new-side numbers go
   * to the hunk as runs; the text itself is read again only if someone asks for hunk.lines
   * (see hunk-lines.ts). Stops after the last counted line (state afterHunk) or at the end of
   * the text, and returns where it stopped; the number of the last line read is left in
   * hunkBodyLine. The same checks and messages as one step per line, with the counters in locals.
   */
  private hunkBody(pos: number, lineNo: number): number {
    const { text } = this
    const length = text.length
    const s = this.section!
    const hunk = this.hunk!
    const crlf = s.crlf
    // Where the hunk's lines end so far, and the open run of added lines [runFrom, runTo): kept
    // in locals and handed to the hunk once, when the loop stops (one call per hunk and run).
    let bodyEnd = pos
    let runFrom = 0
    let runTo = 0
    let oldLeft = this.oldLeft
    let newLeft = this.newLeft
    let newNo = hunk.newStart + hunk.newLines - newLeft
    let hasLine = this.hunkHasLine
    let additions = 0
    let deletions = 0
    while (pos < length) {
      // A run of lines of one kind that the counts allow (most lines are in one) goes through a
      // loop of its own: it finds each line's end and counts, and the run's bookkeeping is done
      // once. Anything else, and the line that ends a run early, takes the one-line path below.
      const first = text.charCodeAt(pos)
      if ((first === 43 && newLeft > 0) || (first === 45 && oldLeft > 0)) {
        const added = first === 43
        let count = 0
        do {
          const nl = text.indexOf('\n', pos)
          count++
          pos = nl === -1 ? length : nl + 1
        } while (
          pos < length &&
          text.charCodeAt(pos) === first &&
          count < (added ? newLeft : oldLeft)
        )
        lineNo += count
        bodyEnd = pos
        hasLine = true
        if (added) {
          additions += count
          newLeft -= count
          // The run extends the open run when it follows it (deleted lines between them take no
          // new line number); otherwise it closes that one and opens its own.
          if (runTo !== newNo || runFrom === runTo) {
            if (runFrom !== runTo) recordAddedRun(hunk, runFrom, runTo)
            runFrom = newNo
          }
          newNo += count
          runTo = newNo
        } else {
          deletions += count
          oldLeft -= count
        }
        if (oldLeft === 0 && newLeft === 0) {
          this.state = 'afterHunk'
          break
        }
        continue
      }
      if (first === 32 && oldLeft > 0 && newLeft > 0) {
        let count = 0
        do {
          const nl = text.indexOf('\n', pos)
          count++
          pos = nl === -1 ? length : nl + 1
        } while (pos < length && text.charCodeAt(pos) === 32 && count < Math.min(oldLeft, newLeft))
        lineNo += count
        bodyEnd = pos
        hasLine = true
        oldLeft -= count
        newLeft -= count
        newNo += count
        if (oldLeft === 0 && newLeft === 0) {
          this.state = 'afterHunk'
          break
        }
        continue
      }
      const nl = text.indexOf('\n', pos)
      const end = nl === -1 ? length : nl
      const next = nl === -1 ? length : nl + 1
      lineNo++
      const marker = pos < end ? text.charCodeAt(pos) : -1
      // An empty line is an empty context line whose space an editor stripped (git accepts it).
      const blank = marker === -1 || (marker === 13 && end === pos + 1 && crlf)
      // A context line uses both sides, an added line the new one, a deleted line the old one.
      const usesOld = marker !== 43
      const usesNew = marker !== 45
      if (marker !== 32 && !blank && marker !== 43 && marker !== 45) {
        if (marker !== 92) {
          this.oldLeft = oldLeft
          this.newLeft = newLeft
          return this.countMismatch(lineNo, `found ${quoteExcerpt(text.slice(pos, end))}`)
        }
        if (!hasLine)
          this.fail(lineNo, '"\\ No newline at end of file" before any line of its hunk')
        bodyEnd = next
        pos = next
        continue
      }
      if ((usesOld && oldLeft === 0) || (usesNew && newLeft === 0)) {
        this.oldLeft = oldLeft
        this.newLeft = newLeft
        const kind = !usesOld ? 'added' : !usesNew ? 'deleted' : 'context'
        return this.countMismatch(lineNo, `found one more ${kind} line`)
      }
      bodyEnd = next
      hasLine = true
      if (usesOld) oldLeft--
      if (usesNew) {
        newLeft--
        if (!usesOld) {
          additions++
          // An added line right after the open run (a deleted line between them takes no new
          // line number) extends it; any other closes it and opens its own.
          if (runTo !== newNo || runFrom === runTo) {
            if (runFrom !== runTo) recordAddedRun(hunk, runFrom, runTo)
            runFrom = newNo
          }
          runTo = newNo + 1
        }
        newNo++
      } else deletions++
      pos = next
      if (oldLeft === 0 && newLeft === 0) {
        this.state = 'afterHunk'
        break
      }
    }
    if (runFrom !== runTo) recordAddedRun(hunk, runFrom, runTo)
    extendHunk(hunk, bodyEnd)
    this.oldLeft = oldLeft
    this.newLeft = newLeft
    this.hunkHasLine = hasLine
    s.additions += additions
    s.deletions += deletions
    this.hunkBodyLine = lineNo
    return pos
  }

  private countMismatch(line: number, found: string): never {
    const h = this.hunk!
    this.fail(
      line,
      `hunk at line ${this.hunkLine} (@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@) ` +
        `disagrees with its line counts: ${this.oldLeft} old and ${this.newLeft} new lines were still expected, ${found}`,
    )
  }

  private noNewline(line: number, end: number): void {
    if (!this.hunkHasLine)
      this.fail(line, '"\\ No newline at end of file" before any line of its hunk')
    extendHunk(this.hunk!, Math.min(end + 1, this.text.length))
  }

  private afterHunk(start: number, end: number, next: number, line: number): void {
    const { text } = this
    const marker = start < end ? text.charCodeAt(start) : -1
    if (marker === 92) return this.noNewline(line, end)
    if (text.startsWith('@@', start)) {
      return this.beginHunk(start, end, line)
    }
    if (
      marker === 32 ||
      marker === 43 ||
      (marker === 45 && !this.isSignature(start, end) && !this.isPlainHeader(start, next))
    ) {
      return this.countMismatch(
        line,
        `found ${quoteExcerpt(text.slice(start, end))} after the last counted line`,
      )
    }
    this.finish(start)
    this.outside(start, end, next, line)
  }

  /** The line is a format-patch signature, `-- ` (a CR left by a converted patch aside). */
  private isSignature(start: number, end: number): boolean {
    const length = end - start
    return (
      this.text.startsWith('-- ', start) &&
      (length === 3 || (length === 4 && this.text.charCodeAt(end - 1) === 13))
    )
  }

  /** A `---` line followed by a `+++` line: the header of a plain (not git) file section. */
  private isPlainHeader(start: number, next: number): boolean {
    return this.text.startsWith('--- ', start) && this.text.startsWith('+++ ', next)
  }

  private binaryLine(start: number, end: number, next: number, line: number): void {
    if (BINARY_PATCH_LINE.test(this.headerText(start, end))) return
    this.finish(start)
    this.outside(start, end, next, line)
  }

  private atEnd(lastLine: number): void {
    if (this.state === 'hunk') {
      this.countMismatch(lastLine, 'the diff ended')
    }
    if (this.state === 'expectPlus' || this.state === 'expectHunk') {
      this.fail(lastLine, 'the diff ended inside a file header')
    }
    if (this.section) this.finish(this.text.length)
  }

  private name(value: string | null, line: number, what: string): string {
    if (value === null) this.fail(line, `malformed quoted path on the "${what}" line`)
    return value
  }

  private mode(value: string, line: number): string {
    if (!MODE.test(value)) this.fail(line, `malformed file mode ${quoteExcerpt(value)}`)
    return value
  }

  private percent(value: string, line: number): number {
    const m = /^(\d{1,3})%$/.exec(value)
    const n = m ? Number(m[1]) : NaN
    if (!(n <= 100)) this.fail(line, `malformed similarity ${quoteExcerpt(value)}`)
    return n
  }

  /** Closes the open file section at `end` (exclusive) and records it. */
  private finish(end: number): void {
    const s = this.section
    if (!s) return
    this.section = null
    this.hunk = null
    this.state = 'outside'
    this.files.push(sectionToFile(s, this.text.slice(s.start, end), this.source, this.failAt))
  }
}

/**
 * The six-character mode at `at` in `text`: a shared literal for the two modes nearly every diff
 * names, instead of a cut from each index line. Written out, not a loop over a list: a review
 * parses once, mostly before V8 optimizes this, and an iterator per call cost more than the test.
 */
function modeAt(text: string, at: number): string {
  if (text.startsWith('100644', at)) return '100644'
  if (text.startsWith('100755', at)) return '100755'
  return text.slice(at, at + 6)
}

/** The rest of a header line after `prefix`, or null when it does not start with it. */
function after(line: string, prefix: string): string | null {
  return line.startsWith(prefix) ? line.slice(prefix.length) : null
}

// A parser made at load and never used: its hidden classes outlive each parse (keep-shape.ts).
keepShape(new DiffParser('', '', null))

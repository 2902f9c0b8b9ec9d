/**
 * A strict streaming XML reader for test reports, written for speed: markup is found with
 * `indexOf` and each tag is read in one pass once it is whole, where a general parser walks every
 * character through a state machine. It is exactly as strict as XML 1.0 asks of a document
 * without a DTD (the property tests hold it to saxes, event for event and error for error):
 * names, attribute syntax, duplicate attributes, the five predefined entities and character
 * references only, `]]>` outside CDATA, characters outside XML's range, one root, every element
 * closed. It knows no DTD at all: a DOCTYPE is an error, so no entity is ever declared.
 *
 * Text is handed on in pieces as it arrives and never accumulated here, so a huge text node costs
 * no memory; a tag or comment cut by a chunk boundary is carried and its search resumes where it
 * stopped, so a long one costs one pass, not one per chunk.
 */

export interface XmlScanHandlers {
  open(name: string, attributes: Record<string, string>): void
  close(name: string): void
  /** Character data and CDATA, decoded, only while `wantText` is set; a node may come in pieces. */
  text(text: string): void
}

/** A well-formedness error: what is wrong, and the line (1-based) where it was found. */
export class XmlSyntaxError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number,
  ) {
    super(reason)
  }
}

const LT = 0x3c
const GT = 0x3e
const AMP = 0x26
const SLASH = 0x2f
const BANG = 0x21
const QUESTION = 0x3f
const EQUALS = 0x3d
const QUOTE = 0x22
const APOS = 0x27
const SEMI = 0x3b

/** Longest processing instruction accepted (a report has at most an XML declaration). */
const MAX_INSTRUCTION = 64 * 1024
/** Longest entity or character reference accepted (`&#x10FFFF;` is ten characters). */
const MAX_REFERENCE = 12

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' }

const NAME_START =
  ':A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C\\u200D' +
  '\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}'
// XML's Name production lists code points, combining marks and joiners among them, on purpose.
const NAME_RE = new RegExp(
  // eslint-disable-next-line no-misleading-character-class
  `^[${NAME_START}][${NAME_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040]*$`,
  'u',
)
/** Every character BAD_CHAR can match, as one class: a quick scan that nearly always says no. */
export const MAYBE_BAD_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/
/** Characters XML 1.0 forbids: C0 controls but tab, LF and CR; lone surrogates; U+FFFE, U+FFFF. */
const BAD_CHAR =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const XML_DECL =
  /^<\?xml[ \t\r\n]+version[ \t\r\n]*=[ \t\r\n]*(["'])1\.[0-9]+\1(?:[ \t\r\n]+encoding[ \t\r\n]*=[ \t\r\n]*(["'])[A-Za-z][A-Za-z0-9._-]*\2)?(?:[ \t\r\n]+standalone[ \t\r\n]*=[ \t\r\n]*(["'])(?:yes|no)\3)?[ \t\r\n]*\?>$/

/**
 * The prototype of every attribute map: empty and itself without a prototype, so no name a
 * report writes (`__proto__`, `constructor`, `toString`) finds anything but its own value. Not
 * `Object.create(null)` for each map: V8 makes those hash tables, where maps made from one shared
 * prototype get hidden classes, and a report's runs of one element (the same names in the same
 * order) then share one, read by the parsers with inline caches instead of hash lookups.
 */
const ATTRIBUTE_MAP_PROTOTYPE: object = Object.freeze(Object.create(null))
/** Most distinct names remembered as valid: a hostile report's many names cost checks, not memory. */
const NAME_MEMO_LIMIT = 10_000
/** A tag's attributes checked for duplicates by name, before its map is asked (see seenInTag). */
const TAG_ATTRIBUTES_COMPARED = 16

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d
}

/** What a chunk boundary cut: nothing, or a construct whose terminator is still to come. */
const enum Pending {
  None,
  /** A start or end tag: resume the quote-aware search for its `>`. */
  Tag,
  Comment,
  CData,
  Instruction,
}

export class XmlScanner {
  /** Deliver character data to `handlers.text`. */
  wantText = false
  /** Unconsumed input: what the last chunk left (a cut tag, a cut reference) plus the new one. */
  private buffer = ''
  private pending = Pending.None
  /** Where, in `buffer`, the search for the pending construct's end goes on. */
  private resumeAt = 0
  /** The quote the tag search stands inside (0: none), carried with `resumeAt`. */
  private resumeQuote = 0
  /** Newlines in the input consumed before `buffer` starts. */
  private linesBefore = 0
  private readonly stack: string[] = []
  private sawRoot = false
  private closedRoot = false
  /** Nothing was written yet: a byte-order mark is skipped only here. */
  private atStart = true
  /** A high surrogate that ended the last chunk, waiting for its low half. */
  private highSurrogate = ''
  /** Where the text being scanned starts to be new: what lies before it was counted already. */
  private scanFrom = 0
  /** Characters consumed before `buffer` starts: an XML declaration must be at 0. */
  private consumedBefore = 0
  /** The next `&` at or after the scan position in the current buffer (-1 none, -2 not looked). */
  private ampAt = -2
  private bracketAt = -2
  /**
   * The first character at or after where it was last searched from in the current buffer that
   * makes an attribute value more than its raw text, or wrong: `<`, `&`, tab, LF or CR (the
   * buffer's length when there is none; -1 not looked). A value that ends before it needs no work.
   */
  private specialAt = -1
  /**
   * The next `<`, LF, tab and CR at or after where each was last searched from (-1 none, -2 not
   * looked), remembered as `ampAt` is: one native search for each serves every value up to it,
   * and the next `<` is also where the next tag starts.
   */
  private ltAt = -2
  private newlineAt = -2
  private tabAt = -2
  private crAt = -2
  /** Valid names seen, each to its first instance (which property keys then share). */
  private readonly names = new Map<string, string>()
  /** Tag names read lately, and where the next one goes (see knownName). */
  private readonly recentNames: string[] = []
  private recentNext = 0
  /** The attribute names of the last start tag, in order. */
  private readonly recentAttributes: string[] = []
  /** The current start tag's first attribute names (see seenInTag). */
  private readonly tagAttributes: string[] = []
  /** The chunks a cut tag spans past `buffer`, joined once its end arrives. */
  private tagParts: string[] = []

  constructor(private readonly handlers: XmlScanHandlers) {}

  /** The line the reader is at: where the unconsumed input begins. */
  get line(): number {
    return this.linesBefore + 1
  }

  /**
   * `vetted`: the caller has already found that `chunk` holds no character MAYBE_BAD_CHAR names
   * (one scan of each chunk instead of two, where the caller scans anyway).
   */
  write(chunk: string, vetted = false): void {
    let piece = this.highSurrogate + chunk
    this.highSurrogate = ''
    if (this.atStart && piece.length > 0) {
      this.atStart = false
      if (piece.charCodeAt(0) === 0xfeff) piece = piece.slice(1)
    }
    // A high surrogate at the end may pair with the next chunk's first character.
    const last = piece.charCodeAt(piece.length - 1)
    if (last >= 0xd800 && last <= 0xdbff) {
      this.highSurrogate = piece.slice(-1)
      piece = piece.slice(0, -1)
    }
    // Only the new input is checked: what was carried had been checked with its own chunk.
    const bad =
      (!vetted || piece !== chunk) && MAYBE_BAD_CHAR.test(piece) ? BAD_CHAR.exec(piece) : null
    if (bad) this.fail('disallowed character.', this.buffer + piece, this.buffer.length + bad.index)
    if (this.pending === Pending.Tag) {
      // A tag cut by the boundary: look for its end in the new input alone, so a long tag is
      // searched once, not again with every chunk that extends it.
      const gt = this.findTagEnd(piece, 0)
      if (gt < 0) {
        this.tagParts.push(piece)
        return
      }
      // The tag is read from a string of its own, and the chunk on from after it: joining the
      // two would make every later read in the chunk go through a concatenation.
      const tag = this.buffer + this.tagParts.join('') + piece.slice(0, gt + 1)
      this.tagParts = []
      this.resumeAt = tag.length - 1
      this.buffer = ''
      this.consume(tag, false, 0)
      this.consume(piece, false, gt + 1)
      return
    }
    this.consume(this.buffer === '' ? piece : this.buffer + piece, false, 0)
  }

  /** Scans `text` and keeps what could not be read yet (a cut construct) for the next chunk. */
  private consume(text: string, final: boolean, from: number): void {
    this.ampAt = -2
    this.specialAt = -1
    this.ltAt = -2
    this.newlineAt = -2
    this.tabAt = -2
    this.crAt = -2
    this.bracketAt = -2
    this.scanFrom = from
    const consumed = this.scan(text, final, from)
    this.scanFrom = 0
    this.linesBefore += countNewlines(text, from, consumed)
    this.consumedBefore += consumed - from
    this.resumeAt -= consumed
    this.buffer = consumed === 0 ? text : text.slice(consumed)
    if (this.pending === Pending.Comment || this.pending === Pending.CData) {
      // Inside a comment or CDATA only the search position matters (CDATA text went out as it
      // came): drop what was read, so a long one is not carried and searched chunk after chunk.
      this.linesBefore += countNewlines(this.buffer, 0, this.resumeAt)
      this.consumedBefore += this.resumeAt
      this.buffer = this.buffer.slice(this.resumeAt)
      this.resumeAt = 0
    } else if (this.pending === Pending.Instruction && this.buffer.length > MAX_INSTRUCTION) {
      this.fail('processing instruction too long.', this.buffer, 0)
    }
  }

  close(): void {
    // A tag still cut at the end never ends.
    if (this.pending === Pending.Tag && this.resumeAt >= this.buffer.length) {
      this.fail('unexpected end.', this.buffer + this.tagParts.join(''), this.buffer.length)
    }
    if (this.highSurrogate !== '')
      this.fail('disallowed character.', this.buffer, this.buffer.length)
    this.consume(this.buffer, true, 0)
    if (this.buffer.length > 0 || this.pending !== Pending.None) {
      this.fail('unexpected end.', this.buffer, this.buffer.length)
    }
    if (!this.sawRoot) this.fail('document must contain a root element.', '', 0)
    const open = this.stack[this.stack.length - 1]
    if (open !== undefined) this.fail(`unclosed tag: ${open}`, '', 0)
  }

  /**
   * Reads what `text` holds whole, calling the handlers; returns how much was consumed. At the
   * end of input (`final`) text runs to the end; otherwise a cut construct is left unconsumed.
   */
  private scan(text: string, final: boolean, from: number): number {
    let pos = from
    const end = text.length
    while (pos < end) {
      if (this.pending !== Pending.None) {
        const done = this.finishPending(text, pos)
        if (done < 0) return pos
        pos = done
        continue
      }
      const lt = this.nextLt(text, pos)
      if (lt !== pos) {
        const stop = lt < 0 ? end : lt
        const upTo = lt < 0 && !final ? this.safeTextEnd(text, pos, stop) : stop
        if (upTo > pos) this.characters(text, pos, upTo)
        if (lt < 0) return upTo
        pos = lt
        continue
      }
      if (lt + 1 >= end) return final ? this.fail('unexpected end.', text, lt) : lt
      const next = text.charCodeAt(lt + 1)
      if (next === BANG) {
        if (text.startsWith('<!--', lt)) {
          this.pending = Pending.Comment
          this.resumeAt = lt + 4
        } else if (text.startsWith('<![CDATA[', lt)) {
          if (this.stack.length === 0) this.fail('text data outside of root node.', text, lt)
          this.pending = Pending.CData
          this.resumeAt = lt + 9
        } else if (
          lt + 9 > end &&
          !final &&
          ('<![CDATA['.startsWith(text.slice(lt)) ||
            '<!--'.startsWith(text.slice(lt)) ||
            '<!DOCTYPE'.startsWith(text.slice(lt)))
        ) {
          return lt
        } else if (text.startsWith('<!DOCTYPE', lt)) {
          this.fail('DOCTYPE declarations are not accepted', text, lt)
        } else {
          this.fail('incorrect syntax.', text, lt)
        }
      } else if (next === QUESTION) {
        this.pending = Pending.Instruction
        this.resumeAt = lt + 2
      } else {
        // A tag whole in the buffer is read at once; only a cut one waits, its end searched for
        // in each further chunk alone (see write).
        const done = next === SLASH ? this.wholeEndTag(text, lt) : this.startTag(text, lt)
        if (done >= 0) {
          pos = done
          continue
        }
        if (final) this.fail('unexpected end.', text, end)
        this.pending = Pending.Tag
        this.resumeQuote = 0
        if (this.findTagEnd(text, lt + 1) >= 0) this.fail('unexpected end.', text, end)
        this.resumeAt = end
        return lt
      }
      // The construct starts at `lt`; finishPending reads it from there.
      const done = this.finishPending(text, lt)
      if (done < 0) return lt
      pos = done
    }
    return pos
  }

  /**
   * Looks for the end of the pending construct that starts at `start`; when found, reads it and
   * returns the index after it, else notes where to resume and returns -1.
   */
  private finishPending(text: string, start: number): number {
    switch (this.pending) {
      case Pending.Tag: {
        const gt = this.findTagEnd(text, this.resumeAt)
        if (gt < 0) {
          this.resumeAt = text.length
          return -1
        }
        this.pending = Pending.None
        if (text.charCodeAt(start + 1) === SLASH) {
          this.endTag(text, start, gt)
          return gt + 1
        }
        // The search and the reading agree on where a tag ends; were they ever not to, refuse.
        const done = this.startTag(text, start)
        if (done !== gt + 1) this.fail('unexpected end.', text, gt)
        return done
      }
      case Pending.Comment: {
        const dashes = text.indexOf('--', this.resumeAt)
        if (dashes < 0 || dashes + 2 >= text.length) {
          this.resumeAt = Math.max(this.resumeAt, text.length - 2)
          return -1
        }
        if (text.charCodeAt(dashes + 2) !== GT) this.fail('malformed comment.', text, dashes)
        this.pending = Pending.None
        return dashes + 3
      }
      case Pending.CData: {
        const close = text.indexOf(']]>', this.resumeAt)
        if (close < 0) {
          // Hand on what is whole so far, keeping back a `]]` or a CR the next chunk may complete.
          let upTo = Math.max(this.resumeAt, text.length - 2)
          if (upTo > this.resumeAt && text.charCodeAt(upTo - 1) === 0x0d) upTo--
          if (this.wantText && upTo > this.resumeAt) {
            this.deliver(normalizeNewlines(text.slice(this.resumeAt, upTo)))
          }
          this.resumeAt = upTo
          return -1
        }
        if (this.wantText && close > this.resumeAt) {
          this.deliver(normalizeNewlines(text.slice(this.resumeAt, close)))
        }
        this.pending = Pending.None
        return close + 3
      }
      case Pending.Instruction: {
        const close = text.indexOf('?>', this.resumeAt)
        if (close < 0) {
          this.resumeAt = Math.max(this.resumeAt, text.length - 1)
          return -1
        }
        this.pending = Pending.None
        this.instruction(text, start, close + 2)
        return close + 2
      }
      default:
        return start
    }
  }

  /**
   * The `>` that ends the tag being searched, from `from` on, outside quoted values (the quote
   * the search stood in is carried in `resumeQuote`); -1 when it is not in `text` yet.
   */
  private findTagEnd(text: string, from: number): number {
    let quote = this.resumeQuote
    const end = text.length
    for (let i = from; i < end; i++) {
      if (quote !== 0) {
        // Skip to the closing quote at once: values are most of a tag's length.
        const close = text.indexOf(quote === QUOTE ? '"' : "'", i)
        if (close < 0) break
        i = close
        quote = 0
        continue
      }
      const c = text.charCodeAt(i)
      if (c === GT) {
        this.resumeQuote = 0
        return i
      }
      if (c === QUOTE || c === APOS) quote = c
      else if (c === LT) this.fail('disallowed character in attribute name.', text, i)
    }
    this.resumeQuote = quote
    return -1
  }

  /**
   * Reads the start tag at `lt` straight from the buffer, values found by their quotes (a `>`
   * inside one ends nothing); returns the index after its `>`, or -1 when the buffer ends first.
   */
  private startTag(text: string, lt: number): number {
    const end = text.length
    let i = lt + 1
    const nameEnd = this.nameEnd(text, i, end)
    if (nameEnd >= end) return -1
    if (nameEnd === i) this.fail('disallowed character in tag name.', text, i)
    const name = this.knownName(text, i, nameEnd, 'disallowed character in tag name.')
    if (this.closedRoot) this.fail('documents may contain only one root.', text, lt)
    const attributes: Record<string, string> = Object.create(ATTRIBUTE_MAP_PROTOTYPE)
    i = nameEnd
    let selfClosing = false
    let k = 0
    for (;;) {
      if (i >= end) return -1
      let c = text.charCodeAt(i)
      if (c === GT) break
      if (c === SLASH) {
        if (i + 1 >= end) return -1
        if (text.charCodeAt(i + 1) !== GT) {
          this.fail('forward-slash in opening tag not followed by >.', text, i)
        }
        selfClosing = true
        i++
        break
      }
      if (!isSpace(c)) {
        this.fail(
          i === nameEnd ? 'disallowed character in tag name.' : 'no whitespace between attributes.',
          text,
          i,
        )
      }
      while (isSpace((c = text.charCodeAt(i)))) i++
      if (i >= end) return -1
      if (c === GT || c === SLASH) continue
      // Runs of one element name their attributes in one order: the k-th is usually last time's.
      let attr = this.recentAttributes[k]
      let attrEnd = attr === undefined ? -1 : i + attr.length
      if (attr === undefined || !matchesAt(text, i, attr) || !endsName(text.charCodeAt(attrEnd))) {
        attrEnd = this.nameEnd(text, i, end)
        if (attrEnd >= end) return -1
        if (attrEnd === i) this.fail('disallowed character in attribute name.', text, i)
        attr = this.knownName(text, i, attrEnd, 'disallowed character in attribute name.')
        if (k < 8) this.recentAttributes[k] = attr
      }
      k++
      i = attrEnd
      while (isSpace((c = text.charCodeAt(i)))) i++
      if (i >= end) return -1
      if (c !== EQUALS) this.fail('attribute without value.', text, i)
      i++
      while (isSpace((c = text.charCodeAt(i)))) i++
      if (i >= end) return -1
      if (c !== QUOTE && c !== APOS) this.fail('unquoted attribute value.', text, i)
      const close = text.indexOf(c === QUOTE ? '"' : "'", i + 1)
      if (close < 0) return -1
      const value = this.attributeValue(text, i + 1, close)
      if (this.seenInTag(attributes, attr, k - 1))
        this.fail(`duplicate attribute: ${attr}.`, text, i)
      attributes[attr] = value
      i = close + 1
    }
    this.sawRoot = true
    this.stack.push(name)
    this.handlers.open(name, attributes)
    if (selfClosing) this.closeElement(name)
    return i + 1
  }

  /**
   * Whether the tag's attribute map already holds `attr`, the tag's `index`-th attribute. The first
   * few are told apart by comparing the names themselves (a string compare, usually of the one
   * kept instance), not by a keyed lookup in the map, which costs a tenth of reading a tag.
   */
  private seenInTag(attributes: Record<string, string>, attr: string, index: number): boolean {
    if (index >= TAG_ATTRIBUTES_COMPARED) return attributes[attr] !== undefined
    const names = this.tagAttributes
    for (let j = 0; j < index; j++) if (names[j] === attr) return true
    names[index] = attr
    return false
  }

  /**
   * The name from `start` to `end`, checked, as its one kept instance. The last tag names read
   * are tried first: a report repeats a handful of element names.
   */
  private knownName(text: string, start: number, end: number, reason: string): string {
    const length = end - start
    const recent = this.recentNames
    for (let r = 0; r < recent.length; r++) {
      const candidate = recent[r]!
      if (candidate.length === length && matchesAt(text, start, candidate)) return candidate
    }
    const name = this.checkName(text.slice(start, end), text, start, reason)
    if (recent.length < 4) recent.push(name)
    else recent[this.recentNext++ & 3] = name
    return name
  }

  /** The end tag at `lt` when its `>` is in the buffer: the index after it, else -1. */
  private wholeEndTag(text: string, lt: number): number {
    const gt = text.indexOf('>', lt + 2)
    if (gt < 0) return -1
    this.endTag(text, lt, gt)
    return gt + 1
  }

  private endTag(text: string, lt: number, gt: number): void {
    const start = lt + 2
    const top = this.stack[this.stack.length - 1]
    if (top !== undefined && gt === start + top.length && matchesAt(text, start, top)) {
      // The usual case: the name of the element open, right up to the `>`.
      this.closeElement(top)
      return
    }
    const nameEnd = this.nameEnd(text, start, gt)
    if (nameEnd === start) {
      this.fail(
        start === gt ? 'weird empty close tag.' : 'disallowed character in closing tag.',
        text,
        start,
      )
    }
    for (let i = nameEnd; i < gt; i++) {
      if (!isSpace(text.charCodeAt(i))) this.fail('disallowed character in closing tag.', text, i)
    }
    const name = this.checkName(
      text.slice(start, nameEnd),
      text,
      start,
      'disallowed character in closing tag.',
    )
    const open = this.stack[this.stack.length - 1]
    if (open === undefined) this.fail(`unmatched closing tag: ${name}.`, text, lt)
    if (open !== name) {
      this.fail(
        this.stack.includes(name) ? 'unexpected close tag.' : `unmatched closing tag: ${name}.`,
        text,
        lt,
      )
    }
    this.closeElement(name)
  }

  private closeElement(name: string): void {
    this.stack.pop()
    if (this.stack.length === 0) this.closedRoot = true
    this.handlers.close(name)
  }

  private instruction(text: string, start: number, end: number): void {
    const targetEnd = this.nameEnd(text, start + 2, end - 2)
    const target = text.slice(start + 2, targetEnd)
    if (target === '') this.fail('processing instruction without a target.', text, start)
    this.checkName(target, text, start + 2, 'disallowed character in processing instruction name.')
    if (targetEnd < end - 2 && !isSpace(text.charCodeAt(targetEnd))) {
      this.fail('disallowed character in processing instruction name.', text, targetEnd)
    }
    if (target.toLowerCase() !== 'xml') return
    // `xml` is reserved for the declaration, which only the very first characters may hold.
    if (target !== 'xml' || this.consumedBefore + start - this.scanFrom !== 0) {
      this.fail('the XML declaration must appear at the start of the document.', text, start)
    }
    if (!XML_DECL.test(text.slice(start, end))) this.fail('malformed XML declaration.', text, start)
  }

  /** Where a name starting at `i` ends: the first space, `=`, `/`, `>` or quote (or `limit`). */
  private nameEnd(text: string, i: number, limit: number): number {
    for (; i < limit; i++) {
      const c = text.charCodeAt(i)
      if (
        c <= 0x20
          ? isSpace(c)
          : c === EQUALS || c === SLASH || c === GT || c === QUOTE || c === APOS
      )
        return i
    }
    return limit
  }

  /**
   * `name` checked against XML's Name production, as the one instance kept for it: a later
   * attribute of that name is then a key the attribute object has already seen, which V8 stores
   * without looking the fresh string up again.
   */
  private checkName(name: string, text: string, at: number, reason: string): string {
    const known = this.names.get(name)
    if (known !== undefined) return known
    if (!NAME_RE.test(name)) this.fail(reason, text, at)
    if (this.names.size < NAME_MEMO_LIMIT) this.names.set(name, name)
    return name
  }

  /** A quoted value's text: references decoded, tab/newline/CR as spaces (CRLF as one). */
  private attributeValue(text: string, start: number, end: number): string {
    const raw = text.slice(start, end)
    if (this.specialAt < start) this.specialAt = this.nextSpecial(text, start)
    // Most values need no work: nothing special up to their end.
    if (this.specialAt >= end) return raw
    const lt = raw.indexOf('<')
    if (lt >= 0) this.fail('disallowed character.', text, start + lt)
    let out = ''
    let from = start
    for (let i = start; i < end; i++) {
      const c = text.charCodeAt(i)
      if (c === AMP) {
        const semi = this.referenceEnd(text, i, end)
        out += text.slice(from, i) + this.reference(text, i, semi)
        i = semi
        from = semi + 1
      } else if (c === 0x0d) {
        out += text.slice(from, i) + ' '
        if (text.charCodeAt(i + 1) === 0x0a) i++
        from = i + 1
      } else if (c === 0x0a || c === 0x09) {
        out += text.slice(from, i) + ' '
        from = i + 1
      }
    }
    return out + text.slice(from, end)
  }

  /** Character data from `start` to `end` (no markup inside): checked, and handed on if wanted. */
  private characters(text: string, start: number, end: number): void {
    if (this.stack.length === 0) {
      for (let i = start; i < end; i++) {
        if (!isSpace(text.charCodeAt(i))) this.fail('text data outside of root node.', text, i)
      }
      return
    }
    // `]]>` may not stand in text (a `]` carried over from the last chunk counts too).
    for (
      let b = this.nextBracket(text, start);
      b >= 0 && b < end;
      b = this.nextBracket(text, b + 1)
    ) {
      if (b + 3 <= end && text.startsWith(']]>', b)) {
        this.fail('the string "]]>" is disallowed in char data.', text, b)
      }
    }
    let amp = this.nextAmp(text, start)
    if (amp < 0 || amp >= end) {
      if (this.wantText) this.deliver(normalizeNewlines(text.slice(start, end)))
      return
    }
    let out = ''
    let from = start
    while (amp >= 0 && amp < end) {
      const semi = this.referenceEnd(text, amp, end)
      const decoded = this.reference(text, amp, semi)
      if (this.wantText) out += normalizeNewlines(text.slice(from, amp)) + decoded
      from = semi + 1
      amp = this.nextAmp(text, from)
    }
    if (this.wantText) this.deliver(out + normalizeNewlines(text.slice(from, end)))
  }

  /** The first `<` at or after `from` (-1 none), remembered as `nextAmp` remembers `&`. */
  private nextLt(text: string, from: number): number {
    if (this.ltAt !== -1 && this.ltAt < from) this.ltAt = text.indexOf('<', from)
    return this.ltAt
  }

  /** The first `<`, `&`, tab, LF or CR at or after `from`; the buffer's length when none. */
  private nextSpecial(text: string, from: number): number {
    if (this.newlineAt !== -1 && this.newlineAt < from) this.newlineAt = text.indexOf('\n', from)
    if (this.tabAt !== -1 && this.tabAt < from) this.tabAt = text.indexOf('\t', from)
    if (this.crAt !== -1 && this.crAt < from) this.crAt = text.indexOf('\r', from)
    let first = text.length
    first = earlier(this.nextLt(text, from), first)
    first = earlier(this.nextAmp(text, from), first)
    first = earlier(this.newlineAt, first)
    first = earlier(this.tabAt, first)
    return earlier(this.crAt, first)
  }

  /**
   * The first `&` at or after `from`. Remembered, so each stretch of the buffer is searched once,
   * not once per text node (most of which are a few spaces between tags).
   */
  private nextAmp(text: string, from: number): number {
    if (this.ampAt === -1) return -1
    if (this.ampAt < from) this.ampAt = text.indexOf('&', from)
    return this.ampAt
  }

  /** The first `]` at or after `from`, remembered as `nextAmp` remembers `&`. */
  private nextBracket(text: string, from: number): number {
    if (this.bracketAt === -1) return -1
    if (this.bracketAt < from) this.bracketAt = text.indexOf(']', from)
    return this.bracketAt
  }

  /**
   * Where text that runs to the end of the buffer may be cut safely: before a reference still
   * open, a `]` or two that may begin `]]>`, and a CR that may begin CRLF.
   */
  private safeTextEnd(text: string, start: number, end: number): number {
    let cut = end
    const amp = text.lastIndexOf('&', end - 1)
    if (amp >= start && text.indexOf(';', amp) < 0) {
      if (end - amp > MAX_REFERENCE) this.fail('undefined entity.', text, amp)
      cut = amp
    }
    while (cut > start && (text.charCodeAt(cut - 1) === 0x5d || text.charCodeAt(cut - 1) === 0x0d))
      cut--
    return cut
  }

  /** The `;` ending the reference at `amp`, within `end`; an error when there is none. */
  private referenceEnd(text: string, amp: number, end: number): number {
    const limit = Math.min(end, amp + MAX_REFERENCE)
    for (let i = amp + 1; i < limit; i++) {
      if (text.charCodeAt(i) === SEMI) return i
    }
    return this.fail(
      amp + 1 === end ? 'unexpected end.' : 'disallowed character in entity name.',
      text,
      amp,
    )
  }

  private reference(text: string, amp: number, semi: number): string {
    const name = text.slice(amp + 1, semi)
    if (name === '') this.fail('empty entity name.', text, amp)
    if (name.charCodeAt(0) !== 0x23) {
      const value = PREDEFINED[name]
      if (value !== undefined && Object.prototype.hasOwnProperty.call(PREDEFINED, name))
        return value
      return this.fail(
        NAME_RE.test(name) ? 'undefined entity.' : 'disallowed character in entity name.',
        text,
        amp,
      )
    }
    let code = Number.NaN
    if (/^#x[0-9a-fA-F]+$/.test(name)) code = parseInt(name.slice(2), 16)
    else if (/^#[0-9]+$/.test(name)) code = parseInt(name.slice(1), 10)
    if (!isXmlChar(code)) this.fail('malformed character entity.', text, amp)
    return String.fromCodePoint(code)
  }

  private deliver(text: string): void {
    if (text !== '') this.handlers.text(text)
  }

  private fail(reason: string, text: string, at: number): never {
    const from = Math.min(this.scanFrom, at)
    throw new XmlSyntaxError(reason, this.linesBefore + countNewlines(text, from, at) + 1)
  }
}

/**
 * Whether `word` stands in `text` at `at`. Names are short: a plain loop beats startsWith, which
 * first asks whether its argument is a RegExp.
 */
function matchesAt(text: string, at: number, word: string): boolean {
  const n = word.length
  for (let j = 0; j < n; j++) if (text.charCodeAt(at + j) !== word.charCodeAt(j)) return false
  return true
}

/** `at` when it is a place (not -1) before `first`, else `first`. */
function earlier(at: number, first: number): number {
  return at >= 0 && at < first ? at : first
}

/** Whether `c` may follow a name in a tag: a space, `=`, `/` or `>` (NaN at the end: no). */
function endsName(c: number): boolean {
  return c === EQUALS || isSpace(c) || c === GT || c === SLASH
}

function isXmlChar(c: number): boolean {
  return (
    (c >= 0x20 && c <= 0xd7ff) ||
    c === 0x0a ||
    c === 0x0d ||
    c === 0x09 ||
    (c >= 0xe000 && c <= 0xfffd) ||
    (c >= 0x10000 && c <= 0x10ffff)
  )
}

/** XML's end-of-line handling: CRLF and a lone CR read as LF. */
function normalizeNewlines(text: string): string {
  return text.indexOf('\r') < 0 ? text : text.replace(/\r\n?/g, '\n')
}

function countNewlines(text: string, from: number, to: number): number {
  let n = 0
  for (let i = text.indexOf('\n', from); i >= 0 && i < to; i = text.indexOf('\n', i + 1)) n++
  return n
}

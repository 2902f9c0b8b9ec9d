export const id = 581;
export const ids = [581];
export const modules = {

/***/ 7581:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  SafeXmlStream: () => (/* binding */ SafeXmlStream),
  XML_CHUNK_CHARS: () => (/* binding */ XML_CHUNK_CHARS),
  feed: () => (/* binding */ feed)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/shared/keep-shape.ts
var keep_shape = __webpack_require__(6168);
;// CONCATENATED MODULE: ./src/evidence/xml-scanner.ts
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
/** A well-formedness error: what is wrong, and the line (1-based) where it was found. */
class XmlSyntaxError extends Error {
    reason;
    line;
    constructor(reason, line) {
        super(reason);
        this.reason = reason;
        this.line = line;
    }
}
const LT = 0x3c;
const GT = 0x3e;
const AMP = 0x26;
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;
const EQUALS = 0x3d;
const QUOTE = 0x22;
const APOS = 0x27;
const SEMI = 0x3b;
/** Longest processing instruction accepted (a report has at most an XML declaration). */
const MAX_INSTRUCTION = 64 * 1024;
/** Longest entity or character reference accepted (`&#x10FFFF;` is ten characters). */
const MAX_REFERENCE = 12;
const PREDEFINED = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' };
const NAME_START = ':A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C\\u200D' +
    '\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}';
// XML's Name production lists code points, combining marks and joiners among them, on purpose.
const NAME_RE = new RegExp(
// eslint-disable-next-line no-misleading-character-class
`^[${NAME_START}][${NAME_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040]*$`, 'u');
/** Every character BAD_CHAR can match, as one class: a quick scan that nearly always says no. */
const MAYBE_BAD_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;
/** Characters XML 1.0 forbids: C0 controls but tab, LF and CR; lone surrogates; U+FFFE, U+FFFF. */
const BAD_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const XML_DECL = /^<\?xml[ \t\r\n]+version[ \t\r\n]*=[ \t\r\n]*(["'])1\.[0-9]+\1(?:[ \t\r\n]+encoding[ \t\r\n]*=[ \t\r\n]*(["'])[A-Za-z][A-Za-z0-9._-]*\2)?(?:[ \t\r\n]+standalone[ \t\r\n]*=[ \t\r\n]*(["'])(?:yes|no)\3)?[ \t\r\n]*\?>$/;
/**
 * The prototype of every attribute map: empty and itself without a prototype, so no name a
 * report writes (`__proto__`, `constructor`, `toString`) finds anything but its own value. Not
 * `Object.create(null)` for each map: V8 makes those hash tables, where maps made from one shared
 * prototype get hidden classes, and a report's runs of one element (the same names in the same
 * order) then share one, read by the parsers with inline caches instead of hash lookups.
 */
const ATTRIBUTE_MAP_PROTOTYPE = Object.freeze(Object.create(null));
/** Most distinct names remembered as valid: a hostile report's many names cost checks, not memory. */
const NAME_MEMO_LIMIT = 10_000;
/** A tag's attributes checked for duplicates by name, before its map is asked (see seenInTag). */
const TAG_ATTRIBUTES_COMPARED = 16;
function isSpace(c) {
    return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d;
}
/** What a chunk boundary cut: nothing, or a construct whose terminator is still to come. */
var Pending;
(function (Pending) {
    Pending[Pending["None"] = 0] = "None";
    /** A start or end tag: resume the quote-aware search for its `>`. */
    Pending[Pending["Tag"] = 1] = "Tag";
    Pending[Pending["Comment"] = 2] = "Comment";
    Pending[Pending["CData"] = 3] = "CData";
    Pending[Pending["Instruction"] = 4] = "Instruction";
})(Pending || (Pending = {}));
class XmlScanner {
    handlers;
    /** Deliver character data to `handlers.text`. */
    wantText = false;
    /** Unconsumed input: what the last chunk left (a cut tag, a cut reference) plus the new one. */
    buffer = '';
    pending = Pending.None;
    /** Where, in `buffer`, the search for the pending construct's end goes on. */
    resumeAt = 0;
    /** The quote the tag search stands inside (0: none), carried with `resumeAt`. */
    resumeQuote = 0;
    /** Newlines in the input consumed before `buffer` starts. */
    linesBefore = 0;
    stack = [];
    sawRoot = false;
    closedRoot = false;
    /** Nothing was written yet: a byte-order mark is skipped only here. */
    atStart = true;
    /** A high surrogate that ended the last chunk, waiting for its low half. */
    highSurrogate = '';
    /** Where the text being scanned starts to be new: what lies before it was counted already. */
    scanFrom = 0;
    /** Characters consumed before `buffer` starts: an XML declaration must be at 0. */
    consumedBefore = 0;
    /** The next `&` at or after the scan position in the current buffer (-1 none, -2 not looked). */
    ampAt = -2;
    bracketAt = -2;
    /**
     * The first character at or after where it was last searched from in the current buffer that
     * makes an attribute value more than its raw text, or wrong: `<`, `&`, tab, LF or CR (the
     * buffer's length when there is none; -1 not looked). A value that ends before it needs no work.
     */
    specialAt = -1;
    /**
     * The next `<`, LF, tab and CR at or after where each was last searched from (-1 none, -2 not
     * looked), remembered as `ampAt` is: one native search for each serves every value up to it,
     * and the next `<` is also where the next tag starts.
     */
    ltAt = -2;
    newlineAt = -2;
    tabAt = -2;
    crAt = -2;
    /** Valid names seen, each to its first instance (which property keys then share). */
    names = new Map();
    /** Tag names read lately, and where the next one goes (see knownName). */
    recentNames = [];
    recentNext = 0;
    /** The attribute names of the last start tag, in order. */
    recentAttributes = [];
    /** The current start tag's first attribute names (see seenInTag). */
    tagAttributes = [];
    /** The chunks a cut tag spans past `buffer`, joined once its end arrives. */
    tagParts = [];
    constructor(handlers) {
        this.handlers = handlers;
    }
    /** The line the reader is at: where the unconsumed input begins. */
    get line() {
        return this.linesBefore + 1;
    }
    /**
     * `vetted`: the caller has already found that `chunk` holds no character MAYBE_BAD_CHAR names
     * (one scan of each chunk instead of two, where the caller scans anyway).
     */
    write(chunk, vetted = false) {
        let piece = this.highSurrogate + chunk;
        this.highSurrogate = '';
        if (this.atStart && piece.length > 0) {
            this.atStart = false;
            if (piece.charCodeAt(0) === 0xfeff)
                piece = piece.slice(1);
        }
        // A high surrogate at the end may pair with the next chunk's first character.
        const last = piece.charCodeAt(piece.length - 1);
        if (last >= 0xd800 && last <= 0xdbff) {
            this.highSurrogate = piece.slice(-1);
            piece = piece.slice(0, -1);
        }
        // Only the new input is checked: what was carried had been checked with its own chunk.
        const bad = (!vetted || piece !== chunk) && MAYBE_BAD_CHAR.test(piece) ? BAD_CHAR.exec(piece) : null;
        if (bad)
            this.fail('disallowed character.', this.buffer + piece, this.buffer.length + bad.index);
        if (this.pending === Pending.Tag) {
            // A tag cut by the boundary: look for its end in the new input alone, so a long tag is
            // searched once, not again with every chunk that extends it.
            const gt = this.findTagEnd(piece, 0);
            if (gt < 0) {
                this.tagParts.push(piece);
                return;
            }
            // The tag is read from a string of its own, and the chunk on from after it: joining the
            // two would make every later read in the chunk go through a concatenation.
            const tag = this.buffer + this.tagParts.join('') + piece.slice(0, gt + 1);
            this.tagParts = [];
            this.resumeAt = tag.length - 1;
            this.buffer = '';
            this.consume(tag, false, 0);
            this.consume(piece, false, gt + 1);
            return;
        }
        this.consume(this.buffer === '' ? piece : this.buffer + piece, false, 0);
    }
    /** Scans `text` and keeps what could not be read yet (a cut construct) for the next chunk. */
    consume(text, final, from) {
        this.ampAt = -2;
        this.specialAt = -1;
        this.ltAt = -2;
        this.newlineAt = -2;
        this.tabAt = -2;
        this.crAt = -2;
        this.bracketAt = -2;
        this.scanFrom = from;
        const consumed = this.scan(text, final, from);
        this.scanFrom = 0;
        this.linesBefore += countNewlines(text, from, consumed);
        this.consumedBefore += consumed - from;
        this.resumeAt -= consumed;
        this.buffer = consumed === 0 ? text : text.slice(consumed);
        if (this.pending === Pending.Comment || this.pending === Pending.CData) {
            // Inside a comment or CDATA only the search position matters (CDATA text went out as it
            // came): drop what was read, so a long one is not carried and searched chunk after chunk.
            this.linesBefore += countNewlines(this.buffer, 0, this.resumeAt);
            this.consumedBefore += this.resumeAt;
            this.buffer = this.buffer.slice(this.resumeAt);
            this.resumeAt = 0;
        }
        else if (this.pending === Pending.Instruction && this.buffer.length > MAX_INSTRUCTION) {
            this.fail('processing instruction too long.', this.buffer, 0);
        }
    }
    close() {
        // A tag still cut at the end never ends.
        if (this.pending === Pending.Tag && this.resumeAt >= this.buffer.length) {
            this.fail('unexpected end.', this.buffer + this.tagParts.join(''), this.buffer.length);
        }
        if (this.highSurrogate !== '')
            this.fail('disallowed character.', this.buffer, this.buffer.length);
        this.consume(this.buffer, true, 0);
        if (this.buffer.length > 0 || this.pending !== Pending.None) {
            this.fail('unexpected end.', this.buffer, this.buffer.length);
        }
        if (!this.sawRoot)
            this.fail('document must contain a root element.', '', 0);
        const open = this.stack[this.stack.length - 1];
        if (open !== undefined)
            this.fail(`unclosed tag: ${open}`, '', 0);
    }
    /**
     * Reads what `text` holds whole, calling the handlers; returns how much was consumed. At the
     * end of input (`final`) text runs to the end; otherwise a cut construct is left unconsumed.
     */
    scan(text, final, from) {
        let pos = from;
        const end = text.length;
        while (pos < end) {
            if (this.pending !== Pending.None) {
                const done = this.finishPending(text, pos);
                if (done < 0)
                    return pos;
                pos = done;
                continue;
            }
            const lt = this.nextLt(text, pos);
            if (lt !== pos) {
                const stop = lt < 0 ? end : lt;
                const upTo = lt < 0 && !final ? this.safeTextEnd(text, pos, stop) : stop;
                if (upTo > pos)
                    this.characters(text, pos, upTo);
                if (lt < 0)
                    return upTo;
                pos = lt;
                continue;
            }
            if (lt + 1 >= end)
                return final ? this.fail('unexpected end.', text, lt) : lt;
            const next = text.charCodeAt(lt + 1);
            if (next === BANG) {
                if (text.startsWith('<!--', lt)) {
                    this.pending = Pending.Comment;
                    this.resumeAt = lt + 4;
                }
                else if (text.startsWith('<![CDATA[', lt)) {
                    if (this.stack.length === 0)
                        this.fail('text data outside of root node.', text, lt);
                    this.pending = Pending.CData;
                    this.resumeAt = lt + 9;
                }
                else if (lt + 9 > end &&
                    !final &&
                    ('<![CDATA['.startsWith(text.slice(lt)) ||
                        '<!--'.startsWith(text.slice(lt)) ||
                        '<!DOCTYPE'.startsWith(text.slice(lt)))) {
                    return lt;
                }
                else if (text.startsWith('<!DOCTYPE', lt)) {
                    this.fail('DOCTYPE declarations are not accepted', text, lt);
                }
                else {
                    this.fail('incorrect syntax.', text, lt);
                }
            }
            else if (next === QUESTION) {
                this.pending = Pending.Instruction;
                this.resumeAt = lt + 2;
            }
            else {
                // A tag whole in the buffer is read at once; only a cut one waits, its end searched for
                // in each further chunk alone (see write).
                const done = next === SLASH ? this.wholeEndTag(text, lt) : this.startTag(text, lt);
                if (done >= 0) {
                    pos = done;
                    continue;
                }
                if (final)
                    this.fail('unexpected end.', text, end);
                this.pending = Pending.Tag;
                this.resumeQuote = 0;
                if (this.findTagEnd(text, lt + 1) >= 0)
                    this.fail('unexpected end.', text, end);
                this.resumeAt = end;
                return lt;
            }
            // The construct starts at `lt`; finishPending reads it from there.
            const done = this.finishPending(text, lt);
            if (done < 0)
                return lt;
            pos = done;
        }
        return pos;
    }
    /**
     * Looks for the end of the pending construct that starts at `start`; when found, reads it and
     * returns the index after it, else notes where to resume and returns -1.
     */
    finishPending(text, start) {
        switch (this.pending) {
            case Pending.Tag: {
                const gt = this.findTagEnd(text, this.resumeAt);
                if (gt < 0) {
                    this.resumeAt = text.length;
                    return -1;
                }
                this.pending = Pending.None;
                if (text.charCodeAt(start + 1) === SLASH) {
                    this.endTag(text, start, gt);
                    return gt + 1;
                }
                // The search and the reading agree on where a tag ends; were they ever not to, refuse.
                const done = this.startTag(text, start);
                if (done !== gt + 1)
                    this.fail('unexpected end.', text, gt);
                return done;
            }
            case Pending.Comment: {
                const dashes = text.indexOf('--', this.resumeAt);
                if (dashes < 0 || dashes + 2 >= text.length) {
                    this.resumeAt = Math.max(this.resumeAt, text.length - 2);
                    return -1;
                }
                if (text.charCodeAt(dashes + 2) !== GT)
                    this.fail('malformed comment.', text, dashes);
                this.pending = Pending.None;
                return dashes + 3;
            }
            case Pending.CData: {
                const close = text.indexOf(']]>', this.resumeAt);
                if (close < 0) {
                    // Hand on what is whole so far, keeping back a `]]` or a CR the next chunk may complete.
                    let upTo = Math.max(this.resumeAt, text.length - 2);
                    if (upTo > this.resumeAt && text.charCodeAt(upTo - 1) === 0x0d)
                        upTo--;
                    if (this.wantText && upTo > this.resumeAt) {
                        this.deliver(normalizeNewlines(text.slice(this.resumeAt, upTo)));
                    }
                    this.resumeAt = upTo;
                    return -1;
                }
                if (this.wantText && close > this.resumeAt) {
                    this.deliver(normalizeNewlines(text.slice(this.resumeAt, close)));
                }
                this.pending = Pending.None;
                return close + 3;
            }
            case Pending.Instruction: {
                const close = text.indexOf('?>', this.resumeAt);
                if (close < 0) {
                    this.resumeAt = Math.max(this.resumeAt, text.length - 1);
                    return -1;
                }
                this.pending = Pending.None;
                this.instruction(text, start, close + 2);
                return close + 2;
            }
            default:
                return start;
        }
    }
    /**
     * The `>` that ends the tag being searched, from `from` on, outside quoted values (the quote
     * the search stood in is carried in `resumeQuote`); -1 when it is not in `text` yet.
     */
    findTagEnd(text, from) {
        let quote = this.resumeQuote;
        const end = text.length;
        for (let i = from; i < end; i++) {
            if (quote !== 0) {
                // Skip to the closing quote at once: values are most of a tag's length.
                const close = text.indexOf(quote === QUOTE ? '"' : "'", i);
                if (close < 0)
                    break;
                i = close;
                quote = 0;
                continue;
            }
            const c = text.charCodeAt(i);
            if (c === GT) {
                this.resumeQuote = 0;
                return i;
            }
            if (c === QUOTE || c === APOS)
                quote = c;
            else if (c === LT)
                this.fail('disallowed character in attribute name.', text, i);
        }
        this.resumeQuote = quote;
        return -1;
    }
    /**
     * Reads the start tag at `lt` straight from the buffer, values found by their quotes (a `>`
     * inside one ends nothing); returns the index after its `>`, or -1 when the buffer ends first.
     */
    startTag(text, lt) {
        const end = text.length;
        let i = lt + 1;
        const nameEnd = this.nameEnd(text, i, end);
        if (nameEnd >= end)
            return -1;
        if (nameEnd === i)
            this.fail('disallowed character in tag name.', text, i);
        const name = this.knownName(text, i, nameEnd, 'disallowed character in tag name.');
        if (this.closedRoot)
            this.fail('documents may contain only one root.', text, lt);
        const attributes = Object.create(ATTRIBUTE_MAP_PROTOTYPE);
        i = nameEnd;
        let selfClosing = false;
        let k = 0;
        for (;;) {
            if (i >= end)
                return -1;
            let c = text.charCodeAt(i);
            if (c === GT)
                break;
            if (c === SLASH) {
                if (i + 1 >= end)
                    return -1;
                if (text.charCodeAt(i + 1) !== GT) {
                    this.fail('forward-slash in opening tag not followed by >.', text, i);
                }
                selfClosing = true;
                i++;
                break;
            }
            if (!isSpace(c)) {
                this.fail(i === nameEnd ? 'disallowed character in tag name.' : 'no whitespace between attributes.', text, i);
            }
            while (isSpace((c = text.charCodeAt(i))))
                i++;
            if (i >= end)
                return -1;
            if (c === GT || c === SLASH)
                continue;
            // Runs of one element name their attributes in one order: the k-th is usually last time's.
            let attr = this.recentAttributes[k];
            let attrEnd = attr === undefined ? -1 : i + attr.length;
            if (attr === undefined || !matchesAt(text, i, attr) || !endsName(text.charCodeAt(attrEnd))) {
                attrEnd = this.nameEnd(text, i, end);
                if (attrEnd >= end)
                    return -1;
                if (attrEnd === i)
                    this.fail('disallowed character in attribute name.', text, i);
                attr = this.knownName(text, i, attrEnd, 'disallowed character in attribute name.');
                if (k < 8)
                    this.recentAttributes[k] = attr;
            }
            k++;
            i = attrEnd;
            while (isSpace((c = text.charCodeAt(i))))
                i++;
            if (i >= end)
                return -1;
            if (c !== EQUALS)
                this.fail('attribute without value.', text, i);
            i++;
            while (isSpace((c = text.charCodeAt(i))))
                i++;
            if (i >= end)
                return -1;
            if (c !== QUOTE && c !== APOS)
                this.fail('unquoted attribute value.', text, i);
            const close = text.indexOf(c === QUOTE ? '"' : "'", i + 1);
            if (close < 0)
                return -1;
            const value = this.attributeValue(text, i + 1, close);
            if (this.seenInTag(attributes, attr, k - 1))
                this.fail(`duplicate attribute: ${attr}.`, text, i);
            attributes[attr] = value;
            i = close + 1;
        }
        this.sawRoot = true;
        this.stack.push(name);
        this.handlers.open(name, attributes);
        if (selfClosing)
            this.closeElement(name);
        return i + 1;
    }
    /**
     * Whether the tag's attribute map already holds `attr`, the tag's `index`-th attribute. The first
     * few are told apart by comparing the names themselves (a string compare, usually of the one
     * kept instance), not by a keyed lookup in the map, which costs a tenth of reading a tag.
     */
    seenInTag(attributes, attr, index) {
        if (index >= TAG_ATTRIBUTES_COMPARED)
            return attributes[attr] !== undefined;
        const names = this.tagAttributes;
        for (let j = 0; j < index; j++)
            if (names[j] === attr)
                return true;
        names[index] = attr;
        return false;
    }
    /**
     * The name from `start` to `end`, checked, as its one kept instance. The last tag names read
     * are tried first: a report repeats a handful of element names.
     */
    knownName(text, start, end, reason) {
        const length = end - start;
        const recent = this.recentNames;
        for (let r = 0; r < recent.length; r++) {
            const candidate = recent[r];
            if (candidate.length === length && matchesAt(text, start, candidate))
                return candidate;
        }
        const name = this.checkName(text.slice(start, end), text, start, reason);
        if (recent.length < 4)
            recent.push(name);
        else
            recent[this.recentNext++ & 3] = name;
        return name;
    }
    /** The end tag at `lt` when its `>` is in the buffer: the index after it, else -1. */
    wholeEndTag(text, lt) {
        const gt = text.indexOf('>', lt + 2);
        if (gt < 0)
            return -1;
        this.endTag(text, lt, gt);
        return gt + 1;
    }
    endTag(text, lt, gt) {
        const start = lt + 2;
        const top = this.stack[this.stack.length - 1];
        if (top !== undefined && gt === start + top.length && matchesAt(text, start, top)) {
            // The usual case: the name of the element open, right up to the `>`.
            this.closeElement(top);
            return;
        }
        const nameEnd = this.nameEnd(text, start, gt);
        if (nameEnd === start) {
            this.fail(start === gt ? 'weird empty close tag.' : 'disallowed character in closing tag.', text, start);
        }
        for (let i = nameEnd; i < gt; i++) {
            if (!isSpace(text.charCodeAt(i)))
                this.fail('disallowed character in closing tag.', text, i);
        }
        const name = this.checkName(text.slice(start, nameEnd), text, start, 'disallowed character in closing tag.');
        const open = this.stack[this.stack.length - 1];
        if (open === undefined)
            this.fail(`unmatched closing tag: ${name}.`, text, lt);
        if (open !== name) {
            this.fail(this.stack.includes(name) ? 'unexpected close tag.' : `unmatched closing tag: ${name}.`, text, lt);
        }
        this.closeElement(name);
    }
    closeElement(name) {
        this.stack.pop();
        if (this.stack.length === 0)
            this.closedRoot = true;
        this.handlers.close(name);
    }
    instruction(text, start, end) {
        const targetEnd = this.nameEnd(text, start + 2, end - 2);
        const target = text.slice(start + 2, targetEnd);
        if (target === '')
            this.fail('processing instruction without a target.', text, start);
        this.checkName(target, text, start + 2, 'disallowed character in processing instruction name.');
        if (targetEnd < end - 2 && !isSpace(text.charCodeAt(targetEnd))) {
            this.fail('disallowed character in processing instruction name.', text, targetEnd);
        }
        if (target.toLowerCase() !== 'xml')
            return;
        // `xml` is reserved for the declaration, which only the very first characters may hold.
        if (target !== 'xml' || this.consumedBefore + start - this.scanFrom !== 0) {
            this.fail('the XML declaration must appear at the start of the document.', text, start);
        }
        if (!XML_DECL.test(text.slice(start, end)))
            this.fail('malformed XML declaration.', text, start);
    }
    /** Where a name starting at `i` ends: the first space, `=`, `/`, `>` or quote (or `limit`). */
    nameEnd(text, i, limit) {
        for (; i < limit; i++) {
            const c = text.charCodeAt(i);
            if (c <= 0x20
                ? isSpace(c)
                : c === EQUALS || c === SLASH || c === GT || c === QUOTE || c === APOS)
                return i;
        }
        return limit;
    }
    /**
     * `name` checked against XML's Name production, as the one instance kept for it: a later
     * attribute of that name is then a key the attribute object has already seen, which V8 stores
     * without looking the fresh string up again.
     */
    checkName(name, text, at, reason) {
        const known = this.names.get(name);
        if (known !== undefined)
            return known;
        if (!NAME_RE.test(name))
            this.fail(reason, text, at);
        if (this.names.size < NAME_MEMO_LIMIT)
            this.names.set(name, name);
        return name;
    }
    /** A quoted value's text: references decoded, tab/newline/CR as spaces (CRLF as one). */
    attributeValue(text, start, end) {
        const raw = text.slice(start, end);
        if (this.specialAt < start)
            this.specialAt = this.nextSpecial(text, start);
        // Most values need no work: nothing special up to their end.
        if (this.specialAt >= end)
            return raw;
        const lt = raw.indexOf('<');
        if (lt >= 0)
            this.fail('disallowed character.', text, start + lt);
        let out = '';
        let from = start;
        for (let i = start; i < end; i++) {
            const c = text.charCodeAt(i);
            if (c === AMP) {
                const semi = this.referenceEnd(text, i, end);
                out += text.slice(from, i) + this.reference(text, i, semi);
                i = semi;
                from = semi + 1;
            }
            else if (c === 0x0d) {
                out += text.slice(from, i) + ' ';
                if (text.charCodeAt(i + 1) === 0x0a)
                    i++;
                from = i + 1;
            }
            else if (c === 0x0a || c === 0x09) {
                out += text.slice(from, i) + ' ';
                from = i + 1;
            }
        }
        return out + text.slice(from, end);
    }
    /** Character data from `start` to `end` (no markup inside): checked, and handed on if wanted. */
    characters(text, start, end) {
        if (this.stack.length === 0) {
            for (let i = start; i < end; i++) {
                if (!isSpace(text.charCodeAt(i)))
                    this.fail('text data outside of root node.', text, i);
            }
            return;
        }
        // `]]>` may not stand in text (a `]` carried over from the last chunk counts too).
        for (let b = this.nextBracket(text, start); b >= 0 && b < end; b = this.nextBracket(text, b + 1)) {
            if (b + 3 <= end && text.startsWith(']]>', b)) {
                this.fail('the string "]]>" is disallowed in char data.', text, b);
            }
        }
        let amp = this.nextAmp(text, start);
        if (amp < 0 || amp >= end) {
            if (this.wantText)
                this.deliver(normalizeNewlines(text.slice(start, end)));
            return;
        }
        let out = '';
        let from = start;
        while (amp >= 0 && amp < end) {
            const semi = this.referenceEnd(text, amp, end);
            const decoded = this.reference(text, amp, semi);
            if (this.wantText)
                out += normalizeNewlines(text.slice(from, amp)) + decoded;
            from = semi + 1;
            amp = this.nextAmp(text, from);
        }
        if (this.wantText)
            this.deliver(out + normalizeNewlines(text.slice(from, end)));
    }
    /** The first `<` at or after `from` (-1 none), remembered as `nextAmp` remembers `&`. */
    nextLt(text, from) {
        if (this.ltAt !== -1 && this.ltAt < from)
            this.ltAt = text.indexOf('<', from);
        return this.ltAt;
    }
    /** The first `<`, `&`, tab, LF or CR at or after `from`; the buffer's length when none. */
    nextSpecial(text, from) {
        if (this.newlineAt !== -1 && this.newlineAt < from)
            this.newlineAt = text.indexOf('\n', from);
        if (this.tabAt !== -1 && this.tabAt < from)
            this.tabAt = text.indexOf('\t', from);
        if (this.crAt !== -1 && this.crAt < from)
            this.crAt = text.indexOf('\r', from);
        let first = text.length;
        first = earlier(this.nextLt(text, from), first);
        first = earlier(this.nextAmp(text, from), first);
        first = earlier(this.newlineAt, first);
        first = earlier(this.tabAt, first);
        return earlier(this.crAt, first);
    }
    /**
     * The first `&` at or after `from`. Remembered, so each stretch of the buffer is searched once,
     * not once per text node (most of which are a few spaces between tags).
     */
    nextAmp(text, from) {
        if (this.ampAt === -1)
            return -1;
        if (this.ampAt < from)
            this.ampAt = text.indexOf('&', from);
        return this.ampAt;
    }
    /** The first `]` at or after `from`, remembered as `nextAmp` remembers `&`. */
    nextBracket(text, from) {
        if (this.bracketAt === -1)
            return -1;
        if (this.bracketAt < from)
            this.bracketAt = text.indexOf(']', from);
        return this.bracketAt;
    }
    /**
     * Where text that runs to the end of the buffer may be cut safely: before a reference still
     * open, a `]` or two that may begin `]]>`, and a CR that may begin CRLF.
     */
    safeTextEnd(text, start, end) {
        let cut = end;
        const amp = text.lastIndexOf('&', end - 1);
        if (amp >= start && text.indexOf(';', amp) < 0) {
            if (end - amp > MAX_REFERENCE)
                this.fail('undefined entity.', text, amp);
            cut = amp;
        }
        while (cut > start && (text.charCodeAt(cut - 1) === 0x5d || text.charCodeAt(cut - 1) === 0x0d))
            cut--;
        return cut;
    }
    /** The `;` ending the reference at `amp`, within `end`; an error when there is none. */
    referenceEnd(text, amp, end) {
        const limit = Math.min(end, amp + MAX_REFERENCE);
        for (let i = amp + 1; i < limit; i++) {
            if (text.charCodeAt(i) === SEMI)
                return i;
        }
        return this.fail(amp + 1 === end ? 'unexpected end.' : 'disallowed character in entity name.', text, amp);
    }
    reference(text, amp, semi) {
        const name = text.slice(amp + 1, semi);
        if (name === '')
            this.fail('empty entity name.', text, amp);
        if (name.charCodeAt(0) !== 0x23) {
            const value = PREDEFINED[name];
            if (value !== undefined && Object.prototype.hasOwnProperty.call(PREDEFINED, name))
                return value;
            return this.fail(NAME_RE.test(name) ? 'undefined entity.' : 'disallowed character in entity name.', text, amp);
        }
        let code = Number.NaN;
        if (/^#x[0-9a-fA-F]+$/.test(name))
            code = parseInt(name.slice(2), 16);
        else if (/^#[0-9]+$/.test(name))
            code = parseInt(name.slice(1), 10);
        if (!isXmlChar(code))
            this.fail('malformed character entity.', text, amp);
        return String.fromCodePoint(code);
    }
    deliver(text) {
        if (text !== '')
            this.handlers.text(text);
    }
    fail(reason, text, at) {
        const from = Math.min(this.scanFrom, at);
        throw new XmlSyntaxError(reason, this.linesBefore + countNewlines(text, from, at) + 1);
    }
}
/**
 * Whether `word` stands in `text` at `at`. Names are short: a plain loop beats startsWith, which
 * first asks whether its argument is a RegExp.
 */
function matchesAt(text, at, word) {
    const n = word.length;
    for (let j = 0; j < n; j++)
        if (text.charCodeAt(at + j) !== word.charCodeAt(j))
            return false;
    return true;
}
/** `at` when it is a place (not -1) before `first`, else `first`. */
function earlier(at, first) {
    return at >= 0 && at < first ? at : first;
}
/** Whether `c` may follow a name in a tag: a space, `=`, `/` or `>` (NaN at the end: no). */
function endsName(c) {
    return c === EQUALS || isSpace(c) || c === GT || c === SLASH;
}
function isXmlChar(c) {
    return ((c >= 0x20 && c <= 0xd7ff) ||
        c === 0x0a ||
        c === 0x0d ||
        c === 0x09 ||
        (c >= 0xe000 && c <= 0xfffd) ||
        (c >= 0x10000 && c <= 0x10ffff));
}
/** XML's end-of-line handling: CRLF and a lone CR read as LF. */
function normalizeNewlines(text) {
    return text.indexOf('\r') < 0 ? text : text.replace(/\r\n?/g, '\n');
}
function countNewlines(text, from, to) {
    let n = 0;
    for (let i = text.indexOf('\n', from); i >= 0 && i < to; i = text.indexOf('\n', i + 1))
        n++;
    return n;
}

;// CONCATENATED MODULE: ./src/evidence/xml-stream.ts



const DOCTYPE_OPENING = '<!DOCTYPE';
const DOCTYPE_OPENING_ANY_CASE = /<!DOCTYPE/i;
/** Characters of the last chunk kept to find an opening cut by the next chunk's boundary. */
const HEAD_KEPT = 16;
/** Feeds a whole string to a streaming parser in chunks, exactly as a file would arrive. */
function feed(parser, text) {
    for (let i = 0; i < text.length; i += XML_CHUNK_CHARS)
        parser.write(text.slice(i, i + XML_CHUNK_CHARS));
    parser.end();
}
/** Chunk size used when a whole string is fed to the parser (the file path streams anyway). */
const XML_CHUNK_CHARS = 64 * 1024;
let streamShapeKept = false;
/**
 * A streaming XML reader hardened for hostile reports: a DOCTYPE is refused outright (so no
 * entity is ever declared, let alone expanded: the reader knows only the five predefined ones,
 * and a character reference such as `&#38;lol;` decodes once to literal text), nesting depth is
 * bounded, and text is delivered only where the parser asks for it, capped so a huge
 * `<system-out>` or failure body costs neither time nor memory. Every error is an InputError
 * naming file and line.
 */
class SafeXmlStream {
    where;
    limits;
    handlers;
    textCap;
    scanner;
    depth = 0;
    sawRoot = false;
    head = '';
    /** Characters of text delivered since text was last asked for. */
    textSeen = 0;
    /** A character reference cut by the chunk boundary (`&#x1`), held until its end arrives. */
    pendingReference = '';
    /** The last chunk holds no character the reader would have to look at (see visibleControls). */
    vetted = false;
    constructor(where, limits, handlers, 
    /** Most characters of one text node delivered. */
    textCap) {
        this.where = where;
        this.limits = limits;
        this.handlers = handlers;
        this.textCap = textCap;
        // One stream (and its scanner) kept for the life of the process, made with the first one:
        // their hidden classes then outlive each report's reader (see keep-shape.ts).
        if (!streamShapeKept) {
            streamShapeKept = true;
            (0,keep_shape/* keepShape */.h)(new SafeXmlStream(where, limits, handlers, textCap));
        }
        this.scanner = new XmlScanner({
            open: (name, attributes) => {
                this.sawRoot = true;
                if (++this.depth > this.limits.maxDepth) {
                    throw this.error(`elements nest deeper than ${this.limits.maxDepth} levels`);
                }
                this.handlers.open(name, attributes);
            },
            close: (name) => {
                this.depth--;
                this.handlers.close(name);
            },
            text: (text) => {
                if (this.textSeen >= this.textCap)
                    return;
                this.textSeen += text.length;
                this.handlers.text(text);
            },
        });
    }
    /** Deliver character data to `handlers.text` from now on (true) or not (false). */
    wantText(on) {
        if (on && !this.scanner.wantText)
            this.textSeen = 0;
        this.scanner.wantText = on;
    }
    write(chunk) {
        const text = this.visibleControls(chunk);
        if (!this.sawRoot)
            this.refuseEarlyDoctype(text);
        const vetted = this.vetted;
        this.guard(() => this.scanner.write(text, vetted));
    }
    end() {
        const rest = this.pendingReference;
        this.pendingReference = '';
        if (rest)
            this.guard(() => this.scanner.write(rest));
        this.guard(() => this.scanner.close());
        if (!this.sawRoot)
            throw this.error('no root element: the file holds no XML document');
    }
    /**
     * Runners write terminal colours into reports (`\x1B[31m`, raw or as `&#x1B;`), which XML 1.0
     * forbids. Rather than refuse the whole report, such characters become visible text (`\x1B`),
     * so the failure still counts and its message shows what the runner printed.
     */
    visibleControls(chunk) {
        let text = this.pendingReference + chunk;
        this.pendingReference = '';
        const amp = text.lastIndexOf('&');
        if (amp >= 0 &&
            text.length - amp <= MAX_REFERENCE_CHARS &&
            PARTIAL_REFERENCE.test(text.slice(amp))) {
            this.pendingReference = text.slice(amp);
            text = text.slice(0, amp);
        }
        // Nearly every chunk holds neither: two quick scans say so (a plain substring search is far
        // faster than one regex with both), and the chunk goes through as is. The second looks for
        // every character the reader refuses too, so the reader need not look again.
        this.vetted = !MAYBE_BAD_CHAR.test(text);
        if (this.vetted && !text.includes('&#'))
            return text;
        this.vetted = false;
        // One pass for both: a raw control and a reference never overlap, and what replaces a raw
        // control (`\x1B`) cannot start or complete a reference.
        return text.replace(CONTROL_OR_REFERENCE, (found, hex, dec) => {
            if (found.length === 1)
                return escapeControl(found.charCodeAt(0));
            const code = hex !== undefined ? parseInt(hex, 16) : Number(dec);
            return isForbiddenControl(code) ? escapeControl(code) : found;
        });
    }
    /**
     * A DOCTYPE is refused as soon as its opening is seen before the root element, whatever the
     * reader would make of the rest: a hostile internal subset could be megabytes long.
     */
    refuseEarlyDoctype(chunk) {
        const head = this.head;
        // The chunk, and the few characters around its start where an opening cut by the boundary
        // stands, are asked apart: joining them copied the whole chunk (often the whole report) only
        // to look at it. Without a `<!` there is no DOCTYPE, in any letter case, to look for.
        const boundary = head + chunk.slice(0, DOCTYPE_OPENING.length);
        if ((boundary.includes('<!') && DOCTYPE_OPENING_ANY_CASE.test(boundary)) ||
            (chunk.includes('<!') && DOCTYPE_OPENING_ANY_CASE.test(chunk))) {
            const window = head + chunk;
            const before = window.slice(0, window.search(DOCTYPE_OPENING_ANY_CASE));
            const line = this.scanner.line + xml_stream_countNewlines(before.slice(head.length)) || 1;
            throw new errors/* InputError */.dz(`${this.where}:${line}: DOCTYPE declarations are not accepted in a test report (entities stay off)`, this.where);
        }
        this.head =
            chunk.length >= HEAD_KEPT ? chunk.slice(-HEAD_KEPT) : (head + chunk).slice(-HEAD_KEPT);
    }
    guard(step) {
        try {
            step();
        }
        catch (err) {
            if (err instanceof errors/* InputError */.dz)
                throw err;
            if (err instanceof XmlSyntaxError) {
                const reason = err.reason.startsWith('DOCTYPE')
                    ? `${err.reason} in a test report (entities stay off)`
                    : `malformed XML: ${err.reason.replace(/\.$/, '')}`;
                throw new errors/* InputError */.dz(`${this.where}:${err.line}: ${reason}`, this.where);
            }
            throw err;
        }
    }
    error(reason) {
        return new errors/* InputError */.dz(`${this.where}:${this.scanner.line}: ${reason}`, this.where);
    }
}
/**
 * A C0 control other than tab, line feed and carriage return (not a character in XML 1.0), raw,
 * or a character reference (`&#x1B;`, `&#27;`) that may name one.
 */
const CONTROL_OR_REFERENCE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|&#(?:[xX]0*([0-9a-fA-F]{1,2})|0*([0-9]{1,2}));/g;
/** The start of a character reference that a chunk boundary may have cut. */
const PARTIAL_REFERENCE = /^&(?:#(?:[xX][0-9a-fA-F]*|[0-9]*))?$/;
const MAX_REFERENCE_CHARS = 16;
function isForbiddenControl(code) {
    return code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;
}
function escapeControl(code) {
    return `\\x${code.toString(16).toUpperCase().padStart(2, '0')}`;
}
function xml_stream_countNewlines(text) {
    let n = 0;
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
        n++;
    return n;
}


/***/ })

};

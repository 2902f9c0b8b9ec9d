export const id = 369;
export const ids = [369];
export const modules = {

/***/ 9369:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SafeXmlStream: () => (/* binding */ SafeXmlStream),
/* harmony export */   XML_CHUNK_CHARS: () => (/* binding */ XML_CHUNK_CHARS),
/* harmony export */   feed: () => (/* binding */ feed)
/* harmony export */ });
/* harmony import */ var saxes__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9800);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _shared_keep_shape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6168);



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
 * entity is ever declared, let alone expanded: saxes knows only the five predefined ones, and a
 * character reference such as `&#38;lol;` decodes once to literal text), nesting depth is bounded,
 * and text is delivered only where the parser asks for it, capped so a huge `<system-out>` or
 * failure body costs neither time nor memory. Every error is an InputError naming file and line.
 */
class SafeXmlStream {
    where;
    limits;
    handlers;
    textCap;
    parser = new saxes__WEBPACK_IMPORTED_MODULE_0__/* .SaxesParser */ .wT({ xmlns: false, position: true });
    depth = 0;
    sawRoot = false;
    head = '';
    textWanted = false;
    /** A character reference cut by the chunk boundary (`&#x1`), held until its end arrives. */
    pendingReference = '';
    constructor(where, limits, handlers, 
    /** Most characters of one text node kept while it accumulates. */
    textCap) {
        this.where = where;
        this.limits = limits;
        this.handlers = handlers;
        this.textCap = textCap;
        // One stream (and its saxes parser) kept for the life of the process, made with the first
        // one: their hidden classes then outlive each report's parser (see keep-shape.ts).
        if (!streamShapeKept) {
            streamShapeKept = true;
            (0,_shared_keep_shape_js__WEBPACK_IMPORTED_MODULE_2__/* .keepShape */ .h)(new SafeXmlStream(where, limits, handlers, textCap));
        }
        const parser = this.parser;
        parser.on('doctype', () => {
            throw this.error('DOCTYPE declarations are not accepted in a test report (entities stay off)');
        });
        parser.on('opentag', (tag) => {
            this.sawRoot = true;
            this.depth++;
            if (this.depth > this.limits.maxDepth) {
                throw this.error(`elements nest deeper than ${this.limits.maxDepth} levels`);
            }
            this.handlers.open(tag.name, tag.attributes);
        });
        parser.on('closetag', (tag) => {
            this.depth--;
            this.handlers.close(tag.name);
        });
    }
    /** Deliver character data to `handlers.text` from now on (true) or not (false). */
    wantText(on) {
        if (on === this.textWanted)
            return;
        this.textWanted = on;
        if (on) {
            const deliver = (text) => this.handlers.text(text);
            this.parser.on('text', deliver);
            this.parser.on('cdata', deliver);
        }
        else {
            this.parser.off('text');
            this.parser.off('cdata');
        }
    }
    write(chunk) {
        const text = this.visibleControls(chunk);
        if (!this.sawRoot)
            this.refuseEarlyDoctype(text);
        this.guard(() => this.parser.write(text));
        this.capPendingText();
    }
    end() {
        const rest = this.pendingReference;
        this.pendingReference = '';
        if (rest)
            this.guard(() => this.parser.write(rest));
        this.guard(() => this.parser.close());
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
        // Nearly every chunk holds neither: one quick scan says so, and the chunk goes through as is.
        if (!MAYBE_CONTROL_OR_REFERENCE.test(text))
            return text;
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
     * saxes reports a DOCTYPE only once it is complete; a hostile internal subset could be
     * megabytes long. Looking for its opening before the root element refuses it at once.
     */
    refuseEarlyDoctype(chunk) {
        const window = this.head + chunk;
        if (/<!DOCTYPE/i.test(window)) {
            const before = window.slice(0, window.search(/<!DOCTYPE/i));
            const line = this.parser.line + countNewlines(before.slice(this.head.length)) || 1;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${this.where}:${line}: DOCTYPE declarations are not accepted in a test report (entities stay off)`, this.where);
        }
        this.head = window.slice(-16);
    }
    /** saxes accumulates a text node until the next markup; keep that accumulation bounded. */
    capPendingText() {
        if (!this.textWanted)
            return;
        const internal = this.parser;
        if (typeof internal.text === 'string' && internal.text.length > this.textCap) {
            internal.text = internal.text.slice(0, this.textCap);
        }
    }
    guard(step) {
        try {
            step();
        }
        catch (err) {
            if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz)
                throw err;
            const message = err instanceof Error ? err.message : String(err);
            // saxes prefixes "line:column: "; we state the position our own way.
            const reason = message.replace(/^(?:[^:]*:)?\d+:\d+:\s*/, '').replace(/\.$/, '');
            throw this.error(`malformed XML: ${reason}`);
        }
    }
    error(reason) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${this.where}:${this.parser.line}: ${reason}`, this.where);
    }
}
/**
 * A C0 control other than tab, line feed and carriage return (not a character in XML 1.0), raw,
 * or a character reference (`&#x1B;`, `&#27;`) that may name one.
 */
const CONTROL_OR_REFERENCE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|&#(?:[xX]0*([0-9a-fA-F]{1,2})|0*([0-9]{1,2}));/g;
/** What every match of CONTROL_OR_REFERENCE starts with (a raw control, or `&#` and a digit or x). */
const MAYBE_CONTROL_OR_REFERENCE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|&#[xX0-9]/;
/** The start of a character reference that a chunk boundary may have cut. */
const PARTIAL_REFERENCE = /^&(?:#(?:[xX][0-9a-fA-F]*|[0-9]*))?$/;
const MAX_REFERENCE_CHARS = 16;
function isForbiddenControl(code) {
    return code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;
}
function escapeControl(code) {
    return `\\x${code.toString(16).toUpperCase().padStart(2, '0')}`;
}
function countNewlines(text) {
    let n = 0;
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
        n++;
    return n;
}


/***/ })

};

export const id = 499;
export const ids = [499,369];
export const modules = {

/***/ 6499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createTrxParser: () => (/* binding */ createTrxParser),
/* harmony export */   parseTrx: () => (/* binding */ parseTrx)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1149);
/* harmony import */ var _xml_stream_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9369);



/**
 * Visual Studio test results (`dotnet test --logger trx`). Results come before the definitions
 * that name each test's class, so results are held (bounded) until the document ends. A
 * data-driven result with <InnerResults> is represented by its inner results only.
 */
const OUTCOMES = {
    passed: 'passed',
    completed: 'passed',
    warning: 'passed',
    failed: 'failed',
    error: 'errored',
    timeout: 'errored',
    aborted: 'errored',
    disconnected: 'errored',
    notexecuted: 'skipped',
    inconclusive: 'skipped',
    notrunnable: 'skipped',
    pending: 'skipped',
    // The run stopped around this test: it passed but the run aborted after it, or it never ended.
    passedbutrunaborted: 'errored',
    inprogress: 'errored',
};
const STOPPED_MESSAGES = {
    passedbutrunaborted: 'passed, but the test run aborted after it',
    inprogress: 'still in progress when the run ended: it never finished',
};
/** ResultSummary outcomes that say the run as a whole did not finish green. */
const RED_RUN_OUTCOMES = new Set(['aborted', 'error', 'failed', 'timeout']);
function createTrxParser(where, limits, sink) {
    const results = [];
    const open = [];
    const classOf = new Map();
    let definition = null;
    let capturing = null;
    let captured = '';
    let depth = 0;
    // <ResultSummary><Counters>: the run's own totals, a floor for what its results show.
    let declared = null;
    // <ResultSummary outcome>: the run's own verdict, red even when no single result failed.
    let runOutcome = null;
    const stream = new _xml_stream_js__WEBPACK_IMPORTED_MODULE_2__.SafeXmlStream(where, limits, {
        open(name, attrs) {
            depth++;
            if (depth === 1 && name !== 'TestRun') {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`${where}:1: the root element <${(0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .bound */ .$s)(name, 60)}> is not a TRX <TestRun>`, where);
            }
            const current = open[open.length - 1];
            if (name === 'UnitTestResult') {
                if (current)
                    current.hasInner = true;
                const raw = (attrs.outcome ?? '').toLowerCase();
                const outcome = OUTCOMES[raw];
                open.push({
                    testId: attrs.testId ?? '',
                    name: (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .bound */ .$s)(attrs.testName ?? '(unnamed)', _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_NAME_CHARS */ .xH),
                    // An unknown outcome is no evidence of a pass.
                    outcome: outcome ?? 'skipped',
                    durationMs: (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .parseTimeSpan */ .RG)(attrs.duration),
                    message: STOPPED_MESSAGES[raw] ?? null,
                    trace: null,
                    hasInner: false,
                });
            }
            else if ((name === 'Message' || name === 'StackTrace') && current && !capturing) {
                capturing = name;
                captured = '';
                stream.wantText(true);
            }
            else if (name === 'ResultSummary') {
                runOutcome = attrs.outcome ?? null;
            }
            else if (name === 'Counters') {
                const n = (key) => {
                    const raw = attrs[key];
                    return raw !== undefined && /^\s*\d{1,9}\s*$/.test(raw) ? Number(raw) : 0;
                };
                declared = {
                    total: n('total'),
                    failing: n('failed') + n('error') + n('timeout') + n('aborted'),
                };
            }
            else if (name === 'UnitTest') {
                definition = attrs.id ?? null;
            }
            else if (name === 'TestMethod' && definition !== null && attrs.className) {
                classOf.set(definition, (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .bound */ .$s)(attrs.className, _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_NAME_CHARS */ .xH));
            }
        },
        close(name) {
            depth--;
            const current = open[open.length - 1];
            if (capturing && name === capturing) {
                if (current && name === 'Message') {
                    current.message ??= (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .boundedOrNull */ .QU)(captured, limits.maxMessageChars);
                }
                else if (current) {
                    current.trace ??= (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .boundedOrNull */ .QU)(captured, limits.maxTraceChars);
                }
                capturing = null;
                captured = '';
                stream.wantText(false);
            }
            else if (name === 'UnitTestResult') {
                const done = open.pop();
                if (done && !done.hasInner) {
                    if (results.length >= limits.maxCases) {
                        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`more than ${limits.maxCases} test cases in one report`, where);
                    }
                    results.push(done);
                }
            }
            else if (name === 'UnitTest') {
                definition = null;
            }
        },
        text(text) {
            if (captured.length < limits.maxTraceChars)
                captured += text;
        },
    }, limits.maxTraceChars + 1);
    return {
        write: (chunk) => stream.write(chunk),
        end: () => {
            stream.end();
            if (declared && declared.total > 0 && results.length === 0) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`the report declares ${declared.total} test(s) but holds no test result`, where);
            }
            const failingSeen = results.filter((r) => r.outcome === 'failed' || r.outcome === 'errored').length;
            if (declared && declared.failing > failingSeen) {
                // The run says more failed than its results show (a test host that crashed): red.
                results.push({
                    testId: '',
                    name: '(the test run)',
                    outcome: 'errored',
                    durationMs: null,
                    message: `the run's counters declare ${declared.failing} failing test(s) but its results show ${failingSeen}`,
                    trace: null,
                    hasInner: false,
                });
            }
            else if (failingSeen === 0 &&
                runOutcome !== null &&
                RED_RUN_OUTCOMES.has(runOutcome.toLowerCase())) {
                results.push({
                    testId: '',
                    name: '(the test run)',
                    outcome: 'errored',
                    durationMs: null,
                    message: `the run's summary says ${(0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .bound */ .$s)(runOutcome, 40)} while no result failed`,
                    trace: null,
                    hasInner: false,
                });
            }
            for (const r of results) {
                const classname = classOf.get(r.testId) ?? null;
                const failing = r.outcome === 'failed' || r.outcome === 'errored';
                sink({
                    suite: classname ?? '',
                    name: r.name,
                    classname,
                    file: null,
                    line: null,
                    status: r.outcome,
                    durationMs: r.durationMs,
                    message: failing ? (r.message ?? firstLine(r.trace)) : null,
                    trace: failing ? r.trace : null,
                });
            }
        },
    };
}
function firstLine(text) {
    return text ? text.split('\n', 1)[0].trim() || null : null;
}
function parseTrx(text, where, limits) {
    const cases = [];
    (0,_xml_stream_js__WEBPACK_IMPORTED_MODULE_2__.feed)(createTrxParser(where, limits, (run) => cases.push(run)), text);
    return cases;
}


/***/ }),

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

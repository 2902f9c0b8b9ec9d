export const id = 499;
export const ids = [499];
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
/* harmony import */ var _xml_stream_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7581);



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
/**
 * ResultSummary outcomes that say the run as a whole did not finish green: a test host that
 * crashed (Disconnected) or a run that stopped early counts too.
 */
const RED_RUN_OUTCOMES = new Set([
    'aborted',
    'error',
    'failed',
    'timeout',
    'disconnected',
    'passedbutrunaborted',
    'inprogress',
]);
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
                    failing: n('failed') +
                        n('error') +
                        n('timeout') +
                        n('aborted') +
                        n('disconnected') +
                        n('passedButRunAborted') +
                        n('inProgress'),
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


/***/ })

};

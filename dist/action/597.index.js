export const id = 597;
export const ids = [597];
export const modules = {

/***/ 5597:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createJunitParser: () => (/* binding */ createJunitParser),
/* harmony export */   parseJunit: () => (/* binding */ parseJunit),
/* harmony export */   positiveInt: () => (/* binding */ positiveInt)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1149);
/* harmony import */ var _xml_stream_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7581);



/**
 * JUnit XML as the common runners write it (jest-junit, vitest, mocha, Playwright, pytest,
 * go-junit-report, gotestsum, Maven Surefire/Failsafe, Gradle, PHPUnit, the .NET JUnit logger).
 *
 * Counting follows what the runners mean, with what they declare as a floor: every <testcase> at any depth is
 * one run (repeated names are kept apart; declared failures above what the cases show are one errored run of the suite); a <failure> or
 * <error> child makes it failed or errored and wins over skipped; one directly under a suite (a
 * hook that failed outside any test) is one errored run of that suite; <skipped> or a status of
 * disabled/notrun/skipped/ignored makes it skipped; a case whose only failures are Surefire's
 * <flakyFailure>/<flakyError> passed on a rerun and is flaky; <rerunFailure>/<rerunError> alone
 * (no final verdict) counts as failed, so a red run is never read as green.
 */
const SKIP_STATUSES = new Set(['disabled', 'notrun', 'skipped', 'skip', 'ignored']);
// What a <testcase> has shown so far, as bits (one number per open case, not an object).
const FAILURE = 1;
const ERROR = 2;
const SKIPPED = 4;
const FLAKY = 8;
const RERUN_FAILED = 16;
const NO_SUITE = { name: '', file: null, declaredFailing: null, failingSeen: 0 };
function createJunitParser(where, limits, sink) {
    const suites = [];
    // The open <testcase> runs (nested cases are rare but legal) and their flags.
    const openRuns = [];
    const openFlags = [];
    let emitted = 0;
    let depth = 0;
    // The root's declared totals: a floor for what its cases show (see closeSuite).
    let root = null;
    let rootDeclaredTests = 0;
    // The failure element whose text is being collected, and for which run.
    let captureOwner = null;
    let captureElement = '';
    let captureMessage = null;
    let captured = '';
    // The run a <failure>/<error> outside any <testcase> stands for, emitted when it closes.
    let suiteFailure = null;
    const stream = new _xml_stream_js__WEBPACK_IMPORTED_MODULE_2__.SafeXmlStream(where, limits, {
        open(name, attrs) {
            if (++depth === 1 && name !== 'testsuites' && name !== 'testsuite') {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`${where}:1: the root element <${(0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .bound */ .$s)(name, 60)}> is not JUnit's <testsuites> or <testsuite>`, where);
            }
            if (depth === 1)
                rootDeclaredTests = declaredCount(name, attrs, 'tests') ?? 0;
            if (depth === 1 && name === 'testsuites') {
                root = {
                    name: '',
                    file: null,
                    declaredFailing: declaredFailing(name, attrs),
                    failingSeen: 0,
                };
                return;
            }
            if (name === 'testcase') {
                const suite = suites[suites.length - 1] ?? NO_SUITE;
                const classname = attrs.classname;
                const declared = attrs.status ?? attrs.result;
                openRuns.push({
                    suite: suite.name,
                    name: attrs.name === undefined ? '(unnamed)' : (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .bound */ .$s)(attrs.name, _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_NAME_CHARS */ .xH),
                    classname: classname ? (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .bound */ .$s)(classname, _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_NAME_CHARS */ .xH) : null,
                    file: attrs.file ?? attrs.filepath ?? suite.file,
                    line: positiveInt(attrs.line),
                    status: 'passed',
                    durationMs: (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDuration */ .E9)(attrs.time),
                    message: null,
                    trace: null,
                });
                openFlags.push(declared !== undefined && SKIP_STATUSES.has(declared.toLowerCase()) ? SKIPPED : 0);
                return;
            }
            if (name === 'testsuite') {
                const parent = suites[suites.length - 1];
                suites.push({
                    name: (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .bound */ .$s)(attrs.name ?? '', _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_NAME_CHARS */ .xH),
                    file: attrs.file ?? attrs.filepath ?? parent?.file ?? null,
                    declaredFailing: declaredFailing(name, attrs),
                    failingSeen: 0,
                });
                return;
            }
            const top = openRuns.length - 1;
            if (captureOwner)
                return;
            if (top < 0) {
                if (name === 'failure' || name === 'error')
                    captureSuiteFailure(name, attrs.message);
                return;
            }
            const flags = openFlags[top];
            switch (name) {
                case 'failure':
                case 'error': {
                    const bit = name === 'failure' ? FAILURE : ERROR;
                    // A failure wins over an error in the same case; the first of each kind is kept.
                    if (flags & (FAILURE | bit))
                        return;
                    openFlags[top] = flags | bit;
                    captureOwner = openRuns[top];
                    captureElement = name;
                    captureMessage = attrs.message ?? null;
                    captured = '';
                    stream.wantText(true);
                    return;
                }
                case 'skipped':
                    openFlags[top] = flags | SKIPPED;
                    return;
                case 'flakyFailure':
                case 'flakyError':
                    openFlags[top] = flags | FLAKY;
                    return;
                case 'rerunFailure':
                case 'rerunError': {
                    openFlags[top] = flags | RERUN_FAILED;
                    const run = openRuns[top];
                    if (!(flags & (FAILURE | ERROR)))
                        run.message ??= attrs.message ?? null;
                    return;
                }
            }
        },
        close(name) {
            depth--;
            if (captureOwner && name === captureElement) {
                const trace = (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .boundedOrNull */ .QU)(captured, limits.maxTraceChars);
                captureOwner.trace = trace;
                captureOwner.message = (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .boundedOrNull */ .QU)(captureMessage ?? firstLine(trace), limits.maxMessageChars);
                if (captureOwner === suiteFailure) {
                    captureOwner.message ??= `${name === 'error' ? 'an' : 'a'} <${name}> outside any test case`;
                    emit(captureOwner, ERROR);
                    suiteFailure = null;
                }
                captureOwner = null;
                captured = '';
                stream.wantText(false);
            }
            if (name === 'testcase') {
                const run = openRuns.pop();
                const flags = openFlags.pop();
                if (run)
                    emit(run, flags);
            }
            else if (name === 'testsuite') {
                const suite = suites.pop();
                if (suite)
                    closeSuite(suite, suites[suites.length - 1] ?? root);
            }
            else if (name === 'testsuites' && depth === 0 && root) {
                closeSuite(root, null);
            }
            if (depth === 0 && emitted === 0 && rootDeclaredTests > 0) {
                // A report that declares tests and holds none proves nothing (a writer cut short).
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`the report declares ${rootDeclaredTests} test(s) but holds no test case`, where);
            }
        },
        text(text) {
            if (captured.length < limits.maxTraceChars)
                captured += text;
        },
    }, limits.maxTraceChars + 1);
    /**
     * Declared totals are a floor: a suite whose `failures` + `errors` exceed the failing runs its
     * cases show (a suite that failed to load, an error outside any test) is one errored run of its
     * own, named after the suite, so a red suite is never read as green.
     */
    function closeSuite(suite, parent) {
        const missing = (suite.declaredFailing ?? 0) - suite.failingSeen;
        if (missing > 0) {
            emit({
                suite: suite.name,
                name: suite === root ? '(error outside any suite)' : '(suite error)',
                classname: null,
                file: suite.file,
                line: null,
                status: 'errored',
                durationMs: null,
                message: (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .bound */ .$s)(`the suite declares ${suite.declaredFailing} failing test(s) (failures + errors) but its test cases show ${suite.failingSeen}: an error outside any test case (a suite that failed to load)`, limits.maxMessageChars),
                trace: null,
            }, ERROR, null);
        }
        // The parent counts what the suite declared at least: its synthetic run stands for the gap.
        if (parent)
            parent.failingSeen += Math.max(suite.failingSeen, suite.declaredFailing ?? 0);
    }
    /**
     * A <failure> or <error> directly under a suite is an error outside any test (a beforeAll hook,
     * a suite that failed to load): left out, the suite would read green with no declared count to
     * catch it. It is one errored run named after the suite, its text collected like a case's.
     */
    function captureSuiteFailure(element, message) {
        const suite = current();
        if (!suite)
            return;
        suiteFailure = {
            suite: suite.name,
            name: suite === root ? '(error outside any suite)' : '(suite error)',
            classname: null,
            file: suite.file,
            line: null,
            status: 'errored',
            durationMs: null,
            message: null,
            trace: null,
        };
        captureOwner = suiteFailure;
        captureElement = element;
        captureMessage = message ?? null;
        captured = '';
        stream.wantText(true);
    }
    function emit(run, flags, inside = current()) {
        if (++emitted > limits.maxCases) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`more than ${limits.maxCases} test cases in one report`, where);
        }
        run.status = statusOf(flags);
        // Counted in the innermost suite; a suite hands its count to its parent when it closes.
        if (inside && run.status !== 'passed' && run.status !== 'skipped')
            inside.failingSeen++;
        if (run.status !== 'failed' && run.status !== 'errored') {
            run.message = null;
            run.trace = null;
        }
        sink(run);
    }
    function current() {
        return suites[suites.length - 1] ?? root;
    }
    /** Declared `failures` + `errors` of a suite element; null when it declares neither. */
    function declaredFailing(element, attrs) {
        const failures = declaredCount(element, attrs, 'failures');
        const errors = declaredCount(element, attrs, 'errors');
        if (failures === null && errors === null)
            return null;
        return (failures ?? 0) + (errors ?? 0);
    }
    /**
     * A declared count; null when it is not written. One written but unreadable is an error: left
     * out, `failures="1,0"` would drop the floor it sets and a red suite would read green.
     */
    function declaredCount(element, attrs, key) {
        const raw = attrs[key];
        if (raw === undefined)
            return null;
        const value = countValue(raw);
        if (value === null) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`${where}: ${elementName(element, attrs)} ${key}=${JSON.stringify((0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .bound */ .$s)(raw, 40))} is not a count (a whole number of tests)`, where);
        }
        return value;
    }
    return {
        write: (chunk) => stream.write(chunk),
        end: () => stream.end(),
    };
}
/** `<testsuite name="…">` as written, for a message about it. */
function elementName(element, attrs) {
    return attrs.name === undefined
        ? `<${element}>`
        : `<${element} name=${JSON.stringify((0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .bound */ .$s)(attrs.name, 80))}>`;
}
/**
 * A count in decimal notation, its fraction zero if it has one: some writers print counts as
 * floats (`1.0`), and they count all the same. Null for anything else (`abc`, `1.5`, `-1`).
 */
function countValue(raw) {
    const text = raw.trim();
    if (!/^\d+(?:\.0+)?$/.test(text))
        return null;
    const value = Number(text);
    return Number.isSafeInteger(value) ? value : null;
}
function statusOf(flags) {
    if (flags & FAILURE)
        return 'failed';
    if (flags & ERROR)
        return 'errored';
    if (flags & RERUN_FAILED)
        return 'failed';
    if (flags & FLAKY)
        return 'flaky';
    if (flags & SKIPPED)
        return 'skipped';
    return 'passed';
}
function firstLine(text) {
    if (!text)
        return null;
    const line = text.split('\n', 1)[0].trim();
    return line === '' ? null : line;
}
function positiveInt(raw) {
    if (!raw || raw.length > 12 || !/^\s*\d{1,9}\s*$/.test(raw))
        return null;
    const value = Number(raw);
    return value > 0 ? value : null;
}
/** Parses a whole JUnit document held in memory, fed in chunks exactly as a file would be. */
function parseJunit(text, where, limits) {
    const cases = [];
    (0,_xml_stream_js__WEBPACK_IMPORTED_MODULE_2__.feed)(createJunitParser(where, limits, (run) => cases.push(run)), text);
    return cases;
}


/***/ })

};

export const id = 998;
export const ids = [998];
export const modules = {

/***/ 2998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseCtrf: () => (/* binding */ parseCtrf)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1149);
/* harmony import */ var _shared_is_record_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(791);



/**
 * CTRF, the Common Test Report Format (JSON): `results.tests[]` with `name`, `status`
 * (passed|failed|skipped|pending|other), `duration` in ms, and optional `suite`, `filePath`,
 * `line`, `message`, `trace`, `flaky`, `retries`, `rawStatus`.
 */
const STATUSES = {
    passed: 'passed',
    failed: 'failed',
    skipped: 'skipped',
    pending: 'skipped',
};
/**
 * `other` is refined from rawStatus: a failure is failed, an interruption errored, a skip skipped.
 * A raw status none of these knows (or none at all) says nothing of how the test ended, so it is
 * errored: read as skipped, a runner's own word for a failure would let a red run pass.
 */
const FAILED_RAW = /^(failed|fail|failure)$/i;
const ERRORED_RAW = /^(timedout|timeout|interrupted|broken|error|errored|crashed|aborted)$/i;
const SKIPPED_RAW = /^(skipped|skip|pending|todo|disabled|ignored|notrun)$/i;
function parseCtrf(text, where, limits) {
    let doc;
    try {
        doc = JSON.parse(text.replace(/^\uFEFF/, ''));
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`invalid JSON: ${err.message}`, where);
    }
    const results = field(doc, 'results');
    const tests = field(results, 'tests');
    if (!(0,_shared_is_record_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(doc) || !(0,_shared_is_record_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(results) || !Array.isArray(tests)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('not a CTRF report: expected an object with results.tests[]', where);
    }
    if (tests.length > limits.maxCases) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`more than ${limits.maxCases} test cases in one report`, where);
    }
    const runs = tests.map((test, index) => toRun(test, `${where}: results.tests[${index}]`, limits));
    return withDeclaredFloor(runs, field(results, 'summary'), where);
}
/**
 * `results.summary` is the reporter's own count: a floor. More failed than the tests show is one
 * errored run of its own; tests declared and none listed is an error (unknown evidence).
 */
function withDeclaredFloor(runs, summary, where) {
    if (!(0,_shared_is_record_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(summary))
        return runs;
    const count = (key) => {
        const value = summary[key];
        return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
    };
    if (count('tests') > 0 && runs.length === 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`the report declares ${count('tests')} test(s) in results.summary but results.tests is empty`, where);
    }
    const seen = runs.filter((r) => r.status === 'failed' || r.status === 'errored').length;
    const declared = count('failed');
    if (declared <= seen)
        return runs;
    return [
        ...runs,
        {
            suite: '',
            name: '(the test run)',
            classname: null,
            file: null,
            line: null,
            status: 'errored',
            durationMs: null,
            message: `results.summary declares ${declared} failed test(s) but results.tests shows ${seen}`,
            trace: null,
        },
    ];
}
function toRun(test, at, limits) {
    if (!(0,_shared_is_record_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(test))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`${at}: expected an object`);
    const name = test.name;
    if (typeof name !== 'string' || name === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`${at}.name: expected a non-empty string`);
    }
    const rawStatus = test.status;
    let status = typeof rawStatus === 'string' ? STATUSES[rawStatus.toLowerCase()] : undefined;
    // Why an `other` test counts as errored, when its rawStatus is no outcome known here.
    let unknownOther = null;
    if (rawStatus === 'other') {
        const refined = otherStatus(test.rawStatus);
        if (refined === null)
            unknownOther = unknownOtherReason(test.rawStatus);
        status = refined ?? 'errored';
    }
    if (status === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`${at}.status: expected passed, failed, skipped, pending or other, got ${describe(rawStatus)}`);
    }
    if (status === 'passed' && test.flaky === true)
        status = 'flaky';
    const failing = status === 'failed' || status === 'errored';
    const trace = failing ? (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .boundedOrNull */ .QU)(str(test.trace), limits.maxTraceChars) : null;
    const given = failing ? (str(test.message) ?? trace?.split('\n', 1)[0] ?? null) : null;
    const message = (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .boundedOrNull */ .QU)(unknownOther && given ? `${unknownOther}: ${given}` : (unknownOther ?? given), limits.maxMessageChars);
    return {
        suite: (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .bound */ .$s)(suiteName(test.suite), _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_NAME_CHARS */ .xH),
        name: (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .bound */ .$s)(name, _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_NAME_CHARS */ .xH),
        classname: null,
        file: str(test.filePath),
        line: typeof test.line === 'number' && Number.isInteger(test.line) && test.line > 0
            ? test.line
            : null,
        status,
        durationMs: typeof test.duration === 'number' && Number.isFinite(test.duration) && test.duration >= 0
            ? test.duration
            : null,
        message,
        trace,
    };
}
/** The outcome an `other` test's rawStatus names; null when it names none known here. */
function otherStatus(raw) {
    if (typeof raw !== 'string')
        return null;
    if (FAILED_RAW.test(raw))
        return 'failed';
    if (ERRORED_RAW.test(raw))
        return 'errored';
    if (SKIPPED_RAW.test(raw))
        return 'skipped';
    return null;
}
function unknownOtherReason(raw) {
    const named = raw === undefined ? 'without a rawStatus' : `with rawStatus ${describe(raw)}`;
    return `status "other" ${named}: how the test ended is unknown`;
}
/** `suite` is a string in older CTRF and a path of names in newer. */
function suiteName(suite) {
    if (typeof suite === 'string')
        return suite;
    if (Array.isArray(suite))
        return suite.filter((s) => typeof s === 'string').join(' > ');
    return '';
}
function str(value) {
    return typeof value === 'string' && value !== '' ? value : null;
}
function field(value, key) {
    return (0,_shared_is_record_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(value) && Object.prototype.hasOwnProperty.call(value, key)
        ? value[key]
        : undefined;
}
function describe(value) {
    return typeof value === 'string' ? JSON.stringify((0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .bound */ .$s)(value, 40)) : String(value);
}


/***/ })

};

export const id = 453;
export const ids = [453];
export const modules = {

/***/ 8453:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseCommand: () => (/* binding */ parseCommand),
/* harmony export */   readAutoFindings: () => (/* binding */ readAutoFindings),
/* harmony export */   readUserFile: () => (/* binding */ readUserFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _diff_line_map_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(924);
/* harmony import */ var _diff_parse_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7090);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3916);
/* harmony import */ var _domain_reply_contract_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8747);
/* harmony import */ var _review_finding_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7477);
/* harmony import */ var _review_parse_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7192);
/* harmony import */ var _shared_zod_issues_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8665);










const MAX_AUTO_FINDINGS_BYTES = 1024 * 1024;
const MAX_DIFF_BYTES = 64 * 1024 * 1024;
/**
 * `review-gate parse [--require-tests-blocker] [--auto-findings <file>] [--diff <patch>]
 * [--mode implementation|contract]`: a model reply on stdin → the normalized review JSON on
 * stdout. Exit 0 when parsed, 2 for usage or a bad file, 3 when the reply is unusable.
 */
async function parseCommand(argv, io) {
    const { values } = (0,node_util__WEBPACK_IMPORTED_MODULE_2__.parseArgs)({
        args: argv,
        options: {
            'require-tests-blocker': { type: 'boolean' },
            'auto-findings': { type: 'string' },
            diff: { type: 'string' },
            mode: { type: 'string' },
        },
        strict: true,
        allowPositionals: false,
    });
    const mode = readMode(values.mode);
    const requireTestsBlocker = values['require-tests-blocker'] ?? false;
    if (requireTestsBlocker && mode === 'contract') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz('contract mode has no tests, so it takes no guard', '--require-tests-blocker');
    }
    const autoFindings = values['auto-findings'] !== undefined
        ? readAutoFindings(values['auto-findings'], mode, io.cwd)
        : [];
    if (autoFindings.length > 0 && !requireTestsBlocker) {
        io.stderr('review-gate parse: --auto-findings is used only with --require-tests-blocker; ignored\n');
    }
    const lineMap = values.diff !== undefined ? readLineMap(values.diff, io.cwd) : null;
    const reply = await io.stdin();
    try {
        const review = (0,_review_parse_js__WEBPACK_IMPORTED_MODULE_7__/* .parseReview */ .wV)(reply, { mode, lineMap, requireTestsBlocker, autoFindings });
        io.stdout(`${JSON.stringify(review, null, 2)}\n`);
        return _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.passed;
    }
    catch (error) {
        if (!(error instanceof _review_parse_js__WEBPACK_IMPORTED_MODULE_7__/* .ReplyUnusableError */ .ed))
            throw error;
        io.stderr(`review-gate: ${error.message}\n`);
        if (error.excerpt)
            io.stderr(`  reply excerpt: ${error.excerpt}\n`);
        return _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.modelFailure;
    }
}
function readMode(value) {
    if (value === undefined || value === 'implementation')
        return 'implementation';
    if (value === 'contract')
        return 'contract';
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(`"${value}" is not a mode; expected implementation or contract`, '--mode');
}
/** Reads a file the user named, bounded, with errors that name it as given. */
function readUserFile(path, cwd, maxBytes) {
    const full = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path);
    let size;
    try {
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(full);
        if (!stat.isFile())
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz('not a file', path);
        size = stat.size;
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz)
            throw error;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(`cannot read the file (${error.code ?? 'error'})`, path);
    }
    if (size > maxBytes)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(`the file is ${size} bytes, over the ${maxBytes}-byte limit`, path);
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(full, 'utf8');
}
/** The auto-findings file: a JSON array of findings in the contract's issue shape. */
function readAutoFindings(path, mode, cwd) {
    const text = readUserFile(path, cwd, MAX_AUTO_FINDINGS_BYTES);
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(`not valid JSON: ${error.message}`, path);
    }
    if (!Array.isArray(value)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz('expected a JSON array of findings (severity, category, file, line, message, fix)', path);
    }
    const schema = (0,_domain_reply_contract_js__WEBPACK_IMPORTED_MODULE_6__/* .findingSchema */ .$f)(mode);
    return value.map((entry, i) => {
        const result = schema.safeParse(entry);
        if (!result.success) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz((0,_shared_zod_issues_js__WEBPACK_IMPORTED_MODULE_8__/* .describeZodError */ .V)(result.error, { at: `[${i}]` }), path);
        }
        return (0,_review_finding_js__WEBPACK_IMPORTED_MODULE_9__/* .canonicalFinding */ .Iq)(result.data);
    });
}
function readLineMap(path, cwd) {
    return (0,_diff_line_map_js__WEBPACK_IMPORTED_MODULE_3__/* .buildLineMap */ .$x)((0,_diff_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .parseDiff */ .F)(readUserFile(path, cwd, MAX_DIFF_BYTES), path));
}


/***/ })

};

export const id = 245;
export const ids = [245];
export const modules = {

/***/ 412:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ gatherCase)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _pipeline_run_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8341);
/* harmony import */ var _logger_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2280);
/* harmony import */ var _case_sources_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1451);
/* harmony import */ var _case_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7188);






/**
 * The pipeline's reading half on a case directory, for the commands that stop before the model
 * (`payload`, `evidence`): the same `gather` the action and `review` run.
 */
async function gatherCase(dir, io, options = {}) {
    const gathered = await (0,_pipeline_run_js__WEBPACK_IMPORTED_MODULE_2__/* .gather */ .k)(new _case_sources_js__WEBPACK_IMPORTED_MODULE_4__/* .CaseSources */ .P((0,_case_js__WEBPACK_IMPORTED_MODULE_5__/* .loadCase */ .r)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, dir))), {
        overrides: {},
        overridePolicy: 'override',
        overridesFrom: 'command-line flags',
        refreshTests: options.refreshTests ?? false,
        cacheDir: options.cacheDir
            ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, options.cacheDir)
            : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_0__.tmpdir)(), 'review-gate-cache'),
        apiKey: null,
        githubToken: null,
        env: io.env,
        baseDir: io.cwd,
        now: io.now?.() ?? new Date(),
    }, { logger: (0,_logger_js__WEBPACK_IMPORTED_MODULE_3__/* .stderrLogger */ .D)(io) });
    // A case's diff is a file: it is always read, so gather never ends early here.
    if ('report' in gathered)
        throw new Error(`internal: ${JSON.stringify(gathered.report.outcome)}`);
    return gathered;
}


/***/ }),

/***/ 1245:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   evidenceCommand: () => (/* binding */ evidenceCommand)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _case_run_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(412);



/** `evidence --input <case-dir>`: prints the test evidence JSON for the case's touched files. */
async function evidenceCommand(argv, io) {
    const { values } = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
        args: argv,
        options: {
            input: { type: 'string' },
            'refresh-tests': { type: 'boolean' },
            'cache-dir': { type: 'string' },
        },
        strict: true,
    });
    if (!values.input)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('evidence needs --input <case-dir>', '--input');
    const gathered = await (0,_case_run_js__WEBPACK_IMPORTED_MODULE_2__/* .gatherCase */ .S)(values.input, io, {
        refreshTests: values['refresh-tests'] ?? false,
        ...(values['cache-dir'] ? { cacheDir: values['cache-dir'] } : {}),
    });
    io.stdout(`${JSON.stringify(gathered.redactor.deep(gathered.evidence), null, 2)}\n`);
    return 0;
}


/***/ }),

/***/ 2280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ stderrLogger)
/* harmony export */ });
/* harmony import */ var _secrets_shapes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8183);

/** The CLI says things on stderr so stdout stays the command's output. */
function stderrLogger(io) {
    const debug = io.env.REVIEW_GATE_DEBUG === '1';
    return {
        debug: (m) => {
            if (debug)
                io.stderr(`debug: ${m}\n`);
        },
        info: (m) => io.stderr(`${(0,_secrets_shapes_js__WEBPACK_IMPORTED_MODULE_0__/* .redactShapes */ .YA)(m).text}\n`),
        warning: (m) => io.stderr(`warning: ${(0,_secrets_shapes_js__WEBPACK_IMPORTED_MODULE_0__/* .redactShapes */ .YA)(m).text}\n`),
    };
}


/***/ })

};

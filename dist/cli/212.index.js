export const id = 212;
export const ids = [212];
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
/* harmony import */ var _pipeline_run_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2733);
/* harmony import */ var _logger_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2280);
/* harmony import */ var _case_sources_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1451);
/* harmony import */ var _case_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7188);






/**
 * The pipeline's reading half on a case directory, for the commands that stop before the model
 * (`payload`, `evidence`): the same `gather` the action and `review` run.
 */
async function gatherCase(dir, io, options = {}) {
    const gathered = await (0,_pipeline_run_js__WEBPACK_IMPORTED_MODULE_2__/* .gather */ .kg)(new _case_sources_js__WEBPACK_IMPORTED_MODULE_4__/* .CaseSources */ .P((0,_case_js__WEBPACK_IMPORTED_MODULE_5__/* .loadCase */ .r)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, dir))), {
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

/***/ 8212:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   evalContext: () => (/* binding */ evalContext)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _context_languages_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2316);
/* harmony import */ var _context_scan_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2602);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3916);
/* harmony import */ var _examples_load_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1571);
/* harmony import */ var _pipeline_context_stage_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6050);
/* harmony import */ var _pipeline_prepare_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(209);
/* harmony import */ var _pipeline_carry_stage_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4589);
/* harmony import */ var _case_run_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(412);
/* harmony import */ var _eval_score_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(3145);











async function evalContext(root, io) {
    const names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(root, { withFileTypes: true })
        .filter((d) => d.isDirectory() && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, d.name, 'labels.json')))
        .map((d) => d.name)
        .sort();
    const expected = new Map(names.map((n) => [n, (0,_eval_score_js__WEBPACK_IMPORTED_MODULE_10__/* .readExpectedContext */ .s9)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, n, 'labels.json'))]));
    const labelled = names.filter((n) => expected.get(n).length > 0);
    if (labelled.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz('no labels.json with expect_context directly under the folder', root);
    const byCase = [];
    for (const name of labelled) {
        const gathered = await (0,_case_run_js__WEBPACK_IMPORTED_MODULE_9__/* .gatherCase */ .S)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, name), io);
        const withContext = prepare(gathered, true);
        const diffOnly = prepare(gathered, false);
        const want = expected.get(name);
        const missed = want.filter((at) => !shows(withContext, at)).map((at) => `${at.path}:${at.line}`);
        const payloadBytes = Buffer.byteLength(withContext.payload);
        const diffBytes = Buffer.byteLength(diffOnly.payload);
        byCase.push({
            case: name,
            language: caseLanguage(gathered),
            expected: want.length,
            found: want.length - missed.length,
            recall: ratio(want.length - missed.length, want.length),
            missed,
            payload_bytes: payloadBytes,
            diff_only_bytes: diffBytes,
            size_ratio: ratio(payloadBytes, diffBytes),
        });
    }
    const report = summarize(byCase);
    io.stdout(`${JSON.stringify(report, null, 2)}\n`);
    io.stderr(renderTable(report));
    return _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.passed;
}
function prepare(gathered, withContext) {
    return (0,_pipeline_prepare_js__WEBPACK_IMPORTED_MODULE_7__/* .preparePayload */ .C)({
        config: gathered.config,
        scope: gathered.scope,
        plan: gathered.plan,
        evidence: gathered.evidence,
        bundledExamples: (0,_examples_load_js__WEBPACK_IMPORTED_MODULE_5__/* .loadBundledExamples */ .UX)(),
        repoExamples: gathered.repoExamples,
        reviewGuide: gathered.reviewGuide,
        prior: (0,_pipeline_carry_stage_js__WEBPACK_IMPORTED_MODULE_8__/* .priorPayload */ .Nf)(gathered.prior, gathered.headSha),
        ...(withContext
            ? { context: { context: gathered.context, maxBytes: (0,_pipeline_context_stage_js__WEBPACK_IMPORTED_MODULE_6__/* .contextBudgetBytes */ .o)(gathered.config) } }
            : {}),
    });
}
/** A line is shown when the diff shows it on the new side or a kept context entry holds it. */
function shows(prepared, at) {
    if (prepared.context?.shown.get(at.path)?.has(at.line))
        return true;
    const file = prepared.files.find((f) => f.path === at.path);
    return (file?.hunks.some((h) => h.lines.some((l) => l.newLine === at.line && l.kind !== 'del')) ?? false);
}
/** The language most of the case's touched files are in (extension when no grammar reads it). */
function caseLanguage(gathered) {
    const counts = new Map();
    for (const file of gathered.scope.diff.files) {
        const language = (0,_context_languages_js__WEBPACK_IMPORTED_MODULE_2__/* .languageOf */ .eX)(file.path) ?? (0,_context_scan_js__WEBPACK_IMPORTED_MODULE_3__/* .extensionFamily */ .G3)(file.path).replace(/^\./, '');
        const key = language === 'tsx' ? 'typescript' : language;
        counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? 'none';
}
function summarize(byCase) {
    const group = (cases) => ({
        cases: cases.length,
        recall: ratio(cases.reduce((n, c) => n + c.found, 0), cases.reduce((n, c) => n + c.expected, 0)),
        median_size_ratio: median(cases.map((c) => c.size_ratio)),
    });
    const languages = [...new Set(byCase.map((c) => c.language))].sort();
    const all = group(byCase);
    return {
        cases: all.cases,
        recall: all.recall,
        median_size_ratio: all.median_size_ratio,
        by_language: Object.fromEntries(languages.map((l) => [l, group(byCase.filter((c) => c.language === l))])),
        by_case: byCase,
    };
}
function renderTable(report) {
    const rows = [
        '| case | language | recall | payload bytes | diff-only bytes | ratio |',
        '| --- | --- | --- | --- | --- | --- |',
        ...report.by_case.map((c) => `| ${c.case} | ${c.language} | ${c.found}/${c.expected} | ${c.payload_bytes} | ${c.diff_only_bytes} | ${c.size_ratio.toFixed(2)}× |`),
        '',
        '| language | cases | recall | median ratio |',
        '| --- | --- | --- | --- |',
        ...Object.entries(report.by_language).map(([l, g]) => `| ${l} | ${g.cases} | ${g.recall.toFixed(2)} | ${g.median_size_ratio.toFixed(2)}× |`),
        '',
        `context recall ${report.recall.toFixed(3)}, median payload ${report.median_size_ratio.toFixed(2)}× diff-only, ${report.cases} case(s)`,
        '',
    ];
    return rows.join('\n');
}
function ratio(a, b) {
    return b === 0 ? 1 : Math.round((a / b) * 1000) / 1000;
}
function median(values) {
    if (values.length === 0)
        return 0;
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1
        ? sorted[mid]
        : Math.round(((sorted[mid - 1] + sorted[mid]) / 2) * 1000) / 1000;
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

export const id = 316;
export const ids = [316];
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

/***/ 1451:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ CaseSources),
/* harmony export */   r: () => (/* binding */ caseReplayPath)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _model_replay_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1590);
/* harmony import */ var _examples_load_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1571);
/* harmony import */ var _review_guide_parse_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5234);
/* harmony import */ var _case_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7188);
/* harmony import */ var _prior_files_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9676);







const EXAMPLES_DIR = '.review-gate/rubric-examples';
/**
 * Where a case's recorded model replies are, for the replay provider: its `replies/` folder
 * (`review-1.json` … `review-N.json` for the ensemble's passes in order, `verify.json` for the
 * verifier, `<call>.repair.json` for a repair), else `reply.json` (the single-pass form: it
 * answers the first review call, its repair included). Null when the case holds neither.
 */
function caseReplayPath(loaded) {
    const replies = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(loaded.dir, _model_replay_js__WEBPACK_IMPORTED_MODULE_2__/* .REPLIES_DIR */ .x1);
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(replies) && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(replies).isDirectory())
        return replies;
    return loaded.replyFile;
}
/**
 * The sources of an offline run: a case directory (diff.patch, case.yml, reports/ or
 * evidence.json, rubric-examples/, plan.md, prior/review.json, comments.json). Its case.yml config plays the base commit's config.
 */
class CaseSources {
    loaded;
    repository;
    covers;
    notes = [];
    constructor(loaded) {
        this.loaded = loaded;
        const head = loaded.spec.head_sha;
        this.repository = { owner: 'local', repo: 'case', headSha: head ?? '0000000' };
        this.covers = head ?? null;
    }
    drainNotes() {
        const notes = this.notes;
        this.notes = [];
        return notes;
    }
    /** `prior/review.json`: a previous run's artifact stands in for the summary comment's data. */
    priorReview() {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(this.loaded.dir, 'prior', 'review.json');
        return Promise.resolve((0,_prior_files_js__WEBPACK_IMPORTED_MODULE_6__/* .readPriorFile */ .v5)(path, 'prior/review.json', this.notes));
    }
    /** `tree/`: the repository at the head, as `case --repo` wrote it; none without the folder. */
    headTree() {
        const root = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(this.loaded.dir, 'tree');
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(root) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(root).isDirectory())
            return Promise.resolve(null);
        return Promise.resolve({ root, label: 'case tree/', tracked: null });
    }
    /** `comments.json`: the pull request's comments, each with its author's permission. */
    pullComments() {
        return Promise.resolve((0,_prior_files_js__WEBPACK_IMPORTED_MODULE_6__/* .readCommentsFile */ .ZS)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(this.loaded.dir, 'comments.json'), 'comments.json'));
    }
    baseConfig() {
        const where = this.loaded.spec.config || this.loaded.spec.mode ? 'case.yml' : 'defaults';
        return Promise.resolve({ config: this.loaded.config, where });
    }
    diff() {
        return Promise.resolve({
            ok: true,
            text: this.loaded.diffText,
            decoded: this.loaded.diffDecoded,
            source: 'case diff.patch',
            label: this.loaded.diffPath,
            notReviewed: [],
            notes: [],
        });
    }
    plan(config) {
        return Promise.resolve((0,_case_js__WEBPACK_IMPORTED_MODULE_5__/* .readCasePlan */ ._)(this.loaded.dir, this.loaded.spec, config));
    }
    repoExamples() {
        return Promise.resolve((0,_examples_load_js__WEBPACK_IMPORTED_MODULE_3__/* .loadRepoExamples */ .yL)(this.loaded.repoExamplesDir, EXAMPLES_DIR));
    }
    /** The case's own REVIEW.md plays the one at the base commit's root. */
    reviewGuide() {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(this.loaded.dir, 'REVIEW.md');
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isFile())
            return Promise.resolve(null);
        return Promise.resolve({ text: readBounded(path, _review_guide_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_REVIEW_GUIDE_BYTES */ .T + 1), where: path });
    }
    evidence() {
        return {
            root: this.loaded.dir,
            extraReportGlobs: this.loaded.reportGlobs,
            evidenceFile: this.loaded.evidenceFile,
            // A case is a recorded fixture: its reports/ are committed on purpose.
            allowTrackedReports: true,
            testCommandRefused: null,
        };
    }
}
/** At most `max` bytes of a file: enough for the parser to say the file is over its limit. */
function readBounded(path, max) {
    const buffer = Buffer.alloc(max);
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'r');
    try {
        const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, 0, max, 0);
        return buffer.subarray(0, read).toString('utf8');
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}


/***/ }),

/***/ 7188:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ readCasePlan),
/* harmony export */   r: () => (/* binding */ loadCase)
/* harmony export */ });
/* harmony import */ var _shared_decoded_diff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8947);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2311);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1036);
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(131);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3916);
/* harmony import */ var _payload_plan_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(411);
/* harmony import */ var _shared_zod_issues_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8665);









/**
 * A case directory: one review's inputs on disk, used by the golden suite, the demo and the CLI.
 *   case.yml        mode, plan item or pull request text, config overrides (optional)
 *   diff.patch      the change (required)
 *   plan.md         a plan or contract document (optional)
 *   reports/        test reports, or evidence.json: test evidence (optional)
 *   rubric-examples/  the repository's calibration overrides (optional)
 *   reply.json      a recorded model reply (optional)
 *   expected/       golden outputs
 */
const linkedIssue = zod__WEBPACK_IMPORTED_MODULE_7__/* .object */ .Ikc({ number: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int().positive(), title: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(), body: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().default('') })
    .strict();
const caseSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .object */ .Ikc({
    description: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().optional(),
    mode: zod__WEBPACK_IMPORTED_MODULE_7__/* ["enum"] */ .k5n(['implementation', 'contract']).optional(),
    plan: zod__WEBPACK_IMPORTED_MODULE_7__/* .object */ .Ikc({
        file: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().min(1),
        item: zod__WEBPACK_IMPORTED_MODULE_7__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int().positive(), zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().min(1)]),
    })
        .strict()
        .optional(),
    contract: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().min(1).optional().describe('Contract mode: the document under review.'),
    pull_request: zod__WEBPACK_IMPORTED_MODULE_7__/* .object */ .Ikc({
        number: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int().positive(),
        title: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(),
        body: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().default(''),
        linked_issues: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(linkedIssue).default([]),
    })
        .strict()
        .optional(),
    head_sha: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP()
        .regex(/^[0-9a-f]{7,64}$/)
        .optional(),
    config: zod__WEBPACK_IMPORTED_MODULE_7__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_7__/* .unknown */ .L5J()).optional(),
})
    .strict();
function loadCase(dir, flagOverrides = {}) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(dir) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(dir).isDirectory()) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz('not a case directory (expected a folder holding diff.patch)', dir);
    }
    const specPath = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'case.yml');
    const spec = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(specPath)
        ? readSpec((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(specPath, 'utf8'), specPath)
        : caseSchema.parse({});
    const diffPath = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'diff.patch');
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(diffPath))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz('missing diff.patch (the change under review)', dir);
    const diffDecoded = _shared_decoded_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .DecodedDiff */ .q.fromBytes((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(diffPath));
    const diffText = diffDecoded.text;
    let config = _config_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_CONFIG */ .PV;
    if (spec.config)
        config = (0,_config_load_js__WEBPACK_IMPORTED_MODULE_3__/* .overrideConfig */ .X6)(config, spec.config, `${specPath} (config)`);
    if (spec.mode)
        config = (0,_config_load_js__WEBPACK_IMPORTED_MODULE_3__/* .overrideConfig */ .X6)(config, { mode: spec.mode }, `${specPath} (mode)`);
    if (Object.keys(flagOverrides).length > 0)
        config = (0,_config_load_js__WEBPACK_IMPORTED_MODULE_3__/* .overrideConfig */ .X6)(config, flagOverrides, 'command-line flags');
    const plan = readCasePlan(dir, spec, config);
    const evidencePath = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'evidence.json');
    const reportsDir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'reports');
    const replyPath = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'reply.json');
    return {
        dir,
        spec,
        config,
        diffText,
        diffDecoded,
        diffPath,
        plan,
        evidenceFile: (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(evidencePath) ? evidencePath : null,
        reportGlobs: (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(reportsDir) ? ['reports/**'] : [],
        repoExamplesDir: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'rubric-examples'),
        replyFile: (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(replyPath) ? replyPath : null,
    };
}
function readSpec(text, where) {
    const result = caseSchema.safeParse((0,_config_load_js__WEBPACK_IMPORTED_MODULE_3__/* .parseYamlMapping */ .$0)(text, where));
    if (!result.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz((0,_shared_zod_issues_js__WEBPACK_IMPORTED_MODULE_8__/* .describeZodError */ .V)(result.error), where);
    return result.data;
}
/** The case's definition of done for the config's mode (the plan item, the document, the PR text). */
function readCasePlan(dir, spec, config) {
    const readDoc = (file, what) => {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, file);
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(dir, path).startsWith('..'))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(`${what} must stay inside the case directory`, file);
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(path))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(`${what} ${file} does not exist`, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'case.yml'));
        return { path: file, text: (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(path, 'utf8') };
    };
    if (config.mode === 'contract') {
        const file = spec.contract ?? spec.plan?.file ?? 'plan.md';
        const doc = readDoc(file, 'the contract document');
        return { kind: 'document', path: doc.path, body: doc.text };
    }
    if (spec.plan) {
        const doc = readDoc(spec.plan.file, 'the plan file');
        return (0,_payload_plan_js__WEBPACK_IMPORTED_MODULE_6__/* .extractPlanItem */ .q)(doc.text, String(spec.plan.item), doc.path);
    }
    if (spec.pull_request) {
        const pr = spec.pull_request;
        return {
            kind: 'pull_request',
            number: pr.number,
            title: pr.title,
            body: pr.body,
            linkedIssues: pr.linked_issues.map((i) => ({
                number: i.number,
                title: i.title,
                body: i.body,
            })),
        };
    }
    return { kind: 'none' };
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


/***/ }),

/***/ 4316:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   payloadCommand: () => (/* binding */ payloadCommand)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _examples_load_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1571);
/* harmony import */ var _pipeline_carry_stage_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4589);
/* harmony import */ var _pipeline_prepare_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(209);
/* harmony import */ var _case_run_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(412);
/* harmony import */ var _pipeline_context_stage_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6050);







/** `payload --input <case-dir>`: prints the payload the model would judge. */
async function payloadCommand(argv, io) {
    const { values } = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
        args: argv,
        options: { input: { type: 'string' }, 'cache-dir': { type: 'string' } },
        strict: true,
    });
    if (!values.input)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('payload needs --input <case-dir>', '--input');
    const gathered = await (0,_case_run_js__WEBPACK_IMPORTED_MODULE_5__/* .gatherCase */ .S)(values.input, io, {
        ...(values['cache-dir'] ? { cacheDir: values['cache-dir'] } : {}),
    });
    const prepared = (0,_pipeline_prepare_js__WEBPACK_IMPORTED_MODULE_4__/* .preparePayload */ .C)({
        config: gathered.config,
        scope: gathered.scope,
        plan: gathered.plan,
        evidence: gathered.evidence,
        bundledExamples: (0,_examples_load_js__WEBPACK_IMPORTED_MODULE_2__/* .loadBundledExamples */ .UX)(),
        repoExamples: gathered.repoExamples,
        ...(gathered.diff.notReviewed.length > 0 ? { notShown: gathered.diff.notReviewed } : {}),
        prior: (0,_pipeline_carry_stage_js__WEBPACK_IMPORTED_MODULE_3__/* .priorPayload */ .Nf)(gathered.prior, gathered.headSha),
        context: { context: gathered.context, maxBytes: (0,_pipeline_context_stage_js__WEBPACK_IMPORTED_MODULE_6__/* .contextBudgetBytes */ .o)(gathered.config) },
    });
    io.stdout(gathered.redactor.text(prepared.payload));
    return 0;
}


/***/ })

};

export const id = 955;
export const ids = [955];
export const modules = {

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

/***/ 2955:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  EVAL_HELP: () => (/* binding */ EVAL_HELP),
  evalCommand: () => (/* binding */ evalCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/config/load.ts
var load = __webpack_require__(1036);
// EXTERNAL MODULE: ./src/config/schema.ts
var schema = __webpack_require__(131);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/pipeline/run.ts + 75 modules
var run = __webpack_require__(2733);
// EXTERNAL MODULE: ./src/shared/is-record.ts
var is_record = __webpack_require__(791);
// EXTERNAL MODULE: ./src/settings/settings.ts
var settings_settings = __webpack_require__(7100);
// EXTERNAL MODULE: ./src/cli/case-sources.ts
var case_sources = __webpack_require__(1451);
// EXTERNAL MODULE: ./src/cli/case.ts
var cli_case = __webpack_require__(7188);
// EXTERNAL MODULE: ./src/cli/eval-score.ts
var eval_score = __webpack_require__(3145);
;// CONCATENATED MODULE: ./src/cli/eval-table.ts
/** `review-gate eval`'s table for a person, on stderr (stdout is the JSON). */
function renderEvalTable(report) {
    const rows = [['case', 'reported', 'labels', 'tp', 'fp', 'missed']];
    for (const c of report.by_case) {
        if ('error' in c) {
            rows.push([c.case, `ERROR (${c.kind}): ${oneLine(c.error)}`]);
            continue;
        }
        rows.push([
            c.case,
            String(c.reported),
            String(c.labels),
            String(c.true_positives),
            String(c.false_positives.length),
            String(c.missed.length),
        ]);
    }
    rows.push([
        'total',
        String(report.reported),
        String(report.labels),
        String(report.true_positives),
        String(report.reported - report.true_positives),
        String(report.labels - report.true_positives),
    ]);
    const width = Math.max(...rows.map((r) => r[0].length));
    const lines = rows.map((r) => r.length === 2
        ? `${r[0].padEnd(width)}  ${r[1]}`
        : [r[0].padEnd(width), ...r.slice(1).map((cell, i) => cell.padStart(i === 0 ? 8 : 6))].join('  '));
    const errors = report.errors > 0 ? `; ${report.errors} case(s) could not be scored` : '';
    lines.push('', `precision ${report.precision.toFixed(3)}  recall ${report.recall.toFixed(3)}  f1 ${report.f1.toFixed(3)}  (${report.cases} case(s)${errors})`, '');
    return lines.join('\n');
}
function oneLine(text) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > 160 ? `${flat.slice(0, 160)}…` : flat;
}

;// CONCATENATED MODULE: ./src/cli/eval-command.ts














/** The review flags eval passes to every case (each an action input of the same name). */
const REVIEW_FLAGS = [
    settings_settings/* INPUT */.bO.provider,
    settings_settings/* INPUT */.bO.model,
    settings_settings/* INPUT */.bO.baseUrl,
    settings_settings/* INPUT */.bO.modelCommand,
    settings_settings/* INPUT */.bO.testReports,
    settings_settings/* INPUT */.bO.testCommand,
    settings_settings/* INPUT */.bO.refreshTests,
    settings_settings/* INPUT */.bO.mode,
    settings_settings/* INPUT */.bO.severityGate,
    settings_settings/* INPUT */.bO.onModelError,
];
/** A config file bigger than this is not a config file. */
const MAX_CONFIG_BYTES = 256 * 1024;
const EVAL_HELP = [
    'eval --cases <dir> [--config <file>] [review flags]: measure a reviewer on labelled cases.',
    '',
    'Runs the whole pipeline, as `review --input` does, on every case directory directly under',
    '<dir> that holds a labels.json, {"findings": [{"file", "line", "end_line"?, "severity"}]},',
    'and matches the final findings to the labels: a finding is a true positive when its file is',
    "the label's and its line lies in [line, end_line] (each label is matched once).",
    'Prints one JSON object on stdout (cases, reported, labels, true_positives, precision, recall,',
    'f1, by_case) and a table on stderr. A case whose run fails is named and makes the exit non-zero.',
    '',
    'Flags:',
    '  --cases <dir>            the folder of case directories',
    "  --config <file>          a config (YAML, the .github/review-gate.yml schema) applied over each case's",
    '  --record-dir <dir>       record the model replies there, one folder per case, for replay',
    '  --cache-dir <dir>        the test and reply cache folder (replies are cached only with it)',
    '  --context                no model: context recall (expect_context lines the payload shows) and',
    '                           payload size against diff-only, per case and language',
    `  ${REVIEW_FLAGS.map((f) => `--${f}`).join(', ')}`,
    '                           as for review (a case with reply.json replays it unless --provider is given)',
    '',
    'Exit: 0 every case ran, 2 bad input (a labels.json, a flag, a case), 3 a case could not be reviewed.',
    '',
].join('\n');
/** `review-gate eval`: precision and recall of the whole pipeline on a labelled set of cases. */
async function evalCommand(argv, io) {
    for (const secret of [settings_settings/* INPUT */.bO.apiKey, settings_settings/* INPUT */.bO.githubToken]) {
        if (argv.some((a) => a === `--${secret}` || a.startsWith(`--${secret}=`)))
            throw new src_errors/* InputError */.dz(`--${secret} is not accepted on the command line; set it in the environment`, `--${secret}`);
    }
    const { values } = (0,external_node_util_.parseArgs)({
        args: argv,
        options: {
            ...Object.fromEntries(REVIEW_FLAGS.map((name) => [name, { type: 'string' }])),
            cases: { type: 'string' },
            config: { type: 'string' },
            'record-dir': { type: 'string' },
            'cache-dir': { type: 'string' },
            context: { type: 'boolean' },
        },
        strict: true,
    });
    const flags = values;
    if (!flags.cases)
        throw new src_errors/* InputError */.dz('eval needs --cases <dir>', '--cases');
    const root = (0,external_node_path_.resolve)(io.cwd, flags.cases);
    if (!(0,external_node_fs_.existsSync)(root) || !(0,external_node_fs_.statSync)(root).isDirectory())
        throw new src_errors/* InputError */.dz('not a folder of case directories', '--cases');
    if (values.context)
        return (await __webpack_require__.e(/* import() */ 212).then(__webpack_require__.bind(__webpack_require__, 8212))).evalContext(root, io);
    const settings = (0,settings_settings/* readSettings */.sb)((name) => flags[name] ?? '');
    const overrides = mergeOverrides((0,settings_settings/* configOverrides */.G_)(settings), flags.config ? readConfigFile((0,external_node_path_.resolve)(io.cwd, flags.config)) : {});
    // Refused once, up front, rather than once per case: a key this version does not know.
    (0,load/* overrideConfig */.X6)(schema/* DEFAULT_CONFIG */.PV, overrides, flags.config ?? 'command-line flags');
    const names = (0,external_node_fs_.readdirSync)(root, { withFileTypes: true })
        .filter((d) => d.isDirectory() && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, d.name, 'labels.json')))
        .map((d) => d.name)
        .sort();
    if (names.length === 0)
        throw new src_errors/* InputError */.dz('no case directory with a labels.json directly under it', root);
    // Every labels.json is read before any model call: a typo must not cost a run.
    const labels = new Map(names.map((name) => [name, (0,eval_score/* readLabels */.k2)((0,external_node_path_.join)(root, name, 'labels.json'))]));
    const byCase = [];
    for (const name of names) {
        byCase.push(await evalCase(name, (0,external_node_path_.join)(root, name), labels.get(name), io, {
            overrides,
            providerGiven: settings.provider !== null,
            refreshTests: settings.refreshTests,
            cacheDir: flags['cache-dir'],
            recordDir: flags['record-dir'],
        }));
    }
    const scored = byCase.filter((c) => !('error' in c));
    const totals = (0,eval_score/* metrics */.qd)({
        reported: sum(scored.map((c) => c.reported)),
        labels: sum(scored.map((c) => c.labels)),
        true_positives: sum(scored.map((c) => c.true_positives)),
    });
    const errors = byCase.filter((c) => 'error' in c);
    const report = {
        cases: names.length,
        ...totals,
        errors: errors.length,
        by_case: byCase,
    };
    io.stdout(`${JSON.stringify(report, null, 2)}\n`);
    io.stderr(renderEvalTable(report));
    if (errors.some((e) => e.kind === 'input'))
        return src_errors/* EXIT */.dc.badInput;
    return errors.length > 0 ? src_errors/* EXIT */.dc.modelFailure : src_errors/* EXIT */.dc.passed;
}
async function evalCase(name, dir, labels, io, options) {
    try {
        const loaded = (0,cli_case/* loadCase */.r)(dir);
        // As `review --input`: a case with recorded replies (replies/ or reply.json) replays them
        // unless a provider is asked for.
        const replayPath = (0,case_sources/* caseReplayPath */.r)(loaded);
        const overrides = { ...options.overrides };
        if (!options.providerGiven && replayPath)
            overrides.model = { ...overrides.model, provider: 'replay' };
        const result = await (0,run/* run */.eF)(new case_sources/* CaseSources */.P(loaded), {
            overrides,
            overridePolicy: 'override',
            overridesFrom: 'eval flags and --config',
            refreshTests: options.refreshTests,
            cacheDir: options.cacheDir
                ? (0,external_node_path_.resolve)(io.cwd, options.cacheDir)
                : (0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'review-gate-cache'),
            replyCache: options.cacheDir !== undefined,
            apiKey: (provider) => io.env.REVIEW_GATE_API_KEY ?? providerKey(provider, io.env),
            githubToken: io.env.COPILOT_GITHUB_TOKEN ?? io.env.GITHUB_TOKEN ?? null,
            env: io.env,
            baseDir: io.cwd,
            ...(replayPath ? { replayPath } : {}),
            ...(options.recordDir ? { recordDir: (0,external_node_path_.resolve)(io.cwd, options.recordDir, name) } : {}),
            now: io.now?.() ?? new Date(),
        }, { logger: caseLogger(name, io) });
        const review = result.report.review;
        if (review === null) {
            const outcome = result.report.outcome;
            return {
                case: name,
                kind: 'review',
                error: outcome.status === 'error' ? outcome.reason : 'no usable review',
            };
        }
        const findings = review.issues.map((f) => ({
            file: f.file,
            line: f.line,
            severity: f.severity,
            category: f.category,
        }));
        const match = (0,eval_score/* matchFindings */.cF)(findings, labels);
        return {
            case: name,
            reported: findings.length,
            labels: labels.length,
            true_positives: match.true_positives,
            findings,
            false_positives: match.false_positives,
            missed: match.missed,
            ...(review.incomplete && review.incomplete.length > 0
                ? { incomplete: review.incomplete }
                : {}),
        };
    }
    catch (error) {
        if (error instanceof src_errors/* InputError */.dz)
            return { case: name, kind: 'input', error: error.message };
        if (error instanceof src_errors/* ModelFailure */.c5)
            return { case: name, kind: 'review', error: error.message };
        // Our own bug on one case: named in the results, and the other cases still measured.
        return {
            case: name,
            kind: 'internal',
            error: error instanceof Error ? error.message : String(error),
        };
    }
}
/** Per-case progress stays quiet; warnings are kept, named by case. */
function caseLogger(name, io) {
    return {
        debug: () => { },
        info: () => { },
        warning: (m) => io.stderr(`warning: ${name}: ${m}\n`),
    };
}
function readConfigFile(path) {
    if (!(0,external_node_fs_.existsSync)(path) || !(0,external_node_fs_.statSync)(path).isFile())
        throw new src_errors/* InputError */.dz('no such file', path);
    if ((0,external_node_fs_.statSync)(path).size > MAX_CONFIG_BYTES)
        throw new src_errors/* InputError */.dz(`larger than ${MAX_CONFIG_BYTES} bytes`, path);
    return (0,load/* parseYamlMapping */.$0)((0,external_node_fs_.readFileSync)(path, 'utf8'), path);
}
/** The flags win over the config file, as an action input wins over the file's value. */
function mergeOverrides(flags, file) {
    const out = { ...file };
    for (const [key, value] of Object.entries(flags)) {
        out[key] = (0,is_record/* isRecord */.u)(value) && (0,is_record/* isRecord */.u)(out[key]) ? mergeOverrides(value, out[key]) : value;
    }
    return out;
}
function providerKey(provider, env) {
    if (provider === 'openai')
        return env.OPENAI_API_KEY ?? null;
    if (provider === 'anthropic')
        return env.ANTHROPIC_API_KEY ?? null;
    return null;
}
function sum(values) {
    return values.reduce((a, b) => a + b, 0);
}


/***/ }),

/***/ 3145:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cF: () => (/* binding */ matchFindings),
/* harmony export */   k2: () => (/* binding */ readLabels),
/* harmony export */   qd: () => (/* binding */ metrics),
/* harmony export */   s9: () => (/* binding */ readExpectedContext)
/* harmony export */ });
/* unused harmony export parseLabels */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2311);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _shared_zod_issues_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8665);




/**
 * `review-gate eval`'s arithmetic: a case's labels (the defects a person says are there), the
 * matching of final findings to them, and precision, recall and F1 over a set of cases. Pure but
 * for reading labels.json.
 */
/** labels.json above this is not a hand-written label file. */
const MAX_LABELS_BYTES = 1024 * 1024;
const labelSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    file: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    line: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive(),
    end_line: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive().optional(),
    severity: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['blocker', 'major', 'minor']),
    /** What the defect is, for the person reading the set; never scored. */
    note: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
})
    .strict()
    .refine((l) => l.end_line === undefined || l.end_line >= l.line, {
    message: 'end_line must not be before line',
    path: ['end_line'],
});
const labelsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    findings: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(labelSchema),
    /** The lines a reviewer must see to find the case's defect (`eval --context`). */
    expect_context: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[^:\s][^\n]*:[1-9]\d*$/, 'each entry is "path:line"'))
        .optional(),
})
    .strict();
/** The `expect_context` lines of a labels.json (validated as readLabels does); [] when absent. */
function readExpectedContext(path) {
    readLabels(path);
    const value = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'));
    return (value.expect_context ?? []).map((entry) => {
        const at = entry.lastIndexOf(':');
        return { path: entry.slice(0, at), line: Number(entry.slice(at + 1)) };
    });
}
/** Reads and validates a labels.json; errors name the file and the field. */
function readLabels(path) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isFile())
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('no labels.json', path);
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).size > MAX_LABELS_BYTES)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`larger than ${MAX_LABELS_BYTES} bytes`, path);
    return parseLabels((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'), path);
}
function parseLabels(text, where) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`not JSON: ${error.message}`, where);
    }
    const result = labelsSchema.safeParse(value);
    if (!result.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz((0,_shared_zod_issues_js__WEBPACK_IMPORTED_MODULE_3__/* .describeZodError */ .V)(result.error, { limit: 5 }), where);
    return result.data.findings.map((l) => ({
        file: l.file,
        line: l.line,
        end_line: l.end_line ?? l.line,
        severity: l.severity,
    }));
}
/**
 * Each finding, in order, takes the first still-unmatched label on the same file whose
 * [line, end_line] holds its line; a label is matched once, so two findings on one defect are one
 * true positive and one false positive.
 */
function matchFindings(findings, labels) {
    const open = labels.map(() => true);
    const falsePositives = [];
    let truePositives = 0;
    for (const finding of findings) {
        const index = labels.findIndex((label, i) => open[i] &&
            label.file === finding.file &&
            finding.line >= label.line &&
            finding.line <= label.end_line);
        if (index === -1) {
            falsePositives.push(finding);
            continue;
        }
        open[index] = false;
        truePositives++;
    }
    return {
        true_positives: truePositives,
        false_positives: falsePositives,
        missed: labels.filter((_, i) => open[i]),
    };
}
/** Precision is 1 when nothing was reported, recall 1 when nothing was labelled. */
function metrics(totals) {
    const { reported, labels, true_positives } = totals;
    const precision = reported === 0 ? 1 : true_positives / reported;
    const recall = labels === 0 ? 1 : true_positives / labels;
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    return {
        reported,
        labels,
        true_positives,
        precision: round(precision),
        recall: round(recall),
        f1: round(f1),
    };
}
function round(value) {
    return Math.round(value * 10_000) / 10_000;
}


/***/ }),

/***/ 5047:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ INPUT)
/* harmony export */ });
/**
 * Every input name in one place: nothing else spells them. A module of its own so the action
 * can mask the secret inputs before it loads the settings' schemas.
 */
const INPUT = {
    githubToken: 'github-token',
    provider: 'provider',
    model: 'model',
    apiKey: 'api-key',
    baseUrl: 'base-url',
    modelCommand: 'model-command',
    config: 'config',
    testReports: 'test-reports',
    testCommand: 'test-command',
    testOutcome: 'test-outcome',
    refreshTests: 'refresh-tests',
    plan: 'plan',
    item: 'item',
    mode: 'mode',
    severityGate: 'severity-gate',
    onModelError: 'on-model-error',
    postReview: 'post-review',
    outputDir: 'output-dir',
    allowPrHeadCode: 'allow-pr-head-code',
    base: 'base',
    statusContext: 'status-context',
    reportArtifact: 'report-artifact',
    stickyKey: 'sticky-key',
    language: 'language',
    shard: 'shard',
    planShards: 'plan-shards',
    mergeShards: 'merge-shards',
    stateSecret: 'state-secret',
};


/***/ }),

/***/ 7100:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G_: () => (/* binding */ configOverrides),
/* harmony export */   bO: () => (/* reexport safe */ _inputs_js__WEBPACK_IMPORTED_MODULE_4__.b),
/* harmony export */   sb: () => (/* binding */ readSettings)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2311);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1036);
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(131);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _shard_partition_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2230);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5047);
/* harmony import */ var _evidence_step_outcome_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(830);








/**
 * A boolean input by the Actions toolkit's rule (getBooleanInput): true, True, TRUE, false, False
 * or FALSE; empty takes the default (action.yml's, or the CLI's unset flag); anything else is an
 * input error naming the input, so `post-review: no` can never be read as "yes, post".
 */
const TRUE_WORDS = ['true', 'True', 'TRUE'];
const FALSE_WORDS = ['false', 'False', 'FALSE'];
const bool = (fallback) => zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
    .transform((v) => v.trim())
    .refine((v) => v === '' || TRUE_WORDS.includes(v) || FALSE_WORDS.includes(v), {
    message: 'expected true or false (true, True, TRUE, false, False or FALSE)',
})
    .transform((v) => (v === '' ? fallback : TRUE_WORDS.includes(v)));
const optional = zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
    .transform((v) => v.trim())
    .transform((v) => (v === '' ? null : v));
/** An enumerated input; empty means "not given" (null), so the config file decides. */
function oneOf(values) {
    return zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
        .transform((v) => v.trim())
        .refine((v) => v === '' || values.includes(v), {
        message: `expected one of ${values.join(', ')}`,
    })
        .transform((v) => (v === '' ? null : v));
}
/** Several review-gate steps on one pull request: each key its own comment and findings. */
const MAX_STICKY_KEY = 40;
const STICKY_KEY = new RegExp(`^[A-Za-z0-9._-]{1,${MAX_STICKY_KEY}}$`);
const settingsSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    githubToken: optional,
    provider: oneOf(_config_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .providerSchema */ .$4.options),
    model: optional,
    apiKey: optional,
    baseUrl: optional.refine((v) => v === null || /^https?:\/\//.test(v), {
        message: 'expected an http(s) URL',
    }),
    modelCommand: optional,
    config: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().transform((v) => v.trim() || '.github/review-gate.yml'),
    testReports: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().transform((v) => v
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter((l) => l !== '' && !l.startsWith('#'))),
    testCommand: optional,
    testOutcome: oneOf(_evidence_step_outcome_js__WEBPACK_IMPORTED_MODULE_6__/* .STEP_OUTCOMES */ .L$),
    refreshTests: bool(false),
    plan: optional,
    item: optional.refine((v) => v === null || /^\d+$/.test(v), {
        message: 'expected an item number',
    }),
    mode: oneOf(_config_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .modeSchema */ .Ni.options),
    severityGate: optional,
    onModelError: oneOf(_config_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .onModelErrorSchema */ .kg.options),
    postReview: bool(true),
    outputDir: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().transform((v) => v.trim() || '.review-gate/out'),
    allowPrHeadCode: bool(false),
    base: optional,
    statusContext: optional.refine((v) => v === null || v.length <= 255, {
        message: 'at most 255 characters',
    }),
    reportArtifact: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
        .transform((v) => v.trim() || 'test-reports')
        .refine((v) => /^[^\\/:*?"<>|\r\n]{1,255}$/.test(v), {
        message: 'an artifact name without / \\ : * ? " < > | or line breaks',
    }),
    language: optional.refine((v) => v === null || (v.length <= 35 && _config_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .LANGUAGE_TAG */ .Mr.test(v)), {
        message: 'a language tag such as de, ja or pt-BR',
    }),
    stateSecret: optional,
    stickyKey: optional.refine((v) => v === null || STICKY_KEY.test(v), {
        message: `at most ${MAX_STICKY_KEY} letters, digits, '.', '_' or '-'`,
    }),
    /** `i/n`: this job reviews shard i of n of the change (src/shard/). */
    shard: optional,
    /** The sizing job: print the shard matrix the change needs, review nothing. */
    planShards: bool(false),
    /** The merge job: the glob naming the shards' output folders (one required decision). */
    mergeShards: optional.refine((v) => v === null || v.length <= 1_000, {
        message: 'at most 1,000 characters',
    }),
});
/**
 * Reads and validates every input once (actions/checkout's getInputs pattern). `read` is
 * `core.getInput` in the action and a plain lookup in tests.
 */
function readSettings(read) {
    const raw = Object.fromEntries(Object.entries(_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUT */ .b).map(([key, name]) => [key, read(name)]));
    const result = settingsSchema.safeParse(raw);
    if (!result.success) {
        // Each problem under the input's own name (the schema's keys are INPUT's keys), once.
        const names = result.error.issues.map((issue) => _inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUT */ .b[issue.path[0]] ?? issue.path.join('.'));
        const lines = result.error.issues.map((issue, i) => `${names[i]}: ${issue.message}`);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`invalid input: ${lines.join('; ')}`, names[0]);
    }
    const settings = result.data;
    if (settings.provider === 'command' && !settings.modelCommand) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('provider "command" needs the model-command input', _inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUT */ .b.modelCommand);
    }
    const roles = [
        settings.shard ? _inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUT */ .b.shard : null,
        settings.planShards ? _inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUT */ .b.planShards : null,
        settings.mergeShards ? _inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUT */ .b.mergeShards : null,
    ].filter((r) => r !== null);
    if (roles.length > 1) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${roles.join(' and ')} are the jobs of a sharded review (sizing, shard, merge); give one per step`, roles[1]);
    }
    // plan without item is checked where the mode is known: a contract review takes the whole
    // document (the mode may come from the base config), an implementation review needs the item.
    return {
        ...settings,
        severityGate: settings.severityGate
            ? (0,_config_load_js__WEBPACK_IMPORTED_MODULE_0__/* .parseSeverityGate */ .OU)(settings.severityGate, _inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUT */ .b.severityGate)
            : null,
        shard: settings.shard ? (0,_shard_partition_js__WEBPACK_IMPORTED_MODULE_3__/* .parseShardSpec */ .d7)(settings.shard, _inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUT */ .b.shard) : null,
    };
}
/** Action inputs as config overrides: inputs win over the file's values. */
function configOverrides(settings) {
    const model = {};
    if (settings.provider)
        model.provider = settings.provider;
    if (settings.model)
        model.model = settings.model;
    if (settings.baseUrl)
        model.base_url = settings.baseUrl;
    if (settings.modelCommand)
        model.command = settings.modelCommand;
    const overrides = { model };
    if (settings.mode)
        overrides.mode = settings.mode;
    if (settings.language)
        overrides.language = settings.language;
    if (settings.onModelError)
        overrides.on_model_error = settings.onModelError;
    if (settings.severityGate)
        overrides.severity_gate = settings.severityGate;
    const evidence = {};
    if (settings.testReports.length > 0)
        evidence.reports = settings.testReports;
    if (settings.testCommand)
        evidence.command = settings.testCommand;
    if (Object.keys(evidence).length > 0)
        overrides.evidence = evidence;
    return overrides;
}


/***/ })

};

export const id = 209;
export const ids = [209];
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

/***/ 5340:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i: () => (/* binding */ LocalGitSources)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/config/load.ts
var load = __webpack_require__(1036);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/examples/load.ts + 5 modules
var examples_load = __webpack_require__(1571);
;// CONCATENATED MODULE: ./src/pipeline/base-examples.ts




const REPO_EXAMPLES_DIR = '.review-gate/rubric-examples';
/**
 * The repository's calibration examples as of a commit (the base of a change), never from the
 * working tree: a change cannot plant examples that teach the reviewer to pass it.
 */
async function examplesAtCommit(git, sha) {
    if (!(await git.ensureCommit(sha)))
        return [];
    const names = await git.listMarkdownAtCommit(sha, REPO_EXAMPLES_DIR);
    if (names.length === 0)
        return [];
    const scratch = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'review-gate-examples-'));
    try {
        for (const name of names) {
            const text = await git.readAtCommit(sha, `${REPO_EXAMPLES_DIR}/${name}`);
            if (text !== null)
                (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(scratch, name), text);
        }
        return (0,examples_load/* loadRepoExamples */.yL)(scratch, REPO_EXAMPLES_DIR);
    }
    finally {
        (0,external_node_fs_.rmSync)(scratch, { recursive: true, force: true });
    }
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/payload/plan.ts
var plan = __webpack_require__(411);
;// CONCATENATED MODULE: ./src/cli/local-plan.ts
/**
 * The plan context of a local branch: `--plan`/`--item` as the action reads them, else the
 * branch's own commit messages (base..head, oldest first), bounded as a pull request's text is.
 */




/** Most commit messages read, and most characters of each and of all. */
const COMMIT_LIMITS = { commits: 50, perMessage: 2_000, total: 12_000 };
async function localPlan(git, range, input, config) {
    if (input.plan) {
        const path = (0,external_node_path_.resolve)(input.cwd, input.plan);
        if (!(0,external_node_fs_.existsSync)(path))
            throw new errors/* InputError */.dz('the plan file does not exist', '--plan');
        const text = (0,external_node_fs_.readFileSync)(path, 'utf8');
        if (config.mode === 'contract')
            return { kind: 'document', path: input.plan, body: text };
        if (!input.item)
            throw new errors/* InputError */.dz('--plan needs --item (the item number)', '--item');
        return (0,plan/* extractPlanItem */.q)(text, input.item, input.plan);
    }
    if (input.item)
        throw new errors/* InputError */.dz('--item needs --plan (the plan file)', '--item');
    return commitMessages(git, range.base, range.head);
}
async function commitMessages(git, base, head) {
    const rangeText = `${base.slice(0, 7)}..${head.slice(0, 7)}`;
    // NUL-separated full messages, oldest first; count first so the note can say what was left out.
    const count = await git.run(['rev-list', '--count', `${base}..${head}`, '--'], 64);
    const total = Number(count.stdout.toString('utf8').trim()) || 0;
    const log = await git.run([
        'log',
        '--no-color',
        '--reverse',
        '-z',
        '--format=%B',
        `--max-count=${COMMIT_LIMITS.commits}`,
        `${base}..${head}`,
        '--',
    ], COMMIT_LIMITS.commits * COMMIT_LIMITS.perMessage * 4);
    if (log.exitCode !== 0 || total === 0)
        return { kind: 'none' };
    const messages = [];
    let used = 0;
    for (const raw of log.stdout.toString('utf8').split('\0')) {
        const message = raw.trim().slice(0, COMMIT_LIMITS.perMessage);
        if (message === '')
            continue;
        if (used + message.length > COMMIT_LIMITS.total)
            break;
        used += message.length;
        messages.push(message);
    }
    return {
        kind: 'commits',
        range: rangeText,
        messages,
        omitted: Math.max(0, total - messages.length),
    };
}

// EXTERNAL MODULE: ./src/cli/prior-files.ts
var prior_files = __webpack_require__(9676);
// EXTERNAL MODULE: ./src/pipeline/review-guide.ts
var review_guide = __webpack_require__(4785);
// EXTERNAL MODULE: ./src/pipeline/head-tree.ts
var head_tree = __webpack_require__(9931);
;// CONCATENATED MODULE: ./src/cli/local-sources.ts







/**
 * The sources of a local branch, reviewed as the action would review its pull request: the
 * config and the calibration examples as of the base commit, the diff `base...head`, and the
 * test evidence from the checkout as it is (reports it holds, or the configured test command).
 */
class LocalGitSources {
    git;
    base;
    configPath;
    extraReportGlobs;
    priorPath;
    planInput;
    headIsCheckout;
    repository;
    covers;
    constructor(git, base, head, configPath, extraReportGlobs, 
    /** `--prior <file>`: a previous run's review.json; null for a first review. */
    priorPath = null, planInput = { plan: null, item: null, cwd: git.cwd }, 
    /** The head is the checkout's HEAD: its uncommitted edits to touched files get a notice. */
    headIsCheckout = false) {
        this.git = git;
        this.base = base;
        this.configPath = configPath;
        this.extraReportGlobs = extraReportGlobs;
        this.priorPath = priorPath;
        this.planInput = planInput;
        this.headIsCheckout = headIsCheckout;
        this.covers = head;
        this.repository = { owner: 'local', repo: (0,external_node_path_.basename)(git.cwd), headSha: head };
    }
    notes = [];
    drainNotes() {
        const notes = this.notes;
        this.notes = [];
        return notes;
    }
    priorReview() {
        if (this.priorPath === null)
            return Promise.resolve(null);
        return Promise.resolve((0,prior_files/* readPriorFile */.v5)(this.priorPath, this.priorPath, this.notes, true));
    }
    /** A local branch has no pull-request conversation: nobody to dismiss anything. */
    pullComments() {
        return Promise.resolve([]);
    }
    async baseConfig() {
        const text = await this.git.readAtCommit(this.base, this.configPath);
        const where = `${this.configPath} (base ${this.base.slice(0, 7)})`;
        return { config: (0,load/* parseConfig */.o4)(text, where), where: text === null ? 'defaults' : where };
    }
    async diff() {
        const result = await this.git.diff(this.base, this.covers);
        if (!result.ok)
            return { ok: false, error: `git diff failed: ${result.detail}` };
        await this.uncommittedNotice(result.text);
        return {
            ok: true,
            text: result.text,
            decoded: result.decoded,
            source: 'git diff',
            label: `git diff ${this.base.slice(0, 7)}...${this.covers.slice(0, 7)}`,
            notReviewed: [],
            notes: [],
        };
    }
    plan(config) {
        return localPlan(this.git, { base: this.base, head: this.covers }, this.planInput, config);
    }
    /** Uncommitted edits (staged or not) to files the change touches: reviewed as committed only. */
    async uncommittedNotice(diffText) {
        if (!this.headIsCheckout)
            return;
        const touched = new Set([...diffText.matchAll(/^\+\+\+ b\/(.+)$/gm)].map((m) => m[1]));
        const status = await this.git.run(['diff', '--name-only', '-z', 'HEAD', '--'], 1_000_000);
        if (status.exitCode !== 0)
            return;
        const dirty = status.stdout
            .toString('utf8')
            .split('\0')
            .filter((path) => touched.has(path));
        if (dirty.length === 0)
            return;
        const shown = dirty.slice(0, 5).join(', ') + (dirty.length > 5 ? ', …' : '');
        this.notes.push(`uncommitted changes to ${dirty.length} touched file(s) are not reviewed: ${shown} (the review reads the committed head; commit them to include them)`);
    }
    repoExamples() {
        return examplesAtCommit(this.git, this.base);
    }
    /** REVIEW.md as the base commit has it: the branch cannot relax its own review. */
    async reviewGuide() {
        const text = await this.git.readAtCommit(this.base, review_guide/* REVIEW_GUIDE_PATH */.Y);
        return text === null ? null : { text, where: `REVIEW.md (base ${this.base.slice(0, 7)})` };
    }
    /** The working tree, when it is at the head under review (else none, with a note). */
    async headTree() {
        const { location, note } = await (0,head_tree/* checkoutAtHead */.Uo)(this.git, this.covers, 'working tree');
        if (note)
            this.notes.push(note);
        return location;
    }
    evidence() {
        return {
            root: this.git.cwd,
            extraReportGlobs: this.extraReportGlobs,
            evidenceFile: null,
            testCommandRefused: null,
        };
    }
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

/***/ 4209:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  REVIEW_HELP: () => (/* binding */ REVIEW_HELP),
  reviewCommand: () => (/* binding */ reviewCommand)
});

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/gate/gate.ts
var gate = __webpack_require__(4512);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/publish/place-note.ts
function place_note_placeNote(diff, finding) {
    if (finding.anchored)
        return undefined;
    if (diff.overBudget.some((f) => f.path === finding.file))
        return 'file not reviewed: over the size budget';
    if (diff.notReviewed.some((f) => f.path === finding.file))
        return 'file not reviewed: GitHub gave no patch';
    return 'not on a changed line';
}

// EXTERNAL MODULE: ./src/domain/finding.ts
var finding = __webpack_require__(5457);
;// CONCATENATED MODULE: ./src/publish/workflow-commands.ts
/**
 * The runner reads a log line as a workflow command (`::set-output …`, `::add-mask::`,
 * `::stop-commands::`) when it starts with `::` once leading whitespace is trimmed. Untrusted text
 * (test output, file names, model replies) that reaches stdout must never do that.
 */
/** Inserted between the two colons; never passed through from input unescaped elsewhere. */
const BREAK = '\u200D';
/**
 * Line breaks of every kind a line reader may split on. CR LF is two of them in a row, which the
 * scan handles like any other run of trimmable characters.
 */
const LINE_BREAKS = new Set([0x0a, 0x0d, 0x0085, 0x2028, 0x2029]);
/**
 * Characters trimmed before the runner looks for `::`: all Unicode White_Space (tab, line tab,
 * form feed, space, U+0085, U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F,
 * U+3000), the line breaks, the information separators U+001C–U+001F that some runtimes count as
 * white space, and U+180E, U+200B and U+FEFF, which older Unicode versions and other trimmers do.
 * Over-trimming here costs one invisible character in a harmless line; under-trimming lets a
 * command through.
 */
function isTrimmable(code) {
    return ((code >= 0x09 && code <= 0x0d) ||
        (code >= 0x1c && code <= 0x20) ||
        code === 0x85 ||
        code === 0xa0 ||
        code === 0x1680 ||
        code === 0x180e ||
        (code >= 0x2000 && code <= 0x200b) ||
        code === 0x2028 ||
        code === 0x2029 ||
        code === 0x202f ||
        code === 0x205f ||
        code === 0x3000 ||
        code === 0xfeff);
}
/**
 * The text with a zero-width joiner between the colons of every `::` that would begin a line
 * after trimming. One linear pass: each line start skips its trimmable run once, and a run that
 * crosses line breaks is skipped only once for all of them.
 */
function workflow_commands_neutralizeWorkflowCommands(text) {
    let out = '';
    let copied = 0;
    let at = 0;
    const length = text.length;
    while (at < length) {
        // At a line start: skip what the runner would trim.
        while (at < length && isTrimmable(text.charCodeAt(at)))
            at++;
        if (text.charCodeAt(at) === 0x3a && text.charCodeAt(at + 1) === 0x3a) {
            out += text.slice(copied, at + 1) + BREAK;
            copied = at + 1;
        }
        // On to the next line.
        while (at < length && !LINE_BREAKS.has(text.charCodeAt(at)))
            at++;
    }
    return copied === 0 ? text : out + text.slice(copied);
}

;// CONCATENATED MODULE: ./src/publish/sanitize.ts
/**
 * Makes untrusted text (model output, test output, file names, PR text) inert inside the Markdown
 * that GitHub renders in comments and job summaries, and inside lines a shell may echo.
 *
 * Two shapes:
 * - `inlineText`: one line of escaped Markdown, for list items, table cells and link labels.
 * - `preformatted`: a `<pre>` HTML block with the text HTML-escaped. An HTML block of this kind
 *   ends only at `</pre>`, which escaped text cannot contain, so no fence can be left open and
 *   no content can leak out as Markdown (unlike a backtick fence, whose content a list item's
 *   indentation can end early).
 *
 * In both, the output never contains `<` from the input (so no raw HTML, `<img`, or HTML comment),
 * `@name` and `#123`/`GH-123` are split with a zero-width joiner (no notification, no link), URLs
 * other than https are removed, invisible and bidi-control characters are shown as `[U+XXXX]`,
 * and no line starts with `::` (a workflow command when echoed to a runner's stdout).
 */

/** Inserted by us to break mentions, references and `::`; never passed through from input. */
const ZWJ = '\u200D';
const DEFAULT_INLINE_MAX = 2_000;
const DEFAULT_BLOCK_MAX = 6_000;
const DEFAULT_BLOCK_MAX_LINES = 80;
/** Reading more than this many code units past the limit is pointless work on hostile input. */
const SCAN_SLACK = 4_096;
// Invisible, zero-width, bidi-control, tag and other characters that hide or reorder text; in
// unicode mode the surrogate range matches only lone surrogates.
// Each code point in the class stands alone (none is meant to combine with its neighbour).
const HIDDEN_CHARACTER = 
// eslint-disable-next-line no-misleading-character-class
/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\ud800-\udfff]|[\u{1d173}-\u{1d17a}\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/gu;
function visibleEscape(cp) {
    return `[U+${cp.toString(16).toUpperCase().padStart(4, '0')}]`;
}
/** Drops complete `<!-- … -->` comments in one linear pass (a regex would be quadratic here). */
function removeHtmlComments(text) {
    let out = '';
    let from = 0;
    for (;;) {
        const open = text.indexOf('<!--', from);
        if (open < 0)
            break;
        const close = text.indexOf('-->', open + 4);
        // No terminator after this one means none after any later opener either.
        if (close < 0)
            break;
        out += text.slice(from, open);
        from = close + 3;
    }
    return out + text.slice(from);
}
/**
 * Bounds, normalizes line ends, drops HTML comments and image syntax, and makes invisible
 * characters visible. Shared by both shapes.
 */
function prepare(raw, maxChars, maxLines) {
    const input = typeof raw === 'string' ? raw : String(raw);
    // Hostile input may be megabytes: look at a bounded prefix only, count the rest.
    const scanned = input.length > maxChars * 2 + SCAN_SLACK ? input.slice(0, maxChars * 2 + SCAN_SLACK) : input;
    let text = removeHtmlComments(scanned.replace(/\r\n?/g, '\n'))
        .replace(/!\[[^\]\n]{0,500}\]\([^)\n]{0,2000}\)/g, '(image removed)')
        .replace(/<img\b[^>]{0,2000}>?/gi, '(image removed)');
    let cutLines = 0;
    const lines = text.split('\n');
    if (lines.length > maxLines) {
        cutLines = lines.length - maxLines;
        text = lines.slice(0, maxLines).join('\n');
    }
    let cut = input.length - scanned.length;
    // Code points, not UTF-16 units, so a cut never splits a surrogate pair.
    if (text.length > maxChars) {
        const points = Array.from(text);
        if (points.length > maxChars) {
            cut += points.length - maxChars;
            text = points.slice(0, maxChars).join('');
        }
    }
    const out = text.replace(HIDDEN_CHARACTER, (ch) => visibleEscape(ch.codePointAt(0) ?? 0));
    return { text: out, cut, cutLines };
}
function truncationNote(p) {
    const parts = [];
    if (p.cutLines > 0)
        parts.push(`${p.cutLines} more line${p.cutLines === 1 ? '' : 's'}`);
    if (p.cut > 0)
        parts.push(`${p.cut} more character${p.cut === 1 ? '' : 's'}`);
    return parts.length > 0 ? `… (truncated: ${parts.join(', ')})` : '';
}
/** Splits `@name`, `#123`, `GH-123` so GitHub neither notifies nor links. */
function breakReferences(text) {
    return text
        .replace(/@(?=[A-Za-z0-9_])/g, `@${ZWJ}`)
        .replace(/#(?=\d)/g, `#${ZWJ}`)
        .replace(/\b(GH)-(?=\d)/gi, `$1${ZWJ}-`);
}
// A scheme URL (any scheme, so non-https ones can be removed) or a bare `www.` autolink.
// No \b: GitHub also autolinks after `_`, `*`, `~` and `(`, which \b would not see as a boundary.
const URL_TOKEN = /(?<![A-Za-z0-9+.-])([A-Za-z][A-Za-z0-9+.-]{0,31}):\/\/[^\s<>"'`[\]()*~$|\\{}^]*|(?<![A-Za-z0-9])www\.[^\s<>"'`[\]()*~$|\\{}^]*/gi;
// Host labels start with a letter or digit, as DNS requires (`https://-www.x` is no host).
const HTTPS_URL = /^https:\/\/[A-Za-z0-9][A-Za-z0-9-]*(?:\.[A-Za-z0-9][A-Za-z0-9-]*)*(?::\d{1,5})?(?:[/?#]|$)/i;
// https links to issues, pull requests and discussions would create a cross-reference.
const REFERENCE_URL = /\/(?:issues|pull|pulls|discussions)\/\d/i;
function escapeHtml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
function escapeMarkdownText(text) {
    return escapeHtml(text).replace(/[\\`*_[\]|~${}]/g, '\\$&');
}
function renderUrl(url, scheme) {
    if (scheme === undefined || scheme.toLowerCase() !== 'https')
        return '(non-https link removed)';
    // Only a plain host (no credentials, no second scheme like `https://x/http://y`).
    if (!HTTPS_URL.test(url) || url.indexOf('://', 8) >= 0)
        return '(link removed)';
    // Kept as an autolink; a link to an issue or pull request is left as plain text instead.
    const safe = url.replace(/&/g, '&amp;');
    return REFERENCE_URL.test(url) ? safe.replace(/^https/i, (s) => `${s}${ZWJ}`) : safe;
}
/** Escapes Markdown and neutralizes URLs in one line of text (no newlines left). */
function escapeInline(line) {
    let out = '';
    let last = 0;
    for (const match of line.matchAll(URL_TOKEN)) {
        const at = match.index ?? 0;
        out += escapeMarkdownText(line.slice(last, at)) + renderUrl(match[0], match[1]);
        last = at + match[0].length;
    }
    out += escapeMarkdownText(line.slice(last));
    return out;
}
// Characters that would turn the start of a line into a block (heading, list, quote, rule,
// setext underline) or a workflow command (`::`) if the text ever begins a line.
function escapeLineStart(text) {
    if (/^\d{1,9}[.)]/.test(text))
        return text.replace(/^(\d{1,9})([.)])/, '$1\\$2');
    return text.replace(/^[#+\-=:]/, '\\$&');
}
/**
 * One line of inert Markdown: HTML escaped, Markdown punctuation backslash-escaped, newlines and
 * tabs turned into spaces, references and mentions broken, non-https URLs removed.
 */
function sanitize_inlineText(raw, options = {}) {
    const max = options.max ?? DEFAULT_INLINE_MAX;
    const prepared = prepare(raw, max, Number.MAX_SAFE_INTEGER);
    const flat = prepared.text.replace(/[\n\t]+/g, ' ').trim();
    const body = escapeLineStart(breakReferences(escapeInline(flat)));
    const note = truncationNote(prepared);
    return note ? `${body} ${note}` : body;
}
/** Multi-line text shown as is, in a `<pre>` block that nothing inside can close. */
function sanitize_preformatted(raw, options = {}) {
    const prepared = prepare(raw, options.max ?? DEFAULT_BLOCK_MAX, options.maxLines ?? DEFAULT_BLOCK_MAX_LINES);
    const body = neutralizeWorkflowCommands(breakReferences(escapeHtml(prepared.text))).replace(/\n+$/, '');
    const note = truncationNote(prepared);
    return `<pre>\n${body}${note ? `\n${note}` : ''}\n</pre>`;
}
/**
 * Plain text for places GitHub shows without Markdown (annotation messages, SARIF): invisible
 * characters made visible, bounded, no line starting with `::`. Markdown is not escaped.
 */
function plainText(raw, options = {}) {
    const prepared = prepare(raw, options.max ?? DEFAULT_BLOCK_MAX, options.maxLines ?? DEFAULT_BLOCK_MAX_LINES);
    const body = workflow_commands_neutralizeWorkflowCommands(prepared.text);
    const note = truncationNote(prepared);
    return note ? `${body}\n${note}` : body;
}
/**
 * Escapes a label we build from trusted pieces plus an untrusted path, for a Markdown link label.
 * Same rules as `inlineText`; named separately so call sites read clearly.
 */
function linkLabel(raw, max = 300) {
    return sanitize_inlineText(raw, { max });
}

;// CONCATENATED MODULE: ./src/publish/annotations.ts

/** GitHub's per-step display limit for each annotation level. */
const ANNOTATIONS_PER_LEVEL = 10;
const LEVEL_OF = {
    blocker: 'error',
    major: 'warning',
    minor: 'notice',
};
const SEVERITY_RANK = { blocker: 0, major: 1, minor: 2 };
/** Most severe, then most confident, then by place: a stable order for equal inputs. */
function compareFindings(a, b) {
    return (SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
        (b.confidence ?? -1) - (a.confidence ?? -1) ||
        (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
        a.line - b.line);
}
/** Error annotations kept for failing tests before findings fill the level. */
const FAILING_TEST_ANNOTATIONS = 5;
/**
 * Annotations for the anchored findings and, first, for the failing touched tests on the very
 * line that failed (wherever the tests blocker itself is anchored): the place to look is marked
 * even when it lies outside the diff.
 */
/** Between the merged parts of one annotation's message. */
const PART_SEPARATOR = '\n\n---\n\n';
function planAnnotations(review, perLevel = ANNOTATIONS_PER_LEVEL, failures = []) {
    const omitted = { error: 0, warning: 0, notice: 0 };
    const emitted = { error: 0, warning: 0, notice: 0 };
    const slots = new Map();
    /** Adds to the annotation already on this line and level, or takes a new one if the level has room. */
    const place = (level, file, line, label, text) => {
        const key = `${level}\0${file}\0${line}`;
        let slot = slots.get(key);
        if (!slot) {
            if (emitted[level] >= perLevel)
                return false;
            emitted[level] += 1;
            slot = { level, file, line, labels: [], parts: [] };
            slots.set(key, slot);
        }
        if (!slot.labels.includes(label))
            slot.labels.push(label);
        slot.parts.push(text);
        return true;
    };
    const located = failures.filter((f) => f.file !== null && f.line !== null);
    for (const failure of located.slice(0, Math.min(FAILING_TEST_ANNOTATIONS, perLevel)))
        place('error', failure.file, failure.line, 'failing test', `${failure.test}\n\n${failure.message}`);
    if (review) {
        const anchored = review.issues.filter((f) => f.anchored).sort(compareFindings);
        for (const finding of anchored) {
            const level = LEVEL_OF[finding.severity];
            const fix = finding.fix.trim() ? `\n\nFix: ${finding.fix}` : '';
            const label = `${finding.severity} (${finding.category})`;
            if (!place(level, finding.file, finding.line, label, `${finding.message}${fix}`))
                omitted[level] += 1;
        }
    }
    const annotations = [...slots.values()].map((slot) => ({
        level: slot.level,
        file: slot.file,
        line: slot.line,
        title: `review-gate: ${slot.labels.join('; ')}`,
        // Each part gets its share of the room, so a long test output cannot hide the finding.
        message: slot.parts
            .map((part) => plainText(part, {
            max: Math.floor(4_000 / slot.parts.length),
            maxLines: Math.max(8, Math.floor(40 / slot.parts.length)),
        }))
            .join(PART_SEPARATOR),
    }));
    return { annotations, omitted };
}

;// CONCATENATED MODULE: ./src/publish/report.ts
const DEFAULT_SERVER_URL = 'https://github.com';

;// CONCATENATED MODULE: ./src/publish/format.ts


/** GitHub refuses comment and review bodies over 65,536 characters; keep a margin. */
const format_COMMENT_BODY_LIMIT = 65_000;
/** GitHub's job summary upload limit per step is 1 MiB. */
const SUMMARY_BYTE_LIMIT = 1024 * 1024 - 1024;
const format_SEVERITY_LABEL = {
    blocker: '🛑 blocker',
    major: '⚠️ major',
    minor: '💡 minor',
};
function format_plural(count, word, many = `${word}s`) {
    return `${count} ${count === 1 ? word : many}`;
}
function serverBase(repo) {
    const raw = repo.serverUrl?.trim() || DEFAULT_SERVER_URL;
    try {
        const url = new URL(raw);
        if (url.protocol !== 'https:' && url.protocol !== 'http:')
            return DEFAULT_SERVER_URL;
        return url.toString().replace(/\/+$/, '');
    }
    catch {
        return DEFAULT_SERVER_URL;
    }
}
/** encodeURIComponent leaves `()!*'~` alone; a `)` would end a Markdown link early. */
function encodeSegment(segment) {
    return encodeURIComponent(segment).replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
function encodePath(path) {
    return path.split('/').map(encodeSegment).join('/');
}
/** A link to a line of a file at the head commit; every untrusted piece is percent-encoded. */
function blobUrl(repo, path, line) {
    const sha = /^[0-9a-f]{7,64}$/i.test(repo.headSha) ? repo.headSha : encodeSegment(repo.headSha);
    const anchor = line !== undefined && Number.isInteger(line) && line > 0 ? `#L${line}` : '';
    return `${serverBase(repo)}/${encodeSegment(repo.owner)}/${encodeSegment(repo.repo)}/blob/${sha}/${encodePath(path)}${anchor}`;
}
function commitUrl(repo) {
    return `${serverBase(repo)}/${encodeSegment(repo.owner)}/${encodeSegment(repo.repo)}/commit/${encodeSegment(repo.headSha)}`;
}
function format_shortSha(sha) {
    return sanitize_inlineText(sha.slice(0, 12), { max: 12 });
}
/** `[path:line](link)`; the link target is ours, the label is escaped. */
function locationLink(repo, file, line) {
    return `[${linkLabel(`${file}:${line}`)}](${blobUrl(repo, file, line)})`;
}
/** One finding as a list item: location, severity, category, message, fix. */
function format_findingItem(repo, finding, options = {}) {
    const max = options.messageMax ?? 1_000;
    // The id is ours (RG- and base32), shown so a maintainer can name the finding in a command.
    const id = options.id && /^RG-[A-Z2-7]{6}$/.test(options.id) ? `\`${options.id}\` ` : '';
    const head = `- ${id}**${locationLink(repo, finding.file, finding.line)}** · ${format_SEVERITY_LABEL[finding.severity]} · ${sanitize_inlineText(finding.category, { max: 40 })}`;
    const confidence = typeof finding.confidence === 'number' ? ` · confidence ${Math.round(finding.confidence)}` : '';
    const note = options.note ? ` · _${options.note}_` : '';
    // The contract's marker for a problem the change did not introduce (it counts only as a blocker).
    const old = finding.pre_existing ? '[pre-existing] ' : '';
    const lines = [`${head}${confidence}${note}`, `  ${old}${sanitize_inlineText(finding.message, { max })}`];
    if (finding.blast_radius)
        lines.push(`  Blast radius: ${sanitize_inlineText(finding.blast_radius, { max: 200 })}`);
    if (finding.fix.trim())
        lines.push(`  **Fix:** ${sanitize_inlineText(finding.fix, { max })}`);
    if (finding.referenced_example_id) {
        lines.push(`  Example: ${sanitize_inlineText(finding.referenced_example_id, { max: 80 })}`);
    }
    const probe = format_probeLine(finding);
    if (probe)
        lines.push(`  ${probe}`);
    // Hard breaks keep the parts on separate lines inside one list item.
    const item = lines.join('<br>\n');
    return options.marker ? `${item}\n  ${options.marker}` : item;
}
/** A bulleted list capped at `cap` items, with a visible count of the rest. */
function format_cappedList(items, cap, what) {
    if (items.length <= cap)
        return items;
    const rest = items.length - cap;
    return [
        ...items.slice(0, cap),
        `- … and ${format_plural(rest, `more ${what}`, `more ${what}`)} not shown`,
    ];
}
/**
 * `cappedList` for raw entries: renders only the entries shown, so a list of 100,000 left-out
 * files costs 50 renders, not 100,000.
 */
function cappedMap(entries, cap, render, what) {
    const shown = entries.slice(0, cap).map(render);
    const rest = entries.length - shown.length;
    if (rest <= 0)
        return shown;
    return [...shown, `- … and ${format_plural(rest, `more ${what}`, `more ${what}`)} not shown`];
}
function utf8Length(text) {
    return Buffer.byteLength(text, 'utf8');
}
function formatInt(n) {
    return typeof n === 'number' && Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '—';
}
/** What the finding's probe showed this push, in one line; '' when it did not run. */
function format_probeLine(finding) {
    const result = finding.probe_result;
    if (!result)
        return '';
    const exit = result.exit_code !== undefined ? ` (exit ${result.exit_code})` : '';
    const note = finding.probe_note ? `: ${sanitize_inlineText(finding.probe_note, { max: 300 })}` : '';
    return `**Probe:** ${result.status}${exit}${note}`;
}

// EXTERNAL MODULE: ./src/evidence/failure-text.ts
var failure_text = __webpack_require__(8035);
// EXTERNAL MODULE: ./src/payload/coverage-lines.ts
var coverage_lines = __webpack_require__(4480);
;// CONCATENATED MODULE: ./src/publish/evidence-section.ts




const TESTS_PASS_LABEL = { true: '✅ yes', false: '❌ no', unknown: '❔ unknown' };
function cacheText(evidence) {
    const { cache, age_seconds: age } = evidence.source;
    if (cache === null)
        return '—';
    if (cache === 'MISS' || age === null)
        return cache;
    if (age < 120)
        return `HIT (${Math.round(age)} s old)`;
    if (age < 7_200)
        return `HIT (${Math.round(age / 60)} min old)`;
    return `HIT (${Math.round(age / 3_600)} h old)`;
}
/** The test-evidence table and its lists; `cap` items per list at most. */
function evidenceSection(evidence, cap) {
    const c = evidence.counts;
    const lines = [
        '### Test evidence',
        '',
        '| tests pass | passed | failed | errored | skipped | flaky | source | cache |',
        '| --- | --- | --- | --- | --- | --- | --- | --- |',
        `| ${TESTS_PASS_LABEL[String(evidence.tests_pass)] ?? '❔ unknown'} | ${c.passed} | ${c.failed} | ${c.errored} | ${c.skipped} | ${c.flaky} | ${evidence.source.kind} | ${cacheText(evidence)} |`,
    ];
    if (evidence.scope === 'touched')
        lines.push('', 'Scope: **touched** (the base config sets `evidence.scope: touched`: only failing tests related to the touched files fail the gate).');
    if (evidence.source.covers)
        lines.push('', `Covers: ${sanitize_inlineText(evidence.source.covers, { max: 120 })}`);
    if (evidence.source.detail)
        lines.push('', sanitize_inlineText(evidence.source.detail, { max: 500 }));
    // Only the shown entries are rendered: a report can name 100,000 failures or files.
    const sub = (heading, entries, render, what) => {
        if (entries.length === 0)
            return;
        lines.push('', `**${heading}** (${entries.length})`, '', ...cappedMap(entries, cap, render, what));
    };
    sub('Not proof: the evidence could not be trusted', evidence.unknown_reasons ?? [], (r) => `- ${sanitize_inlineText(r, { max: 500 })}`, 'reasons');
    const failure = (f) => {
        const where = f.file
            ? ` — ${sanitize_inlineText(f.line ? `${f.file}:${f.line}` : f.file, { max: 300 })}`
            : '';
        // The whole failure text, as the payload and the tests blocker carry it.
        return `- ${sanitize_inlineText(f.test, { max: 300 })}${where} — ${f.status}: ${sanitize_inlineText(f.message, { max: failure_text/* FAILURE_TEXT_MAX */.K4 })}`;
    };
    sub('Failures', evidence.failures, failure, 'failures');
    const coverage = evidence.coverage ?? [];
    if (coverage.length > 0) {
        const more = evidence.coverage_more ?? 0;
        lines.push('', `**${coverage_lines/* COVERAGE_HEADING */.EK}** (${coverage.length + more})`, '', ...cappedMap(coverage, cap, coverageLine, 'files'));
        if (more > 0)
            lines.push(`- … and ${more} more`);
    }
    const others = evidence.other_failures ?? [];
    const otherCount = Math.max(evidence.other_failing ?? 0, others.length);
    if (otherCount > 0) {
        const counted = evidence.scope === 'touched'
            ? 'not counted: evidence.scope is touched'
            : 'each fails the gate';
        lines.push('', `**Other failing tests in this run** (${otherCount}; not related to the touched files, ${counted})`, '', ...cappedMap(others, cap, failure, 'failures'));
        if (otherCount > others.length)
            lines.push(`- … and ${otherCount - others.length} more`);
    }
    sub('Flaky', evidence.flaky, (f) => `- ${sanitize_inlineText(f.test, { max: 300 })}${f.file ? ` — ${sanitize_inlineText(f.file, { max: 300 })}` : ''} (${f.reason === 'rerun-passed' ? 'passed on rerun' : 'failed in one report, passed in another'})`, 'flaky tests');
    sub('Touched source files with no test evidence', evidence.untested_files, (f) => `- ${sanitize_inlineText(f, { max: 300 })}`, 'files');
    sub('Reports', evidence.reports ?? [], (r) => {
        const what = r.error
            ? `unreadable: ${sanitize_inlineText(r.error, { max: 300 })}`
            : r.totals
                ? `${r.format ?? 'unknown format'}: ${r.totals.tests} tests, ${r.totals.failed} failed`
                : (r.format ?? 'unknown format');
        return `- ${sanitize_inlineText(r.path, { max: 300 })} — ${what}`;
    }, 'reports');
    sub('Notices', evidence.notices, (n) => `- ${sanitize_inlineText(n, { max: 500 })}`, 'notices');
    return lines;
}
/** One touched source file: its runs by result, why they count, the first ones named. */
function coverageLine(entry) {
    const { total, parts } = (0,coverage_lines/* countParts */.MA)(entry.counts);
    const runs = total === 0 ? 'no run of it in the reports' : `${format_plural(total, 'run')}: ${parts.join(', ')}`;
    const why = entry.why
        .map((reason) => reason === 'import'
        ? `import${entry.imported_by ? ` (via ${entry.imported_by})` : ''}`
        : coverage_lines/* REASON_WORDS */.J$[reason])
        .join(', ');
    const tests = entry.tests.map((t) => `${t.test} (${t.status})`).join('; ');
    return `- ${sanitize_inlineText(`${entry.file} — ${runs} — why: ${why}${tests ? ` — ${tests}` : ''}`, { max: 2_000 })}`;
}

;// CONCATENATED MODULE: ./src/publish/precision-section.ts


/** Whether there is anything to say: nothing for a default single pass that dropped nothing. */
function hasPrecisionNews(facts) {
    const c = facts.confidence;
    return (facts.passes.length > 1 ||
        facts.verifier !== null ||
        facts.below_agreement > 0 ||
        c.dropped.major + c.dropped.minor + c.without_confidence > 0);
}
function precisionSection(facts, repo, cap) {
    if (!hasPrecisionNews(facts))
        return [];
    const lines = ['### Precision', ''];
    if (facts.passes.length > 1) {
        const answered = facts.passes.filter((p) => p.answered).length;
        lines.push(`- Reviewer passes: ${answered} of ${facts.passes.length} answered (quorum ${facts.quorum}):`);
        for (const pass of facts.passes) {
            const who = [pass.provider, pass.model].filter(Boolean).join('/');
            const focus = pass.dimension ? `, ${pass.dimension}` : '';
            const what = pass.answered
                ? `answered, ${format_plural(pass.findings ?? 0, 'finding')}`
                : `**did not answer**: ${sanitize_inlineText(pass.error ?? 'unknown', { max: 300 })}`;
            lines.push(`  - ${pass.name} (${sanitize_inlineText(who, { max: 120 })}${focus}): ${what}`);
        }
    }
    if (facts.min_agreement > 1 || facts.below_agreement > 0) {
        lines.push(`- Agreement: ${format_plural(facts.below_agreement, 'finding')} reported by fewer than ${facts.min_agreement} passes dropped (min_agreement ${facts.min_agreement})`);
    }
    const c = facts.confidence;
    const droppedByFloor = c.dropped.major + c.dropped.minor;
    if (droppedByFloor > 0 || c.without_confidence > 0) {
        const parts = [];
        if (droppedByFloor > 0)
            parts.push(`dropped ${c.dropped.major} major and ${c.dropped.minor} minor below their floor`);
        if (c.without_confidence > 0)
            parts.push(`${format_plural(c.without_confidence, 'finding')} without a confidence kept (no floor applies)`);
        lines.push(`- Confidence floors (major ${c.floors.major}, minor ${c.floors.minor}; blockers never filtered): ${parts.join('; ')}`);
    }
    const v = facts.verifier;
    if (v) {
        if (!v.ran)
            lines.push(`- Verifier: not run (${sanitize_inlineText(v.reason, { max: 200 })})`);
        else {
            lines.push(`- Verifier: ran (${sanitize_inlineText(v.reason, { max: 200 })}); ${format_plural(v.sent, 'finding')} sent: ${v.confirmed} confirmed, ${v.demoted} demoted, ${v.rejected} rejected, ${v.unverified} unverified (kept as they were)`);
        }
        const item = (f) => `  - **${locationLink(repo, f.file, f.line)}** · ${f.id} · ${format_SEVERITY_LABEL[f.severity]}${f.to ? ` → ${format_SEVERITY_LABEL[f.to]}` : ''} · ${sanitize_inlineText(f.category, { max: 40 })}: ${sanitize_inlineText(f.message, { max: 300 })}<br>\n    Verifier: ${sanitize_inlineText(f.evidence, { max: 600 })}`;
        // Rejected blockers and majors are listed whatever the cap: they are what a reader must see.
        const serious = v.rejections.filter((f) => f.severity !== 'minor');
        const minor = v.rejections.filter((f) => f.severity === 'minor');
        if (serious.length > 0) {
            lines.push(`- Rejected blocker and major findings (${serious.length}):`, ...serious.map(item));
        }
        if (minor.length > 0) {
            lines.push(`- Rejected minor findings (${minor.length}):`, ...cappedMap(minor, cap, item, 'findings'));
        }
        if (v.demotions.length > 0) {
            lines.push(`- Demoted (${v.demotions.length}):`, ...cappedMap(v.demotions, cap, item, 'findings'));
        }
    }
    lines.push('');
    return lines;
}
/** The notes a finding's summary line carries about the precision steps. */
function precisionNotes(finding, passes) {
    const notes = [];
    if (finding.sources && passes > 1)
        notes.push(`reported by ${finding.sources.length} of ${passes} passes`);
    if (finding.verification)
        notes.push(finding.verification);
    return notes;
}

// EXTERNAL MODULE: ./src/carry-over/prior-data.ts
var prior_data = __webpack_require__(8769);
;// CONCATENATED MODULE: ./src/publish/prior-summary.ts



/**
 * The review across pushes in what people read (issue 14): findings closed since they were
 * first reported (fixed, with the commit; dismissed, with who, why and when), and the hidden data
 * block the next push reads back from our own summary comment.
 */
/** The data for the next push; with no review of its own a run hands the previous one on. */
function prior_summary_stickyData(report) {
    // The review this one was made against goes along: a re-run on this commit is made against it.
    const basis = report.prior
        ? { head_sha: report.prior.head_sha, findings: report.prior.findings }
        : null;
    const problem = report.stateProblem ?? null;
    // Only a run's own review records a verdict: one that hands the previous data on does not.
    const verdict = report.review && report.judged && !report.reused
        ? { outcome: report.outcome.status, ...report.judged }
        : null;
    if (report.review)
        return embedData(report.review, report.repository.headSha, basis, problem, verdict);
    if (report.prior)
        return embedFindings(report.prior.findings, report.prior.head_sha ?? '', report.prior.basis ?? null);
    if (problem)
        return embedFindings([], report.repository.headSha, null, problem);
    return null;
}
function closedSection(report, review, cap) {
    const closed = review.closed ?? [];
    if (closed.length === 0)
        return [];
    const resolved = closed.filter((f) => f.status === 'resolved');
    const dismissed = closed.filter((f) => f.status === 'dismissed');
    const lines = [];
    if (resolved.length > 0) {
        lines.push(`### Fixed since an earlier push (${resolved.length}) — not counted by the gate`, '', ...cappedMap(resolved, cap, (f) => closedItem(report, f), 'fixed findings'), '');
    }
    if (dismissed.length > 0) {
        lines.push(`### Dismissed by maintainers (${dismissed.length}) — not counted by the gate`, '', ...cappedMap(dismissed, cap, (f) => closedItem(report, f), 'dismissed findings'), '');
    }
    return lines;
}
function closedItem(report, f) {
    const where = locationLink(report.repository, f.file, f.line);
    const head = `- \`${f.id}\` **${where}** · ${f.severity} · ${sanitize_inlineText(f.category, { max: 40 })}`;
    const message = `  ${sanitize_inlineText(f.message, { max: 300 })}`;
    let status;
    if (f.status === 'resolved') {
        const commit = f.resolved_in ? `fixed in ${format_shortSha(f.resolved_in)}` : 'fixed';
        status = `  ${commit}${f.reason ? `: ${sanitize_inlineText(f.reason, { max: 300 })}` : ''}`;
    }
    else {
        const d = f.dismissal;
        status = d
            ? `  dismissed by ${sanitize_inlineText(d.by, { max: 60 })}${d.at ? ` on ${sanitize_inlineText(d.at, { max: 40 })}` : ''}: ${sanitize_inlineText(d.reason, { max: 300 })}`
            : '  dismissed';
    }
    return [head, message, status].join('<br>\n');
}

;// CONCATENATED MODULE: ./src/publish/shard-section.ts
/**
 * The summary's account of a merged review (`merge-shards`): one row per shard with its files,
 * its findings and what it cost (model calls, tokens, time), from each shard's own record. Those
 * figures come from artifacts: they are shown for people, and the gate never reads them.
 */


/** Rows shown at most: GitHub's matrix holds 256 jobs, so every shard fits. */
const MAX_ROWS = 256;
function shardSection(rows) {
    if (!rows || rows.length === 0)
        return [];
    const files = rows.reduce((n, r) => n + r.files, 0);
    const calls = rows.reduce((n, r) => n + r.calls, 0);
    const slowest = rows.reduce((n, r) => Math.max(n, r.durationMs), 0);
    const lines = [
        '### Shards',
        '',
        `${format_plural(rows.length, 'shard')} reviewed ${count(files, 'file')} with ${count(calls, 'model call')}; the slowest took ${seconds(slowest)}. The merge itself calls no model.`,
        '',
        '| shard | files | findings | model calls | repairs | tokens in | tokens out | time | outcome |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ];
    for (const r of rows.slice(0, MAX_ROWS)) {
        const cache = r.replyCache ? ` (reply cache ${sanitize_inlineText(r.replyCache, { max: 40 })})` : '';
        lines.push(`| ${r.shard} | ${formatInt(r.files)} | ${r.findings === null ? 'unreadable' : formatInt(r.findings)} | ${formatInt(r.calls)}${cache} | ${formatInt(r.repairs)} | ${formatInt(r.inputTokens)} | ${formatInt(r.outputTokens)} | ${seconds(r.durationMs)} | ${r.outcome} |`);
    }
    return [...lines, ''];
}
function count(n, word) {
    return `${formatInt(n)} ${n === 1 ? word : `${word}s`}`;
}
function seconds(ms) {
    return `${(ms / 1000).toFixed(1)} s`;
}

;// CONCATENATED MODULE: ./src/publish/summary.ts
/**
 * The job summary (and review.md, and the sticky comment): rendered from the run report only.
 * It stays under a byte budget by capping the secondary lists first and the findings last, and
 * it says what it left out.
 */









function title(report, level) {
    const h = '#'.repeat(level);
    switch (report.outcome.status) {
        case 'passed':
            return `${h} ✅ review-gate: passed`;
        case 'failed':
            return `${h} ❌ review-gate: failed`;
        case 'error':
            return `${h} ⚠️ review-gate: error — the review did not run`;
    }
}
function limitText(limit) {
    return limit === 'unlimited' ? 'unlimited' : String(limit);
}
function gateSection(gate, passed) {
    const lines = [];
    if (passed) {
        lines.push('The gate passed.');
    }
    else {
        lines.push('The gate failed:', '');
        for (const line of gate.lines)
            lines.push(`- ${sanitize_inlineText(line, { max: 200 })}`);
    }
    const notes = gate.notes ?? [];
    if (notes.length > 0) {
        lines.push('', 'Let through by the configuration, visibly:', '');
        for (const note of notes)
            lines.push(`- ${sanitize_inlineText(note, { max: 300 })}`);
    }
    // Without a review there are no findings to set against the thresholds.
    if (gate.conditions.length === 0)
        return lines;
    lines.push('', '| | blocker | major | minor |', '| --- | --- | --- | --- |', `| against the thresholds | ${finding/* SEVERITIES */.oC.map((s) => gate.conditions.find((c) => c.severity === s)?.count ?? 0).join(' | ')} |`, `| allowed | ${finding/* SEVERITIES */.oC.map((s) => limitText(gate.conditions.find((c) => c.severity === s)?.limit ?? 'unlimited')).join(' | ')} |`);
    return lines;
}
function outcomeSection(report) {
    const outcome = report.outcome;
    if (outcome.status === 'error') {
        return [
            `The review did not run, so nothing was checked: **this is not a clean result**. Reason: ${sanitize_inlineText(outcome.reason, { max: 1_000 })}`,
            '',
            outcome.neutral
                ? '`on-model-error: neutral` is set, so this step does not fail the job.'
                : 'The job fails (fail closed); set `on-model-error: neutral` to let it pass visibly instead.',
        ];
    }
    return gateSection(outcome.gate, outcome.status === 'passed');
}
function reviewFacts(review) {
    const facts = [
        `Verdict (recomputed from the findings): **${review.verdict}** · mode: ${review.mode}`,
    ];
    if (review.guard_applied) {
        facts.push('Touched tests failed, so the tests blocker was added and changes are requested.');
    }
    return facts;
}
function prerender(report) {
    const review = report.review;
    const ordered = [...(review?.issues ?? [])].sort(compareFindings);
    const plan = planAnnotations(review);
    return {
        ordered,
        items: ordered.map((f) => item(report, f)),
        annotationsOmitted: plan.omitted.error + plan.omitted.warning + plan.omitted.notice,
    };
}
function findingsSection(review, caps, pre) {
    const lines = [`### Findings (${review.issues.length})`, ''];
    if (review.issues.length === 0) {
        lines.push('No findings on the change.');
    }
    const { ordered, items } = pre;
    const shownCount = Math.min(caps.findings, ordered.length);
    for (const severity of finding/* SEVERITIES */.oC) {
        let total = 0;
        let shown = 0;
        const group = [];
        ordered.forEach((f, i) => {
            if (f.severity !== severity)
                return;
            total += 1;
            if (i < shownCount) {
                shown += 1;
                group.push(items[i] ?? '');
            }
        });
        if (total === 0)
            continue;
        lines.push(`#### ${format_SEVERITY_LABEL[severity]} (${total})`, '', ...group);
        if (shown < total) {
            lines.push(`- … ${format_plural(total - shown, 'more finding')} not shown (summary size limit)`);
        }
        lines.push('');
    }
    if (shownCount < ordered.length) {
        lines.push(`${format_plural(ordered.length - shownCount, 'finding was', 'findings were')} left out to stay under GitHub's summary size limit; review.json has them all.`, '');
    }
    const omitted = pre.annotationsOmitted;
    if (omitted > 0) {
        lines.push(`GitHub shows at most 10 annotations per level in a step: ${format_plural(omitted, 'anchored finding is', 'anchored findings are')} listed here but not annotated.`, '');
    }
    if (review.dropped.length > 0) {
        lines.push(`### Unreadable entries (${review.dropped.length})`, '', ...format_cappedList(review.dropped.map((d) => `- ${sanitize_inlineText(d.reason, { max: 300 })}: ${sanitize_inlineText(d.excerpt, { max: 300 })}`), caps.secondary, 'entries'), '');
    }
    if (review.strengths.length > 0) {
        lines.push('### Strengths', '', ...format_cappedList(review.strengths.map((s) => `- ${sanitize_inlineText(s, { max: 500 })}`), caps.secondary, 'strengths'), '');
    }
    return lines;
}
function item(report, finding) {
    const notes = [
        ...(finding.carried_over ? ['still open from an earlier push'] : []),
        ...(finding.carried_over
            ? []
            : [place_note_placeNote(report.diff, finding)].filter((n) => n !== undefined)),
        ...precisionNotes(finding, report.precision?.passes.length ?? 1),
    ];
    return format_findingItem(report.repository, finding, {
        note: notes.length > 0 ? notes.join(' · ') : undefined,
        ...(finding.id ? { id: finding.id } : {}),
    });
}
function details(summary, body) {
    return ['<details>', `<summary>${summary}</summary>`, '', ...body, '', '</details>', ''];
}
/** Why the reply was not read completely: never left for the reader to guess from the counts. */
function incompleteSection(review, caps) {
    const reasons = review.incomplete ?? [];
    if (reasons.length === 0)
        return [];
    return [
        `**The review was not read completely** (${reasons.length}), so it cannot pass:`,
        '',
        ...cappedMap(reasons, Math.max(caps.secondary, 3), (r) => `- ${sanitize_inlineText(r, { max: 500 })}`, 'reasons'),
        '',
    ];
}
function warningsSection(report, caps) {
    const all = [...(report.review?.warnings ?? []), ...report.warnings];
    if (all.length === 0)
        return [];
    return details(`Warnings (${all.length})`, cappedMap(all, caps.secondary, (w) => `- ${sanitize_inlineText(w, { max: 500 })}`, 'warnings'));
}
function leftOutSection(report, caps) {
    const { ignored, overBudget, notReviewed } = report.diff;
    const total = ignored.length + overBudget.length + notReviewed.length;
    if (total === 0)
        return [];
    const body = [];
    // Only the shown entries are rendered: a change can leave out 100,000 files.
    const group = (heading, entries, render) => {
        if (entries.length === 0)
            return;
        body.push(`**${heading}** (${entries.length})`, '', ...cappedMap(entries, caps.secondary, render, 'files'), '');
    };
    const leftOut = (f) => `- ${sanitize_inlineText(f.path, { max: 300 })} — ${sanitize_inlineText(f.reason, { max: 200 })}`;
    group('Not reviewed: GitHub gave no patch', notReviewed, leftOut);
    group('Left out by the size budget', overBudget, leftOut);
    group('Ignored by a glob', ignored, (f) => `- ${sanitize_inlineText(f.path, { max: 300 })} — ${sanitize_inlineText(f.pattern, { max: 200 })}`);
    return details(`Left out of the review (${total} files)`, body);
}
function usageLine(usage) {
    if (!usage)
        return [];
    const parts = [`provider ${sanitize_inlineText(usage.provider, { max: 40 })}`];
    if (usage.model)
        parts.push(`model ${sanitize_inlineText(usage.model, { max: 80 })}`);
    parts.push(`tokens in ${formatInt(usage.inputTokens)} / out ${formatInt(usage.outputTokens)}`);
    parts.push(`${format_plural(usage.attempts, 'attempt')}, ${format_plural(usage.repairs, 'repair')}`);
    if (usage.replyCache)
        parts.push(`reply cache ${sanitize_inlineText(usage.replyCache, { max: 200 })}`);
    if (typeof usage.costUsd === 'number' && Number.isFinite(usage.costUsd)) {
        parts.push(`cost $${usage.costUsd.toFixed(4)}`);
    }
    return [`Usage: ${parts.join(' · ')}`, ''];
}
function render(report, caps, level, pre) {
    const review = report.review;
    const repo = report.repository;
    const lines = [title(report, level), '', ...outcomeSection(report), ''];
    lines.push(`Reviewed commit [${format_shortSha(repo.headSha)}](${commitUrl(repo)})`, '');
    if (report.reused)
        lines.push(`Merge group: verdict reused from pull request #${report.reused.pullNumber}'s review at ${format_shortSha(report.reused.head)} (patch identical); no model call.`, '');
    if (report.diff.source)
        lines.push(`Diff from: ${sanitize_inlineText(report.diff.source, { max: 100 })} · ${format_plural(report.diff.reviewed.length, 'file')} reviewed`, '');
    if (review && report.outcome.status !== 'error')
        lines.push(...reviewFacts(review), '');
    if (review)
        lines.push(...incompleteSection(review, caps));
    lines.push(...evidenceSection(report.evidence, caps.secondary), '');
    if (review && report.outcome.status !== 'error') {
        lines.push(...findingsSection(review, caps, pre));
        lines.push(...closedSection(report, review, caps.secondary));
    }
    if (report.precision)
        lines.push(...precisionSection(report.precision, repo, Math.max(caps.secondary, 10)));
    lines.push(...shardSection(report.shards));
    lines.push(...warningsSection(report, caps));
    lines.push(...leftOutSection(report, caps));
    lines.push(...usageLine(report.usage));
    return `${lines
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trimEnd()}\n`;
}
/** Most entries of one secondary list the summary ever shows. */
const SECONDARY_LIST_MAX = 200;
/**
 * The job summary. Never claims "no issues" for an error. Under `maxBytes`: secondary lists are
 * capped first (200, 50, then 10, then 0 items), findings last, each cut stated in the text.
 */
function summary_renderSummary(report, options = {}) {
    const maxBytes = options.maxBytes ?? SUMMARY_BYTE_LIMIT;
    const level = options.headingLevel ?? 2;
    const allFindings = report.review?.issues.length ?? 0;
    const pre = prerender(report);
    // The first try is not unbounded: rendering (and spreading) every entry of a list of 100,000
    // left-out files or warnings would take minutes and overflow the stack, and no summary under
    // 1 MiB could show them all anyway.
    for (const secondary of [SECONDARY_LIST_MAX, 50, 10, 0]) {
        const text = render(report, { secondary, findings: allFindings }, level, pre);
        if (utf8Length(text) <= maxBytes)
            return text;
    }
    // Findings that fit: the summary without findings plus each item's bytes, in severity order;
    // then step down until a real rendering fits (the "N more" lines vary a little in length).
    const base = utf8Length(render(report, { secondary: 0, findings: 0 }, level, pre));
    let lo = 0;
    for (let used = base + 256; lo < allFindings; lo++) {
        used += utf8Length(pre.items[lo] ?? '') + 1;
        if (used > maxBytes)
            break;
    }
    while (lo > 0 &&
        utf8Length(render(report, { secondary: 0, findings: lo }, level, pre)) > maxBytes) {
        lo = Math.floor(lo * 0.95);
    }
    const text = render(report, { secondary: 0, findings: lo }, level, pre);
    if (utf8Length(text) <= maxBytes)
        return text;
    // Only a budget far below any real limit gets here: keep the outcome, say the rest is cut.
    const outcome = [
        title(report, level),
        '',
        ...outcomeSection(report),
        '',
        '(The rest of the summary did not fit.)',
        '',
    ].join('\n');
    return Buffer.from(outcome, 'utf8')
        .subarray(0, maxBytes)
        .toString('utf8')
        .replace(/\uFFFD+$/, '');
}

// EXTERNAL MODULE: ./src/domain/fingerprint.ts
var domain_fingerprint = __webpack_require__(1796);
;// CONCATENATED MODULE: ./src/publish/fingerprint.ts
/**
 * Hidden markers in what we post, so a re-run can recognise its own earlier comments: a
 * fingerprint per finding (file, normalized message, category) and one marker for the sticky
 * summary comment. Markers are HTML comments: GitHub does not render them. Untrusted text can never
 * forge one inside our own bodies, because the sanitizer drops HTML comments and escapes `<`.
 */


const TOOL = 'review-gate';
const FINGERPRINT_PATTERN = /<!-- review-gate:fp:([0-9a-f]{16}) -->/g;
function fingerprint_fingerprintMarker(fp) {
    if (!FINGERPRINT_SHAPE.test(fp))
        throw new Error(`not a fingerprint: ${fp}`);
    return `<!-- ${TOOL}:fp:${fp} -->`;
}
/** Every fingerprint marker in a comment or review body. */
function findFingerprints(body) {
    if (!body)
        return [];
    return Array.from(body.matchAll(FINGERPRINT_PATTERN), (m) => m[1] ?? '').filter(Boolean);
}
const STEP_PATTERN = /<!-- review-gate:step:([A-Za-z0-9._-]{1,64}) -->/;
/**
 * The step a finding comment belongs to, for a non-default `sticky-key`: what tells the next run
 * that this step has reviewed the pull request before (its carried state must then be found).
 */
function fingerprint_stepMarker(key) {
    return `<!-- ${TOOL}:step:${key} -->`;
}
/** The step of a posted finding body: its step marker's key, else the default. */
function stepOf(body) {
    return STEP_PATTERN.exec(body)?.[1] ?? 'default';
}
/**
 * The sticky summary's marker. `key` separates several review-gate steps on one pull request
 * (for example an implementation review and a contract review); letters, digits, `-`, `_`, `.`.
 */
function fingerprint_summaryMarker(key = 'default') {
    if (!/^[A-Za-z0-9._-]{1,64}$/.test(key)) {
        throw new Error(`summary key must be 1-64 letters, digits, '.', '_' or '-': ${JSON.stringify(key)}`);
    }
    return `<!-- ${TOOL}:summary:${key} -->`;
}
/** True when the body is a sticky summary for `key`: the marker must open the body. */
function isSummaryComment(body, key = 'default') {
    return typeof body === 'string' && body.startsWith(fingerprint_summaryMarker(key));
}

;// CONCATENATED MODULE: ./src/publish/probe-block.ts

/**
 * The probe of a finding as a maintainer reads it: a fenced block to copy and run, and the
 * suggestion to keep it as a test. The command is one line without control or invisible
 * characters (the reply contract refuses any other), so a fence longer than its longest run of
 * backticks is a block nothing inside can close.
 */
function probe_block_probeBlock(finding) {
    const probe = finding.probe;
    if (!probe)
        return [];
    const longest = Math.max(0, ...(probe.command.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    const expected = probe.expected.trim();
    return [
        `**Run this to check** (from the repository root; it exits non-zero while the defect stands and 0 once it is fixed${expected ? `: ${inlineText(expected, { max: 300 })}` : ''}). Consider committing it as a test.`,
        '',
        `${fence}sh`,
        probe.command,
        fence,
    ];
}

;// CONCATENATED MODULE: ./src/publish/comments.ts
/**
 * Bodies posted on the pull request: inline review comments, the review body, and the sticky
 * summary comment. Each is bounded under GitHub's comment size limit and carries the hidden
 * markers a re-run uses to avoid posting the same thing twice.
 */








/** The hidden marker for a finding: what `findFingerprints` reads back from a posted body. */
function findingMarker(finding, key) {
    // A re-reported finding keeps the fingerprint it was first posted with (carry-over sets it).
    const marker = fingerprintMarker(scopedFingerprint(finding.fingerprint ?? fingerprint(finding), key));
    return key && key !== 'default' ? `${marker}${stepMarker(key)}` : marker;
}
function renderInlineWith(finding, messageMax, fixMax, key, lineMap) {
    const confidence = typeof finding.confidence === 'number' ? ` · confidence ${Math.round(finding.confidence)}` : '';
    const parts = [
        `**${SEVERITY_LABEL[finding.severity]}** · ${inlineText(finding.category, { max: 40 })}${confidence}`,
        '',
        inlineText(finding.message, { max: messageMax }),
    ];
    const fix = finding.fix.trim();
    if (fix) {
        // A multi-line fix is usually code: show it as is, in a block nothing inside can close.
        parts.push('', fix.includes('\n')
            ? `**Fix:**\n\n${preformatted(fix, { max: fixMax })}`
            : `**Fix:** ${inlineText(fix, { max: fixMax })}`);
    }
    if (finding.suggestion !== undefined)
        parts.push('', ...suggestionPart(finding, lineMap, fixMax));
    if (finding.probe)
        parts.push('', ...probeBlock(finding));
    const checked = probeLine(finding);
    if (checked)
        parts.push('', checked);
    if (finding.referenced_example_id) {
        parts.push('', `<sub>Calibration example ${inlineText(finding.referenced_example_id, { max: 80 })}</sub>`);
    }
    if (finding.id && /^RG-[A-Z2-7]{6}$/.test(finding.id))
        parts.push('', `<sub>${finding.id} · to dismiss, a maintainer comments \`/review-gate dismiss ${finding.id} REASON\`</sub>`);
    parts.push('', findingMarker(finding, key));
    return parts.join('\n');
}
/** A committable suggestion block when it is safe, else the text as plain code (not committable). */
function suggestionPart(finding, lineMap, max) {
    const block = lineMap ? suggestionBlock(finding, lineMap) : null;
    if (block?.ok)
        return ['**Suggested change:**', '', block.block];
    const why = block ? block.reason : 'no line map';
    return [
        `**Suggested replacement** (not committable: ${inlineText(why, { max: 100 })}):`,
        '',
        preformatted(finding.suggestion ?? '', { max }),
    ];
}
/** The body of one inline review comment; always under GitHub's limit. */
function renderInlineComment(finding, options = {}) {
    const { key, lineMap } = options;
    // Escaping can grow text up to ~9x (hidden characters become `[U+XXXXX]`), so shrink the
    // per-field bounds until the whole body fits.
    for (let messageMax = 4_000, fixMax = 4_000;; messageMax >>= 1, fixMax >>= 1) {
        const body = renderInlineWith(finding, messageMax, fixMax, key, lineMap);
        if (body.length <= COMMENT_BODY_LIMIT || messageMax < 64)
            return body;
    }
}
function gateLine(report) {
    const outcome = report.outcome;
    if (outcome.status === 'error')
        return 'The review did not run (error); see the job summary.';
    if (outcome.status === 'passed')
        return 'Severity gate: **passed**.';
    return `Severity gate: **failed** — ${outcome.gate.lines.map((l) => inlineText(l, { max: 200 })).join('; ')}.`;
}
function renderReviewBodyWith(input, items, cap) {
    const { report } = input;
    const total = input.inlineCount + input.inBody.length + input.outside.length;
    const lines = [
        `### review-gate: ${plural(total, 'finding')} on ${shortSha(report.repository.headSha)}`,
        '',
        gateLine(report),
        '',
    ];
    if (input.inlineRefused) {
        lines.push('GitHub refused the inline comments, so every finding is listed here instead.', '');
    }
    else if (input.inlineCount > 0) {
        lines.push(`${plural(input.inlineCount, 'inline comment')} on the changed lines.`, '');
    }
    if (input.alreadyPosted > 0) {
        lines.push(`${plural(input.alreadyPosted, 'finding was', 'findings were')} already posted by an earlier run and not repeated.`, '');
    }
    // One cap across both lists, the findings on the change first.
    const inBodyCap = Math.min(cap, items.inBody.length);
    const outsideCap = Math.max(0, cap - inBodyCap);
    if (items.inBody.length > 0) {
        lines.push(input.inlineRefused ? '#### Findings' : '#### Not posted inline', '', ...cappedList(items.inBody, inBodyCap, 'findings (see the job summary)'), '');
    }
    if (items.outside.length > 0) {
        lines.push('#### Outside the change — not counted by the gate', '', ...cappedList(items.outside, outsideCap, 'findings (see the job summary)'), '');
    }
    return `${lines.join('\n').trimEnd()}\n`;
}
/**
 * The body of the pull-request review: a header plus every new finding not posted inline. A
 * finding left out for size has no marker in the body, so a later run may post it again.
 */
function renderReviewBody(input) {
    const repo = input.report.repository;
    const item = (f, note) => findingItem(repo, f, { note, marker: findingMarker(f, input.key), messageMax: 1_000 });
    const items = {
        inBody: input.inBody.map((f) => item(f, placeNote(input.report.diff, f))),
        outside: input.outside.map((f) => item(f)),
    };
    const all = [...items.inBody, ...items.outside];
    let cap = all.length;
    const full = renderReviewBodyWith(input, items, cap);
    if (full.length <= COMMENT_BODY_LIMIT)
        return full;
    // Items that fit after the header, with room for the "and N more" lines.
    let used = renderReviewBodyWith(input, items, 0).length + 400;
    cap = 0;
    while (cap < all.length && used + (all[cap]?.length ?? 0) + 1 <= COMMENT_BODY_LIMIT) {
        used += (all[cap]?.length ?? 0) + 1;
        cap += 1;
    }
    for (;;) {
        const body = renderReviewBodyWith(input, items, cap);
        if (body.length <= COMMENT_BODY_LIMIT || cap === 0)
            return body;
        cap = Math.floor(cap * 0.9);
    }
}
/** The sticky summary comment: the marker first (that is how it is found again), then the summary. */
function renderStickyComment(report, key = 'default') {
    const marker = summaryMarker(key);
    // The findings as data for the next push (hidden, bounded): read back only from our own comment.
    const data = stickyData(report);
    const room = COMMENT_BODY_LIMIT - marker.length - 1 - (data ? data.length + 1 : 0);
    // Bytes bound characters from above, so a byte budget keeps the character count in range too.
    const summary = renderSummary(report, { maxBytes: room });
    return data ? `${marker}\n${summary.trimEnd()}\n${data}\n` : `${marker}\n${summary}`;
}

;// CONCATENATED MODULE: ./src/publish/markdown.ts
/**
 * The Markdown renderers, generated from the parsed JSON only (never from the model's own prose):
 * the job summary (also the artifact review.md), the sticky summary comment, the review body and
 * the inline comments. Every untrusted string goes through ./sanitize.ts.
 */




;// CONCATENATED MODULE: ./src/publish/sarif.ts


const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const FINGERPRINT_KEY = 'reviewGate/v1';
const LEVEL = {
    blocker: 'error',
    major: 'warning',
    minor: 'note',
};
const CATEGORY_TEXT = {
    logic: 'Logic and correctness',
    code_rules: 'Code rules and maintainability',
    security: 'Security',
    scalability: 'Scalability and performance',
    tests: 'Tests and test evidence',
    scope: 'Contract scope',
    dod: 'Definition of done',
    test_plan: 'Test plan',
    out_of_scope: 'Out-of-scope section',
};
function artifactUri(path) {
    return path.split('/').map(encodeURIComponent).join('/');
}
function result(finding, ruleIndex) {
    const text = finding.fix.trim() ? `${finding.message}\n\nFix: ${finding.fix}` : finding.message;
    return {
        ruleId: `review-gate/${finding.category}`,
        ruleIndex,
        level: LEVEL[finding.severity],
        message: { text: plainText(text, { max: 4_000, maxLines: 60 }) },
        locations: [
            {
                physicalLocation: {
                    artifactLocation: { uri: artifactUri(finding.file), uriBaseId: '%SRCROOT%' },
                    region: { startLine: finding.line },
                },
            },
        ],
        partialFingerprints: { [FINGERPRINT_KEY]: finding.fingerprint ?? (0,domain_fingerprint/* fingerprint */.Rj)(finding) },
        properties: {
            severity: finding.severity,
            category: finding.category,
            anchored: finding.anchored,
            ...(typeof finding.confidence === 'number' ? { confidence: finding.confidence } : {}),
            ...(finding.referenced_example_id
                ? { referencedExampleId: finding.referenced_example_id }
                : {}),
            ...(finding.probe
                ? { probe: { command: finding.probe.command, expected: finding.probe.expected } }
                : {}),
        },
    };
}
function renderSarif(report, options) {
    const review = report.outcome.status === 'error' ? null : report.review;
    const findings = review?.issues ?? [];
    const categories = [...new Set(findings.map((f) => f.category))].sort();
    const rules = categories.map((category) => ({
        id: `review-gate/${category}`,
        name: category,
        shortDescription: { text: CATEGORY_TEXT[category] ?? category },
        properties: { tags: category === 'security' ? ['security', 'review-gate'] : ['review-gate'] },
    }));
    const results = findings.map((f) => result(f, categories.indexOf(f.category)));
    const invocation = report.outcome.status === 'error'
        ? {
            executionSuccessful: false,
            toolExecutionNotifications: [
                { level: 'error', message: { text: plainText(report.outcome.reason, { max: 2_000 }) } },
            ],
        }
        : { executionSuccessful: true };
    return {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'review-gate',
                        version: options.toolVersion,
                        ...(options.informationUri ? { informationUri: options.informationUri } : {}),
                        rules,
                    },
                },
                invocations: [invocation],
                versionControlProvenance: [
                    {
                        repositoryUri: `${(report.repository.serverUrl ?? 'https://github.com').replace(/\/+$/, '')}/${report.repository.owner}/${report.repository.repo}`,
                        revisionId: report.repository.headSha,
                    },
                ],
                columnKind: 'unicodeCodePoints',
                results,
            },
        ],
    };
}

// EXTERNAL MODULE: ./src/shard/record.ts
var shard_record = __webpack_require__(4147);
;// CONCATENATED MODULE: ./src/pipeline/artifacts.ts







/** The release (package.json's version; a test keeps them equal): SARIF's tool version. */
const TOOL_VERSION = '1.0.0';
/** Every file writeArtifacts may write, in the output folder. */
const ARTIFACT_NAMES = [
    'payload.md',
    'reply.txt',
    'review.json',
    'review.md',
    'gate.txt',
    'review.sarif',
    shard_record/* SHARD_RECORD_FILE */.QZ,
];
/**
 * Why the output folder cannot be written without following a symbolic link, or null when it
 * can. The folder and every folder between `root` (the checkout) and it, and each artifact
 * already there, are looked at with lstat, never followed: a pull request can commit
 * `.review-gate/out/payload.md` as a link to any file the job may write (issue 21). A folder
 * outside `root` was chosen by the workflow; only the folder itself and its files are checked.
 */
function artifactPathProblem(dir, root) {
    const rel = (0,external_node_path_.relative)(root, dir);
    const inside = rel === '' || (!rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel));
    const folders = [];
    for (let current = dir;; current = (0,external_node_path_.dirname)(current)) {
        if (inside ? current === root || !within(root, current) : folders.length === 1)
            break;
        folders.unshift(current);
        if ((0,external_node_path_.dirname)(current) === current)
            break;
    }
    for (const folder of folders) {
        const info = lstatOrNull(folder);
        if (info === null)
            return null; // nothing below a missing folder exists yet
        if (info.isSymbolicLink())
            return `${folder} is a symbolic link`;
        if (!info.isDirectory())
            return `${folder} is not a folder`;
    }
    for (const name of ARTIFACT_NAMES) {
        const path = (0,external_node_path_.join)(dir, name);
        const info = lstatOrNull(path);
        if (info === null)
            continue;
        if (info.isSymbolicLink())
            return `${path} is a symbolic link`;
        if (!info.isFile())
            return `${path} is not a regular file`;
    }
    return null;
}
/** artifactPathProblem as an input error naming the path (the run ends as an error). */
function checkArtifactPaths(dir, root) {
    const problem = artifactPathProblem(dir, root);
    if (problem !== null) {
        throw new errors/* InputError */.dz(`the output folder is refused: ${problem} (links are never followed)`, 'output-dir');
    }
}
function within(root, path) {
    const rel = (0,external_node_path_.relative)(root, path);
    return rel === '' || (!rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel));
}
function lstatOrNull(path) {
    return (0,external_node_fs_.lstatSync)(path, { throwIfNoEntry: false }) ?? null;
}
/**
 * Writes the run's artifacts: payload.md, reply.txt, review.json, review.md, gate.txt and
 * review.sarif. Everything is rendered first and written last, so a rendering error leaves no
 * partial set behind. The redactor is not optional: the report is redacted before rendering
 * (a renderer's escaping could split a token so a later pass would miss it) and every file's
 * text again before writing, so no artifact can be written unredacted.
 */
function writeArtifacts(dir, input, redactor, 
/** The checkout: folders between it and `dir` are checked for links too. */
root = dir) {
    const report = redactor.deep(input.report);
    const files = [];
    const add = (name, content) => {
        if (content === null)
            return null;
        files.push([name, redactor.text(content)]);
        return (0,external_node_path_.join)(dir, name);
    };
    const reviewMarkdown = summary_renderSummary(report);
    const paths = {
        dir,
        payload: add('payload.md', input.payload),
        reply: add('reply.txt', input.replyText),
        review: add('review.json', report.review ? `${JSON.stringify(report.review, null, 2)}\n` : null),
        reviewMarkdown: add('review.md', reviewMarkdown),
        gate: add('gate.txt', `${(0,gate/* describeOutcome */.SS)(report.outcome)}\n`),
        sarif: add('review.sarif', report.review
            ? `${JSON.stringify(renderSarif(report, { toolVersion: TOOL_VERSION }), null, 2)}\n`
            : null),
        shard: add(shard_record/* SHARD_RECORD_FILE */.QZ, input.shard ? `${JSON.stringify(input.shard, null, 2)}\n` : null),
    };
    checkArtifactPaths(dir, root);
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    // Checked again now the folders exist, and each file opened with O_NOFOLLOW: a link planted
    // between the check and the write is refused by the kernel, not followed.
    checkArtifactPaths(dir, root);
    const flags = external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_TRUNC | external_node_fs_.constants.O_NOFOLLOW;
    for (const [name, content] of files) {
        const fd = (0,external_node_fs_.openSync)((0,external_node_path_.join)(dir, name), flags, 0o644);
        try {
            (0,external_node_fs_.writeSync)(fd, content);
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
    return paths;
}

// EXTERNAL MODULE: ./src/diff/line-map.ts + 1 modules
var line_map = __webpack_require__(924);
// EXTERNAL MODULE: ./src/evidence/auto-findings.ts
var auto_findings = __webpack_require__(3729);
// EXTERNAL MODULE: ./src/gate/decide.ts
var decide = __webpack_require__(5243);
// EXTERNAL MODULE: ./src/review/finding.ts
var review_finding = __webpack_require__(7477);
// EXTERNAL MODULE: ./src/review/guard.ts
var guard = __webpack_require__(4605);
// EXTERNAL MODULE: ./src/review/notes.ts
var review_notes = __webpack_require__(9253);
// EXTERNAL MODULE: ./src/shared/zod-issues.ts
var zod_issues = __webpack_require__(8665);
;// CONCATENATED MODULE: ./src/shard/check.ts
/**
 * The merge job's proof that the shards it read are one whole review: each shard of the expected
 * partition (the merge recomputes it from the change itself, never from a shard's word) present
 * once, for the head under review, cut from the same partition, reviewing exactly its own files,
 * and finished. Anything else is a problem naming the shard and its folder; the merge turns any
 * problem into an error outcome, never a pass (a shard folder is an artifact, so untrusted).
 */


const MAX_LISTED = 5;
function checkShards(expected, found) {
    const { partition, head } = expected;
    const problems = [];
    if (found.length === 0)
        problems.push('no shard folder matched');
    const byIndex = new Map();
    for (const { folder, text } of found) {
        const record = readRecord(folder, text, problems);
        if (!record)
            continue;
        const name = `shard ${record.index}/${record.count} (${folder})`;
        if (record.partition !== partition.hash || record.count !== partition.count) {
            problems.push(`${name}: cut from another partition (${record.partition.slice(0, 12)}, ${record.count} shard(s)) than this change's (${partition.hash.slice(0, 12)}, ${partition.count})`);
            continue;
        }
        if (record.head !== head) {
            problems.push(`${name}: stale, it reviewed ${record.head.slice(0, 12)}, not the head ${head.slice(0, 12)}`);
            continue;
        }
        const list = byIndex.get(record.index) ?? [];
        list.push({ record, folder });
        byIndex.set(record.index, list);
    }
    const shards = [];
    const folders = [];
    for (const shard of partition.shards) {
        const label = `shard ${shard.index}/${partition.count}`;
        const entries = byIndex.get(shard.index) ?? [];
        if (entries.length === 0) {
            problems.push(`${label}: missing (no folder holds its ${shard_record/* SHARD_RECORD_FILE */.QZ})`);
            continue;
        }
        if (entries.length > 1) {
            problems.push(`${label}: found twice (${entries.map((e) => e.folder).join(', ')})`);
            continue;
        }
        const { record, folder } = entries[0];
        const name = `${label} (${folder})`;
        if (record.outcome === 'error') {
            problems.push(`${name}: its review did not run: ${record.reason ?? 'no reason given'}`);
            continue;
        }
        const mine = new Set(shard.files);
        const theirs = new Set(record.files);
        const extra = record.files.filter((f) => !mine.has(f));
        const missed = shard.files.filter((f) => !theirs.has(f));
        const strayLeftOut = record.left_out.filter((f) => !mine.has(f));
        if (strayLeftOut.length > 0) {
            problems.push(`${name}: says it left out files not in its slice: ${listed(strayLeftOut)}`);
            continue;
        }
        if (extra.length > 0 || missed.length > 0 || theirs.size !== record.files.length) {
            problems.push(`${name}: reviewed other files than its slice (${[
                extra.length > 0 ? `not its own: ${listed(extra)}` : '',
                missed.length > 0 ? `not reviewed: ${listed(missed)}` : '',
            ]
                .filter(Boolean)
                .join('; ')})`);
            continue;
        }
        shards.push(record);
        folders.push(folder);
    }
    return { shards, folders, problems };
}
function readRecord(folder, text, problems) {
    if (text === null) {
        problems.push(`${folder}: no ${shard_record/* SHARD_RECORD_FILE */.QZ} (not a shard's output folder, or it failed before writing one)`);
        return null;
    }
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        problems.push(`${folder}: ${shard_record/* SHARD_RECORD_FILE */.QZ} is not JSON`);
        return null;
    }
    const parsed = shard_record/* shardRecordSchema */.nR.safeParse(json);
    if (!parsed.success) {
        problems.push(`${folder}: ${shard_record/* SHARD_RECORD_FILE */.QZ}: ${(0,zod_issues/* describeZodError */.V)(parsed.error, { limit: 5 })}`);
        return null;
    }
    return parsed.data;
}
function listed(paths) {
    const more = paths.length > MAX_LISTED ? ` and ${paths.length - MAX_LISTED} more` : '';
    return paths.slice(0, MAX_LISTED).join(', ') + more;
}

;// CONCATENATED MODULE: ./src/shard/combine.ts
const combine_MAX_LISTED = 5;
function combineShards(shards, rules) {
    const out = {
        issues: [],
        overflow: { blocker: 0, major: 0, minor: 0 },
        resolved: [],
        incomplete: [],
        warnings: [],
        strengths: [],
        leftOut: [],
        setAside: 0,
        problems: [],
    };
    const claimed = new Set();
    const strengths = new Set();
    for (const { record, folder, review } of shards) {
        const label = `shard ${record.index}/${record.count}`;
        const slice = new Set(record.files);
        const foreign = [];
        for (const finding of review.issues) {
            const inSlice = slice.has(finding.file);
            if (rules.decidedByMerge(finding, inSlice)) {
                out.setAside++;
                continue;
            }
            if (!inSlice) {
                foreign.push(`${finding.file}:${finding.line}`);
                continue;
            }
            out.issues.push({ ...finding, anchored: rules.commentable(finding.file, finding.line) });
        }
        if (foreign.length > 0) {
            const more = foreign.length > combine_MAX_LISTED ? ` and ${foreign.length - combine_MAX_LISTED} more` : '';
            out.problems.push(`${label} (${folder}): findings on files outside its slice: ${foreign.slice(0, combine_MAX_LISTED).join(', ')}${more}`);
        }
        for (const s of ['blocker', 'major', 'minor'])
            out.overflow[s] += review.overflow[s];
        for (const claim of review.resolved) {
            // A shard saw only its own files: it cannot say a finding elsewhere is fixed.
            const file = rules.priorFile?.(claim.id);
            if (file !== undefined && !slice.has(file)) {
                out.warnings.push(`${label}: resolved: ${claim.id} is on ${file}, outside the files this shard reviewed; ignored`);
                continue;
            }
            if (claimed.has(claim.id))
                continue;
            claimed.add(claim.id);
            out.resolved.push(claim);
        }
        for (const reason of review.incomplete)
            out.incomplete.push(`${label}: ${reason}`);
        for (const warning of review.warnings)
            out.warnings.push(`${label}: ${warning}`);
        for (const strength of review.strengths)
            strengths.add(strength);
        for (const path of record.left_out)
            out.leftOut.push({ path, shard: label });
    }
    out.strengths = [...strengths];
    return out;
}

// EXTERNAL MODULE: ./src/shard/partition.ts
var partition = __webpack_require__(2230);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 7 modules
var schemas = __webpack_require__(2311);
// EXTERNAL MODULE: ./src/domain/reply-contract.ts
var reply_contract = __webpack_require__(8747);
;// CONCATENATED MODULE: ./src/shard/review-file.ts
/**
 * A shard's review.json as the merge job reads it back: an artifact, so untrusted. Every field
 * the merge uses is validated (the contract's finding fields with their bounds, plus what the
 * parser and the precision steps add); a problem names the folder, the file and the field. Pure.
 */




const SHARD_REVIEW_FILE = 'review.json';
/** Most findings one shard's review may list (the parser keeps 500 per reply, plus our own). */
const MAX_SHARD_FINDINGS = 20_000;
const MAX_NOTES = 2_000;
const note = schemas/* string */.YjP().max(4_000);
const review_file_count = schemas/* number */.aig().int().min(0).max(10_000_000);
const probeResultSchema = schemas/* object */.Ikc({
    status: schemas/* enum */.k5n(['failed', 'passed', 'timed-out', 'not-started', 'refused']),
    exit_code: schemas/* number */.aig().int().min(-1_000).max(1_000).optional(),
    output: schemas/* string */.YjP().max(20_000).optional(),
    reason: schemas/* string */.YjP().max(2_000).optional(),
})
    .strict();
/** A finding as a shard writes it: the contract's fields and what the pipeline added. */
function shardFindingSchema(mode) {
    return (0,reply_contract/* findingSchema */.$f)(mode).extend({
        file: schemas/* string */.YjP().min(1).max(4_096),
        line: schemas/* number */.aig().int().min(1).max(10_000_000),
        anchored: schemas/* boolean */.zMY(),
        sources: schemas/* array */.YOg(schemas/* string */.YjP().max(40)).max(20).optional(),
        verification: schemas/* enum */.k5n(['confirmed', 'demoted', 'unverified']).optional(),
        probe_result: probeResultSchema.optional(),
        validated_by: schemas/* literal */.euz('machine').optional(),
        probe_note: schemas/* string */.YjP().max(2_000).optional(),
    });
}
function shardReviewSchema(mode) {
    return schemas/* object */.Ikc({
        mode: schemas/* literal */.euz(mode),
        verdict: schemas/* enum */.k5n(['APPROVED', 'CHANGES_REQUESTED']),
        counts: schemas/* object */.Ikc({ blocker: review_file_count, major: review_file_count, minor: review_file_count }).strict(),
        issues: schemas/* array */.YOg(shardFindingSchema(mode)).max(MAX_SHARD_FINDINGS),
        strengths: schemas/* array */.YOg(schemas/* string */.YjP().max(reply_contract/* MAX_STRENGTH_LENGTH */.AL)).max(MAX_NOTES),
        warnings: schemas/* array */.YOg(note).max(MAX_NOTES),
        unanchored: schemas/* array */.YOg(schemas/* unknown */.L5J()).max(MAX_SHARD_FINDINGS),
        dropped: schemas/* array */.YOg(schemas/* object */.Ikc({ reason: note, excerpt: note }).strict()).max(MAX_NOTES),
        // Read by people only; the merge recomputes nothing from them.
        structure: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()),
        guard_applied: schemas/* boolean */.zMY(),
        incomplete: schemas/* array */.YOg(note).max(MAX_NOTES).optional(),
        precision: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(),
        resolved: schemas/* array */.YOg(schemas/* object */.Ikc({ id: schemas/* string */.YjP().regex(domain_fingerprint/* FINDING_ID_PATTERN */.xJ), reason: note }).strict())
            .max(MAX_NOTES)
            .optional(),
    })
        .strict();
}
/**
 * Reads one shard's review.json. `{ problem }` names the folder, the file and the first fields
 * that are wrong; a shard written for another review mode is refused too.
 */
function readShardReview(folder, text, mode) {
    const where = `${folder}: ${SHARD_REVIEW_FILE}`;
    if (text === null)
        return { problem: `${where}: missing (the shard wrote no review)` };
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        return { problem: `${where}: not JSON` };
    }
    const parsed = shardReviewSchema(mode).safeParse(json);
    if (!parsed.success)
        return { problem: `${where}: ${(0,zod_issues/* describeZodError */.V)(parsed.error, { limit: 5 })}` };
    const review = parsed.data;
    const listed = { blocker: 0, major: 0, minor: 0 };
    for (const f of review.issues)
        listed[f.severity]++;
    return {
        issues: review.issues,
        overflow: {
            blocker: Math.max(0, review.counts.blocker - listed.blocker),
            major: Math.max(0, review.counts.major - listed.major),
            minor: Math.max(0, review.counts.minor - listed.minor),
        },
        resolved: review.resolved ?? [],
        incomplete: review.incomplete ?? [],
        warnings: review.warnings,
        strengths: review.strengths,
    };
}

// EXTERNAL MODULE: ./src/pipeline/carry-stage.ts + 3 modules
var carry_stage = __webpack_require__(4589);
// EXTERNAL MODULE: ./src/pipeline/judge.ts
var judge = __webpack_require__(4497);
// EXTERNAL MODULE: ./src/pipeline/plan-shards.ts
var plan_shards = __webpack_require__(2237);
// EXTERNAL MODULE: ./src/pipeline/run.ts + 75 modules
var run = __webpack_require__(2733);
// EXTERNAL MODULE: ./node_modules/picomatch/lib/picomatch.js
var picomatch = __webpack_require__(8016);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/pipeline/shard-folders.ts
/**
 * The merge job's edge to the shard folders (`merge-shards: <glob>`): the folders the glob names,
 * as actions/download-artifact leaves them (one folder per artifact), and each one's shard.json
 * and review.json. Artifacts are untrusted: no symbolic link is followed (folders are listed with
 * lstat, files opened with O_NOFOLLOW), each file is read up to a size cap, the walk and the
 * folder count are bounded, and every refusal is a problem naming the path.
 */






/** Most bytes read of one shard file: a 5,000-file shard's record is about 300 KB. */
const MAX_SHARD_FILE_BYTES = 32 * 1024 * 1024;
/** Most folders the glob may name: every shard of the largest matrix, twice over. */
const MAX_SHARD_FOLDERS = 2 * partition/* MAX_SHARDS */.hH;
const MAX_WALK_ENTRIES = 20_000;
const GLOB_CHARACTER = /[*?[\]{}!]/;
/** The folders `glob` names under `baseDir` (or absolute), with their two files read. */
function readShardFolders(glob, baseDir) {
    const problems = [];
    const pattern = glob.trim().replace(/\/+$/, '');
    const segments = pattern.split('/');
    const literal = [];
    for (const segment of segments) {
        if (GLOB_CHARACTER.test(segment))
            break;
        literal.push(segment);
    }
    const root = (0,external_node_path_.resolve)(baseDir, literal.join('/') || '.');
    const rest = segments.slice(literal.length).join('/');
    // A folder is named as the glob's wildcard part matched it: the artifact's name, for a pattern
    // such as `${{ runner.temp }}/shards/*`; the folder itself when the glob has no wildcard.
    const name = (path) => {
        const rel = (0,external_node_path_.relative)(root, path);
        if (rel === '' || rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel))
            return literal.join('/') || path;
        return rel.split(external_node_path_.sep).join('/');
    };
    const dirs = [];
    if (rest === '') {
        dirs.push(root);
    }
    else {
        const matches = picomatch_default()(rest, { dot: false });
        const depth = rest.includes('**') ? Infinity : rest.split('/').length;
        let seen = 0;
        const walk = (dir, prefix, level) => {
            if (level > depth)
                return;
            let entries;
            try {
                entries = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
            }
            catch {
                return;
            }
            for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
                if (++seen > MAX_WALK_ENTRIES)
                    return;
                const rel = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
                const path = (0,external_node_path_.join)(dir, entry.name);
                if (entry.isSymbolicLink()) {
                    if (matches(rel))
                        problems.push(`${name(path)}: a symbolic link, not a shard folder`);
                    continue;
                }
                if (!entry.isDirectory())
                    continue;
                if (matches(rel))
                    dirs.push(path);
                walk(path, rel, level + 1);
            }
        };
        walk(root, '', 1);
        if (seen > MAX_WALK_ENTRIES)
            problems.push(`${pattern}: more than ${MAX_WALK_ENTRIES} entries under ${name(root)}`);
    }
    if (dirs.length > MAX_SHARD_FOLDERS) {
        problems.push(`${pattern}: ${dirs.length} folders, more than ${MAX_SHARD_FOLDERS}`);
        return { folders: [], problems };
    }
    const folders = [];
    for (const dir of dirs) {
        const info = (0,external_node_fs_.lstatSync)(dir, { throwIfNoEntry: false });
        if (!info)
            continue;
        if (info.isSymbolicLink() || !info.isDirectory()) {
            problems.push(`${name(dir)}: not a folder (links are never followed)`);
            continue;
        }
        const folder = name(dir);
        folders.push({
            folder,
            record: readBounded((0,external_node_path_.join)(dir, shard_record/* SHARD_RECORD_FILE */.QZ), `${folder}/${shard_record/* SHARD_RECORD_FILE */.QZ}`, problems),
            review: readBounded((0,external_node_path_.join)(dir, SHARD_REVIEW_FILE), `${folder}/${SHARD_REVIEW_FILE}`, problems),
        });
    }
    return { folders, problems };
}
/** A regular file's text up to the cap, never through a link; null (and a problem) otherwise. */
function readBounded(path, label, problems) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT')
            return null;
        problems.push(`${label}: refused (${code === 'ELOOP' ? 'a symbolic link' : (code ?? 'unreadable')})`);
        return null;
    }
    try {
        const info = (0,external_node_fs_.fstatSync)(fd);
        if (!info.isFile()) {
            problems.push(`${label}: not a regular file`);
            return null;
        }
        if (info.size > MAX_SHARD_FILE_BYTES) {
            problems.push(`${label}: ${info.size} bytes, more than ${MAX_SHARD_FILE_BYTES}`);
            return null;
        }
        const buffer = Buffer.alloc(info.size);
        let read = 0;
        while (read < info.size) {
            const n = (0,external_node_fs_.readSync)(fd, buffer, read, info.size - read, read);
            if (n === 0)
                break;
            read += n;
        }
        return buffer.subarray(0, read).toString('utf8');
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}

;// CONCATENATED MODULE: ./src/pipeline/merge-shards.ts















/**
 * `merge-shards: <glob>`, the one required job of a sharded review (issue 26): the change, its
 * config, its evidence, the previous review and the dismissals are read here as in any run
 * (`gather`), the partition is recomputed from the change (never taken from a shard), and the
 * shard folders are checked against it (`shard/check.ts`). Any problem (a missing, failed, stale,
 * foreign, duplicated or malformed shard, a finding outside its shard's slice) ends the run as an
 * error naming the shard: never a pass, and not softened by `on_model_error: neutral`. A whole
 * set of shards becomes one review through the run's own steps: the tests blocker and the
 * missing-test findings from this job's evidence, carry-over, then `decide`. No model is called.
 */
async function mergeShards(sources, settings, hooks) {
    const gathered = await (0,run/* gather */.kg)(sources, { ...settings, shard: null }, hooks, { context: false });
    if ('report' in gathered)
        return gathered;
    const read = readShardFolders(settings.mergeShards, settings.baseDir);
    return mergeRead(gathered, read, sources.repository, hooks.logger);
}
/**
 * The merge once the change is gathered and the folders read: no I/O, linear in the findings
 * (bench/merge-shards.bench.ts).
 */
function mergeRead(gathered, read, repository, logger, basis = mergeBasis(gathered)) {
    const { config, scope } = gathered;
    const { expected, lineMap, changedLines } = basis;
    const checked = checkShards({ partition: expected, head: gathered.headSha }, read.folders.map((f) => ({ folder: f.folder, text: f.record })));
    const problems = [...read.problems, ...checked.problems];
    const accepted = [];
    const rows = [];
    checked.shards.forEach((record, i) => {
        const folder = checked.folders[i];
        const text = read.folders.find((f) => f.folder === folder)?.review ?? null;
        const review = readShardReview(folder, text, config.mode);
        rows.push(rowOf(record, 'problem' in review ? null : review.issues.length));
        if ('problem' in review)
            problems.push(`shard ${record.index}/${record.count}: ${review.problem}`);
        else
            accepted.push({ record, folder, review });
    });
    logger.info(`merge-shards: ${read.folders.length} folder(s) for ${expected.count} shard(s) of ${scope.diff.files.length} file(s), partition ${expected.hash.slice(0, 12)}; ${accepted.length} accepted, ${problems.length} problem(s)`);
    const combined = combineShards(accepted, {
        decidedByMerge: (f, inSlice) => isMissingTest(f) || ((0,review_finding/* isTestsBlocker */.eO)(f) && !inSlice),
        commentable: (file, line) => lineMap.get(file)?.has(line) ?? false,
        priorFile: (id) => gathered.prior?.findings.find((f) => f.id === id)?.file,
    });
    problems.push(...combined.problems);
    const usage = summedUsage(rows, config.model.provider);
    if (problems.length > 0) {
        for (const problem of problems)
            logger.warning(`merge-shards: ${problem}`);
        return errorResult(repository, gathered, problems, rows, usage, lineMap);
    }
    const notes = new review_notes/* Notes */.u3();
    let issues = combined.issues;
    let guardApplied = false;
    if ((0,decide/* testsRed */.Rm)(gathered.evidence, { mode: config.mode, evidenceScope: config.evidence.scope })) {
        const auto = (0,auto_findings/* autoGeneratedFindings */.D)(gathered.evidence, scope.touched[0] ?? scope.diff.files[0]?.path ?? 'unknown', (file) => lineMap.get(file), config.evidence.scope, (file) => changedLines.get(file));
        const guarded = (0,guard/* applyTestsGuard */.vH)(issues, auto, lineMap, notes);
        issues = guarded.issues;
        guardApplied = guarded.applied;
    }
    const merged = (0,judge/* addMissingTestFindings */.Kx)(mergedReview(config.mode, issues, combined, notes, guardApplied), gathered.evidence, config, lineMap, changedLines);
    const review = (0,carry_stage/* applyCarryOver */.EH)(merged, {
        prior: gathered.prior,
        comments: gathered.comments,
        headSha: gathered.headSha,
        rule: config.dismiss,
        stateProblem: gathered.stateProblem,
    });
    const outcome = (0,decide/* decide */.LD)({
        policy: (0,decide/* policyFrom */.JX)(config),
        evidence: gathered.evidence,
        review,
        leftOut: { overBudget: combined.leftOut.length, notShown: gathered.diff.notReviewed.length },
    });
    logger.info(`merge-shards: ${review.issues.length} open finding(s) from ${accepted.length} shard(s); decision ${outcome.status}`);
    return {
        report: reportOf(repository, gathered, outcome, review, rows, usage, combined.leftOut),
        payload: null,
        replyText: null,
        lineMap,
        redactor: gathered.redactor,
    };
}
function mergeBasis(gathered) {
    const files = (0,partition/* sizeFiles */.pJ)(gathered.scope.diff.files);
    return {
        expected: (0,partition/* partition */.jB)(files, (0,partition/* planShardCount */.Dl)(files, (0,plan_shards/* shardCapacity */.Xs)(gathered.config))),
        lineMap: (0,line_map/* buildLineMap */.$x)(gathered.scope.diff),
        changedLines: (0,line_map/* buildChangedLineMap */.B9)(gathered.scope.diff),
    };
}
function isMissingTest(f) {
    return f.category === 'tests' && f.message === judge/* MISSING_TEST_MESSAGE */.y0;
}
function mergedReview(mode, issues, combined, notes, guardApplied) {
    const listed = (0,review_finding/* countFindings */.Gt)(issues);
    const counts = {
        blocker: listed.blocker + combined.overflow.blocker,
        major: listed.major + combined.overflow.major,
        minor: listed.minor + combined.overflow.minor,
    };
    const total = counts.blocker + counts.major + counts.minor;
    const warnings = [...combined.warnings, ...notes.warnings];
    if (combined.setAside > 0)
        warnings.push(`${combined.setAside} tests finding(s) of the shards decided again from this job's test evidence`);
    const review = {
        mode,
        verdict: total === 0 ? 'APPROVED' : 'CHANGES_REQUESTED',
        counts,
        issues,
        strengths: combined.strengths,
        warnings,
        unanchored: [],
        dropped: [],
        structure: {
            completeness_score: combined.incomplete.length > 0 ? 0 : 1,
            missing_fields: [],
            counts_consistent: true,
            missing_categories: [],
            notes: [],
        },
        guard_applied: guardApplied,
    };
    if (combined.incomplete.length > 0)
        review.incomplete = combined.incomplete;
    if (combined.resolved.length > 0)
        review.resolved = combined.resolved;
    return review;
}
function rowOf(record, findings) {
    const u = record.usage;
    return {
        shard: `${record.index}/${record.count}`,
        files: record.files.length,
        findings,
        calls: u.calls,
        repairs: u.repairs,
        inputTokens: u.input_tokens,
        outputTokens: u.output_tokens,
        costUsd: u.cost_usd,
        durationMs: u.duration_ms,
        outcome: record.outcome,
        ...(u.reply_cache ? { replyCache: u.reply_cache } : {}),
    };
}
/** The shards' cost together: what the whole review spent (the merge itself calls no model). */
function summedUsage(rows, provider) {
    if (rows.length === 0)
        return null;
    const sum = (pick) => rows.some((r) => pick(r) === null) ? null : rows.reduce((n, r) => n + pick(r), 0);
    return {
        provider,
        model: null,
        inputTokens: sum((r) => r.inputTokens),
        outputTokens: sum((r) => r.outputTokens),
        attempts: rows.reduce((n, r) => n + r.calls, 0),
        repairs: rows.reduce((n, r) => n + r.repairs, 0),
        costUsd: sum((r) => r.costUsd),
    };
}
function reportOf(repository, gathered, outcome, review, rows, usage, leftOut) {
    const left = new Set(leftOut.map((f) => f.path));
    const report = {
        outcome,
        review,
        evidence: gathered.evidence,
        usage,
        diff: {
            source: gathered.diff.source,
            reviewed: review
                ? gathered.scope.diff.files.map((f) => f.path).filter((p) => !left.has(p))
                : [],
            ignored: gathered.scope.ignored,
            overBudget: leftOut.map((f) => ({
                path: f.path,
                reason: `left out of ${f.shard}'s payload by the size budget`,
            })),
            notReviewed: gathered.diff.notReviewed,
        },
        warnings: gathered.warnings,
        repository,
        shards: rows,
    };
    if (gathered.prior)
        report.prior = gathered.prior;
    if (gathered.stateProblem)
        report.stateProblem = gathered.stateProblem;
    return report;
}
/** Any problem with the shards: an error naming each, never a pass and never neutral. */
function errorResult(repository, gathered, problems, rows, usage, lineMap) {
    const shown = problems.slice(0, 5).join('; ');
    const more = problems.length > 5 ? `; and ${problems.length - 5} more` : '';
    const outcome = {
        status: 'error',
        reason: `merge-shards: the shards are not one whole review: ${shown}${more}`,
        neutral: false,
    };
    const report = reportOf(repository, gathered, outcome, null, rows, usage, []);
    report.warnings = [...report.warnings, ...problems.map((p) => `merge-shards: ${p}`)];
    return { report, payload: null, replyText: null, lineMap, redactor: gathered.redactor };
}

;// CONCATENATED MODULE: ./src/publish/terminal.ts



/**
 * The run for a terminal: plain text, no Markdown or HTML, untrusted text made inert (one line
 * per finding, hidden characters shown). The Markdown summary stays the artifact.
 */
/** One line: plain text with any line breaks folded, so a message cannot fake another line. */
function line(text, max) {
    return plainText(text, { max }).replace(/\s*[\r\n]+\s*/g, ' ');
}
function renderText(report) {
    const lines = [(0,gate/* describeOutcome */.SS)(report.outcome), ''];
    const evidence = report.evidence;
    const c = evidence.counts;
    lines.push(`tests: ${String(evidence.tests_pass)} (${c.passed} passed, ${c.failed} failed, ${c.errored} errored, ${c.skipped} skipped) from ${evidence.source.kind}`);
    for (const reason of evidence.unknown_reasons ?? [])
        lines.push(`  unknown: ${line(reason, 300)}`);
    for (const failure of evidence.failures.slice(0, 20)) {
        const at = failure.file ? ` (${failure.file}${failure.line ? `:${failure.line}` : ''})` : '';
        lines.push(`  FAILED ${line(failure.test, 200)}${at}`);
    }
    const review = report.review;
    if (review) {
        lines.push('', `findings: ${review.counts.blocker} blocker, ${review.counts.major} major, ${review.counts.minor} minor`);
        for (const f of review.issues) {
            const note = place_note_placeNote(report.diff, f);
            const place = `${f.file}:${f.line}${note ? ` (${note})` : ''}`;
            lines.push(`  ${f.severity.toUpperCase()} ${f.category} ${line(place, 300)}: ${line(f.message, 500)}`);
        }
    }
    const precision = report.precision;
    if (precision && precision.passes.length > 1) {
        const answered = precision.passes.filter((p) => p.answered).map((p) => p.name);
        lines.push('', `passes: ${answered.length} of ${precision.passes.length} answered (${answered.join(', ') || 'none'}; quorum ${precision.quorum})`);
    }
    for (const r of precision?.verifier?.rejections ?? []) {
        lines.push(`  REJECTED by the verifier: ${r.severity.toUpperCase()} ${line(`${r.file}:${r.line}`, 300)}: ${line(r.message, 300)} (evidence: ${line(r.evidence, 500)})`);
    }
    if (report.warnings.length > 0) {
        lines.push('', 'notes:');
        for (const w of report.warnings.slice(0, 50))
            lines.push(`  ${line(w, 300)}`);
    }
    return `${lines.join('\n')}\n`;
}
/** The run as one JSON object: the outcome, the review, the evidence (for scripts and CI). */
function renderJson(report) {
    return `${JSON.stringify({
        outcome: report.outcome,
        review: report.review,
        evidence: report.evidence,
        warnings: report.warnings,
    }, null, 2)}\n`;
}

// EXTERNAL MODULE: ./src/settings/settings.ts
var settings_settings = __webpack_require__(7100);
// EXTERNAL MODULE: ./src/git/git.ts + 1 modules
var git_git = __webpack_require__(4808);
// EXTERNAL MODULE: ./src/cli/case-sources.ts
var case_sources = __webpack_require__(1451);
// EXTERNAL MODULE: ./src/cli/local-sources.ts + 2 modules
var local_sources = __webpack_require__(5340);
// EXTERNAL MODULE: ./src/cli/case.ts
var cli_case = __webpack_require__(7188);
// EXTERNAL MODULE: ./src/cli/logger.ts
var logger = __webpack_require__(2280);
// EXTERNAL MODULE: ./src/settings/inputs.ts
var inputs = __webpack_require__(5047);
;// CONCATENATED MODULE: ./src/cli/review-flags.ts
/**
 * `review`'s flags in one table: the parser's options, the refusals (a flag that does not apply
 * to the way the change is named) and `review --help` are all read from it, so the help cannot
 * say what the parser does not do.
 */

const REVIEW_FLAGS = [
    {
        name: 'input',
        arg: '<dir>',
        scope: 'case',
        help: 'the case directory (diff.patch, case.yml, reports/ or evidence.json, reply.json or replies/)',
    },
    {
        name: 'repo',
        arg: '<dir>',
        scope: 'repo',
        help: 'or a local branch, reviewed as the action would: config and examples from the base commit, the diff base...head, evidence from the checkout',
    },
    {
        name: inputs/* INPUT */.b.base,
        arg: '<ref>',
        scope: 'repo',
        why: 'a case is its diff.patch; there is no base commit to diff against',
        help: 'the branch the change goes into',
    },
    { name: 'head', arg: '<ref>', scope: 'repo', help: 'the change (default HEAD)' },
    {
        name: 'reports',
        arg: '<glob>',
        multiple: true,
        scope: 'repo',
        help: 'report globs in the checkout (repeatable)',
    },
    {
        name: inputs/* INPUT */.b.config,
        arg: '<path>',
        scope: 'repo',
        why: "the case's case.yml is its config",
        help: 'the config file, read as of the base commit',
    },
    {
        name: inputs/* INPUT */.b.plan,
        arg: '<file>',
        scope: 'repo',
        why: 'a case names its plan in case.yml (plan: { file, item }) or holds plan.md',
        help: 'the plan document; without it the plan context is the commit messages of base..head',
    },
    {
        name: inputs/* INPUT */.b.item,
        arg: '<n>',
        scope: 'repo',
        why: 'a case names its plan item in case.yml (plan: { file, item })',
        help: 'the plan item the change implements (with --plan)',
    },
    {
        name: 'prior',
        arg: '<file>',
        scope: 'repo',
        help: "a previous run's review.json, re-reviewed as the earlier push",
    },
    {
        name: inputs/* INPUT */.b.provider,
        arg: '<name>',
        scope: 'both',
        help: 'copilot | command | openai | anthropic | replay (default: replay when replies/ or reply.json exists)',
    },
    { name: inputs/* INPUT */.b.model, arg: '<name>', scope: 'both', help: 'model name for the provider' },
    {
        name: inputs/* INPUT */.b.baseUrl,
        arg: '<url>',
        scope: 'both',
        help: 'OpenAI-compatible or Anthropic endpoint',
    },
    {
        name: inputs/* INPUT */.b.modelCommand,
        arg: '<cmd>',
        scope: 'both',
        help: 'for provider command: reads the payload on stdin, prints the reply',
    },
    {
        name: inputs/* INPUT */.b.testReports,
        arg: '<globs>',
        scope: 'both',
        help: "report globs, one per line, besides the case's reports/",
    },
    {
        name: inputs/* INPUT */.b.testCommand,
        arg: '<cmd>',
        scope: 'both',
        help: 'test command run on the touched tests ({files})',
    },
    {
        name: inputs/* INPUT */.b.refreshTests,
        arg: '<bool>',
        scope: 'both',
        help: 'ignore the test cache (true|false)',
    },
    {
        name: inputs/* INPUT */.b.testOutcome,
        arg: '<outcome>',
        scope: 'both',
        help: 'the test step outcome: success | failure | cancelled | skipped',
    },
    { name: inputs/* INPUT */.b.mode, arg: '<mode>', scope: 'both', help: 'implementation | contract' },
    {
        name: inputs/* INPUT */.b.severityGate,
        arg: '<spec>',
        scope: 'both',
        help: 'e.g. blocker=0,major=2,minor=unlimited',
    },
    { name: inputs/* INPUT */.b.onModelError, arg: '<mode>', scope: 'both', help: 'fail | neutral' },
    {
        name: inputs/* INPUT */.b.shard,
        arg: '<i/n>',
        scope: 'both',
        help: 'review only shard i of n of the change (a job matrix); writes shard.json beside review.json',
    },
    {
        name: inputs/* INPUT */.b.mergeShards,
        arg: '<glob>',
        scope: 'both',
        help: "merge the shards' output folders the glob names into one review and decision (no model call); any missing, failed, stale or foreign shard is an error",
    },
    { name: inputs/* INPUT */.b.language, arg: '<tag>', scope: 'both', help: 'the language of messages and fixes' },
    {
        name: inputs/* INPUT */.b.outputDir,
        arg: '<dir>',
        scope: 'both',
        help: 'where the artifacts go (default .review-gate/out)',
    },
    {
        name: 'cache-dir',
        arg: '<dir>',
        scope: 'both',
        help: 'the test and reply cache folder (default: a folder in the system temp directory for the tests; model replies are cached only with --cache-dir)',
    },
    {
        name: 'record-dir',
        arg: '<dir>',
        scope: 'both',
        help: 'record the model replies as <dir>/replies/<call>.json, for replay',
    },
    {
        name: 'format',
        arg: '<f>',
        scope: 'both',
        help: 'text | markdown | json on stdout (default: text on a terminal, else markdown)',
    },
    {
        name: inputs/* INPUT */.b.postReview,
        scope: 'none',
        why: 'the command line posts nothing; the summary goes to stdout',
        help: '',
    },
    {
        name: inputs/* INPUT */.b.allowPrHeadCode,
        scope: 'none',
        why: 'the command line runs no pull_request_target event',
        help: '',
    },
    {
        name: inputs/* INPUT */.b.stickyKey,
        scope: 'none',
        why: 'the command line posts no summary comment',
        help: '',
    },
];
/** Inputs that carry secrets: from the environment only, never a flag (shell history, ps). */
const SECRET_INPUTS = [inputs/* INPUT */.b.apiKey, inputs/* INPUT */.b.githubToken];
/**
 * The table plus every other action input (each a flag of the same name, for both ways): an
 * input added to the action is a flag without a second list to keep.
 */
function reviewFlags() {
    const listed = new Set(REVIEW_FLAGS.map((f) => f.name));
    const rest = Object.values(inputs/* INPUT */.b)
        .filter((name) => !listed.has(name) && !SECRET_INPUTS.includes(name))
        .map((name) => ({
        name,
        arg: '<value>',
        scope: 'both',
        help: 'the action input of the same name',
    }));
    return [...REVIEW_FLAGS, ...rest];
}
function parserOptions(flags) {
    return Object.fromEntries(flags.map((f) => [
        f.name,
        f.multiple
            ? { type: 'string', multiple: true }
            : { type: 'string' },
    ]));
}
/** Why `flag` is refused when the change is named the `way` way; null when it applies. */
function refusal(flag, way) {
    if (flag.scope === 'both' || flag.scope === way)
        return null;
    if (flag.scope === 'none')
        return `--${flag.name} does not apply on the command line: ${flag.why ?? ''}`;
    if (way === 'case')
        return `--${flag.name} does not apply to a case directory: ${flag.why ?? 'it applies to --repo'}`;
    return `--${flag.name} applies to a case directory (--input), not to --repo`;
}
function helpLines(flags) {
    return flags.map((f) => {
        const left = `  --${f.name}${f.arg ? ` ${f.arg}` : ''}${f.multiple ? '...' : ''}`;
        return `${left.padEnd(28)} ${f.help}`;
    });
}
/** `review --help`, from the same table the parser reads. */
function reviewHelp() {
    const flags = reviewFlags();
    const of = (scope) => flags.filter((f) => f.scope === scope);
    return [
        'review --input <case-dir> [flags] | review --repo <dir> --base <ref> [flags]: the whole pipeline;',
        'writes the artifacts, prints the summary.',
        '',
        'With --input (a case directory):',
        ...helpLines(of('case')),
        '',
        'With --repo (a local branch):',
        ...helpLines(of('repo')),
        '',
        'With either (each an action input of the same name unless said otherwise):',
        ...helpLines(of('both')),
        '',
        'Environment: REVIEW_GATE_API_KEY (or OPENAI_API_KEY, ANTHROPIC_API_KEY), COPILOT_GITHUB_TOKEN.',
        'Refused: ' +
            of('none')
                .map((f) => `--${f.name} (${f.why ?? ''})`)
                .join(', ') +
            '.',
        '',
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/cli/review-command.ts

















/** `review --help`: generated from the flag table the parser reads (./review-flags.ts). */
const REVIEW_HELP = reviewHelp();
/**
 * `review --input <case-dir>`: the whole pipeline on a case, with every action input as a flag of
 * the same name. Writes the artifacts to --output-dir and prints the summary. Exit 0/1/2/3.
 */
async function reviewCommand(argv, io) {
    const table = reviewFlags();
    for (const secret of SECRET_INPUTS) {
        if (argv.some((a) => a === `--${secret}` || a.startsWith(`--${secret}=`))) {
            throw new errors/* InputError */.dz(`--${secret} is not accepted on the command line; set REVIEW_GATE_API_KEY (or OPENAI_API_KEY, ANTHROPIC_API_KEY, COPILOT_GITHUB_TOKEN) in the environment`, `--${secret}`);
        }
    }
    const { values } = (0,external_node_util_.parseArgs)({ args: argv, options: parserOptions(table), strict: true });
    if (values.repo !== undefined && values.input !== undefined)
        throw new errors/* InputError */.dz('--input and --repo are two ways to name the change; give one', '--repo');
    const way = values.repo !== undefined ? 'repo' : 'case';
    for (const flag of table) {
        const why = values[flag.name] !== undefined ? refusal(flag, way) : null;
        if (why)
            throw new errors/* InputError */.dz(why, `--${flag.name}`);
    }
    if (way === 'repo')
        return reviewLocalBranch(values, io);
    // Only --reports is repeatable, and it is refused for a case above: every value here is one string.
    const flags = values;
    const input = flags.input;
    if (!input)
        throw new errors/* InputError */.dz('review needs --input <case-dir> or --repo <dir> --base <ref>', '--input');
    const settings = (0,settings_settings/* readSettings */.sb)((name) => flags[name] ?? '');
    const caseDir = (0,external_node_path_.resolve)(io.cwd, input);
    const loaded = (0,cli_case/* loadCase */.r)(caseDir);
    // A case with recorded replies replays them unless another provider is asked for.
    const overrides = (0,settings_settings/* configOverrides */.G_)(settings);
    const replayPath = (0,case_sources/* caseReplayPath */.r)(loaded);
    if (!settings.provider && replayPath) {
        overrides.model = { ...overrides.model, provider: 'replay' };
    }
    return reviewAndPrint(new case_sources/* CaseSources */.P(loaded), io, {
        overrides,
        refreshTests: settings.refreshTests,
        testOutcome: settings.testOutcome,
        outputDir: settings.outputDir,
        cacheDir: flags['cache-dir'],
        recordDir: flags['record-dir'],
        format: outputFormat(flags.format, io),
        shard: settings.shard,
        mergeShards: settings.mergeShards,
        ...(replayPath ? { replayPath } : {}),
    });
}
/** Runs the pipeline on the sources as the CLI does, writes the artifacts, prints the summary. */
async function reviewAndPrint(sources, io, options) {
    const outputDir = (0,external_node_path_.resolve)(io.cwd, options.outputDir);
    checkArtifactPaths(outputDir, io.cwd);
    const settings = {
        overrides: options.overrides,
        overridePolicy: 'override',
        overridesFrom: 'command-line flags',
        refreshTests: options.refreshTests,
        testOutcome: options.testOutcome,
        cacheDir: options.cacheDir
            ? (0,external_node_path_.resolve)(io.cwd, options.cacheDir)
            : (0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'review-gate-cache'),
        replyCache: options.cacheDir !== undefined,
        apiKey: (provider) => io.env.REVIEW_GATE_API_KEY ?? providerKey(provider, io.env),
        githubToken: io.env.COPILOT_GITHUB_TOKEN ?? io.env.GITHUB_TOKEN ?? null,
        env: io.env,
        baseDir: io.cwd,
        ...(options.replayPath ? { replayPath: options.replayPath } : {}),
        ...(options.recordDir ? { recordDir: (0,external_node_path_.resolve)(io.cwd, options.recordDir) } : {}),
        now: io.now?.() ?? new Date(),
        shard: options.shard,
    };
    const hooks = { logger: (0,logger/* stderrLogger */.D)(io) };
    const merge = options.mergeShards;
    const result = merge
        ? await mergeShards(sources, { ...settings, mergeShards: merge }, hooks)
        : await (0,run/* run */.eF)(sources, settings, hooks);
    const report = result.redactor.deep(result.report);
    writeArtifacts(outputDir, { payload: result.payload, replyText: result.replyText, report, shard: result.shard ?? null }, result.redactor, io.cwd);
    io.stdout(options.format === 'json'
        ? renderJson(report)
        : options.format === 'text'
            ? renderText(report)
            : summary_renderSummary(report));
    return (0,gate/* outcomeExitCode */.ml)(report.outcome);
}
function providerKey(provider, env) {
    if (provider === 'openai')
        return env.OPENAI_API_KEY ?? null;
    if (provider === 'anthropic')
        return env.ANTHROPIC_API_KEY ?? null;
    return null;
}
/**
 * `review --repo <dir> --base <ref> [--head <ref>] [--reports <glob>…]`: a local branch reviewed
 * exactly as the action reviews its pull request (config and examples from the base commit, the
 * diff base...head, evidence from the checkout), through the same pipeline.
 */
async function reviewLocalBranch(values, io) {
    const text = (name) => {
        const value = values[name];
        return typeof value === 'string' ? value : undefined;
    };
    const baseRef = text(settings_settings/* INPUT */.bO.base);
    if (!baseRef)
        throw new errors/* InputError */.dz('--repo needs --base <ref> (the branch the change goes into)', '--base');
    const git = new git_git/* Git */.TU((0,external_node_path_.resolve)(io.cwd, text('repo')));
    const base = await git.resolveCommit(baseRef);
    if (!base)
        throw new errors/* InputError */.dz(`"${baseRef}" names no commit in ${git.cwd}`, '--base');
    const headRef = text('head') ?? 'HEAD';
    const head = await git.resolveCommit(headRef);
    if (!head)
        throw new errors/* InputError */.dz(`"${headRef}" names no commit in ${git.cwd}`, '--head');
    const settings = (0,settings_settings/* readSettings */.sb)((name) => text(name) ?? '');
    const reports = values.reports ?? [];
    const prior = text('prior');
    const sources = new local_sources/* LocalGitSources */.i(git, base, head, settings.config, reports, prior !== undefined ? (0,external_node_path_.resolve)(io.cwd, prior) : null, { plan: settings.plan, item: settings.item, cwd: io.cwd }, text('head') === undefined);
    return reviewAndPrint(sources, io, {
        overrides: (0,settings_settings/* configOverrides */.G_)(settings),
        refreshTests: settings.refreshTests,
        testOutcome: settings.testOutcome,
        outputDir: settings.outputDir,
        cacheDir: text('cache-dir'),
        recordDir: text('record-dir'),
        format: outputFormat(text('format'), io),
        shard: settings.shard,
        mergeShards: settings.mergeShards,
    });
}
/** `--format`: plain text on a terminal by default, Markdown (the artifact's form) otherwise. */
function outputFormat(value, io) {
    if (value === undefined)
        return io.isTTY ? 'text' : 'markdown';
    if (value === 'text' || value === 'markdown' || value === 'json')
        return value;
    throw new errors/* InputError */.dz(`expected text, markdown or json, not "${value}"`, '--format');
}


/***/ }),

/***/ 2237:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xs: () => (/* binding */ shardCapacity),
/* harmony export */   tF: () => (/* binding */ planShards)
/* harmony export */ });
/* unused harmony export DIFF_SHARE_OF_INPUT */
/* harmony import */ var _diff_parse_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7090);
/* harmony import */ var _shard_partition_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2230);
/* harmony import */ var _prepare_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(209);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2733);




/**
 * The share of `model.max_input_tokens` a shard's diff may take: the rest holds the instructions,
 * the calibration examples, the evidence and plan sections, and leaves room for a repair request.
 */
const DIFF_SHARE_OF_INPUT = 0.6;
/** What one shard's diff may hold: the merge job recomputes the count from the same rule. */
function shardCapacity(config) {
    return {
        tokens: Math.floor(config.model.max_input_tokens * DIFF_SHARE_OF_INPUT),
        bytes: config.payload.max_bytes,
    };
}
/**
 * The sizing step: how many shards the change needs so that every shard's diff fits one request
 * (its share of max_input_tokens and payload.max_bytes), read from the same config and ignore
 * globs the shards will use. Reads no evidence and asks no model. `{ error }` when the diff
 * cannot be read: the sizing job fails, and so does the merge that needs it.
 */
async function planShards(sources, settings, notice) {
    const { config } = await (0,_run_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveConfig */ .pE)(sources, settings, notice);
    const diff = await sources.diff();
    if (!diff.ok)
        return { error: diff.error };
    const scope = (0,_prepare_js__WEBPACK_IMPORTED_MODULE_2__/* .scopeChange */ .l)((0,_diff_parse_js__WEBPACK_IMPORTED_MODULE_0__/* .parseDiff */ .F)(diff.text, diff.label, diff.decoded), config);
    const files = (0,_shard_partition_js__WEBPACK_IMPORTED_MODULE_1__/* .sizeFiles */ .pJ)(scope.diff.files);
    const count = (0,_shard_partition_js__WEBPACK_IMPORTED_MODULE_1__/* .planShardCount */ .Dl)(files, shardCapacity(config));
    return {
        count,
        matrix: { shard: Array.from({ length: count }, (_, i) => `${i + 1}/${count}`) },
        files: files.length,
        tokens: files.reduce((sum, f) => sum + f.tokens, 0),
        bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    };
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

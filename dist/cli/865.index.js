export const id = 865;
export const ids = [865];
export const modules = {

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

/***/ 865:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PLAN_SHARDS_HELP: () => (/* binding */ PLAN_SHARDS_HELP),
/* harmony export */   planShardsCommand: () => (/* binding */ planShardsCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4808);
/* harmony import */ var _pipeline_plan_shards_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2237);
/* harmony import */ var _local_sources_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5340);






const PLAN_SHARDS_HELP = [
    'Usage: review-gate plan-shards --repo <dir> --base <ref> [--head <ref>] [--config <path>]',
    '',
    'Prints the job matrix the change needs as JSON on stdout, {"shard":["1/n",…,"n/n"]}: the',
    "fewest shards whose every diff fits one request (the config's model.max_input_tokens and",
    'payload.max_bytes, as of the base commit). 1 shard for an ordinary change.',
    '',
].join('\n');
/** `plan-shards`: the sizing step of a sharded review (src/shard/), for a local branch. */
async function planShardsCommand(argv, io) {
    const { values } = (0,node_util__WEBPACK_IMPORTED_MODULE_1__.parseArgs)({
        args: argv,
        options: {
            repo: { type: 'string' },
            base: { type: 'string' },
            head: { type: 'string' },
            config: { type: 'string' },
        },
        strict: true,
    });
    if (!values.repo)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('plan-shards needs --repo <dir>', '--repo');
    if (!values.base)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('plan-shards needs --base <ref>', '--base');
    const git = new _git_git_js__WEBPACK_IMPORTED_MODULE_3__/* .Git */ .TU((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, values.repo));
    const base = await git.resolveCommit(values.base);
    if (!base)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`"${values.base}" names no commit in ${git.cwd}`, '--base');
    const head = await git.resolveCommit(values.head ?? 'HEAD');
    if (!head)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`"${values.head ?? 'HEAD'}" names no commit`, '--head');
    const sources = new _local_sources_js__WEBPACK_IMPORTED_MODULE_5__/* .LocalGitSources */ .i(git, base, head, values.config ?? '.github/review-gate.yml', []);
    const plan = await (0,_pipeline_plan_shards_js__WEBPACK_IMPORTED_MODULE_4__/* .planShards */ .tF)(sources, { overrides: {}, overridePolicy: 'override', overridesFrom: 'command-line flags' }, (message) => io.stderr(`${message}\n`));
    if ('error' in plan) {
        io.stderr(`review-gate plan-shards: the diff could not be read: ${plan.error}\n`);
        return _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.modelFailure;
    }
    io.stderr(`plan-shards: ${plan.files} file(s), ~${plan.tokens} tokens, ${plan.bytes} bytes → ${plan.count} shard(s)\n`);
    io.stdout(`${JSON.stringify(plan.matrix)}\n`);
    return _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.passed;
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


/***/ })

};

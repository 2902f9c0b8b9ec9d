export const id = 660;
export const ids = [660];
export const modules = {

/***/ 6480:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CASE_HELP: () => (/* binding */ CASE_HELP),
/* harmony export */   caseCommand: () => (/* binding */ caseCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8815);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3916);
/* harmony import */ var _evidence_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7850);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4808);
/* harmony import */ var _local_sources_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5340);
/* harmony import */ var _diff_ignore_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5173);
/* harmony import */ var _pipeline_head_tree_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9931);










const CASE_HELP = [
    'case --repo <dir> --base <ref> [--head <ref>] [--reports <glob>]... [--config <path>] --out <case-dir>',
    '',
    'Writes a case directory from a local branch, for the golden suite or a bug report: diff.patch',
    '(git diff base...head), case.yml (the head commit and the config as of the base commit),',
    'REVIEW.md (as of the base commit, when there is one) and reports/ (copies of the report files',
    "the globs match in the checkout). Add the model's reply as",
    'reply.json to replay it with `review --input <case-dir>`.',
    '',
].join('\n');
/** `case`: a local branch written out as a case directory, read as `review --repo` reads it. */
async function caseCommand(argv, io) {
    const { values } = (0,node_util__WEBPACK_IMPORTED_MODULE_2__.parseArgs)({
        args: argv,
        options: {
            repo: { type: 'string' },
            base: { type: 'string' },
            head: { type: 'string' },
            reports: { type: 'string', multiple: true },
            config: { type: 'string' },
            out: { type: 'string' },
        },
        strict: true,
    });
    if (!values.repo)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz('case needs --repo <dir>', '--repo');
    if (!values.base)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz('case needs --base <ref>', '--base');
    if (!values.out)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz('case needs --out <case-dir>', '--out');
    const out = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, values.out);
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(out) && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(out).length > 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz('the folder exists and is not empty; give a new one', '--out');
    const git = new _git_git_js__WEBPACK_IMPORTED_MODULE_6__/* .Git */ .TU((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, values.repo));
    const base = await git.resolveCommit(values.base);
    if (!base)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`"${values.base}" names no commit in ${git.cwd}`, '--base');
    const head = await git.resolveCommit(values.head ?? 'HEAD');
    if (!head)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`"${values.head ?? 'HEAD'}" names no commit`, '--head');
    const globs = values.reports ?? [];
    const sources = new _local_sources_js__WEBPACK_IMPORTED_MODULE_7__/* .LocalGitSources */ .i(git, base, head, values.config ?? '.github/review-gate.yml', globs);
    const diff = await sources.diff();
    if (!diff.ok)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(diff.error, '--base');
    const { config, where } = await sources.baseConfig();
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(out, { recursive: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(out, 'diff.patch'), diff.text);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(out, 'case.yml'), (0,yaml__WEBPACK_IMPORTED_MODULE_3__/* .stringify */ .As)({
        description: `${git.cwd}: ${values.base}...${values.head ?? 'HEAD'} (config from ${where})`,
        head_sha: head,
        // The case carries its reports in reports/; the checkout's report globs and test command
        // would point at nothing there.
        config: { ...config, evidence: { ...config.evidence, reports: [], command: undefined } },
    }));
    // REVIEW.md as the base commit has it: the case reviews exactly as the branch does.
    const guide = await sources.reviewGuide();
    if (guide)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(out, 'REVIEW.md'), guide.text);
    let copied = 0;
    for (const match of await (0,_evidence_files_js__WEBPACK_IMPORTED_MODULE_5__/* .expandGlobs */ .GE)(git.cwd, globs, '--reports')) {
        for (const file of match.files) {
            const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(out, 'reports', file);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(target), { recursive: true });
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.copyFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(git.cwd, file), target);
            copied++;
        }
    }
    const treeFiles = await writeHeadTree(git, head, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(out, 'tree'), config);
    io.stderr(`wrote ${out}: diff.patch (${diff.text.length} bytes), case.yml, ${guide ? 'REVIEW.md, ' : ''}${copied} report(s) in reports/, ${treeFiles} file(s) in tree/\n`);
    return 0;
}
/**
 * The head commit's files into `tree/`, as the review context reads a checkout: ignored,
 * binary, generated and oversized files left out, at most MAX_TREE_FILES.
 */
async function writeHeadTree(git, head, dir, config) {
    const ignored = (0,_diff_ignore_js__WEBPACK_IMPORTED_MODULE_8__/* .ignoredPathMatcher */ .ig)(config.paths.ignore, config.paths.use_default_ignores);
    let written = 0;
    for (const { path, bytes } of await git.listFilesAtCommit(head)) {
        if (written >= _pipeline_head_tree_js__WEBPACK_IMPORTED_MODULE_9__/* .MAX_TREE_FILES */ .ep)
            break;
        if (bytes > _pipeline_head_tree_js__WEBPACK_IMPORTED_MODULE_9__/* .MAX_FILE_BYTES */ .gZ || ignored(path))
            continue;
        const text = await git.readAtCommit(head, path);
        if (text === null || text.includes('\0'))
            continue;
        const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, path);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(target), { recursive: true });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(target, text);
        written++;
    }
    return written;
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

/***/ 1632:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hk: () => (/* binding */ requiredLiteral),
/* harmony export */   NF: () => (/* binding */ anyRuleMatcher),
/* harmony export */   PW: () => (/* binding */ lazyIgnoreRule),
/* harmony export */   ky: () => (/* binding */ compileIgnoreRule),
/* harmony export */   tN: () => (/* binding */ globsFor)
/* harmony export */ });
/* harmony import */ var picomatch_posix_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8016);
/* harmony import */ var picomatch_posix_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(picomatch_posix_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/**
 * Ignore patterns read like .gitignore lines, because that is the syntax users already know:
 * - a pattern without a slash (other than a trailing one) matches at any depth (`*.min.js`);
 * - a pattern with a slash in it is relative to the repository root (`docs/generated/**`),
 *   and a leading slash only makes that explicit (`/build`);
 * - a trailing slash matches a folder and everything under it, never a file (`dist/`);
 * - a pattern that names a folder also covers what is inside it (`vendor` covers `vendor/a.go`);
 * - a leading `!` re-includes what an earlier pattern ignored (the last matching pattern wins).
 * The translated globs go to picomatch with `dot: true`, so dotfiles are not special.
 */


const MAX_PATTERN_LENGTH = 1024;
/** The picomatch globs a .gitignore-style pattern stands for. Does not validate. */
function globsFor(pattern) {
    let body = pattern;
    const negate = body.startsWith('!');
    if (negate)
        body = body.slice(1);
    const folderOnly = body.endsWith('/');
    if (folderOnly)
        body = body.replace(/\/+$/, '');
    const anchored = body.startsWith('/');
    if (anchored)
        body = body.replace(/^\/+/, '');
    if (!anchored && !body.includes('/'))
        body = `**/${body}`;
    return { negate, globs: folderOnly ? [`${body}/**`] : [body, `${body}/**`] };
}
const OPTIONS = { dot: true, nonegate: true, strictBrackets: true, windows: false };
/** Compiles one pattern; a malformed one is an InputError naming it and saying what is wrong. */
function compileIgnoreRule(pattern, where) {
    const bad = (why) => new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`${where}: invalid ignore glob ${JSON.stringify(pattern)}: ${why}`, where);
    if (typeof pattern !== 'string')
        throw bad('not a string');
    if (pattern.length > MAX_PATTERN_LENGTH)
        throw bad(`longer than ${MAX_PATTERN_LENGTH} characters`);
    if (/[\0\r\n]/.test(pattern))
        throw bad('contains a line break or NUL character');
    if (pattern.replace(/^!/, '').replace(/\//g, '') === '')
        throw bad('it names no path');
    const { negate, globs } = globsFor(pattern);
    let matches;
    try {
        matches = picomatch_posix_js__WEBPACK_IMPORTED_MODULE_1___default()(globs, OPTIONS);
    }
    catch (error) {
        throw bad(error instanceof Error ? error.message : String(error));
    }
    return { pattern, negate, matches, literals: globs.map(requiredLiteral) };
}
/**
 * A rule for a pattern known to be valid (the built-in defaults): its glob is compiled on the
 * first path that passes the literal pre-check, so a run whose files match no default never
 * compiles one.
 */
function lazyIgnoreRule(pattern) {
    const { negate, globs } = globsFor(pattern);
    let compiled;
    const matches = (path) => {
        compiled ??= picomatch_posix_js__WEBPACK_IMPORTED_MODULE_1___default()(globs, OPTIONS);
        return compiled(path);
    };
    return { pattern, negate, matches, literals: globs.map(requiredLiteral) };
}
/**
 * The longest run of plain characters in a glob, without the slashes at its ends (a `**` next
 * to them may match zero folders): any path the glob matches contains it. Globs with braces,
 * classes, extglobs or escapes give '' (no pre-check), so the answer is never wrong.
 */
function requiredLiteral(glob) {
    if (/[{}[\]()!+@\\]/.test(glob))
        return '';
    return glob
        .split(/[*?]+/)
        .map((piece) => piece.replace(/^\/+|\/+$/g, ''))
        .reduce((longest, piece) => (piece.length > longest.length ? piece : longest), '');
}
/** A pre-check that is false only when no rule can match the path. */
function anyRuleMatcher(rules) {
    const literals = rules.flatMap((rule) => rule.literals);
    if (literals.length === 0)
        return () => false;
    if (literals.includes(''))
        return () => true;
    // One regular expression of the literals as alternatives: true exactly when some literal is a
    // substring of the path (as `literals.some((l) => path.includes(l))`), in one scan of the path
    // instead of one per literal; the defaults alone have a hundred.
    const anyLiteral = new RegExp([...new Set(literals)].map(escapeRegExp).join('|'));
    return (path) => anyLiteral.test(path);
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}


/***/ }),

/***/ 9940:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ DEFAULT_IGNORES)
/* harmony export */ });
/**
 * Files a reviewer should not spend the payload on: a human did not write them, or they are
 * someone else's code. Same syntax as user patterns (see globs.ts). Test snapshots are not here
 * on purpose: an updated snapshot can hide a behaviour change, so it stays reviewable and only
 * ranks last in the size budget.
 */
const DEFAULT_IGNORES = Object.freeze([
    // Lockfiles
    'package-lock.json',
    'npm-shrinkwrap.json',
    'yarn.lock',
    'pnpm-lock.yaml',
    'bun.lock',
    'bun.lockb',
    'deno.lock',
    'Cargo.lock',
    'poetry.lock',
    'Pipfile.lock',
    'pdm.lock',
    'uv.lock',
    'composer.lock',
    'Gemfile.lock',
    'go.sum',
    'go.work.sum',
    'mix.lock',
    'Podfile.lock',
    'pubspec.lock',
    'Package.resolved',
    'packages.lock.json',
    'gradle.lockfile',
    'flake.lock',
    // Build output
    'dist/',
    'build/',
    'out/',
    'coverage/',
    '.next/',
    '.nuxt/',
    '.svelte-kit/',
    '__pycache__/',
    '*.pyc',
    // Minified files and source maps
    '*.min.js',
    '*.min.mjs',
    '*.min.css',
    '*.js.map',
    '*.mjs.map',
    '*.cjs.map',
    '*.css.map',
    '*.d.ts.map',
    // Generated code
    '*.generated.*',
    '*_generated.go',
    'zz_generated.*',
    '*_pb2.py',
    '*_pb2.pyi',
    '*_pb2_grpc.py',
    '*.pb.go',
    '*.pb.gw.go',
    '*_pb.js',
    '*_pb.d.ts',
    '*.g.dart',
    '*.freezed.dart',
    '*.Designer.cs',
    '__generated__/',
    // Vendored code
    'vendor/',
    'node_modules/',
    'third_party/',
    'bower_components/',
]);


/***/ }),

/***/ 5457:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QZ: () => (/* binding */ IMPLEMENTATION_CATEGORIES),
/* harmony export */   oC: () => (/* binding */ SEVERITIES),
/* harmony export */   op: () => (/* binding */ CONTRACT_CATEGORIES),
/* harmony export */   u2: () => (/* binding */ categoriesFor)
/* harmony export */ });
/**
 * A finding and its vocabulary: severities, categories per review mode, the verdict. The reply
 * contract's zod schema lives in `reply-contract.ts`.
 */
const SEVERITIES = ['blocker', 'major', 'minor'];
const IMPLEMENTATION_CATEGORIES = [
    'logic',
    'code_rules',
    'security',
    'scalability',
    'tests',
];
const CONTRACT_CATEGORIES = ['scope', 'dod', 'test_plan', 'out_of_scope'];
function categoriesFor(mode) {
    return mode === 'contract' ? CONTRACT_CATEGORIES : IMPLEMENTATION_CATEGORIES;
}


/***/ }),

/***/ 1796:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rj: () => (/* binding */ fingerprint),
/* harmony export */   o6: () => (/* binding */ FINGERPRINT_PATTERN),
/* harmony export */   xJ: () => (/* binding */ FINDING_ID_PATTERN),
/* harmony export */   zK: () => (/* binding */ findingId)
/* harmony export */ });
/* unused harmony exports normalizeMessage, scopedFingerprint */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * A finding's identity across runs: a fingerprint over its file, its normalized message and its
 * category, and the short id people type (`RG-` and six base32 characters) derived from it. Pure;
 * the hidden markers that carry a fingerprint in a comment are publish/fingerprint.ts's.
 */

const FINGERPRINT_PATTERN = /^[0-9a-f]{16}$/;
const FINDING_ID_PATTERN = /^RG-[A-Z2-7]{6}$/;
/**
 * The message as a fingerprint sees it: case, spacing, punctuation and quoting vary between two
 * runs of a model saying the same thing; line numbers move when code above is edited.
 */
function normalizeMessage(message) {
    return message
        .normalize('NFKC')
        .toLowerCase()
        .replace(/\b(?:line|l)\s*\d+\b/g, 'line')
        .replace(/:\d+\b/g, '')
        .replace(/[`'"“”‘’*_]/g, '')
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
}
/**
 * 16 hex characters of a SHA-256 over the file, the normalized message and the category. A step's
 * `sticky-key` other than the default scopes it (`scopedFingerprint`): two review steps on one
 * pull request each post (and skip) their own findings, even the same one.
 */
function fingerprint(finding, key = 'default') {
    const fp = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update(`${finding.file}\u0000${normalizeMessage(finding.message)}\u0000${finding.category}`)
        .digest('hex')
        .slice(0, 16);
    return scopedFingerprint(fp, key);
}
/**
 * A fingerprint as a step with `key` posts it. Derived from the unscoped one, so a finding that
 * keeps its fingerprint across pushes (carry-over) keeps its scoped marker too.
 */
function scopedFingerprint(fp, key = 'default') {
    if (key === 'default')
        return fp;
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${key}\u0000${fp}`).digest('hex').slice(0, 16);
}
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function base32(bytes) {
    let out = '';
    let buffer = 0;
    let bits = 0;
    for (const byte of bytes) {
        buffer = (buffer << 8) | byte;
        bits += 8;
        while (bits >= 5) {
            out += BASE32[(buffer >>> (bits - 5)) & 31];
            bits -= 5;
        }
        buffer &= (1 << bits) - 1;
    }
    if (bits > 0)
        out += BASE32[(buffer << (5 - bits)) & 31];
    return out;
}
/**
 * The finding's short id: `RG-` and six base32 characters of its fingerprint. `taken(id)` says an
 * id already belongs to another fingerprint in this run; the next window of the fingerprint is
 * tried, then a hash of the fingerprint and a counter, so two findings never share an id.
 */
function findingId(fp, taken) {
    if (!FINGERPRINT_PATTERN.test(fp))
        throw new Error(`not a fingerprint: ${fp}`);
    const chars = base32(Buffer.from(fp, 'hex'));
    for (let at = 0; at + 6 <= chars.length; at++) {
        const id = `RG-${chars.slice(at, at + 6)}`;
        if (!taken(id))
            return id;
    }
    for (let n = 1;; n++) {
        const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${fp}\u0000${n}`).digest();
        const id = `RG-${base32(digest).slice(0, 6)}`;
        if (!taken(id))
            return id;
    }
}


/***/ }),

/***/ 8747:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $f: () => (/* binding */ findingSchema),
/* harmony export */   AL: () => (/* binding */ MAX_STRENGTH_LENGTH),
/* harmony export */   AR: () => (/* binding */ PROBE_CONTROL_CHARACTERS),
/* harmony export */   Ls: () => (/* binding */ MAX_SUGGESTION_LENGTH),
/* harmony export */   PW: () => (/* binding */ MAX_PROBE_COMMAND_LENGTH),
/* harmony export */   QA: () => (/* binding */ EXAMPLE_ID_PATTERN),
/* harmony export */   Yf: () => (/* binding */ MAX_BLAST_RADIUS_LENGTH),
/* harmony export */   _v: () => (/* binding */ replyJsonSchema),
/* harmony export */   oy: () => (/* binding */ MAX_FIX_LENGTH),
/* harmony export */   ul: () => (/* binding */ probeSchema),
/* harmony export */   uv: () => (/* binding */ MAX_MESSAGE_LENGTH),
/* harmony export */   vn: () => (/* binding */ MAX_EXAMPLE_ID_LENGTH),
/* harmony export */   yH: () => (/* binding */ MAX_PROBE_EXPECTED_LENGTH)
/* harmony export */ });
/* unused harmony export replySchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2311);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8439);
/* harmony import */ var _finding_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5457);
/* harmony import */ var _fingerprint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1796);



/**
 * The reply contract as zod schemas, one per mode (docs/architecture.md, "Stage contracts"; for
 * users, README.md, "How a reply is read"). These are the strict shape: the parser accepts far
 * looser replies and normalizes them into this shape, recording every correction; the auto-findings
 * file and the structured-output schema sent to providers are held to it exactly.
 */
const MAX_MESSAGE_LENGTH = 4_000;
const MAX_FIX_LENGTH = 2_000;
const MAX_STRENGTH_LENGTH = 500;
const MAX_EXAMPLE_ID_LENGTH = 100;
const EXAMPLE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const severitySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_finding_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITIES */ .oC);
function categorySchema(mode) {
    return zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n((0,_finding_js__WEBPACK_IMPORTED_MODULE_2__/* .categoriesFor */ .u2)(mode));
}
const exampleIdSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    .max(MAX_EXAMPLE_ID_LENGTH)
    .regex(EXAMPLE_ID_PATTERN)
    .describe('The example_id of the calibration example this finding matches, if any.');
const confidenceSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
    .int()
    .min(0)
    .max(100)
    .describe('0-100: how likely a maintainer who investigates agrees this is a real problem.');
const MAX_SUGGESTION_LENGTH = 2_000;
const suggestionSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    .max(MAX_SUGGESTION_LENGTH)
    .describe("The replacement text for the finding's line, exactly as the file should read.");
const MAX_PROBE_COMMAND_LENGTH = 1_000;
const MAX_PROBE_EXPECTED_LENGTH = 300;
/**
 * Control characters (newline and tab included: a probe is one line), invisible format
 * characters (bidirectional overrides, zero-width joiners: what a maintainer copies and runs must
 * read as it runs) and line or paragraph separators.
 */
const PROBE_CONTROL_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const probeSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    command: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .min(1)
        .max(MAX_PROBE_COMMAND_LENGTH)
        .refine((s) => !PROBE_CONTROL_CHARACTERS.test(s) && s.trim() !== '', {
        message: 'one line of text, no control characters',
    })
        .describe('A shell command, run from the repository root, reading only files in the checkout: exits non-zero while the defect stands and 0 once it is fixed.'),
    expected: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .max(MAX_PROBE_EXPECTED_LENGTH)
        .refine((s) => !PROBE_CONTROL_CHARACTERS.test(s), { message: 'no control characters' })
        .describe('What the command shows while the defect stands.'),
})
    .strict()
    .describe('Blockers and majors only: a command that checks the finding.');
/** One finding as the contract states it. Optional fields may be absent. */
function findingSchema(mode) {
    return zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        severity: severitySchema,
        category: categorySchema(mode),
        file: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).describe('Repository-relative path of a file in the diff.'),
        line: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).describe('A new-side line number of that file in the diff.'),
        message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(MAX_MESSAGE_LENGTH),
        fix: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(MAX_FIX_LENGTH),
        referenced_example_id: exampleIdSchema.optional(),
        confidence: confidenceSchema.optional(),
        suggestion: suggestionSchema.optional(),
        prior_id: priorIdSchema.optional(),
        blast_radius: blastRadiusSchema.optional(),
        pre_existing: preExistingSchema.optional(),
        probe: probeSchema.optional(),
    })
        .strict();
}
const MAX_BLAST_RADIUS_LENGTH = 200;
const blastRadiusSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    .max(MAX_BLAST_RADIUS_LENGTH)
    .describe('"N direct callers, M transitive importers", from the payload\'s consumers and blast radius.');
const preExistingSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(true)
    .describe('True for a problem on a line the change did not touch (counts only as a blocker).');
/** A prior finding the reviewer says is fixed, with why (re-review, issue 14). */
const resolvedSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .FINDING_ID_PATTERN */ .xJ), reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(500) })
    .strict();
const priorIdSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    .regex(_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .FINDING_ID_PATTERN */ .xJ)
    .describe('The id of the previous review finding this re-reports, if any.');
const countsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    blocker: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0),
    major: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0),
    minor: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0),
})
    .strict();
/** The whole reply as the contract states it. */
function replySchema(mode) {
    return z
        .object({
        verdict: z.enum(['APPROVED', 'CHANGES_REQUESTED']),
        counts: countsSchema,
        issues: z.array(findingSchema(mode)),
        strengths: z.array(z.string().max(MAX_STRENGTH_LENGTH)),
        resolved: z.array(resolvedSchema).optional(),
    })
        .strict();
}
/**
 * The same reply in the form structured-output endpoints accept in strict mode: every property
 * is listed in `required`, optional ones are nullable instead of absent, no extra properties.
 * String lengths and patterns are left out (strict modes reject some of those keywords); the
 * parser bounds and checks them anyway.
 */
function wireReplySchema(mode) {
    const count = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0);
    const wireFinding = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        severity: severitySchema,
        category: categorySchema(mode),
        file: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe('Repository-relative path of a file in the diff.'),
        line: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).describe('A new-side line number of that file in the diff.'),
        message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe('The concrete problem.'),
        fix: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe('A concrete one-line fix.'),
        referenced_example_id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
            .nullable()
            .describe('The example_id of the matching calibration example, or null.'),
        confidence: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
            .int()
            .min(0)
            .max(100)
            .nullable()
            .describe('0-100: how likely a maintainer who investigates agrees, or null.'),
        suggestion: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
            .nullable()
            .describe("The replacement text for the finding's line, or null."),
        prior_id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
            .nullable()
            .describe('The id of the previous review finding this re-reports, or null.'),
        blast_radius: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
            .nullable()
            .describe('"N direct callers, M transitive importers", or null.'),
        pre_existing: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()
            .nullable()
            .describe('True for a problem on a line the change did not touch, or null.'),
        probe: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ command: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), expected: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })
            .strict()
            .nullable()
            .describe('Blockers and majors: a one-line shell command run from the repository root that exits non-zero while the defect stands and 0 once fixed, and what it shows; or null.'),
    })
        .strict();
    return zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        verdict: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['APPROVED', 'CHANGES_REQUESTED']),
        counts: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ blocker: count, major: count, minor: count }).strict(),
        issues: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(wireFinding),
        strengths: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        resolved: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).strict())
            .describe('Previous review findings now fixed, by id, with why; empty when none.'),
    })
        .strict();
}
/**
 * A strict JSON Schema of the reply for `mode`, for providers that constrain output
 * (`response_format: { type: 'json_schema', strict: true }`). A fresh object on every call.
 */
function replyJsonSchema(mode) {
    const schema = zod__WEBPACK_IMPORTED_MODULE_3__/* .toJSONSchema */ .bl(wireReplySchema(mode));
    delete schema.$schema;
    return withoutImplicitMaximum(schema);
}
/** zod writes `maximum: MAX_SAFE_INTEGER` for every integer; it says nothing, so it goes. */
function withoutImplicitMaximum(node) {
    if (Array.isArray(node))
        return node.map(withoutImplicitMaximum);
    if (typeof node !== 'object' || node === null)
        return node;
    const out = {};
    for (const [key, value] of Object.entries(node)) {
        if (key === 'maximum' && value === Number.MAX_SAFE_INTEGER)
            continue;
        out[key] = withoutImplicitMaximum(value);
    }
    return out;
}


/***/ }),

/***/ 791:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ isRecord)
/* harmony export */ });
/**
 * True for a key-value object: what parsed JSON or YAML must be before its fields are read.
 * Arrays are objects to `typeof` but never a record here, so `value[key]` means a field.
 */
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/***/ }),

/***/ 8665:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ describeZodError),
/* harmony export */   m: () => (/* binding */ zodIssueLines)
/* harmony export */ });
/** One `key.path: what was expected` clause per problem, array indexes as path segments. */
function zodIssueLines(error, format = {}) {
    const { at, limit } = format;
    const root = at ?? format.root ?? '(top level)';
    return error.issues.slice(0, limit).map((issue) => {
        const inner = issue.path.map(String).join('.');
        const path = inner === '' ? root : at === undefined ? inner : `${at}.${inner}`;
        return `${path}: ${issue.message}`;
    });
}
/** The problems as one message for an `InputError`, clauses separated by `; `. */
function describeZodError(error, format = {}) {
    return zodIssueLines(error, format).join('; ');
}


/***/ })

};

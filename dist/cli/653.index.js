export const id = 653;
export const ids = [653];
export const modules = {

/***/ 8769:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   jD: () => (/* binding */ readPriorReviewJson)
/* harmony export */ });
/* unused harmony exports DATA_MARKER, MAX_DATA_CHARS, DATA_MESSAGE_MAX, MAX_PRIOR_FINDINGS, priorFindingsOf, embedData, embedFindings, dataBlockOf, stateProblemMessage, stickyScope, signDataBlock, readEmbeddedData */
/* harmony import */ var _domain_reply_contract_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8747);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2311);
/* harmony import */ var _domain_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1796);
/* harmony import */ var _domain_finding_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5457);
/* harmony import */ var _domain_prior_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1956);
/* harmony import */ var _diff_patch_id_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5499);






/**
 * The previous review as data: what a run embeds in its sticky summary comment (a hidden HTML
 * comment, bounded) and reads back on the next push, and the reader of a previous run's
 * review.json (a case directory's `prior/review.json`). What is read is never trusted: it is
 * validated field by field, and anything malformed or oversized is ignored with a notice.
 */
const DATA_MARKER = 'review-gate:findings:v1';
/** Most characters the embedded data may take in the summary comment (GitHub's cap is 65,536). */
const MAX_DATA_CHARS = 30_000;
/** Messages are shortened in the data: the id and fingerprint identify, the text reminds. */
const DATA_MESSAGE_MAX = 240;
/** Most prior findings read from any source. */
const MAX_PRIOR_FINDINGS = 300;
const categories = [...new Set([..._domain_finding_js__WEBPACK_IMPORTED_MODULE_3__/* .IMPLEMENTATION_CATEGORIES */ .QZ, ..._domain_finding_js__WEBPACK_IMPORTED_MODULE_3__/* .CONTRACT_CATEGORIES */ .op])];
const shortText = (max) => zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1).max(max);
const dismissalSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ by: shortText(100), reason: shortText(1_000), at: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().max(40).nullable() })
    .strict();
const priorFindingSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(_domain_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .FINDING_ID_PATTERN */ .xJ),
    fingerprint: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(_domain_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .FINGERPRINT_PATTERN */ .o6),
    file: shortText(1_000),
    line: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1).max(10_000_000),
    severity: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(_domain_finding_js__WEBPACK_IMPORTED_MODULE_3__/* .SEVERITIES */ .oC),
    category: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(categories),
    message: shortText(4_000),
    status: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(_domain_prior_js__WEBPACK_IMPORTED_MODULE_5__/* .FINDING_STATUSES */ .p),
    resolved_in: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .regex(/^[0-9a-f]{7,64}$/)
        .optional(),
    reason: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().max(1_000).optional(),
    dismissal: dismissalSchema.optional(),
    probe: _domain_reply_contract_js__WEBPACK_IMPORTED_MODULE_0__/* .probeSchema */ .ul.optional(),
    pre_existing: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz(true).optional(),
})
    .strict();
const verdictSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    outcome: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['passed', 'failed', 'error']),
    patch: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(_diff_patch_id_js__WEBPACK_IMPORTED_MODULE_2__/* .PATCH_ID_PATTERN */ .Y),
    rules: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(_diff_patch_id_js__WEBPACK_IMPORTED_MODULE_2__/* .PATCH_ID_PATTERN */ .Y),
})
    .strict();
const headSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
    .regex(/^[0-9a-f]{7,64}$/)
    .nullable();
const basisSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ head_sha: headSchema, findings: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(priorFindingSchema).max(MAX_PRIOR_FINDINGS) })
    .strict();
const dataSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    head_sha: headSchema,
    findings: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(priorFindingSchema).max(MAX_PRIOR_FINDINGS),
    left_out: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0).optional(),
    basis: basisSchema.optional(),
    /** A run that could not read the state before it says so, so later runs keep failing until a reset. */
    state_problem: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1).max(600).optional(),
    /** What this review decided and judged: a merge group of the same change may reuse a pass. */
    verdict: verdictSchema.optional(),
})
    .strict();
const SEVERITY_RANK = { blocker: 0, major: 1, minor: 2 };
const STATUS_RANK = { open: 0, dismissed: 1, resolved: 2 };
/** The findings a review hands on to the next push: the open ones, then the closed ones. */
function priorFindingsOf(review) {
    const out = [];
    for (const f of review.issues) {
        if (!f.id || !f.fingerprint)
            continue;
        out.push({
            id: f.id,
            fingerprint: f.fingerprint,
            file: f.file,
            line: f.line,
            severity: f.severity,
            category: f.category,
            message: f.message,
            status: 'open',
            // The probe travels with the open finding: later pushes run it first (issue 24).
            ...(f.probe ? { probe: { command: f.probe.command, expected: f.probe.expected } } : {}),
            ...(f.pre_existing ? { pre_existing: true } : {}),
        });
    }
    for (const f of review.closed ?? []) {
        const item = {
            id: f.id,
            fingerprint: f.fingerprint,
            file: f.file,
            line: f.line,
            severity: f.severity,
            category: f.category,
            message: f.message,
            status: f.status,
        };
        if (f.resolved_in)
            item.resolved_in = f.resolved_in;
        if (f.reason)
            item.reason = f.reason;
        if (f.dismissal)
            item.dismissal = f.dismissal;
        out.push(item);
    }
    return out;
}
/**
 * The hidden data block for the summary comment. `<`, `>` and `&` are JSON-escaped, so nothing in
 * a message can end the HTML comment; `@` and `#` are escaped too. Open blockers go first and resolved minors last: when the
 * block is over its size, the tail is left out and `left_out` says how many (the next run says so).
 */
function embedData(review, headSha, basis = null, stateProblem = null, verdict = null) {
    return embedFindings(priorFindingsOf(review), headSha, basis, stateProblem, verdict);
}
/** The data block for these findings (a run with no review hands the previous ones on as read). */
function embedFindings(all, headSha, basis = null, stateProblem = null, verdict = null) {
    const ordered = (list) => list
        .map((f) => ({ ...f, message: shorten(f.message, DATA_MESSAGE_MAX) }))
        .sort((a, b) => STATUS_RANK[a.status] - STATUS_RANK[b.status] ||
        SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity]);
    const findings = ordered(all);
    const basisFindings = basis ? ordered(basis.findings) : [];
    const head = /^[0-9a-f]{7,64}$/.test(headSha) ? headSha : null;
    const basisHead = basis?.head_sha && /^[0-9a-f]{7,64}$/.test(basis.head_sha) ? basis.head_sha : null;
    let kept = Math.min(findings.length, MAX_PRIOR_FINDINGS);
    let keptBasis = Math.min(basisFindings.length, MAX_PRIOR_FINDINGS);
    for (;;) {
        const data = { head_sha: head, findings: findings.slice(0, kept) };
        if (kept < findings.length)
            data.left_out = findings.length - kept;
        // A basis that does not fit whole is left out: a partial one would change the re-run's payload.
        if (basis && keptBasis === basisFindings.length)
            data.basis = { head_sha: basisHead, findings: basisFindings };
        if (stateProblem)
            data.state_problem = shorten(stateProblem, 600);
        if (verdict)
            data.verdict = verdict;
        const json = JSON.stringify(data)
            .replace(/</g, '\\u003c')
            .replace(/>/g, '\\u003e')
            .replace(/&/g, '\\u0026')
            // Mentions and references stay inert even in a comment GitHub does not render.
            .replace(/@/g, '\\u0040')
            .replace(/#/g, '\\u0023');
        const block = `<!-- ${DATA_MARKER} ${json} -->`;
        if (block.length <= MAX_DATA_CHARS || (kept === 0 && keptBasis === 0))
            return block;
        if (keptBasis > 0)
            keptBasis = 0;
        else
            kept = Math.floor(kept * 0.9);
    }
}
const DATA_PATTERN = /<!-- review-gate:findings:v1 ([\s\S]*?) -->/g;
/** The signature after the JSON, when the repository gives a `state-secret`. */
const SIGNED = /^([\s\S]*) (hmac-sha256:[0-9a-f]{64})$/;
/** The data block of a body, as is (to hand it on unread when a run has nothing of its own). */
function dataBlockOf(body) {
    const matches = [...body.matchAll(DATA_PATTERN)];
    return matches.length === 1 ? matches[0][0] : null;
}
const STATE_PREFIX = "the previous review's state could not be read: ";
const STATE_HINT = '. A `/review-gate reset` comment by someone who may dismiss findings starts afresh on purpose';
const CARRIED = ' (found by an earlier run, not reset since)';
/** The message the gate fails with when the carried state could not be read for `problem`. */
function stateProblemMessage(problem) {
    return `${STATE_PREFIX}${problem}${STATE_HINT}`;
}
/** The problem an earlier run recorded, as this run states it (the same however often read). */
function carriedProblem(recorded) {
    let root = recorded.startsWith(STATE_PREFIX) ? recorded.slice(STATE_PREFIX.length) : recorded;
    if (root.endsWith(STATE_HINT))
        root = root.slice(0, -STATE_HINT.length);
    return root.endsWith(CARRIED) ? root : `${root}${CARRIED}`;
}
/** What the sticky data of one step on one pull request is signed for. */
function stickyScope(repository, pullNumber, key) {
    return `sticky-data:${repository.toLowerCase()}#${pullNumber}:${key}`;
}
/**
 * `body` with its one data block signed under `signer` for `scope` (an unsigned block gets the
 * signature, a signed one is left as it is); unchanged when it holds no single data block.
 */
function signDataBlock(body, signer, scope) {
    const block = dataBlockOf(body);
    if (block === null)
        return body;
    const json = block.slice(`<!-- ${DATA_MARKER} `.length, -' -->'.length);
    if (SIGNED.test(json))
        return body;
    const signed = `<!-- ${DATA_MARKER} ${json} ${signer.sign(scope, json)} -->`;
    return body.replace(block, () => signed);
}
/**
 * The data block of one of our own summary comments. With a signer, only data signed for `scope`
 * is read; anything else is unreadable.
 */
function readEmbeddedData(body, where, verify = null) {
    const matches = [...body.matchAll(DATA_PATTERN)];
    if (matches.length === 0)
        return { prior: null, notices: [] };
    const ignored = (why) => ({
        prior: null,
        notices: [],
        unreadable: `the data in ${where} ${why}`,
    });
    if (matches.length > 1)
        return ignored('holds more than one data block');
    let text = matches[0][1] ?? '';
    if (text.length > MAX_DATA_CHARS)
        return ignored(`is over ${MAX_DATA_CHARS} characters`);
    const signed = SIGNED.exec(text);
    if (signed)
        text = signed[1];
    if (verify) {
        if (!signed)
            return ignored('is not signed with state-secret');
        if (!verify.signer.verify(verify.scope, text, signed[2]))
            return ignored("does not carry state-secret's signature for this pull request");
    }
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return ignored('is not JSON');
    }
    const parsed = dataSchema.safeParse(value);
    if (!parsed.success)
        return ignored(`is malformed (${describeIssue(parsed.error)})`);
    if (parsed.data.state_problem)
        return { prior: null, notices: [], unreadable: carriedProblem(parsed.data.state_problem) };
    const notices = [];
    if (parsed.data.left_out)
        notices.push(`The previous review left ${parsed.data.left_out} finding(s) out of its summary data (size); they are not carried over.`);
    const prior = {
        head_sha: parsed.data.head_sha,
        findings: parsed.data.findings,
        where,
    };
    if (parsed.data.basis)
        prior.basis = {
            head_sha: parsed.data.basis.head_sha,
            findings: parsed.data.basis.findings,
        };
    if (parsed.data.verdict)
        prior.verdict = parsed.data.verdict;
    // Only a signature checked above proves who wrote the data (a merge group reuses only that).
    if (verify)
        prior.signed = true;
    return { prior, notices };
}
const reviewJsonFinding = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(_domain_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .FINDING_ID_PATTERN */ .xJ).optional(),
    fingerprint: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(_domain_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .FINGERPRINT_PATTERN */ .o6).optional(),
    file: shortText(1_000),
    line: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1).max(10_000_000),
    severity: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(_domain_finding_js__WEBPACK_IMPORTED_MODULE_3__/* .SEVERITIES */ .oC),
    category: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(categories),
    message: shortText(4_000),
    status: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(_domain_prior_js__WEBPACK_IMPORTED_MODULE_5__/* .FINDING_STATUSES */ .p).optional(),
    resolved_in: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .regex(/^[0-9a-f]{7,64}$/)
        .optional(),
    reason: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().max(1_000).optional(),
    dismissal: dismissalSchema.optional(),
})
    .passthrough();
const reviewJsonSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    head_sha: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .regex(/^[0-9a-f]{7,64}$/)
        .nullable()
        .optional(),
    issues: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(reviewJsonFinding).max(MAX_PRIOR_FINDINGS),
    closed: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(reviewJsonFinding).max(MAX_PRIOR_FINDINGS).optional(),
})
    .passthrough();
/**
 * A previous run's review.json as the prior review. An artifact written before findings had ids
 * gets them from its fingerprints, as that run would have. `head_sha` may be given at the top.
 */
function readPriorReviewJson(text, where) {
    const ignored = (why) => ({
        prior: null,
        notices: [`${where} was ignored (${why}); this review starts afresh.`],
    });
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return ignored('not JSON');
    }
    const parsed = reviewJsonSchema.safeParse(value);
    if (!parsed.success)
        return ignored(describeIssue(parsed.error));
    const taken = new Map();
    const findings = [];
    const entries = [
        ...parsed.data.issues.map((f) => ({ ...f, status: 'open' })),
        ...(parsed.data.closed ?? []).filter((f) => f.status === 'resolved' || f.status === 'dismissed'),
    ];
    for (const f of entries) {
        const print = f.fingerprint ?? (0,_domain_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .fingerprint */ .Rj)(f);
        const id = f.id ??
            (0,_domain_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .findingId */ .zK)(print, (candidate) => {
                const owner = taken.get(candidate);
                return owner !== undefined && owner !== print;
            });
        taken.set(id, print);
        const item = {
            id,
            fingerprint: print,
            file: f.file,
            line: f.line,
            severity: f.severity,
            category: f.category,
            message: f.message,
            status: f.status ?? 'open',
        };
        if (f.resolved_in)
            item.resolved_in = f.resolved_in;
        if (f.reason)
            item.reason = f.reason;
        if (f.dismissal)
            item.dismissal = f.dismissal;
        findings.push(item);
    }
    return { prior: { head_sha: parsed.data.head_sha ?? null, findings, where }, notices: [] };
}
function describeIssue(error) {
    const issue = error.issues[0];
    if (!issue)
        return 'malformed';
    const path = issue.path.map(String).join('.');
    return `${path || 'data'}: ${issue.message}`.slice(0, 200);
}
function shorten(text, max) {
    return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}


/***/ }),

/***/ 9676:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZS: () => (/* binding */ readCommentsFile),
/* harmony export */   v5: () => (/* binding */ readPriorFile)
/* harmony export */ });
/* unused harmony export MAX_PRIOR_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2311);
/* harmony import */ var _carry_over_prior_data_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8769);
/* harmony import */ var _domain_prior_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1956);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);





/**
 * The files that stand in for a pull request's history offline: a previous run's review.json
 * (a case's `prior/review.json`, the CLI's `--prior <file>`) and a case's `comments.json`.
 */
/** A review.json is a few hundred kilobytes at most; anything larger is not one. */
const MAX_PRIOR_BYTES = 2 * 1024 * 1024;
const MAX_COMMENTS_BYTES = 1024 * 1024;
function readBounded(path, max) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isFile())
        return null;
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).size > max)
        return '';
    const buffer = Buffer.alloc(max);
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'r');
    try {
        return buffer.subarray(0, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, 0, max, 0)).toString('utf8');
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** The prior review in `path`, or null with a note when it is absent, oversized or malformed. */
function readPriorFile(path, label, notes, required = false) {
    const text = readBounded(path, MAX_PRIOR_BYTES);
    if (text === null) {
        if (required)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${label}: no such file`, label);
        return null;
    }
    if (text === '') {
        notes.push(`${label} was ignored (over ${MAX_PRIOR_BYTES} bytes); this review starts afresh.`);
        return null;
    }
    const read = (0,_carry_over_prior_data_js__WEBPACK_IMPORTED_MODULE_1__/* .readPriorReviewJson */ .jD)(text, label);
    notes.push(...read.notices);
    return read.prior;
}
const commentsSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    author: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).max(100),
    permission: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(_domain_prior_js__WEBPACK_IMPORTED_MODULE_4__/* .PERMISSIONS */ .J),
    body: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().max(65_536),
    created_at: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().max(40).nullable().optional(),
    by_pull_author: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().optional(),
    edited: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().optional(),
})
    .strict());
/**
 * A case's comments.json: `[{"author", "permission", "body", "created_at"?, "by_pull_author"?,
 * "edited"?}]`; [] when absent.
 */
function readCommentsFile(path, label) {
    const text = readBounded(path, MAX_COMMENTS_BYTES);
    if (text === null)
        return [];
    if (text === '')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${label} is over ${MAX_COMMENTS_BYTES} bytes`, label);
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${label} is not JSON: ${error.message}`, label);
    }
    const parsed = commentsSchema.safeParse(value);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue ? issue.path.map(String).join('.') : '';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${label}${where ? ` at ${where}` : ''}: ${issue?.message ?? 'malformed'} (expected [{"author", "permission": "admin|maintain|write|triage|read|none", "body"}])`, label);
    }
    return parsed.data.map((c) => ({
        author: c.author,
        permission: c.permission,
        body: c.body,
        created_at: c.created_at ?? null,
        ...(c.by_pull_author ? { by_pull_author: true } : {}),
        ...(c.edited ? { edited: true } : {}),
    }));
}


/***/ }),

/***/ 1036:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $0: () => (/* binding */ parseYamlMapping),
/* harmony export */   OU: () => (/* binding */ parseSeverityGate),
/* harmony export */   X6: () => (/* binding */ overrideConfig),
/* harmony export */   o4: () => (/* binding */ parseConfig)
/* harmony export */ });
/* unused harmony export validateConfig */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(131);
/* harmony import */ var _shared_is_record_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(791);
/* harmony import */ var _shared_zod_issues_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8665);





/**
 * Parses and validates config text. `where` names the file in every error.
 * Pure: the shells read the file and pass its text (or null when it does not exist).
 */
function parseConfig(text, where) {
    if (text === null || text.trim() === '')
        return _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .configSchema */ .Qn.parse({});
    return validateConfig(parseYamlMapping(text, where), where);
}
/** YAML text → a plain mapping, with errors that name the file, line and column. */
function parseYamlMapping(text, where) {
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { prettyErrors: true, uniqueKeys: true });
    if (doc.errors.length > 0) {
        const first = doc.errors[0];
        const pos = first.linePos?.[0];
        const at = pos ? `:${pos.line}:${pos.col}` : '';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`invalid YAML: ${first.message.split('\n')[0]}`, `${where}${at}`);
    }
    let value;
    try {
        value = doc.toJS({ maxAliasCount: 50 });
    }
    catch (error) {
        // The yaml library refuses alias bombs here ("excessive alias count").
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`cannot expand the YAML: ${error.message}`, where);
    }
    if (value === null || value === undefined)
        return {};
    if (typeof value !== 'object' || Array.isArray(value)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('expected a mapping of keys at the top level', where);
    }
    return value;
}
function validateConfig(value, where) {
    const result = _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .configSchema */ .Qn.safeParse(value);
    if (!result.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz((0,_shared_zod_issues_js__WEBPACK_IMPORTED_MODULE_3__/* .describeZodError */ .V)(result.error), where);
    return result.data;
}
/** Deep-merges overrides (action inputs, CLI flags, case.yml) over a config and re-validates. */
function overrideConfig(config, overrides, where) {
    return validateConfig(deepMerge(config, overrides), where);
}
function deepMerge(base, over) {
    if (over === undefined)
        return base;
    if ((0,_shared_is_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(base) && (0,_shared_is_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(over)) {
        const out = { ...base };
        for (const [key, value] of Object.entries(over))
            out[key] = deepMerge(base[key], value);
        return out;
    }
    return over;
}
/** Parses `blocker=0,major=2,minor=unlimited` (the severity-gate input). */
function parseSeverityGate(text, where) {
    const out = {};
    for (const part of text
        .split(/[,\n]/)
        .map((p) => p.trim())
        .filter(Boolean)) {
        const match = /^(blocker|major|minor)\s*[=:]\s*(\d+|unlimited)$/i.exec(part);
        if (!match) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`"${part}" is not a threshold; expected severity=count, e.g. blocker=0,major=2,minor=unlimited`, where);
        }
        const value = match[2].toLowerCase();
        out[match[1].toLowerCase()] = value === 'unlimited' ? 'unlimited' : Number(value);
    }
    return out;
}


/***/ }),

/***/ 131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $4: () => (/* binding */ providerSchema),
/* harmony export */   Ai: () => (/* binding */ severityGateSchema),
/* harmony export */   Ln: () => (/* binding */ MODEL_DEFAULTS),
/* harmony export */   Mr: () => (/* binding */ LANGUAGE_TAG),
/* harmony export */   Ni: () => (/* binding */ modeSchema),
/* harmony export */   PV: () => (/* binding */ DEFAULT_CONFIG),
/* harmony export */   Qn: () => (/* binding */ configSchema),
/* harmony export */   Ur: () => (/* binding */ probeSettings),
/* harmony export */   kg: () => (/* binding */ onModelErrorSchema)
/* harmony export */ });
/* unused harmony exports DEFAULT_EVIDENCE_PRODUCERS, DIMENSIONS, dimensionSchema, MAX_ENSEMBLE, reviewSchema, languageSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2311);

/**
 * The schema of `.github/review-gate.yml`. Every key is optional: a missing file is the defaults.
 * Unknown keys are errors, because a misspelt key silently ignored would weaken a gate.
 */
const unlimited = zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('unlimited');
const threshold = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0), unlimited]);
/**
 * Files that decide what a CI run's tests do or report: CI config, package manifests and their
 * scripts, package-manager config, runner configs and setup files, Python project config, build
 * files. A pull request changing one could make its own reports say anything.
 */
const DEFAULT_EVIDENCE_PRODUCERS = [
    // CI itself: workflows, composite actions, and anything else under .github/
    '.github/**',
    // package manifests (their scripts: `test`, `pretest`, `postinstall`) and package-manager config
    '**/package.json',
    '**/.npmrc',
    '**/.yarnrc*',
    '**/pnpm-workspace.yaml',
    // JS runner configs and the setup files they conventionally name
    '**/vitest.config.*',
    '**/vitest.workspace.*',
    '**/vitest.setup.*',
    '**/vite.config.*',
    '**/jest.config.*',
    '**/jest.setup.*',
    '**/jest.preset.*',
    '**/setupTests.*',
    '**/test/setup.*',
    '**/tests/setup.*',
    '**/.mocharc*',
    '**/karma.conf.*',
    '**/playwright.config.*',
    '**/cypress.config.*',
    // Python project and pytest config
    '**/pyproject.toml',
    '**/setup.cfg',
    '**/setup.py',
    '**/tox.ini',
    '**/noxfile.py',
    '**/pytest.ini',
    '**/conftest.py',
    // PHP, and build files that run the tests
    '**/phpunit.xml*',
    '**/Makefile',
    '**/makefile',
    '**/GNUmakefile',
    '**/pom.xml',
    '**/build.gradle*',
    '**/settings.gradle*',
    '**/gradle.properties',
    '**/Cargo.toml',
    '**/build.rs',
    '**/.cargo/config*',
];
const severityGateSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    blocker: threshold.default(0),
    major: threshold.default(0),
    minor: threshold.default('unlimited'),
})
    .strict();
const priceSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    input_per_mtok: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).describe('Price in USD per million input tokens.'),
    output_per_mtok: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).describe('Price in USD per million output tokens.'),
})
    .strict();
const providerSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['copilot', 'command', 'openai', 'anthropic', 'replay']);
const modeSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['implementation', 'contract']);
const onModelErrorSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['fail', 'neutral']);
/**
 * The model section's defaults, written once: the config file's `model:` keys and the model
 * stage's own settings (`model/provider.ts`, which tests and the CLI also build directly) use them.
 */
const MODEL_DEFAULTS = {
    provider: 'copilot',
    timeoutSeconds: 300,
    deadlineSeconds: 900,
    maxAttempts: 4,
    maxInputTokens: 120_000,
    maxOutputTokens: 8_000,
};
/** The specialist dimensions an ensemble pass may focus on (instructions/dimensions/<name>.md). */
const DIMENSIONS = [
    'correctness',
    'security',
    'performance',
    'design',
    'testing',
    'operability',
];
const dimensionSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(DIMENSIONS);
/** Most passes an ensemble may ask for: each one is a full model call. */
const MAX_ENSEMBLE = 9;
const ensemblePassSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    provider: providerSchema
        .optional()
        .describe("This pass's provider; model.provider when absent."),
    model: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).optional().describe("This pass's model; model.model when absent."),
    dimension: dimensionSchema
        .optional()
        .describe("Adds that dimension's specialist instructions to this pass."),
})
    .strict();
const confidenceFloor = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0).max(100);
/**
 * `review:`: how many reviewers, how their findings are merged, the verifier pass and the
 * confidence floors. Every option that costs model calls is off by default (one pass, no
 * verifier); the floors cost nothing and match what the reviewer instructions already ask.
 */
const reviewSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    ensemble: zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
        zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1).max(MAX_ENSEMBLE),
        zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ensemblePassSchema).min(1).max(MAX_ENSEMBLE),
    ])
        .default(1)
        .describe('Reviewer passes: a number of passes of the configured model, or a list of { provider, model, dimension }. Each pass is one model call.'),
    min_agreement: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
        .int()
        .min(1)
        .max(MAX_ENSEMBLE)
        .default(1)
        .describe('A model finding must be reported by at least this many passes to survive; also the quorum of passes that must answer.'),
    verify: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['auto', 'always', 'off'])
        .default('off')
        .describe('The verifier pass: auto (only when blocker or major model findings remain), always, or off. One model call when it runs.'),
    confidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        major: confidenceFloor.default(70),
        minor: confidenceFloor.default(80),
    })
        .strict()
        .prefault({})
        .describe('Confidence floors (0-100): a major or minor finding below its floor is dropped; blockers never are.'),
})
    .strict()
    .superRefine((review, ctx) => {
    const passes = typeof review.ensemble === 'number' ? review.ensemble : review.ensemble.length;
    if (review.min_agreement > passes) {
        ctx.addIssue({
            code: 'custom',
            path: ['min_agreement'],
            message: `min_agreement ${review.min_agreement} is more than the ${passes} ensemble pass${passes === 1 ? '' : 'es'}: no finding could survive`,
        });
    }
});
/** A BCP 47 language tag, loosely: a 2-3 letter language, then subtags of 1-8 letters or digits. */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8}){0,4}$/;
const languageSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .max(35)
    .regex(LANGUAGE_TAG, 'a language tag such as de, ja or pt-BR');
const probeModeSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['off', 'confirm', 'gate']);
/**
 * Probe commands (issue 24), read from the base config only. `confirm` runs each new
 * blocker's or major's probe once on the head and records what it showed; `gate` also demotes
 * a finding whose probe passes on the head. Probes run where the test command runs.
 */
const probesSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    probeModeSchema,
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        mode: probeModeSchema,
        network: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['isolated', 'allow'])
            .default('isolated')
            .describe('isolated: probes run in a network namespace and are refused where none can be made; allow: they run without one.'),
    })
        .strict(),
])
    .describe('off, confirm or gate; or { mode, network }. Base config only.');
const configSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    version: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(1).default(1).describe('Config format version.'),
    mode: modeSchema
        .default('implementation')
        .describe('What is reviewed: code or a plan/contract.'),
    language: languageSchema
        .optional()
        .describe('A language tag such as de, ja or pt-BR: the model writes messages and fixes in it. Headings, severities and gate lines stay English.'),
    stacks: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['python', 'go', 'typescript', 'frontend', 'mobile', 'backend']))
        .optional()
        .describe('Stacks whose calibration examples are used; detected from the touched files when absent.'),
    paths: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        ignore: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1))
            .default([])
            .describe('Globs of files left out of the review, added to the defaults.'),
        use_default_ignores: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()
            .default(true)
            .describe('Leave lockfiles, build output, minified, generated and vendored files out.'),
    })
        .strict()
        .prefault({}),
    evidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        reports: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1))
            .default([])
            .describe('Globs of test reports written by earlier steps (JUnit XML, CTRF, TRX, TAP, go test -json).'),
        command: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
            .min(1)
            .optional()
            .describe('Test command run on the touched tests; {files} is replaced by their paths.'),
        command_reports: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1))
            .default([])
            .describe('Globs of the reports the test command writes; its exit code decides when empty.'),
        timeout_seconds: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().default(600),
        env: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[A-Za-z_][A-Za-z0-9_]*$/))
            .default([])
            .describe('Environment variables passed to the test command besides PATH and HOME.'),
        cache_ttl_minutes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0).default(60),
        missing: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['major', 'minor', 'off'])
            .default('minor')
            .describe('Finding for touched source files with no relevant test.'),
        unknown: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['fail', 'warn'])
            .default('fail')
            .describe('What unknown test evidence does to the gate (an unreadable report, a command that could not run, every relevant test skipped, a result for another commit): fail, or warn and let the review decide.'),
        flaky: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['fail', 'pass'])
            .default('fail')
            .describe('How a test that failed in one report and passed in another counts for the gate.'),
        scope: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['suite', 'touched'])
            .default('suite')
            .describe('Which failing tests fail the gate: suite (every failing test in the reports, related to the touched files or not) or touched (only those related to the touched files; honoured only from the base config).'),
        test_patterns: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1))
            .default([])
            .describe('Extra conventional test paths for a source file; {dir}, {name}, {ext} are replaced.'),
        producers: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1))
            .default([...DEFAULT_EVIDENCE_PRODUCERS])
            .describe("workflow_run: globs of the files that produce or configure the CI run's test reports; a pull request that changes one makes its own reports untrusted."),
        untrusted: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['fail', 'allow'])
            .default('fail')
            .describe('workflow_run: what reports from a run whose producers the pull request changed do to the gate: fail, or allow them with a warning.'),
    })
        .strict()
        .prefault({}),
    model: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        provider: providerSchema.default(MODEL_DEFAULTS.provider),
        model: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).optional(),
        base_url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().url().optional(),
        command: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).optional(),
        timeout_seconds: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().default(MODEL_DEFAULTS.timeoutSeconds),
        deadline_seconds: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().default(MODEL_DEFAULTS.deadlineSeconds),
        max_attempts: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1).max(10).default(MODEL_DEFAULTS.maxAttempts),
        max_input_tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().default(MODEL_DEFAULTS.maxInputTokens),
        max_output_tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().default(MODEL_DEFAULTS.maxOutputTokens),
        price: priceSchema.optional(),
    })
        .strict()
        .prefault({}),
    review: reviewSchema.prefault({}),
    severity_gate: severityGateSchema.prefault({}),
    on_model_error: onModelErrorSchema.default('fail'),
    dismiss: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        permission: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['write', 'maintain', 'admin'])
            .default('write')
            .describe("The least repository permission whose holders may `/review-gate dismiss` a finding or `/review-gate reset` a pull request's carried state; the pull request's author never may."),
    })
        .strict()
        .prefault({}),
    probes: probesSchema.default('off'),
    partial: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['fail', 'allow'])
        .default('fail')
        .describe('A review that could not see every reviewable file (left out by the size budget or by the 3,000-file limit of the GitHub API) fails the gate unless this is allow.'),
    examples: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        max: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
            .int()
            .min(1)
            .max(100)
            .default(12)
            .describe('Most calibration examples in a payload.'),
    })
        .strict()
        .prefault({}),
    context: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        max_share: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
            .min(0)
            .max(0.9)
            .default(0.35)
            .describe('Share of model.max_input_tokens the repository context may fill (scopes, stale references, consumers, definitions, blast radius); whole entries past it are cut and listed.'),
        elevate_importers: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
            .int()
            .min(1)
            .default(50)
            .describe('A major finding in a file with at least this many transitive importers (our own import graph) becomes a blocker.'),
    })
        .strict()
        .prefault({}),
    payload: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        max_bytes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
            .int()
            .min(1_000)
            .default(400_000)
            .describe('Budget of the diff section; whole files leave the diff past it, by a stated priority.'),
    })
        .strict()
        .prefault({}),
})
    .strict();
/** The short form (`probes: gate`) is the long form with the network isolated. */
function probeSettings(config) {
    const value = config.probes;
    return typeof value === 'string' ? { mode: value, network: 'isolated' } : value;
}
const DEFAULT_CONFIG = configSchema.parse({});


/***/ }),

/***/ 5173:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kt: () => (/* binding */ compareStrings),
/* harmony export */   ig: () => (/* binding */ ignoredPathMatcher),
/* harmony export */   wI: () => (/* binding */ applyIgnores)
/* harmony export */ });
/* harmony import */ var _globs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1632);
/* harmony import */ var _ignore_defaults_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9940);
/**
 * Ignore globs run before anything else looks at the diff: an ignored file is not reviewed, not
 * mapped to tests and not counted against the budget, but it is listed so the payload can say so.
 */



/** The config key user patterns come from, named in error messages. */
const USER_PATTERNS_WHERE = 'paths.ignore';
let defaultRules;
function compileDefaults() {
    // Valid by construction (a test compiles each one): compiled only when a path needs it.
    defaultRules ??= _ignore_defaults_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_IGNORES */ .a.map(_globs_js__WEBPACK_IMPORTED_MODULE_0__/* .lazyIgnoreRule */ .PW);
    return defaultRules;
}
/**
 * Splits the diff into the files that stay and the ones the patterns ignore. Defaults come first
 * and user patterns after them, so a user's `!pattern` can bring back a file a default ignored.
 * A renamed or copied file is judged by its new path only; a deleted file by the path it had.
 * Every pattern is validated before any file is looked at.
 * @throws InputError naming the first malformed pattern.
 */
function applyIgnores(diff, patterns, useDefaults) {
    const userRules = patterns.map((p) => (0,_globs_js__WEBPACK_IMPORTED_MODULE_0__/* .compileIgnoreRule */ .ky)(p, USER_PATTERNS_WHERE));
    const rules = useDefaults ? [...compileDefaults(), ...userRules] : userRules;
    const mightMatch = (0,_globs_js__WEBPACK_IMPORTED_MODULE_0__/* .anyRuleMatcher */ .NF)(rules);
    const kept = [];
    const ignored = [];
    const files = diff.files;
    for (let i = 0; i < files.length; i++) {
        const file = files[i];
        const pattern = mightMatch(file.path) ? matchingPattern(rules, file.path) : null;
        if (pattern === null)
            kept.push(file);
        else
            ignored.push({
                path: file.path,
                pattern,
                additions: file.additions,
                deletions: file.deletions,
            });
    }
    ignored.sort((a, b) => compareStrings(a.path, b.path) || compareStrings(a.pattern, b.pattern));
    return { diff: { files: kept }, ignored };
}
/** Whether a path is ignored by the patterns (and the defaults): the same rules as for the diff. */
function ignoredPathMatcher(patterns, useDefaults) {
    const userRules = patterns.map((p) => (0,_globs_js__WEBPACK_IMPORTED_MODULE_0__/* .compileIgnoreRule */ .ky)(p, USER_PATTERNS_WHERE));
    const rules = useDefaults ? [...compileDefaults(), ...userRules] : userRules;
    const mightMatch = (0,_globs_js__WEBPACK_IMPORTED_MODULE_0__/* .anyRuleMatcher */ .NF)(rules);
    return (path) => mightMatch(path) && matchingPattern(rules, path) !== null;
}
/** The last rule that matches decides, as in .gitignore; null when the file stays. */
function matchingPattern(rules, path) {
    for (let i = rules.length - 1; i >= 0; i--) {
        const rule = rules[i];
        if (rule.matches(path))
            return rule.negate ? null : rule.pattern;
    }
    return null;
}
/** Code-unit order: the same everywhere, unlike localeCompare. */
function compareStrings(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}


/***/ }),

/***/ 5499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ PATCH_ID_PATTERN),
/* harmony export */   e: () => (/* binding */ patchId)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The identity of a change as a unified diff (issue 23, merge queues): two diffs get the same id
 * exactly when they make the same edits, whatever line numbers their hunks start at. A merge
 * queue rebuilds a pull request on a newer base, so its hunk headers move; everything a reviewer
 * reads stays byte for byte: file headers, modes, renames, every added, removed and context line,
 * whitespace and line endings included (unlike `git patch-id`, which ignores whitespace, and
 * indentation is code in some languages). Pure.
 */

/** A SHA-256 of the normalized diff: 64 hex digits. */
const PATCH_ID_PATTERN = /^[0-9a-f]{64}$/;
const FILE_HEADER = 'diff --git ';
// `@@ -12,7 +14,8 @@ function name`: the numbers and the section name depend on the base.
const HUNK_HEADER = /^@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@/;
function patchId(diffText) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update('review-gate patch v1\n');
    for (const section of fileSections(diffText)) {
        // A file with hunks is identified by them; the `index` line's blob names only add the
        // pre-image, which a newer base may change outside the hunks. A file without hunks (binary,
        // a mode change, a pure rename) keeps it: it is the only thing that names its content.
        const hasHunks = section.some((line) => HUNK_HEADER.test(line));
        for (const line of section) {
            if (hasHunks && line.startsWith('index '))
                continue;
            hash.update(HUNK_HEADER.test(line) ? '@@' : line);
            hash.update('\n');
        }
    }
    return hash.digest('hex');
}
/** The diff's lines grouped by file, trailing empty lines dropped (sources end differently). */
function fileSections(diffText) {
    const lines = diffText.split('\n');
    while (lines.length > 0 && lines.at(-1) === '')
        lines.pop();
    const sections = [];
    for (const line of lines) {
        if (line.startsWith(FILE_HEADER) || sections.length === 0)
            sections.push([]);
        sections.at(-1).push(line);
    }
    return sections;
}


/***/ }),

/***/ 1956:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ PERMISSIONS),
/* harmony export */   p: () => (/* binding */ FINDING_STATUSES)
/* harmony export */ });
const FINDING_STATUSES = ['open', 'resolved', 'dismissed'];
const PERMISSIONS = [
    'admin',
    'maintain',
    'write',
    'triage',
    'read',
    'none',
];


/***/ }),

/***/ 7850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GE: () => (/* binding */ expandGlobs),
/* harmony export */   PA: () => (/* binding */ listCodeFiles)
/* harmony export */ });
/* unused harmony export MAX_WALK_ENTRIES */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(430);





/**
 * The repository's files as evidence needs them (I/O edge): report globs expanded relative to the
 * repository root, and a listing of the code files that reports may name. Walks never follow a
 * symbolic link they meet (a committed link could point anywhere) and stop at a bounded number of
 * entries. A link on a glob's base folder (`reports` in `reports/*.xml`, or a folder above it) is
 * followed, as the system resolves the path: the report files found through it are judged by
 * trackedReports, which refuses them unless the link is provably not the pull request's.
 */
/** Never walked: version control and installed dependencies. */
const ALWAYS_SKIPPED = new Set(['.git', 'node_modules']);
/** Also skipped when listing code: build output, caches and vendored code hold no tests of ours. */
const NOT_OUR_CODE = new Set([
    ...ALWAYS_SKIPPED,
    'vendor', '.venv', 'venv', '__pycache__', '.tox', 'target', 'build', 'dist', 'out', 'bin', 'obj',
    '.gradle', 'coverage', '.next', '.nuxt', '.review-gate', '.cache',
]); // prettier-ignore
const MAX_WALK_ENTRIES = 200_000;
/** Each glob's matching regular files, relative to `root`. Globs must stay inside the root. */
async function expandGlobs(root, globs, where = 'evidence.reports') {
    const out = [];
    for (const raw of globs) {
        const glob = raw.trim().replace(/\\/g, '/').replace(/^\.\//, '');
        if (glob === '')
            continue;
        if (glob.startsWith('/') || /^[A-Za-z]:\//.test(glob) || glob.split('/').includes('..')) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`report glob "${raw}" must be relative to the repository root, without ".."`, where);
        }
        const scan = picomatch__WEBPACK_IMPORTED_MODULE_4___default().scan(glob);
        const isMatch = picomatch__WEBPACK_IMPORTED_MODULE_4___default()(glob, { dot: true });
        const base = scan.isGlob ? scan.base : dirnameOf(glob);
        const { files } = await walk(root, base, ALWAYS_SKIPPED, (path) => isMatch(path));
        out.push({ glob: raw, files });
    }
    return out;
}
/** The repository's code files (for resolving the paths reports print), bounded. */
async function listCodeFiles(root, maxEntries = MAX_WALK_ENTRIES) {
    return walk(root, '', NOT_OUR_CODE, _paths_js__WEBPACK_IMPORTED_MODULE_3__/* .isCodePath */ .Xm, maxEntries);
}
async function walk(root, base, skip, keep, maxEntries = MAX_WALK_ENTRIES) {
    const files = [];
    const pending = [base];
    let seen = 0;
    while (pending.length > 0) {
        const dir = pending.pop();
        let entries;
        try {
            entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir === '' ? root : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, dir), { withFileTypes: true });
        }
        catch {
            // A base that does not exist (or is unreadable) simply matches nothing.
            continue;
        }
        for (const entry of entries) {
            if (++seen > maxEntries)
                return { files: files.sort(), truncated: true };
            const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
            if (entry.isDirectory()) {
                if (!skip.has(entry.name))
                    pending.push(path);
            }
            else if (entry.isFile() && keep(path)) {
                files.push(path);
            }
        }
    }
    return { files: files.sort(), truncated: false };
}
function dirnameOf(path) {
    const slash = path.lastIndexOf('/');
    return slash < 0 ? '' : path.slice(0, slash);
}


/***/ }),

/***/ 430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  EG: () => (/* binding */ PathIndex),
  bx: () => (/* binding */ baseOf),
  Rw: () => (/* binding */ dirOf),
  je: () => (/* binding */ extensionOf),
  QZ: () => (/* binding */ extractFrames),
  Z1: () => (/* binding */ isAbsolutePath),
  Xm: () => (/* binding */ isCodePath),
  Nw: () => (/* binding */ normalizeSlashes)
});

// UNUSED EXPORTS: CODE_EXTENSIONS, normalizeSlashesSlowly

// EXTERNAL MODULE: ./src/evidence/range-keys.ts
var range_keys = __webpack_require__(7353);
;// CONCATENATED MODULE: ./src/evidence/known-files.ts

/**
 * The files a `PathIndex` knows (touched and repository files, each once), looked up by path,
 * by base name and by extension-less base name. Kept as one joined string and offsets (see
 * range-keys.ts for why): a lookup hands out a file as a slice of that string.
 */
class KnownFiles {
    text;
    /** Where each file starts in `text`, its base name starts, and its extension-less base ends. */
    starts;
    ends;
    stemEnds;
    byPath;
    byBase;
    byStemBase;
    /**
     * Files whose extension changes length when lower-cased (`a.İ`): the path without extension
     * has always been cut by the lower-cased extension's length, so these are cut that way.
     */
    oddExtensions = new Set();
    constructor(files) {
        // The Set only lives while this is built: it drops duplicates and keeps the first order.
        const unique = [...new Set(files)];
        const count = unique.length;
        this.starts = new Int32Array(count);
        this.ends = new Int32Array(count);
        this.stemEnds = new Int32Array(count);
        const baseStarts = new Int32Array(count);
        let at = 0;
        for (let i = 0; i < count; i++) {
            const file = unique[i];
            this.starts[i] = at;
            this.ends[i] = at + file.length;
            const baseStart = file.lastIndexOf('/') + 1;
            baseStarts[i] = at + baseStart;
            // The stem drops an extension as written (not lower-cased): `a.TS` is stem `a`.
            const dot = file.lastIndexOf('.');
            const hasExtension = dot > baseStart && dot < file.length - 1;
            this.stemEnds[i] = at + (hasExtension ? dot : file.length);
            if (hasExtension && loweredLength(file, dot + 1) !== file.length - dot - 1)
                this.oddExtensions.add(i);
            at += file.length;
        }
        this.text = unique.join('');
        this.byPath = new range_keys/* RangeKeys */.o(this.text, this.starts, this.ends);
        this.byBase = new range_keys/* RangeKeys */.o(this.text, baseStarts, this.ends);
        this.byStemBase = new range_keys/* RangeKeys */.o(this.text, baseStarts, this.stemEnds);
    }
    has(path) {
        return this.byPath.first(path) >= 0;
    }
    /** Known files whose base name is `base` and that end with `/${path}`. */
    endingWith(base, path) {
        const suffix = '/' + path;
        const found = [];
        for (let file = this.byBase.first(base); file >= 0; file = this.byBase.next(file)) {
            const end = this.ends[file];
            const from = end - suffix.length;
            if (from >= this.starts[file] && this.text.startsWith(suffix, from))
                found.push(this.text.slice(this.starts[file], end));
        }
        return found;
    }
    /** Known files whose path without extension is `stem` or ends with `/${stem}`. */
    withStem(stem, stemBase) {
        const suffix = '/' + stem;
        const found = [];
        for (let file = this.byStemBase.first(stemBase); file >= 0; file = this.byStemBase.next(file)) {
            const start = this.starts[file];
            if (this.oddExtensions.has(file)) {
                const path = this.text.slice(start, this.ends[file]);
                const cut = path.slice(0, path.length - loweredLength(path, path.lastIndexOf('.') + 1) - 1);
                if (cut === stem || cut.endsWith(suffix))
                    found.push(path);
                continue;
            }
            const stemEnd = this.stemEnds[file];
            const whole = stemEnd - start === stem.length && this.text.startsWith(stem, start);
            const from = stemEnd - suffix.length;
            if (whole || (from >= start && this.text.startsWith(suffix, from)))
                found.push(this.text.slice(start, this.ends[file]));
        }
        return found;
    }
}
/** Length of `text` from `start`, lower-cased (as paths.ts's `extensionOf` gives an extension). */
function loweredLength(text, start) {
    return text.slice(start).toLowerCase().length;
}

;// CONCATENATED MODULE: ./src/evidence/paths.ts
/**
 * Report paths → repository paths. Reports are written on another machine, often from another
 * directory: absolute runner paths (`/home/runner/work/repo/repo/src/a.ts`, `D:\a\repo\repo\...`,
 * container and self-hosted layouts), paths relative to a package or a test directory,
 * backslashes, `file://` URLs, bare file names in stack frames. A `PathIndex` of the files we know
 * (the touched files, and the repository's files when the caller walked them) resolves them.
 */

/** Directories that hold other people's code: a frame there never names a file of this repo. */
const FOREIGN_DIRS = /(^|\/)(node_modules|site-packages|dist-packages|\.cargo|pkg\/mod|<frozen [^>]*>)(\/|$)/;
/** The workspace layouts of hosted, container and self-hosted GitHub runners. */
const RUNNER_ROOTS = [
    /^\/home\/runner\/work\/[^/]+\/[^/]+\/(.+)$/,
    /^\/Users\/runner\/work\/[^/]+\/[^/]+\/(.+)$/,
    /^[A-Za-z]:\/a\/[^/]+\/[^/]+\/(.+)$/,
    /^\/__w\/[^/]+\/[^/]+\/(.+)$/,
    /^\/github\/workspace\/(.+)$/,
    /^(?:[A-Za-z]:)?\/(?:[^/]+\/)*_work\/[^/]+\/[^/]+\/(.+)$/,
];
const CODE_EXTENSIONS = [
    'js', 'jsx', 'ts', 'tsx', 'mjs', 'cjs', 'mts', 'cts', 'vue', 'svelte',
    'py', 'go', 'java', 'kt', 'scala', 'groovy', 'rb', 'php', 'cs', 'fs', 'vb',
    'swift', 'rs', 'c', 'cc', 'cpp', 'cxx', 'h', 'hpp', 'm', 'mm', 'dart', 'ex', 'exs', 'lua',
]; // prettier-ignore
const CODE_EXT_SET = new Set(CODE_EXTENSIONS);
const MAX_CASE_FOLDED = 100;
/**
 * A path normalizeSlashes would return unchanged: non-empty segments of characters other than
 * whitespace, `\\` and `/`, none of them `.` or `..`, at most one leading slash, no trailing one,
 * and not starting with a drive (`C:`) or `file:` that the slow path rewrites.
 */
const CLEAN_PATH = /^(?![A-Za-z]:|\/[A-Za-z]:|file:)\/?(?!\.\.?(?:\/|$))[^\s\\/]+(?:\/(?!\.\.?(?:\/|$))[^\s\\/]+)*$/i;
/** Forward slashes, no `file://`, no `.` segments, `..` folded; null when nothing is left. */
function normalizeSlashes(raw) {
    // Most report paths are already clean (`src/a/b.ts`, `/home/runner/…/b.ts`): one test says so.
    if (raw.length <= 4096 && CLEAN_PATH.test(raw))
        return raw;
    return normalizeSlashesSlowly(raw);
}
/** normalizeSlashes without the shortcut for clean paths (tests hold the two equal). */
function normalizeSlashesSlowly(raw) {
    let path = raw.trim();
    if (path === '' || path.length > 4096)
        return null;
    path = path.replace(/^file:\/\/(?:localhost)?/i, '');
    path = path.replace(/\\/g, '/');
    // `file:///C:/x` leaves `/C:/x`.
    if (/^\/[A-Za-z]:\//.test(path))
        path = path.slice(1);
    const absolute = path.startsWith('/');
    const drive = /^[A-Za-z]:\//.exec(path)?.[0] ?? '';
    const body = drive ? path.slice(drive.length) : path;
    const out = [];
    for (const segment of body.split('/')) {
        if (segment === '' || segment === '.')
            continue;
        if (segment === '..') {
            if (out.length > 0 && out[out.length - 1] !== '..')
                out.pop();
            else if (!absolute && !drive)
                out.push('..');
            continue;
        }
        out.push(segment);
    }
    if (out.length === 0)
        return null;
    return (drive || (absolute ? '/' : '')) + out.join('/');
}
function isAbsolutePath(path) {
    return path.startsWith('/') || /^[A-Za-z]:\//.test(path);
}
function extensionOf(path) {
    const base = path.slice(path.lastIndexOf('/') + 1);
    const dot = base.lastIndexOf('.');
    return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}
function dirOf(path) {
    const slash = path.lastIndexOf('/');
    return slash < 0 ? '' : path.slice(0, slash);
}
function baseOf(path) {
    return path.slice(path.lastIndexOf('/') + 1);
}
/** The files we know, indexed by path, base name and extension-less base name. */
class PathIndex {
    touched;
    known;
    /**
     * Indexes of the touched files that only the rarer lookups need (case folding, ties between
     * candidates): built on first use, so a run whose report paths resolve directly never pays.
     */
    touchedIndexes = null;
    root;
    /**
     * Report paths that named a touched file only when letter case is ignored (a report written on
     * a case-insensitive file system), each with the touched file it was taken as.
     */
    caseFolded = new Map();
    constructor(touched, repoFiles = [], 
    /** The local absolute repository root, when reports were written on this machine. */
    repoRoot = null) {
        this.touched = touched;
        this.root = repoRoot ? (normalizeSlashes(repoRoot) ?? null) : null;
        // The touched files, then the repository's: spread into one array, which the Set in
        // KnownFiles reads natively (a generator resumed per file cost a millisecond per 10,000).
        this.known = new KnownFiles([...touched, ...repoFiles]);
    }
    indexes() {
        if (this.touchedIndexes)
            return this.touchedIndexes;
        const indexes = {
            byLower: new Map(),
            byLowerTail: new Map(),
            dirPrefixes: new Set(),
        };
        for (const file of this.touched) {
            const lower = file.toLowerCase();
            push(indexes.byLower, lower, file);
            for (const tail of tailsOf(lower))
                push(indexes.byLowerTail, tail, file);
            const dirs = file.split('/').slice(0, -1);
            for (let n = 1; n <= dirs.length; n++)
                indexes.dirPrefixes.add(dirs.slice(0, n).join('/'));
        }
        this.touchedIndexes = indexes;
        return indexes;
    }
    has(path) {
        return this.known.has(path);
    }
    /**
     * The repository path a report path names: exact, after stripping a runner's workspace root,
     * or by the longest known file it ends with. A relative path no known file matches is taken as
     * repository-relative; a foreign absolute path nothing matches is null (unknown).
     * `prefer` breaks ties between several known files (e.g. the directory of a Go package).
     */
    resolve(raw, prefer) {
        const path = normalizeSlashes(raw);
        if (path === null)
            return null;
        if (!isAbsolutePath(path)) {
            if (path.startsWith('../'))
                return null;
            return this.resolveRelative(path, prefer) ?? this.foldCase(path, false) ?? path;
        }
        const local = this.root && path.startsWith(this.root + '/') ? path.slice(this.root.length + 1) : null;
        const stripped = local ?? stripRunnerRoot(path);
        if (stripped !== null)
            return this.resolveRelative(stripped, prefer) ?? this.foldCase(stripped, false) ?? stripped;
        // An unknown machine's layout: the longest known path it ends with.
        const candidates = tailsOf(path)
            .slice(1)
            .filter((tail) => this.known.has(tail));
        return this.pick(candidates, prefer, 'longest') ?? this.foldCase(path, true);
    }
    /**
     * The one touched file `path` names when letter case is ignored (exactly or as its end, like
     * the exact-case rules); null when none or several do.
     */
    foldCase(path, absolute) {
        const lower = path.toLowerCase();
        const { byLower, byLowerTail } = this.indexes();
        // Relative: touched files that are the path or end with it; absolute: those it ends with.
        const hits = absolute
            ? tailsOf(lower)
                .slice(1)
                .flatMap((tail) => byLower.get(tail) ?? [])
            : (byLowerTail.get(lower) ?? []);
        if (hits.length !== 1)
            return null;
        const touched = hits[0];
        if (this.caseFolded.size < MAX_CASE_FOLDED)
            this.caseFolded.set(path, touched);
        return touched;
    }
    resolveRelative(path, prefer) {
        if (this.known.has(path))
            return path;
        return this.pick(this.known.endingWith(baseOf(path), path), prefer, 'shortest');
    }
    /** Known files whose extension-less path ends with `stem` (a dotted class name as a path). */
    resolveStem(stem, prefer) {
        return this.pick(this.known.withStem(stem, baseOf(stem)), prefer, 'shortest');
    }
    pick(candidates, prefer, order) {
        if (candidates.length === 0)
            return null;
        if (candidates.length === 1)
            return candidates[0];
        const touched = this.touched;
        const rank = (c) => (prefer?.(c) ? 0 : 2) + (touched.has(c) ? 0 : 1);
        // In a monorepo the same relative name exists in several packages: the one nearest the change.
        const near = new Map(candidates.map((c) => [c, this.nearness(c)]));
        return [...candidates].sort((a, b) => rank(a) - rank(b) ||
            near.get(b) - near.get(a) ||
            (order === 'longest' ? b.length - a.length : a.length - b.length) ||
            (a < b ? -1 : a > b ? 1 : 0))[0];
    }
    /** Most leading directories `path` shares with a touched file. */
    nearness(path) {
        const dirs = path.split('/').slice(0, -1);
        const prefixes = this.indexes().dirPrefixes;
        let n = 0;
        while (n < dirs.length && prefixes.has(dirs.slice(0, n + 1).join('/')))
            n++;
        return n;
    }
}
/** `a/b/c`, `b/c`, `c`: the path and each tail after a slash, longest first. */
function tailsOf(path) {
    const tails = [path];
    for (let slash = path.indexOf('/'); slash >= 0; slash = path.indexOf('/', slash + 1))
        tails.push(path.slice(slash + 1));
    return tails;
}
function stripRunnerRoot(path) {
    for (const pattern of RUNNER_ROOTS) {
        const match = pattern.exec(path);
        if (match)
            return match[1];
    }
    return null;
}
function push(map, key, value) {
    const list = map.get(key);
    if (list)
        list.push(value);
    else
        map.set(key, [value]);
}
const MAX_FRAMES = 40;
const TOKEN_SPLIT = /[\s()"'`,<>[\]{}|]+/;
const LOCATION = new RegExp(`^(.*?\\.(?:${CODE_EXTENSIONS.join('|')}))(?::line)?(?::(\\d{1,7}))?(?::\\d+)*:?$`);
/**
 * File locations in a failure's message and trace: `path.ext:12`, `(File.java:15)`,
 * `in /x/File.cs:line 21`, `File "/x/a.py", line 5`, `file:///x/a.mjs:3:9`. Frames in
 * dependency directories are dropped.
 */
function extractFrames(text) {
    if (!text)
        return [];
    const tokens = text.slice(0, 20_000).split(TOKEN_SPLIT);
    const frames = [];
    const seen = new Set();
    for (let i = 0; i < tokens.length && frames.length < MAX_FRAMES; i++) {
        const token = tokens[i];
        if (token.length < 3 || token.length > 1000 || !token.includes('.'))
            continue;
        // Cheap test first: a location has `:line`, or its line number follows as `line N`.
        if (!token.includes(':') && tokens[i + 1] !== 'line')
            continue;
        const match = LOCATION.exec(token.replace(/^file:\/\/(?:localhost)?/i, ''));
        if (!match)
            continue;
        const path = normalizeSlashes(match[1]);
        if (!path || FOREIGN_DIRS.test(path) || path.startsWith('node:'))
            continue;
        let line = match[2] ? Number(match[2]) : null;
        // `X.cs:line 21` and Python's `File "x.py", line 5` put the number in a later token.
        if (line === null) {
            const next = tokens[i + 1] === 'line' ? tokens[i + 2] : tokens[i + 1];
            if (token.endsWith(':line') || tokens[i + 1] === 'line') {
                if (next && /^\d{1,7}:?$/.test(next))
                    line = Number(next.replace(':', ''));
            }
        }
        if (line === 0)
            line = null;
        const key = `${path}:${line}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        frames.push({ path, line });
    }
    return frames;
}
function isCodePath(path) {
    return CODE_EXT_SET.has(extensionOf(path));
}


/***/ }),

/***/ 7353:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ RangeKeys)
/* harmony export */ });
/* unused harmony export hashRange */
/* harmony import */ var _shared_hash_basis_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6270);
/**
 * A hash index whose keys are ranges of one string, in typed arrays. The repository's file list
 * is indexed once per run by full path, base name and stem; as Maps of strings to arrays that
 * was tens of thousands of small objects that all survive V8's young-generation collections, and
 * the survivors are what grows the young generation toward its cap (issue 25). Here the keys are
 * offsets into one joined string (a single large object, never copied by a collection) and the
 * table and chains are typed arrays (their storage lies outside the JS heap).
 */

const FNV_OFFSET = _shared_hash_basis_js__WEBPACK_IMPORTED_MODULE_0__/* .HASH_BASIS */ .Y;
const FNV_PRIME = 0x01000193;
/** FNV-1a over `text[start, end)`, starting from `seed`: a key hashes alike whole or as a range. */
function hashRange(text, start, end, seed = FNV_OFFSET) {
    let hash = seed;
    for (let i = start; i < end; i++)
        hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
    return hash;
}
/** The seed for keys carrying `tag` (a small number told apart as well as the text). */
function seedOf(tag) {
    return tag === 0 ? FNV_OFFSET : Math.imul(FNV_OFFSET ^ (tag + 0x9e3779b9), FNV_PRIME);
}
/**
 * Entries 0…n-1, entry `i` keyed by `text[starts[i], ends[i])` (and `tags[i]` when given); an
 * entry with `starts[i] < 0` has no key. Entries sharing a key are chained in ascending order.
 */
class RangeKeys {
    text;
    starts;
    ends;
    tags;
    /** Open addressing: 0 is an empty slot, else the first entry of a key plus one. */
    slots;
    mask;
    /** Each entry's next entry with the same key, or -1. */
    chain;
    constructor(text, starts, ends, tags = null) {
        this.text = text;
        this.starts = starts;
        this.ends = ends;
        this.tags = tags;
        const count = starts.length;
        let size = 16;
        while (size < count * 2)
            size *= 2;
        this.slots = new Int32Array(size);
        this.mask = size - 1;
        this.chain = new Int32Array(count).fill(-1);
        // Backwards, each entry put in front of its key's chain: the chains come out ascending.
        for (let entry = count - 1; entry >= 0; entry--) {
            const start = starts[entry];
            if (start < 0)
                continue;
            const tag = tags ? tags[entry] : 0;
            let slot = hashRange(text, start, ends[entry], seedOf(tag)) & this.mask;
            for (;;) {
                const held = this.slots[slot] - 1;
                if (held < 0) {
                    this.slots[slot] = entry + 1;
                    break;
                }
                if (this.sameKey(held, entry)) {
                    this.chain[entry] = held;
                    this.slots[slot] = entry + 1;
                    break;
                }
                slot = (slot + 1) & this.mask;
            }
        }
    }
    /** The first entry keyed `key` (with `tag`), or -1. */
    first(key, tag = 0) {
        const length = key.length;
        let slot = hashRange(key, 0, length, seedOf(tag)) & this.mask;
        for (;;) {
            const entry = this.slots[slot] - 1;
            if (entry < 0)
                return -1;
            const start = this.starts[entry];
            if (this.ends[entry] - start === length &&
                (this.tags === null || this.tags[entry] === tag) &&
                this.text.startsWith(key, start))
                return entry;
            slot = (slot + 1) & this.mask;
        }
    }
    /** The entry after `entry` with the same key, or -1. */
    next(entry) {
        return this.chain[entry];
    }
    sameKey(a, b) {
        const startA = this.starts[a];
        const startB = this.starts[b];
        const length = this.ends[a] - startA;
        if (this.ends[b] - startB !== length)
            return false;
        if (this.tags !== null && this.tags[a] !== this.tags[b])
            return false;
        for (let i = 0; i < length; i++)
            if (this.text.charCodeAt(startA + i) !== this.text.charCodeAt(startB + i))
                return false;
        return true;
    }
}


/***/ }),

/***/ 1571:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  UX: () => (/* binding */ loadBundledExamples),
  yL: () => (/* binding */ loadRepoExamples)
});

// UNUSED EXPORTS: BUNDLED_DIR_NAME, MAX_OVERRIDE_FILES, bundledExamplesDir, findExamplesDirAbove

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/shared/bundled-file.ts
var bundled_file = __webpack_require__(7428);
;// CONCATENATED MODULE: ./src/examples/example-error.ts

/**
 * How the example parser names what it is complaining about: `<file>:<line>: example <id> (#n):`.
 * Override files come from the pull request, so any text quoted from them goes through
 * `excerpt`: one escaped line, bounded, never able to pose as a log command.
 */
/** Ids are safe to show anywhere: in payloads, messages and file-like names. */
const EXAMPLE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** `example <id> (#n)`, or `example #n` while the id is unknown or unreadable. */
function exampleLabel(example) {
    const id = example.id ?? declaredId(example);
    return id ? `example ${id} (#${example.ordinal})` : `example #${example.ordinal}`;
}
/** The id the frontmatter declares, when it reads as one: lets early errors name the example. */
function declaredId(example) {
    for (const line of example.frontmatter) {
        const match = /^example_id[ \t]*:(.*)$/.exec(line.text);
        const id = match ? unquote(match[1].trim()) : undefined;
        if (id && EXAMPLE_ID_PATTERN.test(id))
            return id;
    }
    return undefined;
}
function exampleError(source, example, line, message) {
    return new errors/* InputError */.dz(`${source}:${line}: ${exampleLabel(example)}: ${message}`, source);
}
/** A short, escaped rendering of file text for an error message: one line, bounded. */
function excerpt(text) {
    const short = text.length > 60 ? `${text.slice(0, 60)}…` : text;
    return JSON.stringify(short);
}
/** Strips one pair of matching quotes around a frontmatter value. */
function unquote(value) {
    const quoted = /^(["'])(.*)\1$/.exec(value);
    return quoted ? quoted[2] : value;
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 7 modules
var schemas = __webpack_require__(2311);
// EXTERNAL MODULE: ./src/domain/finding.ts
var finding = __webpack_require__(5457);
// EXTERNAL MODULE: ./src/shared/zod-issues.ts
var zod_issues = __webpack_require__(8665);
;// CONCATENATED MODULE: ./src/examples/expected-finding.ts



/**
 * One finding of the reply contract (`domain/reply-contract.ts`), as an example's expected verdict
 * must state it. Stricter than what the reply parser accepts from a model: an example is written by
 * a person, so an unknown key or a missing field is a mistake to report, not something to repair.
 */
const ALL_CATEGORIES = [...finding/* IMPLEMENTATION_CATEGORIES */.QZ, ...finding/* CONTRACT_CATEGORIES */.op];
const MAX_TEXT = 2_000;
const relativePath = schemas/* string */.YjP()
    .min(1)
    .max(500)
    .refine((path) => !/^[/\\]|^[A-Za-z]:/.test(path), 'must be a relative path')
    .refine((path) => !path.split(/[/\\]/).includes('..'), 'must not contain ".." segments')
    .refine((path) => !/[\u0000-\u001f\u007f]/.test(path), 'must not contain control characters');
const expected_finding_text = schemas/* string */.YjP().trim().min(1, 'must not be empty').max(MAX_TEXT);
const expectedFindingSchema = schemas/* strictObject */.rej({
    severity: schemas/* enum */.k5n(finding/* SEVERITIES */.oC),
    category: schemas/* enum */.k5n(ALL_CATEGORIES),
    file: relativePath,
    line: schemas/* number */.aig().int().min(1).max(10_000_000),
    message: expected_finding_text,
    fix: expected_finding_text,
    referenced_example_id: schemas/* string */.YjP().min(1).max(64),
    confidence: schemas/* number */.aig().min(0).max(100).optional(),
});
/** Checks a parsed JSON value against the finding contract; problems name the field. */
function checkExpectedFinding(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return { ok: false, problems: ['expected one JSON object (a single finding)'] };
    }
    const result = expectedFindingSchema.safeParse(value);
    if (result.success)
        return { ok: true, finding: result.data };
    return {
        ok: false,
        problems: (0,zod_issues/* zodIssueLines */.m)(result.error, { limit: 5, root: '(finding)' }).map(oneLine),
    };
}
/** Messages may quote keys from the file: keep them to one short line. */
function oneLine(text) {
    const flat = text.replace(/[\u0000-\u001f\u007f]/g, ' ');
    return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat;
}

// EXTERNAL MODULE: ./src/examples/types.ts
var types = __webpack_require__(2662);
;// CONCATENATED MODULE: ./src/examples/frontmatter.ts




/**
 * The frontmatter of one example: `key: value` lines, exactly the four fields, each once.
 * Not YAML on purpose: a tiny, strict grammar leaves no room for anchors, tags or surprises.
 */
const FRONTMATTER_FIELDS = ['example_id', 'stack', 'category', 'severity'];
function readFrontmatter(example, source) {
    const values = new Map();
    for (const line of example.frontmatter) {
        if (line.text.trim() === '')
            continue;
        const match = /^([A-Za-z_][A-Za-z0-9_-]*)[ \t]*:(.*)$/.exec(line.text);
        if (!match) {
            throw exampleError(source, example, line.number, `expected 'key: value' in the frontmatter, got ${excerpt(line.text)}`);
        }
        const key = match[1];
        if (!FRONTMATTER_FIELDS.includes(key)) {
            throw exampleError(source, example, line.number, `unknown frontmatter field ${excerpt(key)}; the fields are ${FRONTMATTER_FIELDS.join(', ')}`);
        }
        if (values.has(key)) {
            throw exampleError(source, example, line.number, `frontmatter field '${key}' appears twice`);
        }
        values.set(key, unquote(match[2].trim()));
    }
    const missing = FRONTMATTER_FIELDS.filter((field) => !values.get(field));
    if (missing.length > 0) {
        throw exampleError(source, example, example.startLine, `frontmatter is missing ${missing.map((f) => `'${f}'`).join(', ')}`);
    }
    const id = values.get('example_id');
    if (!EXAMPLE_ID_PATTERN.test(id)) {
        throw exampleError(source, example, lineOf(example, 'example_id'), `example_id ${excerpt(id)} must be 1-64 letters, digits, '.', '_' or '-', starting with a letter or digit`);
    }
    example.id = id;
    return {
        example_id: id,
        stack: oneOf(example, source, 'stack', values.get('stack'), types/* STACKS */.I),
        category: oneOf(example, source, 'category', values.get('category'), ALL_CATEGORIES),
        severity: oneOf(example, source, 'severity', values.get('severity'), finding/* SEVERITIES */.oC),
    };
}
function oneOf(example, source, field, value, allowed) {
    if (allowed.includes(value))
        return value;
    throw exampleError(source, example, lineOf(example, field), `unknown ${field} ${excerpt(value)}; expected one of ${allowed.join(', ')}`);
}
function lineOf(example, field) {
    const line = example.frontmatter.find((l) => new RegExp(`^${field}[ \\t]*:`).test(l.text));
    return line?.number ?? example.startLine;
}

;// CONCATENATED MODULE: ./src/examples/markdown-lines.ts
/**
 * Just enough markdown structure for example files: which lines sit inside a fenced code block.
 * A `---` or a heading inside a fence is content, never structure, so examples can quote YAML,
 * markdown plans or diffs in their code blocks.
 */
const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
/** Classifies lines one at a time, following CommonMark's fence rules (same character, at least as long). */
class FenceTracker {
    open;
    /** The line number of the fence currently open, if any. */
    get openedAt() {
        return this.open?.at;
    }
    next(text, number) {
        if (this.open) {
            const run = FENCE_CLOSE.exec(text)?.[1];
            if (run && run[0] === this.open.char && run.length >= this.open.length) {
                this.open = undefined;
                return { number, text, inFence: false, closesFence: true };
            }
            return { number, text, inFence: true, fenceOpenedAt: this.open.at };
        }
        const opening = FENCE_OPEN.exec(text);
        const run = opening?.[1];
        const info = (opening?.[2] ?? '').trim();
        // A backtick fence's info string may not contain a backtick (that is inline code instead).
        if (run && !(run[0] === '`' && info.includes('`'))) {
            this.open = { char: run[0], length: run.length, at: number };
            return { number, text, inFence: false, opensFence: { info } };
        }
        return { number, text, inFence: false };
    }
}
/** An ATX heading outside a fence (`#` to `######` then a space or the end of the line). */
function isHeading(line) {
    return !line.inFence && !line.opensFence && !line.closesFence && /^ {0,3}#{1,6}(?:[ \t]|$)/.test(line.text);
}
/** Drops blank lines at both ends. */
function trimBlankLines(lines) {
    let start = 0;
    let end = lines.length;
    while (start < end && lines[start].text.trim() === '')
        start++;
    while (end > start && lines[end - 1].text.trim() === '')
        end--;
    return lines.slice(start, end);
}

;// CONCATENATED MODULE: ./src/examples/parse.ts






/**
 * The example file format (rubric-examples/README.md is the user-facing definition):
 *
 *   ---                      opens an example (outside code fences, always)
 *   example_id: PY-SEC-001
 *   stack: python
 *   category: security
 *   severity: blocker
 *   ---
 *   ### Bad
 *   (markdown with at least one fenced code block)
 *   ### Expected verdict
 *   (exactly one ```json fenced block: one finding of the reply contract)
 *
 * Anything before the first `---` is a free preamble. Example files may come from the pull
 * request itself (repository overrides), so the parser is strict, bounded and never echoes
 * more than a short, escaped excerpt of the input in its errors.
 */
const MAX_EXAMPLE_FILE_CHARS = 256 * 1024;
const MAX_BAD_CHARS = 16 * 1024;
const MAX_EXPECTED_CHARS = 8 * 1024;
const BAD_HEADING = '### Bad';
const EXPECTED_HEADING = '### Expected verdict';
// NUL, and the bidirectional controls that can make text read differently than it parses.
const FORBIDDEN_CHARS = /[\u0000\u202a-\u202e\u2066-\u2069]/;
/** Parses one example file. `source` names the file in every error. */
function parseExampleFile(text, source) {
    if (text.length > MAX_EXAMPLE_FILE_CHARS) {
        throw new errors/* InputError */.dz(`${source}: example file is ${text.length} characters; the limit is ${MAX_EXAMPLE_FILE_CHARS}`, source);
    }
    const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
    lines.forEach((line, index) => {
        if (FORBIDDEN_CHARS.test(line)) {
            throw new errors/* InputError */.dz(`${source}:${index + 1}: contains a NUL or bidirectional-control character`, source);
        }
    });
    const raw = splitExamples(lines, source);
    const seen = new Map();
    const examples = [];
    for (const example of raw) {
        const parsed = parseExample(example, source);
        const earlier = seen.get(parsed.example_id);
        if (earlier !== undefined) {
            throw exampleError(source, example, example.startLine, `duplicate example_id (first defined at line ${earlier})`);
        }
        seen.set(parsed.example_id, example.startLine);
        examples.push(parsed);
    }
    return examples;
}
/**
 * One pass: outside a fence, a `---` line opens an example's frontmatter, which runs to the next
 * `---`; the lines after it up to the next opening `---` are that example's body.
 */
function splitExamples(lines, source) {
    const examples = [];
    let fences = new FenceTracker();
    let current;
    let index = 0;
    while (index < lines.length) {
        const text = lines[index];
        const number = index + 1;
        index++;
        if (fences.openedAt === undefined && isDelimiter(text)) {
            current = { ordinal: examples.length + 1, startLine: number, frontmatter: [], body: [] };
            while (index < lines.length && !isDelimiter(lines[index])) {
                current.frontmatter.push({ number: index + 1, text: lines[index], inFence: false });
                index++;
            }
            if (index >= lines.length) {
                throw exampleError(source, current, number, `frontmatter opened here is never closed by '---'`);
            }
            index++;
            examples.push(current);
            fences = new FenceTracker();
            continue;
        }
        const line = fences.next(text, number);
        current?.body.push(line);
    }
    const unclosed = fences.openedAt;
    if (unclosed !== undefined) {
        const where = current ? exampleLabel(current) : 'preamble';
        throw new errors/* InputError */.dz(`${source}:${unclosed}: ${where}: code fence opened here is never closed`, source);
    }
    if (examples.length === 0) {
        throw new errors/* InputError */.dz(`${source}: no example found; every example starts with a '---' frontmatter block (example_id, stack, category, severity)`, source);
    }
    return examples;
}
function isDelimiter(line) {
    return line.trimEnd() === '---';
}
function parseExample(example, source) {
    const fields = readFrontmatter(example, source);
    example.id = fields.example_id;
    const { bad, expected } = readBody(example, source);
    const check = checkExpectedFinding(expected.value);
    if (!check.ok) {
        throw exampleError(source, example, expected.line, `Expected verdict is not a finding of the reply contract: ${check.problems.join('; ')}`);
    }
    const finding = check.finding;
    if (finding.referenced_example_id !== fields.example_id) {
        throw exampleError(source, example, expected.line, `Expected verdict's referenced_example_id ${excerpt(finding.referenced_example_id ?? '')} must be the example's own id`);
    }
    for (const key of ['severity', 'category']) {
        if (finding[key] !== fields[key]) {
            throw exampleError(source, example, expected.line, `Expected verdict's ${key} '${finding[key]}' differs from the frontmatter's '${fields[key]}'`);
        }
    }
    return {
        example_id: fields.example_id,
        stack: fields.stack,
        category: fields.category,
        severity: fields.severity,
        bad,
        expected: expected.text,
        source,
    };
}
function readBody(example, source) {
    const headings = example.body.filter(isHeading);
    const badAt = headings.findIndex((h) => h.text.trimEnd() === BAD_HEADING);
    const expectedAt = headings.findIndex((h) => h.text.trimEnd() === EXPECTED_HEADING);
    const stray = headings.find((_, i) => i !== badAt && i !== expectedAt);
    if (stray) {
        throw exampleError(source, example, stray.number, `unexpected heading ${excerpt(stray.text)}; an example has exactly '${BAD_HEADING}' then '${EXPECTED_HEADING}'`);
    }
    for (const [at, heading] of [
        [badAt, BAD_HEADING],
        [expectedAt, EXPECTED_HEADING],
    ]) {
        if (at !== -1)
            continue;
        // The usual cause: a fence left open above swallowed the heading.
        const swallowed = example.body.find((l) => l.inFence && l.text.trimEnd() === heading);
        if (swallowed) {
            throw exampleError(source, example, swallowed.number, `'${heading}' here is inside the code block opened at line ${swallowed.fenceOpenedAt}; is a fence left open?`);
        }
        throw exampleError(source, example, example.startLine, `missing '${heading}' section`);
    }
    if (expectedAt < badAt) {
        throw exampleError(source, example, headings[badAt].number, `'${BAD_HEADING}' must come before '${EXPECTED_HEADING}'`);
    }
    const badHeading = headings[badAt];
    const expectedHeading = headings[expectedAt];
    const before = example.body.filter((l) => l.number < badHeading.number);
    const prose = before.find((l) => l.text.trim() !== '');
    if (prose) {
        throw exampleError(source, example, prose.number, `text between the frontmatter and '${BAD_HEADING}'; put it inside the Bad section`);
    }
    const badLines = trimBlankLines(example.body.filter((l) => l.number > badHeading.number && l.number < expectedHeading.number));
    if (!badLines.some((l) => l.opensFence)) {
        throw exampleError(source, example, badHeading.number, `'${BAD_HEADING}' must hold the defect in a fenced code block`);
    }
    const bad = badLines.map((l) => l.text).join('\n');
    if (bad.length > MAX_BAD_CHARS) {
        throw exampleError(source, example, badHeading.number, `'${BAD_HEADING}' is ${bad.length} characters; the limit is ${MAX_BAD_CHARS}`);
    }
    const expectedLines = trimBlankLines(example.body.filter((l) => l.number > expectedHeading.number));
    return { bad, expected: readExpectedBlock(example, source, expectedHeading, expectedLines) };
}
/** The Expected verdict section is exactly one ```json fenced block, nothing else. */
function readExpectedBlock(example, source, heading, lines) {
    const shapeError = `'${EXPECTED_HEADING}' must be exactly one \`\`\`json fenced block holding one finding`;
    const first = lines[0];
    if (!first?.opensFence) {
        throw exampleError(source, example, first?.number ?? heading.number, shapeError);
    }
    if (first.opensFence.info.toLowerCase() !== 'json') {
        throw exampleError(source, example, first.number, `${shapeError}; the fence's info string is ${excerpt(first.opensFence.info)}`);
    }
    const closeAt = lines.findIndex((l) => l.closesFence);
    const after = lines.slice(closeAt + 1).find((l) => l.text.trim() !== '');
    if (after)
        throw exampleError(source, example, after.number, `${shapeError}; found text after it`);
    const inner = lines.slice(1, -1);
    const text = lines.map((l) => l.text).join('\n');
    if (text.length > MAX_EXPECTED_CHARS) {
        throw exampleError(source, example, first.number, `'${EXPECTED_HEADING}' is ${text.length} characters; the limit is ${MAX_EXPECTED_CHARS}`);
    }
    let value;
    try {
        value = JSON.parse(inner.map((l) => l.text).join('\n'));
    }
    catch {
        throw exampleError(source, example, first.number, `Expected verdict is not valid JSON`);
    }
    return { text, value, line: first.number };
}

;// CONCATENATED MODULE: ./src/examples/load.ts






/**
 * The I/O edge of the examples stage: finds and reads example files, hands their text to the
 * pure parser. Override files come from the repository under review, which the pull request
 * controls: only regular files, bounded in number and size, never followed through symlinks.
 */
const BUNDLED_DIR_NAME = 'rubric-examples';
const MAX_OVERRIDE_FILES = 100;
/** Bytes: UTF-8 may take up to 4 bytes per character, the parser then checks characters. */
const MAX_FILE_BYTES = MAX_EXAMPLE_FILE_CHARS * 4;
/**
 * The folder of the bundled pool. From source it is `<repo>/rubric-examples/`; in the ncc
 * bundle it is `dist/rubric-examples/`, next to the bundle file.
 */
function bundledExamplesDir() {
    return findExamplesDirAbove(bundled_file/* SHIPPED_ROOT */.T);
}
/** The nearest `rubric-examples/` holding `common.md`, from `start` up to the filesystem root. */
function findExamplesDirAbove(start) {
    const common = (0,bundled_file/* findBundledFile */.Q)((0,external_node_path_.join)(BUNDLED_DIR_NAME, 'common.md'), start);
    if (common !== null)
        return (0,external_node_path_.dirname)(common);
    // A broken install, not a user mistake: a plain Error reaches the shells as a bug.
    throw new Error(`bundled calibration examples not found: no ${BUNDLED_DIR_NAME}/common.md in ${start} or above`);
}
let bundledCache;
/** The bundled pool, one file per stack in STACKS order. Read once per process. */
function loadBundledExamples() {
    if (!bundledCache)
        bundledCache = Object.freeze(readBundled(bundledExamplesDir()));
    return [...bundledCache];
}
function readBundled(dir) {
    const all = [];
    const seen = new Map();
    for (const stack of types/* STACKS */.I) {
        const source = `bundled:${stack}.md`;
        const examples = parseExampleFile(readBounded((0,external_node_path_.join)(dir, `${stack}.md`), source), source);
        for (const example of examples) {
            if (example.stack !== stack) {
                throw new Error(`${source}: example ${example.example_id} declares stack ${example.stack}`);
            }
            const other = seen.get(example.example_id);
            if (other)
                throw new Error(`${source}: example ${example.example_id} is also in ${other}`);
            seen.set(example.example_id, source);
            all.push(Object.freeze(example));
        }
    }
    return all;
}
/**
 * A repository's own examples: every `*.md` file directly in `dir` except README.md, in name
 * order. `displayPrefix` is the folder's repository-relative path, used for every source name
 * and error (never the absolute path). A missing folder means no overrides.
 */
function loadRepoExamples(dir, displayPrefix) {
    const shown = (name) => [displayPrefix.replace(/\/+$/, ''), name].filter((part) => part).join('/') || '.';
    let folder;
    try {
        folder = (0,external_node_fs_.lstatSync)(dir);
    }
    catch (error) {
        if (isNotFound(error))
            return [];
        throw new errors/* InputError */.dz(`cannot read the examples folder: ${errorCode(error)}`, shown());
    }
    if (folder.isSymbolicLink()) {
        throw new errors/* InputError */.dz('the examples folder must be a real folder, not a symbolic link', shown());
    }
    if (!folder.isDirectory())
        throw new errors/* InputError */.dz('expected a folder of *.md files', shown());
    const names = (0,external_node_fs_.readdirSync)(dir)
        .filter((name) => name.endsWith('.md') && name.toLowerCase() !== 'readme.md')
        .sort();
    if (names.length > MAX_OVERRIDE_FILES) {
        throw new errors/* InputError */.dz(`${names.length} example files; the limit is ${MAX_OVERRIDE_FILES}`, shown());
    }
    const all = [];
    const seen = new Map();
    for (const name of names) {
        const source = shown(name);
        const path = (0,external_node_path_.join)(dir, name);
        const entry = (0,external_node_fs_.lstatSync)(path);
        if (entry.isSymbolicLink()) {
            throw new errors/* InputError */.dz('is a symbolic link; example files must be regular files', source);
        }
        if (!entry.isFile())
            continue;
        for (const example of parseExampleFile(readBounded(path, source), source)) {
            const other = seen.get(example.example_id);
            if (other) {
                throw new errors/* InputError */.dz(`${source}: example ${example.example_id} is also defined in ${other}`, source);
            }
            seen.set(example.example_id, source);
            all.push(example);
        }
    }
    return all;
}
/** Reads a UTF-8 file, refusing one over the size limit before reading it whole. */
function readBounded(path, source) {
    let fd;
    try {
        // O_NOFOLLOW: a file swapped for a symlink after the lstat check is still refused.
        fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NOFOLLOW ?? 0));
    }
    catch (error) {
        throw new errors/* InputError */.dz(`cannot read: ${errorCode(error)}`, source);
    }
    try {
        const stat = (0,external_node_fs_.fstatSync)(fd);
        if (!stat.isFile())
            throw new errors/* InputError */.dz('is not a regular file', source);
        const size = stat.size;
        if (size > MAX_FILE_BYTES) {
            throw new errors/* InputError */.dz(`file is ${size} bytes; the limit is ${MAX_FILE_BYTES}`, source);
        }
        const buffer = Buffer.alloc(size);
        let read = 0;
        while (read < size) {
            const n = (0,external_node_fs_.readSync)(fd, buffer, read, size - read, read);
            if (n === 0)
                break;
            read += n;
        }
        try {
            return new TextDecoder('utf-8', { fatal: true }).decode(buffer.subarray(0, read));
        }
        catch {
            throw new errors/* InputError */.dz('is not valid UTF-8 text', source);
        }
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
function isNotFound(error) {
    return error?.code === 'ENOENT';
}
function errorCode(error) {
    return error?.code ?? 'unknown error';
}


/***/ }),

/***/ 2662:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ STACKS)
/* harmony export */ });
const STACKS = [
    'common',
    'python',
    'go',
    'typescript',
    'frontend',
    'mobile',
    'backend',
];


/***/ }),

/***/ 4808:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  TU: () => (/* binding */ Git)
});

// UNUSED EXPORTS: SAFE_GIT_CONFIG, binaryByContent

// EXTERNAL MODULE: ./src/shared/decoded-diff.ts
var decoded_diff = __webpack_require__(8947);
// EXTERNAL MODULE: ./node_modules/@actions/exec/lib/exec.js + 3 modules
var exec = __webpack_require__(1260);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
;// CONCATENATED MODULE: ./src/shared/patterns.ts
/** A full commit SHA: 40 hex digits (SHA-1) or 64 (SHA-256 repositories). */
const COMMIT_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/**
 * A branch or tag name that git cannot read as an option (`-…`) or a revision range (`..`), and
 * that has no empty path component.
 */
const SAFE_REF = /^(?!-)(?!.*\.\.)(?!.*\/\/)[A-Za-z0-9._/-]{1,255}$/;

;// CONCATENATED MODULE: ./src/git/git.ts
/**
 * Every git call review-gate makes, behind one class (actions/checkout's GitCommandManager): the
 * three-dot diff, files as of a commit, whether a path is tracked. Through @actions/exec,
 * silently: nothing git prints reaches the job log, where a line starting with `::` would be read
 * as a workflow command. Revisions and paths reach git as arguments, checked first so none can be
 * read as an option or a revision range.
 */




/**
 * Settings every git call carries, ahead of the repository's own: the checkout (and a
 * `review --repo` repository) is untrusted, and its `.git/config` could name programs for git to
 * run: an fsmonitor (run by `ls-files` and `diff`), hooks (run by `fetch` on ref updates), an
 * external diff, credential helpers. Filters and textconv drivers are kept off by the
 * commands' own flags (`--no-textconv --no-ext-diff`; none of our commands writes the work tree).
 */
const SAFE_GIT_CONFIG = [
    'core.fsmonitor=false',
    'core.hooksPath=/dev/null',
    'core.untrackedCache=false',
    'core.attributesFile=/dev/null',
    'diff.external=',
    'credential.helper=',
    'protocol.ext.allow=never',
];
/** Git's environment: no system config (GIT_CONFIG_NOSYSTEM), never a prompt. */
function safeGitEnv() {
    const env = {};
    // The environment git inherits anyway (exec's default), with our three settings added: this
    // class is git's edge, as src/process is a command's. Nothing here is read as a setting.
    // eslint-disable-next-line no-restricted-properties
    for (const [name, value] of Object.entries(process.env)) {
        if (value !== undefined)
            env[name] = value;
    }
    env.GIT_CONFIG_NOSYSTEM = '1';
    env.GIT_TERMINAL_PROMPT = '0';
    env.GIT_OPTIONAL_LOCKS = '0';
    return env;
}
const STDERR_KEPT = 4_000;
const DEFAULT_MAX_DIFF_BYTES = 50 * 1024 * 1024;
function checkRevision(name, value) {
    if (!COMMIT_SHA.test(value) && !SAFE_REF.test(value)) {
        throw new Error(`${name} is not a commit SHA or branch name: ${JSON.stringify(value.slice(0, 80))}`);
    }
}
class Git {
    cwd;
    executable;
    constructor(
    /** The repository checkout. */
    cwd, 
    /** The git executable; default `git` on PATH. */
    executable = 'git') {
        this.cwd = cwd;
        this.executable = executable;
    }
    /** Runs git; stdout beyond `maxBytes` is counted but not kept. Never throws on an exit code. */
    async run(args, maxBytes = DEFAULT_MAX_DIFF_BYTES) {
        const chunks = [];
        let stdoutBytes = 0;
        let stderr = '';
        const safe = SAFE_GIT_CONFIG.flatMap((setting) => ['-c', setting]);
        const exitCode = await (0,exec/* exec */.m)(this.executable, [...safe, '--no-pager', ...args], {
            cwd: this.cwd,
            env: safeGitEnv(),
            silent: true,
            ignoreReturnCode: true,
            listeners: {
                stdout: (data) => {
                    stdoutBytes += data.length;
                    if (stdoutBytes <= maxBytes)
                        chunks.push(data);
                },
                stderr: (data) => {
                    if (stderr.length < STDERR_KEPT)
                        stderr += data.toString('utf8');
                },
            },
        });
        return {
            exitCode,
            stdout: Buffer.concat(chunks),
            stdoutBytes,
            stderr: stderr.slice(0, STDERR_KEPT),
        };
    }
    /** True when the checkout has this commit object. */
    async hasCommit(revision) {
        checkRevision('revision', revision);
        return (await this.run(['cat-file', '-e', `${revision}^{commit}`], 0)).exitCode === 0;
    }
    /** The commit SHA a branch, tag or SHA names in this repository, or null when it names none. */
    async resolveCommit(ref) {
        // `main~1` and `HEAD^2` name commits too; what precedes the suffix must be a safe name.
        const name = ref.replace(/(?:[~^]\d*)+$/, '');
        if (!COMMIT_SHA.test(name) && !SAFE_REF.test(name)) {
            throw new errors/* InputError */.dz(`not a commit SHA or branch name: ${JSON.stringify(ref.slice(0, 80))}`, 'revision');
        }
        const result = await this.run(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
        const sha = result.stdout.toString('utf8').trim();
        return result.exitCode === 0 && COMMIT_SHA.test(sha) ? sha : null;
    }
    /** Whether the checkout has `sha`; fetches it once (shallow) when it does not. */
    async ensureCommit(sha) {
        if (!COMMIT_SHA.test(sha))
            return false;
        if (await this.hasCommit(sha))
            return true;
        await this.run(['fetch', '--no-tags', '--quiet', '--depth=1', 'origin', sha], 0);
        return this.hasCommit(sha);
    }
    /** The text of `path` at `sha`, or null when the file does not exist there. */
    async readAtCommit(sha, path) {
        checkRevision('revision', sha);
        const clean = path.replace(/^\.\//, '');
        if (clean.startsWith('-') || clean.includes('..'))
            return null;
        const result = await this.run(['show', `${sha}:${clean}`]);
        return result.exitCode === 0 ? result.stdout.toString('utf8') : null;
    }
    /**
     * The regular files of the tree at `sha` with their sizes (symbolic links and submodules left
     * out: a link's target is not a file of the change).
     */
    async listFilesAtCommit(sha) {
        checkRevision('revision', sha);
        const result = await this.run(['ls-tree', '-r', '-z', '--long', sha], 64 * 1024 * 1024);
        if (result.exitCode !== 0)
            return [];
        const out = [];
        for (const record of result.stdout.toString('utf8').split('\0')) {
            const match = /^(100644|100755) blob [0-9a-f]+\s+(\d+)\t(.+)$/.exec(record);
            if (match)
                out.push({ path: match[3], bytes: Number(match[2]) });
        }
        return out;
    }
    /** The `*.md` files (README.md excepted) directly inside `dir` at `sha`, sorted by name. */
    async listMarkdownAtCommit(sha, dir) {
        checkRevision('revision', sha);
        const result = await this.run(['ls-tree', '--name-only', `${sha}:${dir}`]);
        if (result.exitCode !== 0)
            return [];
        return result.stdout
            .toString('utf8')
            .split('\n')
            .filter((name) => name.endsWith('.md') && name !== 'README.md')
            .sort();
    }
    /**
     * The three-dot diff (changes on head since it branched from base), in git's own format with
     * a/ and b/ prefixes, renames detected, no external diff or textconv drivers. Text is forced
     * (`--text`): the checkout's `.gitattributes` comes from the pull request, and a `-diff` or
     * `binary` line there would otherwise show new code as "Binary files differ". Which files are
     * binary is judged by their content instead, as git itself does without attributes
     * (sectionsWithNul).
     */
    async diff(base, head, maxBytes = DEFAULT_MAX_DIFF_BYTES) {
        checkRevision('base', base);
        checkRevision('head', head);
        for (const [name, rev] of [
            ['base', base],
            ['head', head],
        ]) {
            if (!(await this.hasCommit(rev))) {
                return {
                    ok: false,
                    reason: 'missing-commit',
                    detail: `the checkout does not have the ${name} commit ${rev}`,
                };
            }
        }
        const result = await this.run([
            '-c',
            'core.quotePath=true',
            '-c',
            'diff.noprefix=false',
            '-c',
            'diff.mnemonicPrefix=false',
            'diff',
            '--no-color',
            '--no-ext-diff',
            '--no-textconv',
            '--text',
            '--find-renames',
            '--src-prefix=a/',
            '--dst-prefix=b/',
            `${base}...${head}`,
            '--',
        ], maxBytes);
        if (result.exitCode !== 0) {
            const noBase = /no merge base/i.test(result.stderr);
            return {
                ok: false,
                reason: noBase ? 'no-merge-base' : 'git-failed',
                detail: noBase
                    ? 'the checkout is too shallow to find where head branched from base'
                    : `git diff exited with ${result.exitCode}: ${result.stderr.trim().split('\n')[0] ?? ''}`,
            };
        }
        if (result.stdoutBytes > maxBytes) {
            return {
                ok: false,
                reason: 'too-large',
                detail: `the diff is ${result.stdoutBytes} bytes, over ${maxBytes}`,
            };
        }
        const decoded = decoded_diff/* DecodedDiff */.q.fromBytes(binaryByContent(result.stdout));
        return { ok: true, text: decoded.text, decoded };
    }
    /**
     * Tracked files at or below `path` (relative to the checkout), at most the first one; exit code
     * and stderr are the caller's to judge.
     */
    async lsFiles(path) {
        const result = await this.run(['ls-files', '-z', '--', path]);
        const files = result.stdout
            .toString('utf8')
            .split('\0')
            .filter((f) => f.length > 0);
        return { exitCode: result.exitCode, files, stderr: result.stderr };
    }
}
const NUL = 0;
const SECTION_START = Buffer.from('\ndiff --git ');
/**
 * The `--text` diff with each file whose content holds a NUL byte (git's own test for binary,
 * without attributes) written back as git writes a binary file: its header, then
 * `Binary files <old> and <new> differ` with the names of its `---`/`+++` lines. Everything else
 * is kept byte for byte.
 */
function binaryByContent(diff) {
    if (diff.indexOf(NUL) === -1)
        return diff;
    const parts = [];
    let start = 0;
    while (start < diff.length) {
        const next = diff.indexOf(SECTION_START, start);
        const end = next === -1 ? diff.length : next + 1;
        const section = diff.subarray(start, end);
        parts.push(section.indexOf(NUL) === -1 ? section : asBinarySection(section));
        start = end;
    }
    return Buffer.concat(parts);
}
function asBinarySection(section) {
    const text = section.toString('latin1');
    const lines = text.split('\n');
    const minus = lines.findIndex((l) => l.startsWith('--- '));
    const plus = minus === -1 ? -1 : minus + 1;
    if (minus === -1 || !lines[plus]?.startsWith('+++ '))
        return section;
    const header = lines.slice(0, minus).join('\n');
    const binary = `Binary files ${lines[minus].slice(4)} and ${lines[plus].slice(4)} differ`;
    return Buffer.from(`${header}\n${binary}\n`, 'latin1');
}


/***/ }),

/***/ 411:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ extractPlanItem)
/* harmony export */ });
/* unused harmony export closedIssueNumbers */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const LIST_ITEM = /^(?:[-*+]\s+(?:\[[ xX]\]\s+)?)?(\d+)[.)]\s+/;
const HEADING_ITEM = /^(?:(?:item|step|task)\s+)?(\d+)(?:[.):]|\s|$)/i;
/**
 * Finds item `item` of a plan document: a top-level numbered list item (`3. ...`, `- [ ] 3. ...`)
 * or a heading that starts with the number (`### 3. ...`, `### Item 3`). Its stage is the nearest
 * heading above it (above the item heading's own level, for heading items). The body runs to the
 * next item or a heading at the same or a higher level.
 */
function extractPlanItem(text, item, where) {
    const wanted = item.trim();
    if (!/^\d+$/.test(wanted)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`item "${item}" is not an item number`, where);
    }
    const lines = text.replace(/\r\n/g, '\n').split('\n');
    const headings = [];
    let inFence = false;
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        if (/^\s*(```|~~~)/.test(line))
            inFence = !inFence;
        if (inFence)
            continue;
        const heading = HEADING.exec(line);
        if (heading) {
            const level = heading[1].length;
            const title = heading[2];
            const numbered = HEADING_ITEM.exec(title);
            if (numbered && numbered[1] === wanted) {
                const stage = [...headings].reverse().find((h) => h.level < level)?.text ?? null;
                const end = findEnd(lines, i + 1, (l) => {
                    const h = HEADING.exec(l);
                    return h !== null && h[1].length <= level;
                });
                return planResult(where, wanted, stage, lines.slice(i, end));
            }
            headings.push({ level, text: title });
            continue;
        }
        const listed = LIST_ITEM.exec(line);
        if (listed && listed[1] === wanted) {
            const stage = headings[headings.length - 1]?.text ?? null;
            const end = findEnd(lines, i + 1, (l) => HEADING.test(l) || LIST_ITEM.test(l));
            return planResult(where, wanted, stage, lines.slice(i, end));
        }
    }
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`no item ${wanted} in the plan (looked for "${wanted}." list items and headings)`, where);
}
function findEnd(lines, from, stops) {
    let inFence = false;
    for (let i = from; i < lines.length; i++) {
        const line = lines[i];
        if (/^\s*(```|~~~)/.test(line))
            inFence = !inFence;
        if (!inFence && stops(line))
            return i;
    }
    return lines.length;
}
function planResult(path, item, stage, body) {
    while (body.length > 0 && body[body.length - 1].trim() === '')
        body.pop();
    return { kind: 'plan', path, item, stage, body: body.join('\n') };
}
/** Issue numbers a pull request body says it closes (`Closes #12`, `fixes owner/repo#3` is skipped). */
function closedIssueNumbers(body) {
    const found = new Set();
    const pattern = /\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\s*:?\s+#(\d+)\b/gi;
    for (const match of body.matchAll(pattern))
        found.add(Number(match[1]));
    return [...found].sort((a, b) => a - b);
}


/***/ }),

/***/ 9931:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Uo: () => (/* binding */ checkoutAtHead),
/* harmony export */   X4: () => (/* binding */ openHeadTree),
/* harmony export */   ZI: () => (/* binding */ openRemoteHeadTree),
/* harmony export */   ep: () => (/* binding */ MAX_TREE_FILES),
/* harmony export */   gZ: () => (/* binding */ MAX_FILE_BYTES)
/* harmony export */ });
/* unused harmony exports MAX_TREE_BYTES, MAX_REMOTE_FILES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _diff_ignore_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5173);



/**
 * The head tree as files on disk (I/O edge of the context stage): a checkout at the head, or a
 * case's `tree/`. Files are read as data, never run. Bounded: at most MAX_TREE_FILES listed, a
 * file over MAX_FILE_BYTES or one that looks binary or generated is not read, and reading stops
 * at MAX_TREE_BYTES in all. Symbolic links are never followed (a committed link could point at
 * the runner's secrets), nor is a path whose real location leaves the root.
 */
const MAX_TREE_FILES = 20_000;
const MAX_FILE_BYTES = 256 * 1024;
const MAX_TREE_BYTES = 64 * 1024 * 1024;
/** Never walked in a tree folder: version control, dependencies, build output, caches. */
const SKIPPED_DIRS = new Set([
    '.git', 'node_modules', 'vendor', '.venv', 'venv', '__pycache__', '.tox', 'target', 'build',
    'dist', 'out', 'bin', 'obj', '.gradle', 'coverage', '.next', '.nuxt', '.review-gate', '.cache',
]); // prettier-ignore
const GENERATED_MARK = /@generated\b|\bDO NOT EDIT\b|\bauto-generated\b/i;
/** The listing the bounds keep: not ignored, not in a skipped folder, sorted, at most MAX_TREE_FILES. */
function boundedListing(paths, options) {
    const ignored = (0,_diff_ignore_js__WEBPACK_IMPORTED_MODULE_2__/* .ignoredPathMatcher */ .ig)(options.ignore, options.useDefaultIgnores);
    const listed = paths.filter((path) => !ignored(path) && !path.split('/').some((segment) => SKIPPED_DIRS.has(segment)));
    listed.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return { files: listed.slice(0, MAX_TREE_FILES), truncated: listed.length > MAX_TREE_FILES };
}
/** Requests in flight at once while a remote tree is fetched. */
const REMOTE_CONCURRENCY = 8;
/**
 * Most files fetched through the API, one request each: the review, its comments and the commit
 * status share the token's rate limit and the run's GitHub deadline with these requests, and
 * context must never cost the review itself (a large fork's tree is searched in part, said so).
 */
const MAX_REMOTE_FILES = 400;
/**
 * Reads a remote tree within the checkout's bounds, before the pure stage runs (its reader is
 * synchronous): a file over MAX_FILE_BYTES is not fetched, fetching stops at MAX_TREE_BYTES, and
 * bytes that look binary or generated are dropped. The first refusal stops all fetching; what
 * was not read is said in a notice, never an error: context only ever adds to a review.
 */
async function openRemoteHeadTree(remote, options) {
    const sizes = new Map(remote.files.map((file) => [file.path, file.size]));
    const { files, truncated } = boundedListing([...sizes.keys()], options);
    const texts = new Map();
    const wanted = [];
    let budget = MAX_TREE_BYTES;
    for (const path of files) {
        const size = sizes.get(path) ?? 0;
        if (size > MAX_FILE_BYTES || size > budget)
            continue;
        budget -= size;
        wanted.push(path);
    }
    const capped = wanted.length > MAX_REMOTE_FILES ? wanted.length - MAX_REMOTE_FILES : 0;
    wanted.length -= capped;
    let refused = null;
    let unread = 0;
    let next = 0;
    const worker = async () => {
        while (next < wanted.length) {
            const path = wanted[next++];
            if (refused !== null) {
                unread += 1;
                continue;
            }
            try {
                const bytes = await remote.fetch(path);
                // The listing's size is the API's word; the bytes themselves are held to the bound too.
                const text = bytes.length > MAX_FILE_BYTES ? null : asText(bytes);
                if (text !== null)
                    texts.set(path, text);
            }
            catch (error) {
                unread += 1;
                refused ??= error instanceof Error ? error.message : String(error);
            }
        }
    };
    await Promise.all(Array.from({ length: REMOTE_CONCURRENCY }, worker));
    const notices = [];
    if (remote.truncated)
        notices.push(`the ${remote.label} listing was truncated by GitHub: files it left out were not searched.`);
    if (capped > 0)
        notices.push(`${capped} file(s) of the ${remote.label} past the first ${MAX_REMOTE_FILES} were not fetched (one API request each): they were not searched.`);
    if (refused !== null)
        notices.push(`${unread} of ${wanted.length} file(s) of the ${remote.label} could not be read (${refused}): they were not searched.`);
    return {
        label: remote.label,
        truncated,
        notices,
        files: () => files,
        read: (path) => texts.get(path) ?? null,
    };
}
function openHeadTree(location, options) {
    const { files, truncated } = boundedListing(location.tracked ?? walk(location.root), options);
    const known = new Set(files);
    const cache = new Map();
    let rootReal = null;
    let budget = MAX_TREE_BYTES;
    return {
        label: location.label,
        truncated,
        files: () => files,
        read(path) {
            if (!known.has(path))
                return null;
            const cached = cache.get(path);
            if (cached !== undefined)
                return cached;
            rootReal ??= (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(location.root);
            const text = budget > 0 ? readFile(rootReal, path) : null;
            if (text !== null)
                budget -= text.length;
            cache.set(path, text);
            return text;
        },
    };
}
/** A file's bytes as text, or null when they look binary or generated (never read as code). */
function asText(bytes) {
    if (bytes.subarray(0, 8_000).includes(0))
        return null;
    const text = bytes.toString('utf8');
    if (GENERATED_MARK.test(text.slice(0, 1_000)))
        return null;
    return text;
}
function readFile(root, path) {
    const full = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path);
    try {
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(full);
        if (!stat.isFile() || stat.size > MAX_FILE_BYTES)
            return null;
        const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(full);
        if (!real.startsWith(root + node_path__WEBPACK_IMPORTED_MODULE_1__.sep))
            return null;
        const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(real, 'r');
        try {
            const buffer = Buffer.alloc(stat.size);
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, 0, stat.size, 0);
            return asText(buffer.subarray(0, n));
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        }
    }
    catch {
        return null;
    }
}
function walk(root) {
    const out = [];
    const pending = [''];
    let seen = 0;
    while (pending.length > 0) {
        const dir = pending.pop();
        let entries;
        try {
            entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir === '' ? root : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, dir), { withFileTypes: true });
        }
        catch {
            continue;
        }
        for (const entry of entries) {
            if (++seen > MAX_TREE_FILES * 4)
                return out;
            const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
            if (entry.isDirectory()) {
                if (!SKIPPED_DIRS.has(entry.name))
                    pending.push(path);
            }
            else if (entry.isFile())
                out.push(path);
        }
    }
    return out;
}
/**
 * A git checkout's tree when it is the head under review (HEAD is the head commit, or the merge
 * commit GitHub builds for a pull request, whose second parent is the head); null otherwise, with
 * why: a tree of another commit would show the reviewer code that is not the change's.
 */
async function checkoutAtHead(git, head, label = 'checkout') {
    const at = (await git.run(['rev-parse', 'HEAD'])).stdout.toString('utf8').trim();
    const second = (await git.run(['rev-parse', '--verify', '--quiet', 'HEAD^2'])).stdout
        .toString('utf8')
        .trim();
    // No checkout at all (no git history here): nothing to say beyond the payload's own line.
    if (at === '')
        return { location: null, note: null };
    if (at !== head && second !== head) {
        return {
            location: null,
            note: `no repository context: the ${label} is at ${at.slice(0, 7)}, not at the head ${head.slice(0, 7)}`,
        };
    }
    const listing = await git.lsFiles('.');
    if (listing.exitCode !== 0)
        return { location: null, note: `no repository context: git ls-files failed in the ${label}` };
    return { location: { root: git.cwd, label, tracked: listing.files }, note: null };
}


/***/ }),

/***/ 4785:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ REVIEW_GUIDE_PATH),
/* harmony export */   Z: () => (/* binding */ readReviewGuide)
/* harmony export */ });
/* harmony import */ var _review_guide_parse_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5234);

/** Where REVIEW.md sits in a repository: its root. */
const REVIEW_GUIDE_PATH = 'REVIEW.md';
/**
 * The repository's REVIEW.md, as the base commit has it, parsed; null when there is none. A
 * malformed file is the user's mistake (an InputError naming the line); lines refused because
 * they would weaken a blocker become run warnings, said to the person running it.
 */
async function readReviewGuide(sources, warn) {
    const read = await sources.reviewGuide();
    if (read === null)
        return null;
    const guide = (0,_review_guide_parse_js__WEBPACK_IMPORTED_MODULE_0__/* .parseReviewGuide */ .U)(read.text, read.where);
    for (const refused of guide.refused)
        warn(refused);
    return guide;
}


/***/ }),

/***/ 5234:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ MAX_REVIEW_GUIDE_BYTES),
/* harmony export */   U: () => (/* binding */ parseReviewGuide)
/* harmony export */ });
/* harmony import */ var picomatch_posix_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8016);
/* harmony import */ var picomatch_posix_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(picomatch_posix_js__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _diff_globs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1632);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);



/**
 * REVIEW.md at the repository root (read from the base commit): the repository's own taste,
 * in three optional sections of bullets.
 *
 *   ## Path Guidance        - `glob`: text        guidance for the reviewer on matching files
 *   ## Severity Overrides   - `glob`: major → minor   (or minor → major; `->` works too)
 *   ## Allowed Nits         - text                a minor finding whose message contains it is dropped
 *
 * It may adjust major and minor findings only: a line that would silence, downgrade or filter a
 * blocker is refused with a warning naming it, never applied. Other headings and their text are
 * the file's own prose and are skipped. The text is the repository's, not ours: it goes into
 * the payload fenced like a pull request's text.
 */
/** REVIEW.md is read whole into the payload's plan context: bounded like any untrusted text. */
const MAX_REVIEW_GUIDE_BYTES = 64 * 1024;
/** Most bullets in one section: guidance beyond that is a file nobody can review. */
const MAX_ENTRIES = 200;
/** Most characters of one bullet's text. */
const MAX_TEXT = 2_000;
const MAX_GLOB = 512;
const SECTIONS = {
    'path guidance': 'guidance',
    'severity overrides': 'overrides',
    'allowed nits': 'nits',
};
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^[-*+]\s+(.*)$/;
const FENCE = /^\s*(```|~~~)/;
const GLOB_BULLET = /^`([^`]+)`\s*:\s*(.*)$/;
const OVERRIDE = /^(blocker|major|minor)\s*(?:→|->)\s*(blocker|major|minor)$/i;
/**
 * Parses REVIEW.md. Malformed lines in its three sections are InputErrors naming the file and
 * line; lines that would weaken a blocker are returned in `refused`, never applied. Pure.
 */
function parseReviewGuide(text, where) {
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > MAX_REVIEW_GUIDE_BYTES) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`REVIEW.md is ${bytes} bytes, above the ${MAX_REVIEW_GUIDE_BYTES}-byte limit; shorten it`, where);
    }
    const guide = { where, guidance: [], overrides: [], nits: [], refused: [] };
    const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
    let section = null;
    let inFence = false;
    // The bullet an indented line continues (Markdown's lazy continuation), when there is one.
    let continues = null;
    lines.forEach((raw, index) => {
        const lineNo = index + 1;
        const at = `${where}:${lineNo}`;
        if (FENCE.test(raw)) {
            if (section !== null && !inFence)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`a code block is not a bullet; write one bullet per line`, at);
            inFence = !inFence;
            return;
        }
        if (inFence)
            return;
        const heading = HEADING.exec(raw);
        if (heading) {
            const title = heading[2].toLowerCase().replace(/\s+/g, ' ');
            section = heading[1].length === 2 ? (SECTIONS[title] ?? null) : section;
            if (heading[1].length < 2)
                section = null;
            continues = null;
            return;
        }
        if (section === null)
            return;
        if (raw.trim() === '' || /^\s*<!--.*-->\s*$/.test(raw)) {
            continues = null;
            return;
        }
        if (/^\s/.test(raw) && continues !== null) {
            continues.append(raw.trim());
            return;
        }
        const bullet = BULLET.exec(raw);
        if (!bullet) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`expected a bullet ("- ...") in ## ${sectionTitle(section)}, found ${JSON.stringify(clip(raw))}`, at);
        }
        const body = bullet[1].trim();
        if (entryCount(guide, section) >= MAX_ENTRIES)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`more than ${MAX_ENTRIES} bullets in ## ${sectionTitle(section)}`, at);
        continues = addEntry(guide, section, body, lineNo, at);
    });
    return guide;
}
function addEntry(guide, section, body, line, at) {
    if (section === 'nits') {
        const nit = { text: checkedText(body, at), needle: body.toLowerCase(), line };
        // A nit applies to minor findings only; a line that names blockers asks for what it can't.
        if (/^\W*blockers?\b/i.test(body)) {
            guide.refused.push(`${at}: allowed nit ${JSON.stringify(clip(body))} refused: REVIEW.md can never filter a blocker (it applies to minor findings only)`);
            return null;
        }
        guide.nits.push(nit);
        return {
            append: (more) => {
                nit.text = checkedText(`${nit.text} ${more}`, at);
                nit.needle = nit.text.toLowerCase();
            },
        };
    }
    const parts = GLOB_BULLET.exec(body);
    if (!parts) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`expected "- \`glob\`: ${section === 'guidance' ? 'text' : 'major → minor'}", found ${JSON.stringify(clip(body))}`, at);
    }
    const glob = parts[1].trim();
    const rest = parts[2].trim();
    const matches = compileGlob(glob, at);
    if (section === 'guidance') {
        if (rest === '')
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`the guidance for \`${glob}\` is empty`, at);
        const entry = { glob, text: checkedText(rest, at), line, matches };
        guide.guidance.push(entry);
        return { append: (more) => (entry.text = checkedText(`${entry.text} ${more}`, at)) };
    }
    const override = OVERRIDE.exec(rest);
    if (!override) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`expected "major → minor" or "minor → major" after \`${glob}\`:, found ${JSON.stringify(clip(rest))}`, at);
    }
    const from = override[1].toLowerCase();
    const to = override[2].toLowerCase();
    if (from === 'blocker') {
        guide.refused.push(`${at}: severity override \`${glob}\`: ${from} → ${to} refused: REVIEW.md can never downgrade a blocker`);
        return null;
    }
    if (to === 'blocker' || from === to) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`\`${glob}\`: ${from} → ${to} is not an override REVIEW.md can make; use major → minor or minor → major`, at);
    }
    guide.overrides.push({ glob, from, to: to, line, matches });
    return null;
}
/** A REVIEW.md glob reads like a paths.ignore pattern (.gitignore rules), without negation. */
function compileGlob(glob, at) {
    if (glob.length > MAX_GLOB)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`a glob longer than ${MAX_GLOB} characters`, at);
    if (glob.startsWith('!'))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`\`${glob}\`: a negated glob has no meaning in REVIEW.md`, at);
    if (glob.replace(/\//g, '') === '')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`\`${glob}\` names no path`, at);
    try {
        return picomatch_posix_js__WEBPACK_IMPORTED_MODULE_2___default()((0,_diff_globs_js__WEBPACK_IMPORTED_MODULE_0__/* .globsFor */ .tN)(glob).globs, {
            dot: true,
            nonegate: true,
            strictBrackets: true,
            windows: false,
        });
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`\`${glob}\` is not a valid glob: ${error instanceof Error ? error.message : String(error)}`, at);
    }
}
function checkedText(text, at) {
    if (text === '')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('an empty bullet', at);
    if (text.length > MAX_TEXT)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`a bullet longer than ${MAX_TEXT} characters`, at);
    return text;
}
function entryCount(guide, section) {
    return section === 'guidance'
        ? guide.guidance.length
        : section === 'overrides'
            ? guide.overrides.length
            : guide.nits.length;
}
function sectionTitle(section) {
    return section === 'guidance'
        ? 'Path Guidance'
        : section === 'overrides'
            ? 'Severity Overrides'
            : 'Allowed Nits';
}
function clip(text) {
    return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}


/***/ }),

/***/ 7428:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ findBundledFile),
/* harmony export */   T: () => (/* binding */ SHIPPED_ROOT)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);



/**
 * Where the code runs from: `dist/` inside the ncc bundle (every module becomes the one bundle
 * file), `src/shared/` when running from source.
 */
const SHIPPED_ROOT = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
/**
 * A file shipped with review-gate (`instructions/reviewer.md`, `rubric-examples/common.md`): in
 * the bundle it sits in `dist/` next to the bundle file, from source at the repository root, so
 * the nearest folder at or above `start` that holds `relativePath` wins. Null when none does:
 * callers say what is missing, and a missing shipped file is a broken install, not a user error.
 */
function findBundledFile(relativePath, start = SHIPPED_ROOT) {
    for (let dir = start;; dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir)) {
        const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, relativePath);
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(candidate))
            return candidate;
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir) === dir)
            return null;
    }
}


/***/ }),

/***/ 8947:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ DecodedDiff)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/**
 * A diff's text together with whether every character of it is ASCII, known from its bytes by
 * the reader that decoded it. The payload skips revealing hidden characters in an ASCII diff
 * (every character it reveals is past ASCII), so the fact must be true of this very text: it is
 * made here and nowhere else, from the bytes or from the text itself, and the parser trusts it
 * only for the text it was made with (parseDiff compares the two).
 *
 * Why the reader says it: Node checks bytes for ASCII with one vector scan (`isAscii`), and an
 * ASCII file decoded as Latin-1 is the same text as decoded as UTF-8 with no UTF-8 decoding to
 * do. Asking the text afterwards (`Buffer.byteLength`) is a second pass over megabytes of a large
 * diff, the longest single step of the payload after reading it on Node 24.
 */

class DecodedDiff {
    text;
    ascii;
    bytes;
    constructor(text, 
    /** Every character of `text` is below U+0080. */
    ascii, 
    /** The size of the input in bytes (as read, or the text's UTF-8 length). */
    bytes) {
        this.text = text;
        this.ascii = ascii;
        this.bytes = bytes;
    }
    /**
     * The text of diff bytes. Bytes that are not all ASCII are decoded as UTF-8 (a byte past ASCII
     * becomes a character past ASCII, an invalid sequence U+FFFD), so `ascii` is false exactly when
     * the text has a character past ASCII.
     */
    static fromBytes(bytes) {
        const buffer = Buffer.isBuffer(bytes)
            ? bytes
            : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        const ascii = (0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isAscii)(buffer);
        return new DecodedDiff(buffer.toString(ascii ? 'latin1' : 'utf8'), ascii, buffer.length);
    }
    /** A text already decoded (an HTTP body): its UTF-8 length is measured once, here. */
    static fromText(text) {
        const bytes = Buffer.byteLength(text, 'utf8');
        return new DecodedDiff(text, bytes === text.length, bytes);
    }
}


/***/ }),

/***/ 6270:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ HASH_BASIS)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/**
 * The starting state of the FNV-1a hashes our own hash tables use (file names, test names),
 * drawn per process. Their keys come from the pull request (its file names, its test reports),
 * and with the published FNV basis a hostile one could precompute names that all collide and
 * turn each lookup into a walk of the whole table. A hash only places and rules out: every
 * answer is still decided by comparing the text, so the basis changes no result.
 */
const HASH_BASIS = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).readInt32LE(0) ^ 0x811c9dc5;


/***/ })

};

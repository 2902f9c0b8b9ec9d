export const id = 983;
export const ids = [983,453];
export const modules = {

/***/ 1983:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gateCommand: () => (/* binding */ gateCommand)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2311);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _gate_gate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4512);
/* harmony import */ var _review_finding_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7477);
/* harmony import */ var _parse_command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8453);
/* harmony import */ var _shared_zod_issues_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8665);







const MAX_REVIEW_BYTES = 64 * 1024 * 1024;
const count = zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0);
// Only what the gate reads; the rest of review.json is the renderer's business.
const reviewForGate = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    counts: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ blocker: count, major: count, minor: count }),
    issues: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ severity: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['blocker', 'major', 'minor']) })),
});
/**
 * `review-gate gate --review <review.json> [--severity-gate blocker=0,major=2]`: prints the
 * failing conditions and a PASSED/FAILED line; exit 0 pass, 1 fail, 2 bad input. Thresholds not
 * named on the flag keep their defaults (blocker 0, major 0, minor unlimited).
 */
async function gateCommand(argv, io) {
    const { values } = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
        args: argv,
        options: { review: { type: 'string' }, 'severity-gate': { type: 'string' } },
        strict: true,
        allowPositionals: false,
    });
    if (values.review === undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('gate needs --review <review.json>', '--review');
    const thresholds = (0,_gate_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveSeverityGate */ .Bv)(values['severity-gate'], '--severity-gate');
    const counts = readCounts(values.review, io);
    const gate = (0,_gate_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .evaluateGate */ .DR)(counts, thresholds);
    io.stdout(`${(0,_gate_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .gateReport */ .We)(gate).join('\n')}\n`);
    return gate.result === 'pass' ? _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.passed : _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.failed;
}
/**
 * The counts of a review.json. The listed issues are a floor: counts may exceed them (the list
 * is capped) but a file whose counts are lower than its own issues was edited, and the issues win.
 */
function readCounts(path, io) {
    const text = (0,_parse_command_js__WEBPACK_IMPORTED_MODULE_3__.readUserFile)(path, io.cwd, MAX_REVIEW_BYTES);
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`not valid JSON: ${error.message}`, path);
    }
    const parsed = reviewForGate.safeParse(value);
    if (!parsed.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`not a review: ${(0,_shared_zod_issues_js__WEBPACK_IMPORTED_MODULE_5__/* .describeZodError */ .V)(parsed.error)}`, path);
    }
    const { counts, issues } = parsed.data;
    const listed = { blocker: 0, major: 0, minor: 0 };
    for (const issue of issues)
        listed[issue.severity]++;
    const result = {
        blocker: Math.max(counts.blocker, listed.blocker),
        major: Math.max(counts.major, listed.major),
        minor: Math.max(counts.minor, listed.minor),
    };
    if (result.blocker !== counts.blocker ||
        result.major !== counts.major ||
        result.minor !== counts.minor) {
        io.stderr(`review-gate gate: ${path}: counts (${(0,_review_finding_js__WEBPACK_IMPORTED_MODULE_6__/* .formatCounts */ .gM)(counts)}) are below its listed issues; using ${(0,_review_finding_js__WEBPACK_IMPORTED_MODULE_6__/* .formatCounts */ .gM)(result)}\n`);
    }
    return result;
}


/***/ }),

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

/***/ 4512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bv: () => (/* binding */ resolveSeverityGate),
/* harmony export */   DR: () => (/* binding */ evaluateGate),
/* harmony export */   SS: () => (/* binding */ describeOutcome),
/* harmony export */   We: () => (/* binding */ gateReport),
/* harmony export */   ml: () => (/* binding */ outcomeExitCode)
/* harmony export */ });
/* unused harmony exports describeConditions, gateOutcome, errorOutcome, outcomeFailsJob */
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1036);
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(131);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _domain_finding_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5457);




/**
 * The severity gate (docs/architecture.md, "The decision"): the recounted findings against the
 * most of each severity that may pass. The reviewer's verdict plays no part. Pure: counts in,
 * result out.
 */
function evaluateGate(counts, thresholds) {
    const conditions = _domain_finding_js__WEBPACK_IMPORTED_MODULE_3__/* .SEVERITIES */ .oC.map((severity) => {
        const count = counts[severity];
        const limit = thresholds[severity];
        return { severity, count, limit, failed: limit !== 'unlimited' && count > limit };
    });
    return {
        result: conditions.some((c) => c.failed) ? 'fail' : 'pass',
        conditions,
        lines: conditions
            .filter((c) => c.failed)
            .map((c) => `FAILED: ${c.severity} ${c.count} > ${c.limit}`),
    };
}
/**
 * Thresholds from the `severity-gate` input (`blocker=0,major=2`) over `base` (the config's, or
 * the defaults): a severity the input does not name keeps its base limit. `where` names the
 * input or flag in errors.
 */
function resolveSeverityGate(text, where, base = _config_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_CONFIG */ .PV.severity_gate) {
    if (text === null || text === undefined || text.trim() === '')
        return { ...base };
    const parsed = _config_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .severityGateSchema */ .Ai.safeParse({ ...base, ...(0,_config_load_js__WEBPACK_IMPORTED_MODULE_0__/* .parseSeverityGate */ .OU)(text, where) });
    if (!parsed.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`invalid thresholds "${text}"`, where);
    return parsed.data;
}
/** `blocker 1/0, major 0/2, minor 3/unlimited`: each count against its limit. */
function describeConditions(gate) {
    return gate.conditions.map((c) => `${c.severity} ${c.count}/${c.limit}`).join(', ');
}
/**
 * The gate's failing lines, what it let through visibly (`NOTE: …`), and a last summary line,
 * `PASSED (…)` or `FAILED (…)`; without severity conditions (no review) just `FAILED`. Tests
 * blockers lead the parentheses, apart from the thresholds they are not counted against.
 */
function gateReport(gate) {
    const word = gate.result === 'pass' ? 'PASSED' : 'FAILED';
    const blockers = gate.testsBlockers ?? 0;
    const tests = blockers > 0 ? `tests blocker ${blockers}; ` : '';
    const summary = gate.conditions.length > 0 ? `${word} (${tests}${describeConditions(gate)})` : word;
    return [...gate.lines, ...(gate.notes ?? []).map((n) => `NOTE: ${n}`), summary];
}
function gateOutcome(gate) {
    return gate.result === 'pass' ? { status: 'passed', gate } : { status: 'failed', gate };
}
/**
 * No usable review (the model or a service failed, or the reply was unusable). It fails the
 * job unless `on-model-error: neutral` was chosen, and it is never shown as "no issues".
 */
function errorOutcome(reason, onModelError) {
    return { status: 'error', reason, neutral: onModelError === 'neutral' };
}
/** Whether the job (or required check) should fail for this outcome. */
function outcomeFailsJob(outcome) {
    if (outcome.status === 'passed')
        return false;
    if (outcome.status === 'failed')
        return true;
    return !outcome.neutral;
}
/** CLI exit code: 0 passed, 1 gate failed, 3 no usable review (0 when on-model-error is neutral). */
function outcomeExitCode(outcome) {
    if (outcome.status === 'passed')
        return _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.passed;
    if (outcome.status === 'failed')
        return _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.failed;
    return outcome.neutral ? _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.passed : _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.modelFailure;
}
/**
 * The outcome in words for logs and summaries: a line per failing condition and per note, then the
 * result; or, for an error, one line that says so plainly and never reads as a clean review.
 */
function describeOutcome(outcome) {
    if (outcome.status === 'error') {
        return outcome.neutral
            ? `ERROR: no usable review (${outcome.reason}); the job stays neutral because on-model-error is neutral`
            : `ERROR: no usable review (${outcome.reason}); the job fails (on-model-error: fail)`;
    }
    return gateReport(outcome.gate).join('\n');
}


/***/ })

};

import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 920:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  q: () => (/* binding */ actionsIo)
});

// UNUSED EXPORTS: inertLines

// EXTERNAL MODULE: ./src/publish/workflow-commands.ts
var workflow_commands = __nccwpck_require__(1817);
// EXTERNAL MODULE: ./src/secrets/shapes.ts
var shapes = __nccwpck_require__(8183);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
;// CONCATENATED MODULE: ./src/action/runner.ts
/**
 * The Actions runner's protocol, the part review-gate uses: inputs from `INPUT_*` variables,
 * workflow commands on stdout (`::name key=value,…::message`), and the files the runner reads
 * after the step (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY). Written here instead of importing
 * @actions/core, which loads an HTTP client and undici on import (for OIDC tokens we never ask
 * for): the action's start would pay for them before it reads its first input.
 */


const writeStdout = (text) => {
    process.stdout.write(text);
};
// The runner decodes these escapes: a message cannot end its line early, a property value
// cannot end its property (`,`) or the property list (`:`).
const escapeData = (text) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
/** One workflow command line. Properties without a value are left out. */
function workflowCommand(name, properties, message) {
    const props = Object.entries(properties)
        .filter(([, value]) => value !== undefined && value !== '' && value !== 0)
        .map(([key, value]) => `${key}=${escapeProperty(String(value))}`);
    return `::${name}${props.length > 0 ? ` ${props.join(',')}` : ''}::${escapeData(message)}${external_node_os_.EOL}`;
}
function runner_runner(env = process.env, write = writeStdout) {
    const command = (name, properties, message) => write(workflowCommand(name, properties, message));
    return {
        getInput: (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim(),
        setSecret: (value) => command('add-mask', {}, value),
        setOutput: (name, value) => {
            const file = env.GITHUB_OUTPUT;
            if (!file) {
                // An old runner without the file: the deprecated stdout form still works there.
                write(external_node_os_.EOL);
                write(workflowCommand('set-output', { name }, value));
                return;
            }
            // A random delimiter that occurs in neither, so the value cannot end its own block.
            // (The global crypto, loaded on first use: node:crypto would load at the action's start.)
            const delimiter = `ghadelimiter_${globalThis.crypto.randomUUID()}`;
            if (name.includes(delimiter) || value.includes(delimiter))
                throw new Error(`output ${name}: the value contains its delimiter`);
            appendRunnerFile('GITHUB_OUTPUT', file, `${name}<<${delimiter}${external_node_os_.EOL}${value}${external_node_os_.EOL}${delimiter}${external_node_os_.EOL}`);
        },
        setFailed: (message) => {
            process.exitCode = 1;
            command('error', {}, message);
        },
        appendSummary: (markdown) => {
            const file = env.GITHUB_STEP_SUMMARY;
            if (!file)
                throw new Error('GITHUB_STEP_SUMMARY is not set: this runner does not support job summaries');
            appendRunnerFile('GITHUB_STEP_SUMMARY', file, `${markdown}${external_node_os_.EOL}`);
        },
        command,
        info: (message) => write(`${message}${external_node_os_.EOL}`),
    };
}
function appendRunnerFile(variable, file, text) {
    if (!(0,external_node_fs_.existsSync)(file))
        throw new Error(`${variable} names a missing file: ${file}`);
    (0,external_node_fs_.accessSync)(file, external_node_fs_.constants.R_OK | external_node_fs_.constants.W_OK);
    (0,external_node_fs_.appendFileSync)(file, text, 'utf8');
}

;// CONCATENATED MODULE: ./src/action/io.ts



function actionsIo(runner = runner_runner()) {
    return {
        getInput: (name) => runner.getInput(name),
        setSecret: (value) => runner.setSecret(value),
        setOutput: (name, value) => runner.setOutput(name, value),
        setFailed: (message) => runner.setFailed(message),
        writeSummary: async (markdown) => runner.appendSummary(markdown),
        annotate: (a) => {
            const props = { title: a.title, file: a.file, line: a.line };
            runner.command(a.level, props, a.message);
        },
        logger: {
            debug: (m) => runner.command('debug', {}, m),
            info: (m) => runner.info(inertLines(m)),
            warning: (m) => runner.command('warning', {}, m),
        },
        notice: (m) => runner.command('notice', {}, m),
        group: async (name, fn) => {
            runner.command('group', {}, name);
            try {
                return await fn();
            }
            finally {
                runner.command('endgroup', {}, '');
            }
        },
    };
}
/**
 * An info line goes to stdout as is, where a line starting with `::` (after anything the
 * runner trims) is a workflow command, and messages can carry untrusted text (file names, report
 * paths, test output). Token shapes are redacted too: the runner masks only registered values.
 * (Commands — warning, error, debug — escape their message themselves.)
 */
function inertLines(text) {
    return (0,workflow_commands/* neutralizeWorkflowCommands */.t)((0,shapes/* redactShapes */.YA)(text).text);
}


/***/ }),

/***/ 3147:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ runAction)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3916);
/* harmony import */ var _settings_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7428);



/**
 * The action shell: mask the secrets, find the event, then review it (src/action/review.ts).
 * The review's modules (the pipeline, the schemas, the GitHub client) are imported only once
 * the runner's environment is there, so a misconfigured step fails in the time node starts.
 */
async function runAction(io, runtime) {
    // Masked before anything can fail and log: a bad input's error message must not carry a key.
    for (const secret of [
        io.getInput(_settings_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.githubToken),
        io.getInput(_settings_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.apiKey),
        runtime.env.COPILOT_GITHUB_TOKEN,
    ]) {
        if (secret)
            io.setSecret(secret);
    }
    const eventPath = runtime.env.GITHUB_EVENT_PATH;
    if (!eventPath || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(eventPath))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('GITHUB_EVENT_PATH does not point at the event payload');
    const { reviewEvent } = await Promise.all(/* import() */[__nccwpck_require__.e(131), __nccwpck_require__.e(411)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6411));
    await reviewEvent(io, runtime, eventPath);
}


/***/ }),

/***/ 3916:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   c5: () => (/* binding */ ModelFailure),
/* harmony export */   dz: () => (/* binding */ InputError)
/* harmony export */ });
/* unused harmony export EXIT */
/**
 * Errors that separate the user's mistakes from infrastructure failures and our own bugs.
 * The shells map them to exit codes: InputError → 2, ModelFailure → 3, anything else is a bug.
 */
/** Bad input or usage: a config file, a diff, a report, a flag. The message names what and where. */
class InputError extends Error {
    where;
    name = 'InputError';
    constructor(message, 
    /** The file, flag or field the message is about, when there is one. */
    where) {
        super(where && !message.includes(where) ? `${where}: ${message}` : message);
        this.where = where;
    }
}
/** The model or an infrastructure service could not give a usable review. Fails closed. */
class ModelFailure extends Error {
    kind;
    attempts;
    name = 'ModelFailure';
    constructor(message, kind, attempts = 0) {
        super(message);
        this.kind = kind;
        this.attempts = attempts;
    }
}
const EXIT = {
    passed: 0,
    failed: 1,
    badInput: 2,
    modelFailure: 3,
};


/***/ }),

/***/ 1730:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3916);
/* harmony import */ var _action_run_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3147);
/* harmony import */ var _action_io_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(920);



// The action shell: GitHub runs this file (dist/index.js). Everything happens in runAction;
// here only the last line of defence: any error fails the job with a one-line reason.
const io = (0,_action_io_js__WEBPACK_IMPORTED_MODULE_2__/* .actionsIo */ .q)();
try {
    await (0,_action_run_js__WEBPACK_IMPORTED_MODULE_1__/* .runAction */ .C)(io, {
        env: process.env,
        workspace: process.env.GITHUB_WORKSPACE || process.cwd(),
        now: () => new Date(),
    });
}
catch (error) {
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz)
        io.setFailed(`review-gate: bad input: ${error.message}`);
    else if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ModelFailure */ .c5)
        io.setFailed(`review-gate: model failure (${error.kind}): ${error.message}`);
    else
        io.setFailed(`review-gate: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 1817:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ neutralizeWorkflowCommands)
/* harmony export */ });
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
function neutralizeWorkflowCommands(text) {
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


/***/ }),

/***/ 8183:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   XF: () => (/* binding */ REDACTED),
/* harmony export */   YA: () => (/* binding */ redactShapes)
/* harmony export */ });
/* unused harmony exports TOKEN_SHAPES, redactPrivateKeys */
/**
 * Credentials recognised by their shape, for text whose secrets we were never told: a model that
 * echoes a token it saw in a diff, a test that prints its environment.
 *
 * No pattern starts with `\b`: a token glued to an identifier (`_ghp_…`, `xghp_…`, `key=sk-…`)
 * is still a token, and `_` or a letter before it is a word character. Every pattern is linear
 * (no nested quantifiers, bounded repeats) so hostile text cannot make it slow.
 */
const REDACTED = '[REDACTED]';
const whole = () => REDACTED;
const keepPrefix = (_match, prefix) => `${prefix}${REDACTED}`;
const TOKEN_SHAPES = [
    // GitHub: classic PAT, OAuth, user-to-server, server-to-server, refresh tokens. The body is
    // alphanumeric, so `ghp_…_x` loses the token and keeps `_x`.
    { pattern: /gh[pousr]_[A-Za-z0-9]{30,255}/g, replace: whole },
    // GitHub fine-grained PAT.
    { pattern: /github_pat_[A-Za-z0-9_]{22,255}/g, replace: whole },
    // Anthropic before the generic `sk-` rule, so the whole key goes.
    { pattern: /sk-ant-[A-Za-z0-9_-]{20,300}/g, replace: whole },
    // OpenAI-style secret keys (`sk-`, `sk-proj-`, `sk-svcacct-` …): a digit must come before any
    // other character, so a hyphenated word such as `sk-learn-style-identifiers` is left alone.
    { pattern: /sk-(?=[A-Za-z_-]{0,300}[0-9])[A-Za-z0-9_-]{20,300}/g, replace: whole },
    // AWS access key ids (long-term and temporary); letters and digits after them mean it is not one.
    { pattern: /(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}(?![0-9A-Z])/g, replace: whole },
    // Slack bot, user, app-level and configuration tokens, and incoming-webhook URLs.
    { pattern: /xox[abeoprs]-[A-Za-z0-9-]{10,250}/g, replace: whole },
    { pattern: /xapp-[0-9]-[A-Za-z0-9-]{10,250}/g, replace: whole },
    {
        pattern: /hooks\.slack\.com\/(?:services|workflows)\/[A-Za-z0-9_/-]{10,300}/g,
        replace: whole,
    },
    // JSON Web Tokens: base64url header and claims that both start with `{"`.
    {
        pattern: /eyJ[A-Za-z0-9_-]{8,4000}\.eyJ[A-Za-z0-9_-]{8,8000}\.[A-Za-z0-9_-]{0,2000}/g,
        replace: whole,
    },
    // Credentials in HTTP headers, as a log or an error message prints them: the value goes, the
    // header's name stays so the text still reads. The value must hold a digit, so prose such as
    // "authorization: required" stays (and so does an already redacted value).
    {
        pattern: /((?:authorization|proxy-authorization)["']?\s{0,10}[:=]\s{0,10}["']?(?:(?:bearer|basic|token|digest)\s{1,10})?)(?=[^\s"',;0-9]{0,4096}[0-9])[^\s"',;]{6,4096}/gi,
        replace: keepPrefix,
    },
    {
        pattern: /((?:x-api-key|api-key|x-auth-token)["']?\s{0,10}[:=]\s{0,10}["']?)(?=[^\s"',;0-9]{0,4096}[0-9])[^\s"',;]{6,4096}/gi,
        replace: keepPrefix,
    },
    // A bearer token anywhere else; it must hold a digit, so prose ("Bearer authentication") stays.
    {
        pattern: /(bearer\s{1,10})(?=[A-Za-z._~+/-]{0,300}[0-9])[A-Za-z0-9._~+/-]{16,4096}=*/gi,
        replace: keepPrefix,
    },
];
const PRIVATE_KEY_BEGIN = /-----BEGIN (?:[A-Z0-9]{1,20} ){0,4}PRIVATE KEY(?: BLOCK)?-----/g;
const PRIVATE_KEY_END = /-----END (?:[A-Z0-9]{1,20} ){0,4}PRIVATE KEY(?: BLOCK)?-----/g;
/**
 * Removes PEM private key blocks in one linear pass (a lazy `[\s\S]*?` regex would rescan the
 * rest of the text for every BEGIN line). A BEGIN line with no END after it takes the rest of the
 * text with it: a key cut off by a length limit is still a key.
 */
function redactPrivateKeys(text) {
    let out = '';
    let from = 0;
    let redacted = 0;
    PRIVATE_KEY_BEGIN.lastIndex = 0;
    for (;;) {
        PRIVATE_KEY_BEGIN.lastIndex = from;
        const begin = PRIVATE_KEY_BEGIN.exec(text);
        if (!begin)
            break;
        PRIVATE_KEY_END.lastIndex = begin.index + begin[0].length;
        const end = PRIVATE_KEY_END.exec(text);
        out += text.slice(from, begin.index) + REDACTED;
        redacted++;
        if (!end)
            return { text: out, redacted };
        from = end.index + end[0].length;
    }
    return { text: redacted === 0 ? text : out + text.slice(from), redacted };
}
/**
 * The plain text each shape's matches start with, one alternative per TOKEN_SHAPES entry in the
 * same order, plus the private key marker last. Case-insensitive, so it finds at least everything
 * the shapes find: text with none of these holds no token shape, and that is most text.
 */
const TRIGGERS = [
    'gh[pousr]_',
    'github_pat_',
    'sk-ant-',
    'sk-',
    'A[KSBC][IC]A',
    'xox[abeoprs]-',
    'xapp-',
    'hooks\\.slack\\.com/',
    'eyJ',
    'authorization',
    'api-key|x-auth-token',
    'bearer',
    '-----BEGIN ',
];
const ANY_TRIGGER = new RegExp(TRIGGERS.map((t) => `(${t})`).join('|'), 'gi');
/**
 * Which shapes can match `text` (indices into TOKEN_SHAPES; TOKEN_SHAPES.length for private
 * keys), from one pass that finds every trigger. Replacing a match inserts `[REDACTED]`, which
 * holds no trigger and cannot join text around it into one, so a shape without a trigger in the
 * original text cannot match after earlier shapes ran either.
 */
function triggeredShapes(text) {
    const found = new Set();
    ANY_TRIGGER.lastIndex = 0;
    for (let m = ANY_TRIGGER.exec(text); m !== null; m = ANY_TRIGGER.exec(text)) {
        for (let i = 1; i < m.length; i++)
            if (m[i] !== undefined)
                found.add(i - 1);
        // `sk-` also starts `sk-ant-`: an Anthropic key may be an `sk-` one to the generic shape.
        if (found.has(2))
            found.add(3);
        if (found.size === TRIGGERS.length)
            break;
        // Triggers may overlap (`AKIAuthorization`): look again from the next character.
        ANY_TRIGGER.lastIndex = m.index + 1;
    }
    return found;
}
/** Every token-shaped string and private key block replaced; counts what was replaced. */
function redactShapes(text) {
    const triggered = triggeredShapes(text);
    if (triggered.size === 0)
        return { text, redacted: 0 };
    const keys = triggered.has(TOKEN_SHAPES.length) ? redactPrivateKeys(text) : { text, redacted: 0 };
    let out = keys.text;
    let redacted = keys.redacted;
    for (const [index, shape] of TOKEN_SHAPES.entries()) {
        if (!triggered.has(index))
            continue;
        shape.pattern.lastIndex = 0;
        out = out.replace(shape.pattern, (...args) => {
            redacted++;
            const groups = args.slice(1).filter((g) => typeof g === 'string');
            return shape.replace(String(args[0]), ...groups);
        });
    }
    return { text: out, redacted };
}


/***/ }),

/***/ 7428:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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
};


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 6466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 3557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 3106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(1730);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

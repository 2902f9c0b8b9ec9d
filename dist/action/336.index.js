export const id = 336;
export const ids = [336];
export const modules = {

/***/ 4336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseTap: () => (/* binding */ parseTap)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1149);
/* harmony import */ var _shared_is_record_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(791);




/**
 * TAP 13/14, including node:test's indented subtests. A test point whose subtests precede it
 * (node:test prints children first) summarizes them and is not counted again, unless it failed
 * while every child passed (a failing hook): then it is one errored run. `# SKIP` is skipped and
 * `# TODO` is skipped too (TAP says a failing TODO is not a failure). `Bail out!` is an errored
 * run. YAML diagnostics give the message, trace, location and duration.
 */
const POINT = /^(\s*)(ok|not ok)\b\s*(\d+)?\s*(?:-\s+)?(.*)$/;
const SUBTEST = /^(\s*)# Subtest: (.*)$/;
const BAIL = /^\s*Bail out!\s*(.*)$/;
const DIRECTIVE = /(?:^|\s)#\s*(SKIP|TODO)\b/i;
const PLAN = /^1\.\.(\d+)\b/;
function parseTap(text, where, limits) {
    const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
    const points = [];
    const subtestNames = new Map();
    const deeperSeen = new Map();
    const deeperFailed = new Map();
    let yamlOwner = null;
    let yamlIndent = 0;
    // The top level's plan (`1..N`, first or last) is a declared total: fewer points than it means
    // the run stopped early, and a crashed run must not read as the green points it got through.
    let plan = null;
    let topLevelPoints = 0;
    let bailed = false;
    lines.forEach((line, index) => {
        if (yamlOwner) {
            if (line.trim() === '...' && indentOf(line) === yamlIndent) {
                yamlOwner = null;
                return;
            }
            if (!endsYaml(line, yamlIndent)) {
                yamlOwner.diagnostics.push(line.slice(Math.min(yamlIndent, indentOf(line))));
                return;
            }
            // A block never closed (a stray `---` in test output) ends here; the line is TAP's.
            yamlOwner = null;
        }
        const last = points[points.length - 1];
        if (last &&
            last.diagnostics === null &&
            line.trim() === '---' &&
            indentOf(line) > last.indent) {
            yamlOwner = last;
            yamlIndent = indentOf(line);
            last.diagnostics = [];
            return;
        }
        const subtest = SUBTEST.exec(line);
        if (subtest) {
            const indent = subtest[1].length;
            subtestNames.set(indent, (0,_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .bound */ .$s)(subtest[2].trim(), _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME_CHARS */ .xH));
            for (const key of [...subtestNames.keys()])
                if (key > indent)
                    subtestNames.delete(key);
            return;
        }
        const planned = PLAN.exec(line);
        if (planned && plan === null) {
            plan = Number(planned[1]);
            return;
        }
        const bail = BAIL.exec(line);
        if (bail) {
            bailed = true;
            // point() adds it to points (pushing it again here counted one bail-out twice).
            const bailOut = point(where, limits, points, 0, 'errored', `Bail out! ${bail[1] ?? ''}`.trim(), '');
            bailOut.run.message = (0,_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .bound */ .$s)(line.trim(), limits.maxMessageChars);
            return;
        }
        const match = POINT.exec(line);
        if (!match)
            return;
        const indent = match[1].length;
        if (indent === 0)
            topLevelPoints++;
        let description = match[4];
        const directive = DIRECTIVE.exec(description);
        let status = match[2] === 'ok' ? 'passed' : 'failed';
        if (directive) {
            status = 'skipped';
            description = description.slice(0, directive.index);
        }
        const suite = [...subtestNames.entries()]
            .filter(([level]) => level < indent)
            .sort((a, b) => a[0] - b[0])
            .map(([, name]) => name)
            .join(' > ');
        const isParent = deeperSeen.get(indent) === true;
        const childFailed = deeperFailed.get(indent) === true;
        deeperSeen.set(indent, false);
        deeperFailed.set(indent, false);
        for (const level of [...deeperSeen.keys()])
            if (level > indent)
                deeperSeen.delete(level);
        for (let level = 0; level < indent; level++) {
            deeperSeen.set(level, true);
            if (status === 'failed')
                deeperFailed.set(level, true);
        }
        const name = description.replace(/\\#/g, '#').trim() || `test ${match[3] ?? index + 1}`;
        const added = point(where, limits, points, indent, status, name, suite);
        if (isParent) {
            added.counted = status === 'failed' && !childFailed;
            if (added.counted)
                added.run.status = 'errored';
        }
    });
    if (plan !== null && topLevelPoints < plan && !bailed) {
        const stopped = point(where, limits, points, 0, 'errored', '(plan)', '');
        stopped.run.message = `the plan declares ${plan} test(s) but ${topLevelPoints} were reported: the run stopped early`;
    }
    return points.filter((p) => p.counted).map((p) => applyDiagnostics(p, limits));
}
function point(where, limits, points, indent, status, name, suite) {
    if (points.length >= limits.maxCases) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`more than ${limits.maxCases} test points in one report`, where);
    }
    const added = {
        run: {
            suite,
            name: (0,_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .bound */ .$s)(name, _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME_CHARS */ .xH),
            classname: null,
            file: null,
            line: null,
            status,
            durationMs: null,
            message: null,
            trace: null,
        },
        indent,
        diagnostics: null,
        counted: true,
    };
    points.push(added);
    return added;
}
function applyDiagnostics(p, limits) {
    const run = p.run;
    const diag = readYaml(p.diagnostics, limits);
    const failing = run.status === 'failed' || run.status === 'errored';
    const location = firstString(diag, ['location', 'at', 'file']);
    if (location) {
        const loc = /^(.*?)(?::(\d+))?(?::\d+)?$/.exec(location.replace(/^file:\/\//, ''));
        run.file = loc[1] || null;
        run.line = loc[2] ? Number(loc[2]) : null;
    }
    const line = diag?.line;
    if (typeof line === 'number' && Number.isInteger(line) && line > 0)
        run.line = line;
    const duration = diag?.duration_ms;
    if (typeof duration === 'number' && Number.isFinite(duration) && duration >= 0)
        run.durationMs = duration;
    if (failing) {
        const trace = (0,_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .boundedOrNull */ .QU)(firstString(diag, ['stack', 'trace']), limits.maxTraceChars);
        run.trace = trace;
        run.message ??= (0,_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .boundedOrNull */ .QU)(firstString(diag, ['error', 'message']) ?? trace?.split('\n', 1)[0], limits.maxMessageChars);
    }
    return run;
}
function readYaml(lines, limits) {
    if (!lines || lines.length === 0)
        return null;
    const text = lines.join('\n');
    if (text.length > limits.maxTraceChars * 4)
        return null;
    try {
        const value = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(text, { maxAliasCount: 10, uniqueKeys: false });
        return (0,_shared_is_record_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u)(value) ? value : null;
    }
    catch {
        // Diagnostics are optional detail; a broken block leaves the test point as it is.
        return null;
    }
}
function firstString(value, keys) {
    if (!value)
        return null;
    for (const key of keys) {
        const v = Object.prototype.hasOwnProperty.call(value, key) ? value[key] : undefined;
        if (typeof v === 'string' && v.trim() !== '')
            return v;
    }
    return null;
}
/**
 * A test point, plan, bail-out or subtest less indented than the block's `---` cannot be YAML
 * inside it (YAML nests deeper, never shallower): it ends a block whose `...` never came, so the
 * failures and plan after a stray `---` are still read.
 */
function endsYaml(line, yamlIndent) {
    if (indentOf(line) >= yamlIndent)
        return false;
    return POINT.test(line) || BAIL.test(line) || SUBTEST.test(line) || PLAN.test(line.trimStart());
}
function indentOf(line) {
    return line.length - line.trimStart().length;
}


/***/ })

};

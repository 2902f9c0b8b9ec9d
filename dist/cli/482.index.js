export const id = 482;
export const ids = [482];
export const modules = {

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

/***/ 9109:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ recordAddedRun),
/* harmony export */   RT: () => (/* binding */ lazyHunk),
/* harmony export */   lA: () => (/* binding */ extendHunk),
/* harmony export */   ob: () => (/* binding */ addAddedRuns),
/* harmony export */   sm: () => (/* binding */ forEachAddedRun)
/* harmony export */ });
/* unused harmony export readHunkLines */
/* harmony import */ var _shared_keep_shape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6168);

/**
 * A parsed hunk: the five fields of a Hunk, where its lines sit in the diff text and the runs of
 * its added lines in private fields (no equality check or JSON sees them), and `lines` as an own
 * enumerable accessor that reads them once. Every instance shares one getter and one descriptor:
 * a per-hunk closure made each hunk a slow (dictionary) object and cost microseconds, which a
 * 5,000-file diff paid 5,000 times. The region and the first run live in the hunk itself, not in
 * objects of their own: a large diff's hunks all stay alive through the payload run, and every
 * object fewer per hunk is one fewer for each collection in that run to copy.
 */
class ParsedHunk {
    oldStart;
    oldLines;
    newStart;
    newLines;
    section;
    #text;
    /** Offset of the hunk's first line (after its @@ header). */
    #start;
    /** Offset just past its last line (a "\ No newline" marker included). */
    #end;
    /** The whole patch was CRLF-converted: one \r per line belongs to the diff, not the content. */
    #crlf;
    /**
     * The new-side numbers of the added lines as half-open runs in line order, recorded by the
     * parser as it counts them; the changed-line map reads these instead of every line. The first
     * run is in two fields (`#addedFrom === #addedTo` while there is none), the others flat in
     * `#moreAdded`: `[from, to, from, to, …]`.
     */
    #addedFrom = 0;
    #addedTo = 0;
    #moreAdded = null;
    /** `lines` has been read (it is a plain, writable array from then on). */
    #read = false;
    constructor(oldStart, oldLines, newStart, newLines, section, text, start, crlf) {
        this.oldStart = oldStart;
        this.oldLines = oldLines;
        this.newStart = newStart;
        this.newLines = newLines;
        this.section = section;
        this.#text = text;
        this.#start = start;
        this.#end = start;
        this.#crlf = crlf;
        Object.defineProperty(this, 'lines', ParsedHunk.#lazyLines);
    }
    static #lazyLines = {
        enumerable: true,
        configurable: true,
        get() {
            const lines = readHunkLines(this.#text, this.#start, this.#end, this.#crlf, this.oldStart, this.newStart);
            this.#read = true;
            Object.defineProperty(this, 'lines', {
                value: lines,
                enumerable: true,
                writable: true,
                configurable: true,
            });
            return lines;
        },
    };
    /** The hunk's lines now end at `end` (exclusive); only while the parser reads them. */
    static extendTo(hunk, end) {
        hunk.#end = end;
    }
    /**
     * Records the next run of added lines, `[from, to)`, after every run recorded so far; only
     * while the parser reads the hunk, which passes each run whole.
     */
    static recordAdded(hunk, from, to) {
        if (hunk.#addedFrom === hunk.#addedTo) {
            hunk.#addedFrom = from;
            hunk.#addedTo = to;
        }
        else if (hunk.#moreAdded === null) {
            // A two-element literal: a push onto [] reserves room for 17.
            hunk.#moreAdded = [from, to];
        }
        else
            hunk.#moreAdded.push(from, to);
    }
    /**
     * Hands `lines.addRun` the added lines of `hunk` as runs when it is a parsed hunk whose lines
     * have not been read; false otherwise (nothing was handed).
     */
    static addRecordedRuns(hunk, lines) {
        if (!(#read in hunk))
            return false;
        const parsed = hunk;
        if (parsed.#read)
            return false;
        if (parsed.#addedFrom !== parsed.#addedTo)
            lines.addRun(parsed.#addedFrom, parsed.#addedTo);
        const more = parsed.#moreAdded;
        if (more !== null)
            for (let i = 0; i < more.length; i += 2)
                lines.addRun(more[i], more[i + 1]);
        return true;
    }
}
/**
 * A hunk whose `lines` are read on first access instead of at parse time: a large diff has
 * hundreds of thousands of lines, and most uses (the payload, the line maps) never look at them
 * one by one. The parser validates every line and the counts (then reading them cannot fail),
 * then moves the hunk's end past its lines (extendHunk) and records its added lines
 * (recordAddedRun). The property is an own enumerable one, so equality checks and JSON see it
 * like a plain array.
 */
function lazyHunk(header, text, start, crlf) {
    const { oldStart, oldLines, newStart, newLines, section } = header;
    return new ParsedHunk(oldStart, oldLines, newStart, newLines, section, text, start, crlf);
}
/** The lines of `hunk`, made by lazyHunk, now end at `end` in the text (exclusive). */
function extendHunk(hunk, end) {
    ParsedHunk.extendTo(hunk, end);
}
/**
 * Records the next run `[from, to)` of added new-side lines of `hunk`, made by lazyHunk: runs
 * come whole (a run the parser has closed) and in line order.
 */
function recordAddedRun(hunk, from, to) {
    ParsedHunk.recordAdded(hunk, from, to);
}
/**
 * Calls `visit` with the added lines of the hunk as half-open runs `[from, to)` of new-side
 * numbers, in order: the runs the parser recorded while `hunk.lines` has not been read, one run
 * per added line of `hunk.lines` otherwise (a hunk built by hand, or lines read and perhaps
 * replaced since), so the lines are always what walking `hunk.lines` would give.
 */
function forEachAddedRun(hunk, visit) {
    addAddedRuns(hunk, { addRun: visit });
}
/**
 * forEachAddedRun into `lines.addRun`, with no closure per hunk (the payload builds the map for
 * every hunk of a large diff).
 */
function addAddedRuns(hunk, lines) {
    if (ParsedHunk.addRecordedRuns(hunk, lines))
        return;
    for (const line of hunk.lines)
        if (line.kind === 'add' && line.newLine !== null)
            lines.addRun(line.newLine, line.newLine + 1);
}
/** The hunk's lines, exactly as the parser reads them (same blank-line and CR rules). */
function readHunkLines(text, start, regionEnd, crlf, oldStart, newStart) {
    const lines = [];
    let oldNo = oldStart;
    let newNo = newStart;
    let pos = start;
    while (pos < regionEnd) {
        const nl = text.indexOf('\n', pos);
        const end = nl === -1 || nl > regionEnd ? regionEnd : nl;
        const marker = pos < end ? text.charCodeAt(pos) : -1;
        if (marker === 92) {
            const last = lines[lines.length - 1];
            if (last)
                last.noNewlineAtEnd = true;
        }
        else {
            const blank = marker === -1 || (marker === 13 && end === pos + 1 && crlf);
            const contentEnd = crlf && end > pos && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
            const kind = marker === 43 ? 'add' : marker === 45 ? 'del' : 'context';
            lines.push({
                kind,
                oldLine: kind === 'add' ? null : oldNo++,
                newLine: kind === 'del' ? null : newNo++,
                text: blank ? '' : text.slice(pos + 1, contentEnd),
            });
        }
        pos = end + 1;
    }
    return lines;
}
// A hunk made at load and never read: its hidden classes outlive each parse (keep-shape.ts).
recordAddedRun((0,_shared_keep_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .keepShape */ .h)(new ParsedHunk(1, 0, 1, 1, '', '+a\n', 0, false)), 1, 2);


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

/***/ 924:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B9: () => (/* binding */ buildChangedLineMap),
  $x: () => (/* binding */ buildLineMap),
  Qc: () => (/* binding */ buildLineMaps)
});

// EXTERNAL MODULE: ./src/diff/hunk-lines.ts
var hunk_lines = __webpack_require__(9109);
// EXTERNAL MODULE: ./src/shared/keep-shape.ts
var keep_shape = __webpack_require__(6168);
;// CONCATENATED MODULE: ./src/diff/line-runs.ts

/**
 * A file's lines for the line maps, kept as half-open runs `[from, to)` (one per hunk, or per
 * stretch of added lines) instead of one Set entry per line: a 200,000-line diff made hundreds of
 * thousands of entries that nothing read but a few `has` checks, and the garbage collector paid
 * for them again. It is a ReadonlySet<number>, so the LineMap type and its users do not change.
 *
 * `has` and `size` answer from the runs while they are ascending and disjoint (every diff git
 * writes). Anything else (iteration, `forEach`, runs that overlap or go back, as two sections of
 * one path in a format-patch series can) is answered by a real Set, built once on first need by
 * adding every run's numbers in order: the same members, in the same order, as the Set the map
 * used to hold.
 */
class LineRuns {
    /**
     * The first run, in two fields (`#from === #to` while there is none): most files have one run,
     * and an array for it was two more objects per file for every collection during the payload
     * run to copy.
     */
    #from = 0;
    #to = 0;
    /** The runs after the first, flat `[from, to, from, to, …]` in the order they were added. */
    #more = null;
    /** Every run starts at or after the end of the one before it. */
    #ascending = true;
    #set = null;
    /** Adds the lines `from` .. `to - 1`; only while the map is being built. */
    addRun(from, to) {
        if (from >= to)
            return;
        this.#set = null;
        if (this.#from === this.#to) {
            this.#from = from;
            this.#to = to;
            return;
        }
        const more = this.#more;
        const end = more === null ? this.#to : more[more.length - 1];
        // Touching the run before: one longer run (fewer runs, the same lines in the same order).
        if (from === end) {
            if (more === null)
                this.#to = to;
            else
                more[more.length - 1] = to;
            return;
        }
        if (from < end)
            this.#ascending = false;
        // The second run as a two-element literal: a push onto [] reserves room for 17.
        if (more === null)
            this.#more = [from, to];
        else
            more.push(from, to);
    }
    get size() {
        if (!this.#ascending)
            return this.#materialized().size;
        let size = this.#to - this.#from;
        const more = this.#more;
        if (more !== null)
            for (let i = 0; i < more.length; i += 2)
                size += more[i + 1] - more[i];
        return size;
    }
    has(value) {
        if (!this.#ascending)
            return this.#materialized().has(value);
        // A Set of line numbers holds integers only: 1.5, NaN or '3' are not in it.
        if (!Number.isInteger(value))
            return false;
        if (value < this.#to)
            return value >= this.#from;
        const more = this.#more;
        if (more === null)
            return false;
        // Binary search for the last later run starting at or before `value`.
        let lo = 0;
        let hi = (more.length >> 1) - 1;
        while (lo <= hi) {
            const mid = (lo + hi) >> 1;
            if (more[mid * 2] <= value)
                lo = mid + 1;
            else
                hi = mid - 1;
        }
        return hi >= 0 && value < more[hi * 2 + 1];
    }
    forEach(callback, thisArg) {
        for (const n of this.#materialized())
            callback.call(thisArg, n, n, this);
    }
    entries() {
        return this.#materialized().entries();
    }
    keys() {
        return this.#materialized().keys();
    }
    values() {
        return this.#materialized().values();
    }
    [Symbol.iterator]() {
        return this.#materialized().values();
    }
    #materialized() {
        if (this.#set)
            return this.#set;
        const set = new Set();
        for (let n = this.#from; n < this.#to; n++)
            set.add(n);
        const more = this.#more ?? [];
        for (let i = 0; i < more.length; i += 2)
            for (let n = more[i]; n < more[i + 1]; n++)
                set.add(n);
        this.#set = set;
        return set;
    }
}
// One set held for the life of the process, with a run in it: every payload run makes thousands
// and drops them all, and without a live one a collection would drop the class's hidden classes
// and the code compiled for them (keep-shape.ts).
(0,keep_shape/* keepShape */.h)(new LineRuns()).addRun(1, 2);

;// CONCATENATED MODULE: ./src/diff/line-map.ts


/**
 * Per file, the new-side lines a pull-request review comment may anchor to (side RIGHT): the
 * added and context lines inside hunks. Every file of the diff has an entry, so `has(path)` says
 * whether a path is in the change at all; deleted and binary files have an empty set. A path that
 * appears in more than one section (a format-patch series) gets the union of its lines.
 */
function buildLineMap(diff) {
    // A hunk's new side is one run of lines, newStart .. newStart + newLines - 1 (the parser
    // checked the counts), so the map needs no look at the lines themselves.
    return perFileLines(diff, (hunk, lines) => lines.addRun(hunk.newStart, hunk.newStart + hunk.newLines));
}
/**
 * Per file, the new-side lines the change added (no context lines): where a finding the gate adds
 * itself (a tests blocker, a missing test) is anchored, so it sits on what the change wrote.
 */
function buildChangedLineMap(diff) {
    // From the added-line runs the parser recorded: reading hunk.lines here would build an object
    // per line of the whole diff just to keep the added ones' numbers.
    return perFileLines(diff, (hunk, lines) => (0,hunk_lines/* forEachAddedRun */.sm)(hunk, (from, to) => lines.addRun(from, to)));
}
/**
 * buildLineMap and buildChangedLineMap over one index of the paths, each path's lines read from
 * its hunks only when the path is first looked up (then kept): the payload makes both maps for
 * every file of what may be a large diff, and a run looks up only the few files its findings
 * name. The maps hold the same paths, in the same order, with the same lines as the eager ones.
 * They read the files as they are at the look-up: the files are not changed after the parse.
 */
function buildLineMaps(diff) {
    const index = new Map();
    const files = diff.files;
    for (let i = 0; i < files.length; i++) {
        const file = files[i];
        const known = index.get(file.path);
        if (known === undefined)
            index.set(file.path, file);
        else if (Array.isArray(known))
            known.push(file);
        else
            index.set(file.path, [known, file]);
    }
    return {
        lineMap: new LazyLineMap(index, (hunk, lines) => lines.addRun(hunk.newStart, hunk.newStart + hunk.newLines)),
        changedLines: new LazyLineMap(index, hunk_lines/* addAddedRuns */.ob),
    };
}
/** A LineMap over a path index whose entries are made on first look-up by `addHunk`. */
class LazyLineMap {
    #index;
    #addHunk;
    #made = new Map();
    constructor(index, addHunk) {
        this.#index = index;
        this.#addHunk = addHunk;
    }
    get size() {
        return this.#index.size;
    }
    has(path) {
        return this.#index.has(path);
    }
    get(path) {
        const made = this.#made.get(path);
        if (made !== undefined)
            return made;
        const files = this.#index.get(path);
        if (files === undefined)
            return undefined;
        const lines = new LineRuns();
        for (const file of Array.isArray(files) ? files : [files]) {
            if (file.kind === 'deleted' || file.binary)
                continue;
            for (const hunk of file.hunks)
                this.#addHunk(hunk, lines);
        }
        this.#made.set(path, lines);
        return lines;
    }
    keys() {
        return this.#index.keys();
    }
    *values() {
        for (const path of this.#index.keys())
            yield this.get(path);
    }
    *entries() {
        for (const path of this.#index.keys())
            yield [path, this.get(path)];
    }
    [Symbol.iterator]() {
        return this.entries();
    }
    forEach(callback, thisArg) {
        for (const path of this.#index.keys())
            callback.call(thisArg, this.get(path), path, this);
    }
}
/**
 * An entry for every file of the diff (so `has(path)` says whether it is in the change), filled
 * by `addHunk` from each hunk of a file with a new side; sections of one path share one entry.
 * The entries hold runs of lines, not a number per line (line-runs.ts).
 */
function perFileLines(diff, addHunk) {
    const map = new Map();
    for (const file of diff.files) {
        let lines = map.get(file.path);
        if (!lines) {
            lines = new LineRuns();
            map.set(file.path, lines);
        }
        if (file.kind === 'deleted' || file.binary)
            continue;
        for (const hunk of file.hunks)
            addHunk(hunk, lines);
    }
    return map;
}


/***/ }),

/***/ 7090:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F: () => (/* binding */ parseDiff)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/shared/keep-shape.ts
var keep_shape = __webpack_require__(6168);
// EXTERNAL MODULE: ./src/diff/paths.ts
var paths = __webpack_require__(6303);
;// CONCATENATED MODULE: ./src/diff/headers.ts
/**
 * The path-bearing header lines of a git diff. Paths arrive in up to four places (the
 * `diff --git` line, `rename`/`copy` lines, `---`/`+++` lines); this module reads each form and
 * leaves it to the parser to decide which one wins.
 */

/** Old/new prefix pairs git writes: the default, and those of `diff.mnemonicPrefix`. */
const PREFIX_PAIRS = [
    ['a/', 'b/'],
    ['i/', 'w/'],
    ['c/', 'w/'],
    ['c/', 'i/'],
    ['o/', 'w/'],
    ['1/', '2/'],
];
/** The pairs, then no prefix at all (`--no-prefix`): the order the `diff --git` line is tried in. */
const PREFIX_PAIRS_AND_NONE = [...PREFIX_PAIRS, ['', '']];
/**
 * Splits the names of a `diff --git` line (the text after `diff --git `). Unquoted names with
 * spaces are ambiguous unless both sides name the same file, which is the only case git leaves
 * for this line to settle alone (renames and copies carry their own headers): returns null then.
 */
function splitGitHeaderNames(rest) {
    if (rest.startsWith('"')) {
        const first = (0,paths/* unquoteGitPath */.Lh)(rest, 0);
        if (!first || rest[first.end] !== ' ')
            return null;
        const second = readWholeName(rest.slice(first.end + 1));
        return second === null ? null : { oldName: first.value, newName: second };
    }
    const quoteAt = rest.indexOf(' "');
    if (quoteAt > 0) {
        const second = readWholeName(rest.slice(quoteAt + 1));
        if (second !== null)
            return { oldName: rest.slice(0, quoteAt), newName: second };
    }
    for (const [oldPrefix, newPrefix] of PREFIX_PAIRS_AND_NONE) {
        const twice = rest.length - 1 - oldPrefix.length - newPrefix.length;
        if (twice <= 0 || twice % 2 !== 0)
            continue;
        const cut = oldPrefix.length + twice / 2;
        if (rest[cut] !== ' ')
            continue;
        const oldName = rest.slice(0, cut);
        const newName = rest.slice(cut + 1);
        if (oldName.startsWith(oldPrefix) &&
            newName.startsWith(newPrefix) &&
            oldName.slice(oldPrefix.length) === newName.slice(newPrefix.length)) {
            return { oldName, newName };
        }
    }
    const space = rest.indexOf(' ');
    if (space > 0 && rest.indexOf(' ', space + 1) === -1) {
        return { oldName: rest.slice(0, space), newName: rest.slice(space + 1) };
    }
    return null;
}
/** A name that fills the rest of a header line: quoted (decoded) or taken as it stands. */
function readWholeName(text) {
    if (!text.startsWith('"'))
        return text;
    const quoted = (0,paths/* unquoteGitPath */.Lh)(text, 0);
    return quoted && quoted.end === text.length ? quoted.value : null;
}
/**
 * The name on a `---` or `+++` line (text after the marker). Git appends a tab when a name has a
 * space, and plain `diff -u` appends a tab and a timestamp; a real tab in a name is always quoted.
 */
function readFileLineName(text) {
    if (text.startsWith('"')) {
        const quoted = (0,paths/* unquoteGitPath */.Lh)(text, 0);
        if (!quoted)
            return null;
        const after = text.slice(quoted.end);
        return after === '' || after.startsWith('\t') ? quoted.value : null;
    }
    const tab = text.indexOf('\t');
    return tab === -1 ? text : text.slice(0, tab);
}
/**
 * Removes the old/new prefixes from a pair of names (either may be /dev/null). Git diffs use one
 * of the known prefix pairs or none (`--no-prefix`); a plain `diff -ru old new` differs only in
 * the first folder, which is dropped the way `patch -p1` would.
 */
function stripPrefixes(oldName, newName, git) {
    const realOld = oldName === paths/* DEV_NULL */.G0 ? null : oldName;
    const realNew = newName === paths/* DEV_NULL */.G0 ? null : newName;
    for (const [oldPrefix, newPrefix] of PREFIX_PAIRS) {
        const oldOk = realOld === null || realOld.startsWith(oldPrefix);
        const newOk = realNew === null || realNew.startsWith(newPrefix);
        if (oldOk && newOk && (realOld !== null || realNew !== null)) {
            return {
                oldPath: realOld?.slice(oldPrefix.length) ?? null,
                newPath: realNew?.slice(newPrefix.length) ?? null,
            };
        }
    }
    if (!git && realOld !== null && realNew !== null) {
        const oldCut = realOld.indexOf('/');
        const newCut = realNew.indexOf('/');
        if (oldCut > 0 && newCut > 0 && realOld.slice(oldCut) === realNew.slice(newCut)) {
            return { oldPath: realOld.slice(oldCut + 1), newPath: realNew.slice(newCut + 1) };
        }
    }
    return { oldPath: realOld, newPath: realNew };
}

// EXTERNAL MODULE: ./src/diff/parsed-file.ts
var parsed_file = __webpack_require__(125);
// EXTERNAL MODULE: ./src/shared/flat-copy.ts
var flat_copy = __webpack_require__(5338);
;// CONCATENATED MODULE: ./src/diff/section.ts
/**
 * A file section as the parser collects it, and how it becomes a DiffFile: which of the header
 * lines names the path, what kind of change it is, and the checks a section must pass.
 */




/**
 * No hunks yet: a section's hunks until its first one, shared by every section and never written
 * (the parser puts an array of the section's own in its place for the first hunk).
 */
const NO_HUNKS = [];
/** A section record for the parser to reset at each file section (see resetSection). */
function newSection(start, line, git, crlf) {
    return resetSection({}, start, line, git, crlf);
}
/**
 * `s` made a new section, as newSection would make it: the parser keeps one record and resets it
 * for each file section (sectionToFile keeps nothing of the record itself), instead of leaving a
 * 21-field object per file of a large diff for the collector.
 */
function resetSection(s, start, line, git, crlf) {
    s.start = start;
    s.line = line;
    s.git = git;
    s.crlf = crlf;
    s.gitRestFrom = -1;
    s.gitRestTo = -1;
    s.minusName = null;
    s.plusName = null;
    s.renameFrom = null;
    s.renameTo = null;
    s.copyFrom = null;
    s.copyTo = null;
    s.similarity = null;
    s.created = false;
    s.deleted = false;
    s.modeChanged = false;
    s.oldMode = null;
    s.newMode = null;
    s.binary = false;
    s.hunks = NO_HUNKS;
    s.additions = 0;
    s.deletions = 0;
    return s;
}
/**
 * Resolves a finished section. Path precedence: rename/copy lines (unambiguous), then the
 * `---`/`+++` lines, then the `diff --git` line (the only source for mode-only and binary files).
 */
function sectionToFile(s, raw, source, failAt) {
    // No closures here (one per file section of a large diff adds up): errors go through failAt.
    const minus = s.minusName;
    const plus = s.plusName;
    let lineOld;
    let lineNew;
    if (minus !== null && plus !== null && minus.startsWith('a/') && plus.startsWith('b/')) {
        // Git's default prefixes, stripPrefixes' first pair, without its result object; when both
        // lines name one file (nearly always), both sides get the one string, so `oldPath === path`
        // below is an identity check, not a comparison of two cuts from the diff text.
        lineNew = plus.slice(2);
        lineOld = minus.length === plus.length && minus.endsWith(lineNew) ? lineNew : minus.slice(2);
    }
    else {
        const fromLines = stripPrefixes(minus, plus, s.git);
        lineOld = fromLines.oldPath;
        lineNew = fromLines.newPath;
    }
    const created = s.created || minus === paths/* DEV_NULL */.G0;
    const deleted = s.deleted || plus === paths/* DEV_NULL */.G0;
    if (created && deleted)
        failAt(s.line, 'a file section cannot both create and delete its file');
    // The `diff --git` names only if the other lines leave a side open (mode-only and binary files).
    let oldPath = s.renameFrom ?? s.copyFrom ?? lineOld;
    let newPath = s.renameTo ?? s.copyTo ?? lineNew;
    if ((oldPath === null && !created) || (newPath === null && !deleted)) {
        const fromGit = gitHeaderPaths(s.gitRestFrom === -1 ? null : source.text.slice(s.gitRestFrom, s.gitRestTo));
        if (oldPath === null && !created)
            oldPath = fromGit?.oldPath ?? null;
        if (newPath === null && !deleted)
            newPath = fromGit?.newPath ?? null;
    }
    let kind;
    if (s.renameFrom !== null || s.renameTo !== null)
        kind = 'renamed';
    else if (s.copyFrom !== null || s.copyTo !== null)
        kind = 'copied';
    else if (created)
        kind = 'added';
    else if (deleted)
        kind = 'deleted';
    else if (s.modeChanged && s.hunks.length === 0 && !s.binary)
        kind = 'mode-only';
    else
        kind = 'modified';
    const movedFrom = kind === 'renamed' || kind === 'copied';
    if (movedFrom && (oldPath == null || newPath == null)) {
        failAt(s.line, `${kind} file is missing its "from" or "to" line`);
    }
    const path = kind === 'deleted' ? oldPath : newPath;
    if (path == null) {
        failAt(s.line, 'cannot tell which file this section is about (ambiguous "diff --git" line)');
    }
    // The paths as their own strings, not views into the diff text: everything after the parse
    // (the safety check first) reads, sorts, hashes and compares them.
    const ownPath = (0,flat_copy/* flatCopy */.V)(path);
    const ownOldPath = oldPath === path ? ownPath : oldPath === null ? null : (0,flat_copy/* flatCopy */.V)(oldPath);
    checkPathSafe(ownPath, s.line, failAt);
    // The old path of most files is the same text as the new one: checked once then.
    if (ownOldPath !== null && ownOldPath !== ownPath)
        checkPathSafe(ownOldPath, s.line, failAt);
    if (kind === 'modified' && s.hunks.length === 0 && !s.binary) {
        failAt(s.line, `the section for ${(0,paths/* quoteExcerpt */.AB)(path)} has no hunks and no binary or mode change`);
    }
    if (created && s.hunks.some((h) => h.oldLines > 0)) {
        failAt(s.line, 'a new file has a hunk with old-side lines');
    }
    if (deleted && s.hunks.some((h) => h.newLines > 0)) {
        failAt(s.line, 'a deleted file has a hunk with new-side lines');
    }
    return new parsed_file/* ParsedFile */.yd(ownPath, movedFrom ? ownOldPath : null, kind, movedFrom ? s.similarity : null, s.binary, created ? null : s.oldMode, deleted ? null : s.newMode, 
    // A file with no hunks gets an array of its own, not the shared NO_HUNKS.
    s.binary || s.hunks.length === 0 ? [] : s.hunks, s.additions, s.deletions, raw, source, s.start);
}
function checkPathSafe(path, line, failAt) {
    const why = (0,paths/* unsafePathReason */.m0)(path);
    if (why)
        failAt(line, `unsafe path ${(0,paths/* quoteExcerpt */.AB)(path)}: ${why}`);
}
/** The paths the `diff --git` line names: splitting them cannot fail, only be ambiguous (null). */
function gitHeaderPaths(gitRest) {
    const names = gitRest === null ? null : splitGitHeaderNames(gitRest);
    return names ? stripPrefixes(names.oldName, names.newName, true) : null;
}

;// CONCATENATED MODULE: ./src/diff/hunk-header.ts
/**
 * A hunk header (`@@ -a,b +c,d @@ context`) read by hand instead of by HUNK_HEADER_GRAMMAR: a
 * large diff has one per file or more, and each regular-expression match made an array and five
 * strings that the scavenger then copied while the parse was still live. Same grammar, same
 * numbers: the property test holds it to the expression.
 */
/** The grammar this reader implements (kept for the test's oracle and as the documentation). */
const HUNK_HEADER_GRAMMAR = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@ ?([^]*)$/;
/**
 * The header's fields, or null when it does not follow the grammar. A count of more than 15
 * digits may not be exact as a number: it comes back as `{ digits }`, the first such one in
 * header order, for the caller to refuse by name (as Number() of the digits would be checked).
 * The header is `text` from `from` to `to` (the whole text by default): the parser reads it in
 * place in the diff, where a slice would be a view that every character read goes through.
 */
function readHunkHeader(text, from = 0, to = text.length) {
    return readHunkHeaderInto(text, from, to, {
        oldStart: 0,
        oldLines: 0,
        newStart: 0,
        newLines: 0,
        section: '',
    });
}
/**
 * readHunkHeader that fills `out` and returns it when the header follows the grammar: the
 * parser passes one record for all of a diff's hunks (a large diff has thousands).
 */
function readHunkHeaderInto(text, from, to, out) {
    if (!startsAt(text, '@@ -', from, to))
        return null;
    const oldFrom = from + 4;
    const oldStart = digitsEnd(text, oldFrom, to);
    if (oldStart === oldFrom)
        return null;
    let at = oldStart;
    let oldLines = -1;
    if (at < to && text.charCodeAt(at) === 44) {
        oldLines = digitsEnd(text, at + 1, to);
        if (oldLines === at + 1)
            return null;
        at = oldLines;
    }
    if (!startsAt(text, ' +', at, to))
        return null;
    const newFrom = at + 2;
    const newStart = digitsEnd(text, newFrom, to);
    if (newStart === newFrom)
        return null;
    at = newStart;
    let newLines = -1;
    if (at < to && text.charCodeAt(at) === 44) {
        newLines = digitsEnd(text, at + 1, to);
        if (newLines === at + 1)
            return null;
        at = newLines;
    }
    if (!startsAt(text, ' @@', at, to))
        return null;
    at += 3;
    if (at < to && text.charCodeAt(at) === 32)
        at++;
    // Each number runs from just past its marker ("-", ",", "+", ",") to its digits' end; they are
    // checked in header order, so the first too large one is the one named.
    const a = countValue(text, oldFrom, oldStart);
    if (Number.isNaN(a))
        return { digits: text.slice(oldFrom, oldStart) };
    const b = oldLines === -1 ? 1 : countValue(text, oldStart + 1, oldLines);
    if (Number.isNaN(b))
        return { digits: text.slice(oldStart + 1, oldLines) };
    const c = countValue(text, newFrom, newStart);
    if (Number.isNaN(c))
        return { digits: text.slice(newFrom, newStart) };
    const d = newLines === -1 ? 1 : countValue(text, newStart + 1, newLines);
    if (Number.isNaN(d))
        return { digits: text.slice(newStart + 1, newLines) };
    out.oldStart = a;
    out.oldLines = b;
    out.newStart = c;
    out.newLines = d;
    out.section = text.slice(at, to);
    return out;
}
/** `text` has `prefix` at `at`, wholly before `to`. */
function startsAt(text, prefix, at, to) {
    return at + prefix.length <= to && text.startsWith(prefix, at);
}
/**
 * The value of the digits from `from` to `to`, NaN when it is not a safe integer. Up to 15
 * digits are summed by hand (exact in a double at every step); longer runs go through Number().
 */
function countValue(text, from, to) {
    if (to - from > 15) {
        const n = Number(text.slice(from, to));
        return Number.isSafeInteger(n) ? n : NaN;
    }
    let n = 0;
    for (let i = from; i < to; i++)
        n = n * 10 + (text.charCodeAt(i) - 48);
    return n;
}
/** Where the run of ASCII digits from `from` ends, before `to` (`from` itself when there is none). */
function digitsEnd(text, from, to) {
    let at = from;
    while (at < to) {
        const c = text.charCodeAt(at);
        if (c < 48 || c > 57)
            break;
        at++;
    }
    return at;
}

// EXTERNAL MODULE: ./src/diff/hunk-lines.ts
var hunk_lines = __webpack_require__(9109);
;// CONCATENATED MODULE: ./src/diff/parse.ts
/**
 * Unified git diff → files and hunks (shapes in types.ts). One pass over the text with indexOf,
 * no regex over the whole input and no line array, so time and memory stay linear in its size.
 *
 * Accepted: `git diff` / `git show` / GitHub `.diff` output, a `git format-patch` email (the
 * mail headers, message and diffstat before the first file and the `-- ` signature after the
 * last one belong to no file), and plain `---`/`+++` diffs without `diff --git` lines. Text
 * between files that is not part of any file section is skipped, so `DiffFile.raw` of every file,
 * concatenated, is the input minus that text.
 *
 * CRLF: a file section whose first header line ends in CRLF came from a patch whose line endings
 * were all converted, so one `\r` is dropped from each of its lines. Otherwise a `\r` at the end
 * of a content line belongs to the file's content and is kept in `text`.
 *
 * Refused with an InputError naming the line: text with no file section at all, hunks whose
 * lines disagree with their `@@` counts, malformed headers, unsafe paths, combined merge diffs.
 */








/** An `index` line from `lastIndex`: the caller checks that the match ends where the line does. */
const INDEX_LINE_AT = /index [0-9a-f]+\.\.[0-9a-f]+(?: [0-7]{6})?/y;
const MODE = /^[0-7]{6}$/;
const BINARY_PATCH_LINE = /^(?:(?:literal|delta) \d+|[A-Za-z][0-9A-Za-z!#$%&()*+;<=>?@^_`{|}~-]*|)$/;
/**
 * Parses a unified diff. `where` names the input (a file path or a flag) in error messages.
 * An empty or blank text is an empty diff. `decoded`: what the text's reader knew of it, used
 * only when it was made from this same text (otherwise the text is asked again).
 * @throws InputError naming `where` and the line for anything that is not a well-formed diff.
 */
function parseDiff(text, where, decoded) {
    const knownAscii = decoded !== undefined && decoded.text === text ? decoded.ascii : null;
    return new DiffParser(text, where, knownAscii).run();
}
class DiffParser {
    text;
    where;
    files = [];
    state = 'outside';
    /** The open file section, if any: always `sectionRecord`, reset for each section. */
    section = null;
    sectionRecord = newSection(0, 0, false, false);
    /** The open hunk's header fields, read into one record for every hunk (lazyHunk copies them). */
    headerRecord = {
        oldStart: 0,
        oldLines: 0,
        newStart: 0,
        newLines: 0,
        section: '',
    };
    hunk = null;
    hunkHasLine = false;
    hunkLine = 0;
    /** The number of the last line hunkBody read. */
    hunkBodyLine = 0;
    oldLeft = 0;
    newLeft = 0;
    firstStray = null;
    /** The input, shared by every file so that one scan of it can answer for all (parsed-file.ts). */
    source;
    /** fail() as a function value, made once per parse rather than once per file section. */
    failAt = (line, why) => this.fail(line, why);
    constructor(text, where, knownAscii) {
        this.text = text;
        this.where = where;
        this.source = new parsed_file/* DiffSource */.ZZ(text, knownAscii);
    }
    run() {
        const { text } = this;
        let pos = text.charCodeAt(0) === 0xfeff ? 1 : 0;
        let lineNo = 0;
        while (pos < text.length) {
            if (this.state === 'hunk') {
                // Most lines of a diff are hunk lines: they go through one tight loop (hunkBody).
                pos = this.hunkBody(pos, lineNo);
                lineNo = this.hunkBodyLine;
                continue;
            }
            const nl = text.indexOf('\n', pos);
            const end = nl === -1 ? text.length : nl;
            const next = nl === -1 ? text.length : nl + 1;
            lineNo++;
            this.step(pos, end, next, lineNo);
            pos = next;
        }
        this.atEnd(lineNo);
        if (this.files.length === 0 && this.firstStray) {
            const { line, text: stray } = this.firstStray;
            this.fail(line, `not a diff: no file header ("diff --git" or "---"/"+++") found; first line: ${(0,paths/* quoteExcerpt */.AB)(stray)}`);
        }
        return { files: this.files };
    }
    fail(line, message) {
        throw new errors/* InputError */.dz(`${this.where}:${line}: ${message}`, this.where);
    }
    /** A header line without its terminator and without a CR left by a converted patch. */
    headerText(start, end) {
        return this.text.slice(start, this.headerEnd(start, end));
    }
    /** Where headerText(start, end) ends in the text. */
    headerEnd(start, end) {
        return end > start && this.text.charCodeAt(end - 1) === 13 ? end - 1 : end;
    }
    step(start, end, next, line) {
        switch (this.state) {
            case 'outside':
                return this.outside(start, end, next, line);
            case 'header':
                return this.header(start, end, next, line);
            case 'expectPlus':
                return this.expectPlus(start, end, line);
            case 'expectHunk':
                return this.expectHunk(start, end, line);
            case 'hunk':
                // Hunk lines never come here: run() hands them to hunkBody.
                throw new Error('internal: a hunk line reached step()');
            case 'afterHunk':
                return this.afterHunk(start, end, next, line);
            case 'binary':
                return this.binaryLine(start, end, next, line);
        }
    }
    outside(start, end, next, line) {
        const { text } = this;
        if (text.startsWith('diff --git ', start))
            return this.beginGit(start, end, line);
        if (text.startsWith('diff --cc ', start) || text.startsWith('diff --combined ', start)) {
            this.fail(line, 'combined merge diffs are not supported; diff the merge against one parent');
        }
        if (text.startsWith('--- ', start) && text.startsWith('+++ ', next)) {
            this.section = resetSection(this.sectionRecord, start, line, false, this.endsWithCr(end));
            this.state = 'header';
            return this.header(start, end, next, line);
        }
        if (!this.firstStray && end > start && text.slice(start, end).trim() !== '') {
            this.firstStray = { line, text: text.slice(start, end) };
        }
    }
    endsWithCr(end) {
        return this.text.charCodeAt(end - 1) === 13;
    }
    beginGit(start, end, line) {
        const section = resetSection(this.sectionRecord, start, line, true, this.endsWithCr(end));
        // Where the names after `diff --git ` sit: cut out only if the other header lines leave the
        // path open (sectionToFile), which most sections never do.
        section.gitRestFrom = start + 'diff --git '.length;
        section.gitRestTo = this.headerEnd(start, end);
        this.section = section;
        this.state = 'header';
    }
    header(start, end, next, line) {
        const s = this.section;
        const { text } = this;
        // The two lines nearly every section has are read in place, with no slice of the line: a
        // large diff has thousands of each.
        if (s.git && text.startsWith('index ', start))
            return this.indexLine(start, end, line);
        if (text.startsWith('--- ', start)) {
            s.minusName = this.name(this.fileLineName(start + 4, end), line, '---');
            this.state = 'expectPlus';
            return;
        }
        const h = this.headerText(start, end);
        let v;
        if (s.git && h.startsWith('diff --git ')) {
            this.finish(start);
            return this.beginGit(start, end, line);
        }
        if (!s.git) {
            this.fail(line, `expected a "---" line, found ${(0,paths/* quoteExcerpt */.AB)(h)}`);
        }
        else if ((v = after(h, 'old mode ')) !== null) {
            s.oldMode = this.mode(v, line);
            s.modeChanged = true;
        }
        else if ((v = after(h, 'new mode ')) !== null) {
            s.newMode = this.mode(v, line);
            s.modeChanged = true;
        }
        else if ((v = after(h, 'new file mode ')) !== null) {
            s.newMode = this.mode(v, line);
            s.created = true;
        }
        else if ((v = after(h, 'deleted file mode ')) !== null) {
            s.oldMode = this.mode(v, line);
            s.deleted = true;
        }
        else if ((v = after(h, 'rename from ') ?? after(h, 'rename old ')) !== null) {
            s.renameFrom = this.name(readWholeName(v), line, 'rename from');
        }
        else if ((v = after(h, 'rename to ') ?? after(h, 'rename new ')) !== null) {
            s.renameTo = this.name(readWholeName(v), line, 'rename to');
        }
        else if ((v = after(h, 'copy from ')) !== null) {
            s.copyFrom = this.name(readWholeName(v), line, 'copy from');
        }
        else if ((v = after(h, 'copy to ')) !== null) {
            s.copyTo = this.name(readWholeName(v), line, 'copy to');
        }
        else if ((v = after(h, 'similarity index ')) !== null) {
            s.similarity = this.percent(v, line);
        }
        else if ((v = after(h, 'dissimilarity index ')) !== null) {
            this.percent(v, line); // a rewritten file: validated, but only renames and copies keep a figure
        }
        else if (h.startsWith('Binary files ') && h.endsWith(' differ')) {
            s.binary = true;
        }
        else if (h === 'GIT binary patch') {
            s.binary = true;
            this.state = 'binary';
        }
        else if (h.startsWith('@@')) {
            this.fail(line, 'hunk header before the "---" and "+++" lines of its file');
        }
        else {
            // The section had nothing more to say (a mode change, a pure rename): the text after it
            // is between files, like a format-patch signature or `git log -p` commit headers.
            this.finish(start);
            this.outside(start, end, next, line);
        }
    }
    expectPlus(start, end, line) {
        if (!this.text.startsWith('+++ ', start)) {
            const h = this.headerText(start, end);
            this.fail(line, `expected a "+++" line after "---", found ${(0,paths/* quoteExcerpt */.AB)(h)}`);
        }
        this.section.plusName = this.name(this.fileLineName(start + 4, end), line, '+++');
        this.state = 'expectHunk';
    }
    /**
     * The `index` line of a git section (`index <hash>..<hash>[ <mode>]`), checked in place: the
     * sticky INDEX_LINE_AT must match from `start` to the line's end. The mode, when there is one,
     * is the line's last six characters.
     */
    indexLine(start, end, line) {
        const { text } = this;
        const s = this.section;
        const lineEnd = this.headerEnd(start, end);
        INDEX_LINE_AT.lastIndex = start;
        if (!INDEX_LINE_AT.test(text) || INDEX_LINE_AT.lastIndex !== lineEnd) {
            this.fail(line, `malformed index line ${(0,paths/* quoteExcerpt */.AB)(this.headerText(start, end))}`);
        }
        // The only spaces are the one after "index" and the one before a mode, seven from the end.
        const named = lineEnd - 7 > start + 5 && text.charCodeAt(lineEnd - 7) === 32;
        if (named && !s.modeChanged && !s.created && !s.deleted) {
            s.oldMode = s.newMode = modeAt(text, lineEnd - 6);
        }
    }
    /**
     * The name on a `---` or `+++` line, whose text after the marker runs from `from` to the line
     * `end` (a converted patch's CR aside): readFileLineName's rules, with one slice for the
     * common unquoted name and none of the whole line.
     */
    fileLineName(from, end) {
        const { text } = this;
        const to = this.headerEnd(from, end);
        const rest = text.slice(from, to);
        if (rest.charCodeAt(0) === 34)
            return readFileLineName(rest);
        // A tab ends the name. Looked for in the line's own slice, so the search stops at the line's
        // end (an indexOf on the whole text could run on through the rest of the diff), and natively
        // (a character loop is slow until V8 optimizes it, which a review's one parse barely sees).
        const tab = rest.indexOf('\t');
        return tab === -1 ? rest : rest.slice(0, tab);
    }
    expectHunk(start, end, line) {
        // Read in place (no slice of the line): "@@ " cannot hold the CR headerText would cut.
        if (this.headerEnd(start, end) - start < 3 || !this.text.startsWith('@@ ', start)) {
            const h = this.headerText(start, end);
            this.fail(line, `expected a hunk header ("@@ -a,b +c,d @@"), found ${(0,paths/* quoteExcerpt */.AB)(h)}`);
        }
        this.beginHunk(start, end, line);
    }
    /** Opens the hunk whose header is the line from `start` to `end`. */
    beginHunk(start, end, line) {
        const bodyStart = Math.min(end + 1, this.text.length);
        const header = readHunkHeaderInto(this.text, start, this.headerEnd(start, end), this.headerRecord);
        if (!header)
            this.fail(line, `malformed hunk header ${(0,paths/* quoteExcerpt */.AB)(this.headerText(start, end))}`);
        if ('digits' in header)
            this.fail(line, `line number ${(0,paths/* quoteExcerpt */.AB)(header.digits)} is too large`);
        const { oldStart, oldLines, newStart, newLines } = header;
        if (oldLines + newLines === 0)
            this.fail(line, 'hunk header counts no lines at all');
        if ((oldLines > 0 && oldStart === 0) || (newLines > 0 && newStart === 0)) {
            const h = this.headerText(start, end);
            this.fail(line, `hunk header ${(0,paths/* quoteExcerpt */.AB)(h)} starts a non-empty side at line 0`);
        }
        this.hunkHasLine = false;
        const hunk = (0,hunk_lines/* lazyHunk */.RT)(header, this.text, bodyStart, this.section.crlf);
        this.hunk = hunk;
        const hunks = this.section.hunks;
        // Most files have one hunk: a one-element literal, where a push onto [] reserves room for 17.
        if (hunks.length === 0)
            this.section.hunks = [hunk];
        else
            hunks.push(hunk);
        this.hunkLine = line;
        this.oldLeft = oldLines;
        this.newLeft = newLines;
        this.state = 'hunk';
    }
    /**
     * The lines of the open hunk from `pos`, in one loop (most lines of a diff are hunk lines):
     * each is checked against the @@ counts and counted, and the added lines' new-side numbers go
     * to the hunk as runs; the text itself is read again only if someone asks for hunk.lines
     * (see hunk-lines.ts). Stops after the last counted line (state afterHunk) or at the end of
     * the text, and returns where it stopped; the number of the last line read is left in
     * hunkBodyLine. The same checks and messages as one step per line, with the counters in locals.
     */
    hunkBody(pos, lineNo) {
        const { text } = this;
        const length = text.length;
        const s = this.section;
        const hunk = this.hunk;
        const crlf = s.crlf;
        // Where the hunk's lines end so far, and the open run of added lines [runFrom, runTo): kept
        // in locals and handed to the hunk once, when the loop stops (one call per hunk and run).
        let bodyEnd = pos;
        let runFrom = 0;
        let runTo = 0;
        let oldLeft = this.oldLeft;
        let newLeft = this.newLeft;
        let newNo = hunk.newStart + hunk.newLines - newLeft;
        let hasLine = this.hunkHasLine;
        let additions = 0;
        let deletions = 0;
        while (pos < length) {
            // A run of lines of one kind that the counts allow (most lines are in one) goes through a
            // loop of its own: it finds each line's end and counts, and the run's bookkeeping is done
            // once. Anything else, and the line that ends a run early, takes the one-line path below.
            const first = text.charCodeAt(pos);
            if ((first === 43 && newLeft > 0) || (first === 45 && oldLeft > 0)) {
                const added = first === 43;
                let count = 0;
                do {
                    const nl = text.indexOf('\n', pos);
                    count++;
                    pos = nl === -1 ? length : nl + 1;
                } while (pos < length &&
                    text.charCodeAt(pos) === first &&
                    count < (added ? newLeft : oldLeft));
                lineNo += count;
                bodyEnd = pos;
                hasLine = true;
                if (added) {
                    additions += count;
                    newLeft -= count;
                    // The run extends the open run when it follows it (deleted lines between them take no
                    // new line number); otherwise it closes that one and opens its own.
                    if (runTo !== newNo || runFrom === runTo) {
                        if (runFrom !== runTo)
                            (0,hunk_lines/* recordAddedRun */.$e)(hunk, runFrom, runTo);
                        runFrom = newNo;
                    }
                    newNo += count;
                    runTo = newNo;
                }
                else {
                    deletions += count;
                    oldLeft -= count;
                }
                if (oldLeft === 0 && newLeft === 0) {
                    this.state = 'afterHunk';
                    break;
                }
                continue;
            }
            if (first === 32 && oldLeft > 0 && newLeft > 0) {
                let count = 0;
                do {
                    const nl = text.indexOf('\n', pos);
                    count++;
                    pos = nl === -1 ? length : nl + 1;
                } while (pos < length && text.charCodeAt(pos) === 32 && count < Math.min(oldLeft, newLeft));
                lineNo += count;
                bodyEnd = pos;
                hasLine = true;
                oldLeft -= count;
                newLeft -= count;
                newNo += count;
                if (oldLeft === 0 && newLeft === 0) {
                    this.state = 'afterHunk';
                    break;
                }
                continue;
            }
            const nl = text.indexOf('\n', pos);
            const end = nl === -1 ? length : nl;
            const next = nl === -1 ? length : nl + 1;
            lineNo++;
            const marker = pos < end ? text.charCodeAt(pos) : -1;
            // An empty line is an empty context line whose space an editor stripped (git accepts it).
            const blank = marker === -1 || (marker === 13 && end === pos + 1 && crlf);
            // A context line uses both sides, an added line the new one, a deleted line the old one.
            const usesOld = marker !== 43;
            const usesNew = marker !== 45;
            if (marker !== 32 && !blank && marker !== 43 && marker !== 45) {
                if (marker !== 92) {
                    this.oldLeft = oldLeft;
                    this.newLeft = newLeft;
                    return this.countMismatch(lineNo, `found ${(0,paths/* quoteExcerpt */.AB)(text.slice(pos, end))}`);
                }
                if (!hasLine)
                    this.fail(lineNo, '"\\ No newline at end of file" before any line of its hunk');
                bodyEnd = next;
                pos = next;
                continue;
            }
            if ((usesOld && oldLeft === 0) || (usesNew && newLeft === 0)) {
                this.oldLeft = oldLeft;
                this.newLeft = newLeft;
                const kind = !usesOld ? 'added' : !usesNew ? 'deleted' : 'context';
                return this.countMismatch(lineNo, `found one more ${kind} line`);
            }
            bodyEnd = next;
            hasLine = true;
            if (usesOld)
                oldLeft--;
            if (usesNew) {
                newLeft--;
                if (!usesOld) {
                    additions++;
                    // An added line right after the open run (a deleted line between them takes no new
                    // line number) extends it; any other closes it and opens its own.
                    if (runTo !== newNo || runFrom === runTo) {
                        if (runFrom !== runTo)
                            (0,hunk_lines/* recordAddedRun */.$e)(hunk, runFrom, runTo);
                        runFrom = newNo;
                    }
                    runTo = newNo + 1;
                }
                newNo++;
            }
            else
                deletions++;
            pos = next;
            if (oldLeft === 0 && newLeft === 0) {
                this.state = 'afterHunk';
                break;
            }
        }
        if (runFrom !== runTo)
            (0,hunk_lines/* recordAddedRun */.$e)(hunk, runFrom, runTo);
        (0,hunk_lines/* extendHunk */.lA)(hunk, bodyEnd);
        this.oldLeft = oldLeft;
        this.newLeft = newLeft;
        this.hunkHasLine = hasLine;
        s.additions += additions;
        s.deletions += deletions;
        this.hunkBodyLine = lineNo;
        return pos;
    }
    countMismatch(line, found) {
        const h = this.hunk;
        this.fail(line, `hunk at line ${this.hunkLine} (@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@) ` +
            `disagrees with its line counts: ${this.oldLeft} old and ${this.newLeft} new lines were still expected, ${found}`);
    }
    noNewline(line, end) {
        if (!this.hunkHasLine)
            this.fail(line, '"\\ No newline at end of file" before any line of its hunk');
        (0,hunk_lines/* extendHunk */.lA)(this.hunk, Math.min(end + 1, this.text.length));
    }
    afterHunk(start, end, next, line) {
        const { text } = this;
        const marker = start < end ? text.charCodeAt(start) : -1;
        if (marker === 92)
            return this.noNewline(line, end);
        if (text.startsWith('@@', start)) {
            return this.beginHunk(start, end, line);
        }
        if (marker === 32 ||
            marker === 43 ||
            (marker === 45 && !this.isSignature(start, end) && !this.isPlainHeader(start, next))) {
            return this.countMismatch(line, `found ${(0,paths/* quoteExcerpt */.AB)(text.slice(start, end))} after the last counted line`);
        }
        this.finish(start);
        this.outside(start, end, next, line);
    }
    /** The line is a format-patch signature, `-- ` (a CR left by a converted patch aside). */
    isSignature(start, end) {
        const length = end - start;
        return (this.text.startsWith('-- ', start) &&
            (length === 3 || (length === 4 && this.text.charCodeAt(end - 1) === 13)));
    }
    /** A `---` line followed by a `+++` line: the header of a plain (not git) file section. */
    isPlainHeader(start, next) {
        return this.text.startsWith('--- ', start) && this.text.startsWith('+++ ', next);
    }
    binaryLine(start, end, next, line) {
        if (BINARY_PATCH_LINE.test(this.headerText(start, end)))
            return;
        this.finish(start);
        this.outside(start, end, next, line);
    }
    atEnd(lastLine) {
        if (this.state === 'hunk') {
            this.countMismatch(lastLine, 'the diff ended');
        }
        if (this.state === 'expectPlus' || this.state === 'expectHunk') {
            this.fail(lastLine, 'the diff ended inside a file header');
        }
        if (this.section)
            this.finish(this.text.length);
    }
    name(value, line, what) {
        if (value === null)
            this.fail(line, `malformed quoted path on the "${what}" line`);
        return value;
    }
    mode(value, line) {
        if (!MODE.test(value))
            this.fail(line, `malformed file mode ${(0,paths/* quoteExcerpt */.AB)(value)}`);
        return value;
    }
    percent(value, line) {
        const m = /^(\d{1,3})%$/.exec(value);
        const n = m ? Number(m[1]) : NaN;
        if (!(n <= 100))
            this.fail(line, `malformed similarity ${(0,paths/* quoteExcerpt */.AB)(value)}`);
        return n;
    }
    /** Closes the open file section at `end` (exclusive) and records it. */
    finish(end) {
        const s = this.section;
        if (!s)
            return;
        this.section = null;
        this.hunk = null;
        this.state = 'outside';
        this.files.push(sectionToFile(s, this.text.slice(s.start, end), this.source, this.failAt));
    }
}
/**
 * The six-character mode at `at` in `text`: a shared literal for the two modes nearly every diff
 * names, instead of a cut from each index line. Written out, not a loop over a list: a review
 * parses once, mostly before V8 optimizes this, and an iterator per call cost more than the test.
 */
function modeAt(text, at) {
    if (text.startsWith('100644', at))
        return '100644';
    if (text.startsWith('100755', at))
        return '100755';
    return text.slice(at, at + 6);
}
/** The rest of a header line after `prefix`, or null when it does not start with it. */
function after(line, prefix) {
    return line.startsWith(prefix) ? line.slice(prefix.length) : null;
}
// A parser made at load and never used: its hidden classes outlive each parse (keep-shape.ts).
(0,keep_shape/* keepShape */.h)(new DiffParser('', '', null));


/***/ }),

/***/ 125:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZZ: () => (/* binding */ DiffSource),
/* harmony export */   f2: () => (/* binding */ rawStart),
/* harmony export */   iY: () => (/* binding */ rawSource),
/* harmony export */   ug: () => (/* binding */ rawFacts),
/* harmony export */   yd: () => (/* binding */ ParsedFile)
/* harmony export */ });
/* harmony import */ var _shared_keep_shape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6168);
/**
 * A file section as the parser returns it: a DiffFile (plain enumerable fields, so equality
 * checks and JSON see exactly the interface) that also remembers, privately, the diff text its
 * `raw` was cut from. One scan of that whole text answers for every section in it whether there
 * is anything to look for: V8 scans a 9 MB flat string for a character at memchr speed, but the
 * same scan over 5,000 views into it (the sections' raws) took 15-25 times as long.
 */

/** One parse's input text; its facts are read once, when first asked for. */
class DiffSource {
    text;
    knownAscii;
    #facts = null;
    /**
     * `knownAscii`: what the text's reader knew of it (shared/decoded-diff.ts), or null to scan
     * for it here.
     */
    constructor(text, knownAscii = null) {
        this.text = text;
        this.knownAscii = knownAscii;
    }
    get facts() {
        const text = this.text;
        this.#facts ??= {
            ascii: this.knownAscii ?? Buffer.byteLength(text, 'utf8') === text.length,
            noBacktick: !text.includes('`'),
            noCommentOpen: !text.includes('<!--'),
        };
        return this.#facts;
    }
}
class ParsedFile {
    path;
    oldPath;
    kind;
    similarity;
    binary;
    oldMode;
    newMode;
    hunks;
    additions;
    deletions;
    raw;
    #source;
    /** `raw` as the parser cut it: a caller may put another text in the field. */
    #parsedRaw;
    /** Where `#parsedRaw` starts in the source's text. */
    #rawStart;
    constructor(path, oldPath, kind, similarity, binary, oldMode, newMode, hunks, additions, deletions, raw, source, rawStart) {
        this.path = path;
        this.oldPath = oldPath;
        this.kind = kind;
        this.similarity = similarity;
        this.binary = binary;
        this.oldMode = oldMode;
        this.newMode = newMode;
        this.hunks = hunks;
        this.additions = additions;
        this.deletions = deletions;
        this.raw = raw;
        this.#source = source;
        this.#parsedRaw = raw;
        this.#rawStart = rawStart;
    }
    /**
     * The facts of the text the file's `raw` was cut from, or null when that is unknown (a file
     * not made by the parser, or whose `raw` was replaced since).
     */
    static rawFacts(file) {
        if (!(#source in file))
            return null;
        const parsed = file;
        return parsed.raw === parsed.#parsedRaw ? parsed.#source.facts : null;
    }
    /**
     * The text the file's `raw` was cut from, or null when that is unknown (as for rawFacts).
     * Files of one source whose raws follow each other there can be copied as one piece of it.
     */
    static rawSource(file) {
        if (!(#source in file))
            return null;
        const parsed = file;
        return parsed.raw === parsed.#parsedRaw ? parsed.#source : null;
    }
    /** Where the file's `raw` starts in the text of its rawSource (only when that is not null). */
    static rawStart(file) {
        return #source in file ? file.#rawStart : -1;
    }
}
/** See ParsedFile.rawFacts. */
function rawFacts(file) {
    return ParsedFile.rawFacts(file);
}
/** See ParsedFile.rawSource. */
function rawSource(file) {
    return ParsedFile.rawSource(file);
}
/** See ParsedFile.rawStart. */
function rawStart(file) {
    return ParsedFile.rawStart(file);
}
// A file made at load and never read: its hidden classes outlive each parse (keep-shape.ts).
(0,_shared_keep_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .keepShape */ .h)(new ParsedFile('', null, 'modified', null, false, null, null, [], 0, 0, '', new DiffSource(''), 0));


/***/ }),

/***/ 6303:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $n: () => (/* binding */ isGeneratedPath),
/* harmony export */   AB: () => (/* binding */ quoteExcerpt),
/* harmony export */   G0: () => (/* binding */ DEV_NULL),
/* harmony export */   Lh: () => (/* binding */ unquoteGitPath),
/* harmony export */   MQ: () => (/* binding */ isTestPath),
/* harmony export */   m0: () => (/* binding */ unsafePathReason),
/* harmony export */   pL: () => (/* binding */ isSourcePath)
/* harmony export */ });
/* unused harmony export MAX_PATH_LENGTH */
/* harmony import */ var picomatch_posix_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8016);
/* harmony import */ var picomatch_posix_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(picomatch_posix_js__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _ignore_defaults_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9940);
/* harmony import */ var _globs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1632);
/**
 * Path helpers for diff intake: git's C-style quoted path form, the checks every path from an
 * untrusted diff must pass, and the path classes the size budget ranks files by.
 */



const DEV_NULL = '/dev/null';
/** Git's own limit is PATH_MAX; anything longer in a diff header is hostile or broken. */
const MAX_PATH_LENGTH = 4096;
const SIMPLE_ESCAPES = new Map([
    ['a', 7],
    ['b', 8],
    ['t', 9],
    ['n', 10],
    ['v', 11],
    ['f', 12],
    ['r', 13],
    ['"', 34],
    ['\\', 92],
]);
const utf8 = new TextDecoder('utf-8');
/**
 * Decodes a git-quoted path starting at `text[from]` (which must be `"`). Octal escapes are raw
 * bytes, so a run of them is decoded together as UTF-8 (`\303\251` is `é`). Returns the decoded
 * value and the index just past the closing quote, or null when the quoting is malformed.
 */
function unquoteGitPath(text, from) {
    if (text[from] !== '"')
        return null;
    let out = '';
    let bytes = [];
    const flush = () => {
        if (bytes.length > 0) {
            out += utf8.decode(new Uint8Array(bytes));
            bytes = [];
        }
    };
    const limit = Math.min(text.length, from + 4 * MAX_PATH_LENGTH + 2);
    for (let i = from + 1; i < limit; i++) {
        const ch = text[i];
        if (ch === '"') {
            flush();
            return { value: out, end: i + 1 };
        }
        if (ch !== '\\') {
            flush();
            out += ch;
            continue;
        }
        const next = text[i + 1];
        if (next === undefined)
            return null;
        const simple = SIMPLE_ESCAPES.get(next);
        if (simple !== undefined) {
            bytes.push(simple);
            i += 1;
            continue;
        }
        const octal = text.slice(i + 1, i + 4);
        if (!/^[0-3][0-7][0-7]$/.test(octal))
            return null;
        bytes.push(parseInt(octal, 8));
        i += 3;
    }
    return null;
}
/** A NUL, or an empty, `.` or `..` segment: what unsafePathReason must look at closer. */
const SUSPECT_PATH = /\0|(?:^|\/)\.{0,2}(?:\/|$)/;
/**
 * Why a path from a diff cannot be used, or null when it is fine. Paths travel on to code that
 * reads files and posts comments, so anything that could step outside the repository is refused.
 */
function unsafePathReason(path) {
    if (path.length === 0)
        return 'the path is empty';
    if (path.length > MAX_PATH_LENGTH)
        return `the path is longer than ${MAX_PATH_LENGTH} characters`;
    // One native regex test screens out every ordinary path (a diff has thousands): it finds a
    // NUL, or an empty, `.` or `..` segment (a `/` at the start reads as an empty first segment).
    // A character loop here did the same in JS, and before V8 optimizes it, in a review's single
    // parse, it cost about a microsecond per path in a profile. Only a path it flags is looked at
    // segment by segment.
    if (!SUSPECT_PATH.test(path))
        return null;
    if (path.includes('\0'))
        return 'the path contains a NUL character';
    if (path.charCodeAt(0) === 47)
        return 'the path is absolute';
    for (const segment of path.split('/')) {
        if (segment === '')
            return 'the path has an empty segment';
        if (segment === '.' || segment === '..')
            return `the path has a "${segment}" segment`;
    }
    return null;
}
/**
 * Line text for error messages: bounded, with control, invisible and bidirectional-control
 * characters escaped so a hostile line cannot disguise itself in a terminal or a log.
 */
function quoteExcerpt(text, max = 80) {
    const cut = text.length > max ? `${text.slice(0, max)}…` : text;
    return JSON.stringify(cut).replace(/[\p{Cf}\u2028\u2029]/gu, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
const TEST_DIRS = new Set(['test', 'tests', '__tests__', '__test__', 'spec', 'specs', 'e2e']);
const TEST_FILE = [
    /\.(test|spec|e2e-spec|cy)\.[cm]?[jt]sx?$/,
    /_test\.(go|py|rs|exs|dart|c|cc|cpp)$/,
    /^test_.+\.py$/,
    /_spec\.rb$/,
    /(Test|Tests|Spec|IT)\.(java|kt|kts|scala|groovy|cs|swift|m|php)$/,
    /\.(test|spec)\.(vue|svelte)$/,
];
/** True for a conventional test file or a file under a conventional test folder. */
function isTestPath(path) {
    const segments = path.split('/');
    const name = segments[segments.length - 1] ?? '';
    if (TEST_FILE.some((re) => re.test(name)))
        return true;
    return segments.slice(0, -1).some((dir) => TEST_DIRS.has(dir) || dir.endsWith('.Tests'));
}
const SOURCE_EXTENSIONS = new Set(('ts tsx mts cts js jsx mjs cjs vue svelte astro html htm css scss sass less ' +
    'py pyi go rs java kt kts scala groovy swift m mm c h cc cpp cxx hpp hh hxx cs fs vb ' +
    'rb php pl pm lua dart ex exs erl hrl hs ml mli clj cljs elm r jl zig nim sol ' +
    'sh bash zsh ps1 sql graphql gql proto tf').split(' '));
/** True for a file whose extension marks it as program source (tests included). */
function isSourcePath(path) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    const dot = name.lastIndexOf('.');
    if (dot <= 0)
        return false;
    return SOURCE_EXTENSIONS.has(name.slice(dot + 1).toLowerCase());
}
/**
 * Not ignored by default, but ranked with generated files: test snapshots (machine-written, yet an
 * updated one can hide a behaviour change), folders named `generated` and `*_pb.ts` (usually
 * codegen output, though the names are too loose to drop a file unseen).
 */
const GENERATED_NOT_IGNORED = ['__snapshots__/', '*.snap', 'generated/', '*_pb.ts'];
let generatedMatcher;
/**
 * True for a file that is machine-written or third-party: anything the default ignores cover
 * (lockfiles, build output, minified, generated, vendored), test snapshots and `generated/` folders.
 * Every glob here has a plain piece any match contains (`requiredLiteral`), so most paths are
 * answered by a few `includes` and the globs are compiled only when a path could match one.
 */
function isGeneratedPath(path) {
    generatedMatcher ??= prefilteredMatcher([..._ignore_defaults_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_IGNORES */ .a, ...GENERATED_NOT_IGNORED].flatMap((p) => (0,_globs_js__WEBPACK_IMPORTED_MODULE_1__/* .globsFor */ .tN)(p).globs));
    return generatedMatcher(path);
}
/** picomatch over `globs`, compiled on first need, behind the literal pre-check. */
function prefilteredMatcher(globs) {
    const literals = globs.map(_globs_js__WEBPACK_IMPORTED_MODULE_1__/* .requiredLiteral */ .Hk);
    let full;
    const matches = (path) => {
        full ??= picomatch_posix_js__WEBPACK_IMPORTED_MODULE_2___default()(globs, { dot: true, nonegate: true, windows: false });
        return full(path);
    };
    if (literals.includes(''))
        return matches;
    return (path) => literals.some((literal) => path.includes(literal)) && matches(path);
}


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

/***/ 7762:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ed: () => (/* binding */ ReplyUnusableError),
  mp: () => (/* binding */ extractReply)
});

// UNUSED EXPORTS: MAX_JSON_DEPTH, MAX_REPLY_BYTES, REVIEW_REPLY_SHAPE, decodeReply, findReplyObjects, searchEveryObject

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
;// CONCATENATED MODULE: ./src/review/json-scan.ts
/**
 * An iterative walk over one JSON value in a larger text: where it ends, how deep it nests and
 * which keys repeat inside one object. It never builds the value (JSON.parse does that, once the
 * walk says the text is safe to hand over) and allocates almost nothing per key, because a reply
 * may hold tens of thousands of findings and every allocation here is garbage the parse pays for.
 * Grammar is not checked: JSON.parse rejects what is not JSON.
 */
const MAX_JSON_DEPTH = 64;
const MAX_DUPLICATES_LISTED = 10;
/** Above this many keys an object's keys move from a list to a set (hostile wide objects). */
const LIST_LIMIT = 32;
const QUOTE = 34;
const BACKSLASH = 92;
const COLON = 58;
/**
 * Walks from `start` (a `{` or `[`) to its matching close. The extractor calls it only on
 * spans objectSpans found complete, so no character is walked twice.
 */
function scanValue(text, start) {
    const length = text.length;
    // The keys of every open object as spans of the text (start, end, escaped) in one flat list:
    // an object's keys are the run from `from[depth]` to `top`, dropped when it closes. Comparing
    // spans needs no string per key; only a key with escapes is decoded.
    const spans = [];
    let top = 0;
    /** Per depth: where the open object's keys begin in `spans`, or -1 for an array. */
    const from = [-1];
    /** Per depth: the keys of an object too wide for the list, as a set. */
    const wide = [null];
    const duplicates = [];
    let depth = 0;
    let maxDepth = 0;
    // The first backslash at or after the key being read, found again only once a key starts past
    // it: one search per backslash instead of a look at every character of every key.
    let backslash = -1;
    let i = start;
    while (i < length) {
        const c = text.charCodeAt(i);
        if (c === QUOTE) {
            const close = closingQuote(text, i + 1);
            if (close === -1)
                break;
            const base = depth <= MAX_JSON_DEPTH ? from[depth] : -1;
            if (base >= 0 && text.charCodeAt(nextNonSpace(text, close + 1)) === COLON) {
                const keyStart = i + 1;
                if (backslash !== length && backslash < keyStart) {
                    backslash = text.indexOf('\\', keyStart);
                    if (backslash === -1)
                        backslash = length;
                }
                const escaped = backslash < close ? 1 : 0;
                let repeated = null;
                const set = wide[depth];
                if (set) {
                    const key = decode(text, keyStart, close, escaped);
                    if (set.has(key))
                        repeated = key;
                    else
                        set.add(key);
                }
                else {
                    for (let k = base; k < top; k += 3) {
                        if (sameKey(text, spans[k], spans[k + 1], spans[k + 2], keyStart, close, escaped)) {
                            repeated = decode(text, keyStart, close, escaped);
                            break;
                        }
                    }
                    if (repeated === null) {
                        spans[top] = keyStart;
                        spans[top + 1] = close;
                        spans[top + 2] = escaped;
                        top += 3;
                        if (top - base > 3 * LIST_LIMIT)
                            wide[depth] = keySet(text, spans, base, top);
                    }
                }
                if (repeated !== null && duplicates.length < MAX_DUPLICATES_LISTED)
                    duplicates.push(repeated);
            }
            i = close + 1;
            continue;
        }
        if (c === 123 || c === 91) {
            depth++;
            if (depth > maxDepth)
                maxDepth = depth;
            if (depth <= MAX_JSON_DEPTH) {
                from[depth] = c === 123 ? top : -1;
                wide[depth] = null;
            }
        }
        else if (c === 125 || c === 93) {
            if (depth <= MAX_JSON_DEPTH) {
                const base = from[depth];
                if (base >= 0)
                    top = base;
                wide[depth] = null;
            }
            depth--;
            if (depth === 0)
                return { complete: true, end: i + 1, maxDepth, duplicates };
        }
        i++;
    }
    return { complete: false, end: length, maxDepth, duplicates };
}
function keySet(text, spans, base, top) {
    const set = new Set();
    for (let k = base; k < top; k += 3)
        set.add(decode(text, spans[k], spans[k + 1], spans[k + 2]));
    return set;
}
function sameKey(text, aStart, aEnd, aEscaped, bStart, bEnd, bEscaped) {
    if (aEscaped || bEscaped)
        return decode(text, aStart, aEnd, aEscaped) === decode(text, bStart, bEnd, bEscaped);
    const length = aEnd - aStart;
    if (length !== bEnd - bStart)
        return false;
    for (let k = 0; k < length; k++) {
        if (text.charCodeAt(aStart + k) !== text.charCodeAt(bStart + k))
            return false;
    }
    return true;
}
/** The key's text; escapes are resolved by JSON.parse of the quoted span. */
function decode(text, start, end, escaped) {
    if (!escaped)
        return text.slice(start, end);
    try {
        return JSON.parse(text.slice(start - 1, end + 1));
    }
    catch {
        return text.slice(start, end);
    }
}
/** Index of the quote that closes a string whose content starts at `from`, or -1. */
function closingQuote(text, from) {
    let at = text.indexOf('"', from);
    while (at !== -1) {
        let slashes = 0;
        while (text.charCodeAt(at - 1 - slashes) === BACKSLASH)
            slashes++;
        if (slashes % 2 === 0)
            return at;
        at = text.indexOf('"', at + 1);
    }
    return -1;
}
function nextNonSpace(text, from) {
    let i = from;
    for (;;) {
        const c = text.charCodeAt(i);
        if (c !== 32 && c !== 10 && c !== 13 && c !== 9)
            return i;
        i++;
    }
}

;// CONCATENATED MODULE: ./src/review/object-spans.ts
/**
 * Where every `{` of a text would end if a JSON scan started there, in one linear pass.
 *
 * Scanning from each `{` in turn is quadratic on prose full of unclosed braces, and bounding
 * that work with a budget silently stops looking (an object after the budget is never seen).
 * This pass instead runs every scan at once. What a scan sees depends only on whether it is
 * inside a string, so at any point the live scans fall into two tracks, "outside a string" and
 * "inside a string", each with one bracket stack shared by its scans (they see the same
 * brackets from then on). An unescaped quote swaps the tracks. A backslash outside a string
 * ends every scan on the outside track: no JSON value holds one there, so none of those scans
 * can yield an object (and the two tracks can never need merging). Each character is looked at
 * once and each `{` is pushed and popped at most once.
 */
const NEVER_CLOSES = -1;
const NOT_JSON = -2;
const object_spans_QUOTE = 34;
const object_spans_BACKSLASH = 92;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
function objectSpans(text) {
    const length = text.length;
    let count = 0;
    for (let at = text.indexOf('{'); at !== -1; at = text.indexOf('{', at + 1))
        count++;
    const starts = new Int32Array(count);
    const ends = new Int32Array(count).fill(NEVER_CLOSES);
    const depths = new Int32Array(count);
    let next = 0;
    let outside = { open: [], deepest: [] };
    let inside = { open: [], deepest: [] };
    let work = 0;
    let backslashes = 0;
    for (let i = 0; i < length; i++) {
        work++;
        const c = text.charCodeAt(i);
        if (c === object_spans_BACKSLASH) {
            backslashes++;
            if (outside.open.length > 0) {
                for (const entry of outside.open) {
                    work++;
                    if (entry >= 0)
                        ends[entry] = NOT_JSON;
                }
                outside = { open: [], deepest: [] };
            }
            continue;
        }
        const escaped = backslashes % 2 === 1;
        backslashes = 0;
        if (c === object_spans_QUOTE) {
            // Outside scans open a string; inside scans close theirs unless the quote is escaped.
            // An escaped quote has a backslash before it, which already emptied the outside track.
            if (!escaped) {
                const swap = outside;
                outside = inside;
                inside = swap;
            }
        }
        else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
            if (c === OPEN_BRACE) {
                starts[next] = i;
                outside.open.push(next++);
            }
            else
                outside.open.push(-1);
            outside.deepest.push(1);
        }
        else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && outside.open.length > 0) {
            const entry = outside.open.pop();
            const depth = outside.deepest.pop();
            const parent = outside.deepest.length - 1;
            if (parent >= 0 && outside.deepest[parent] < depth + 1)
                outside.deepest[parent] = depth + 1;
            if (entry >= 0) {
                ends[entry] = i + 1;
                depths[entry] = depth;
            }
        }
    }
    return { count, starts, ends, depths, work };
}

// EXTERNAL MODULE: ./src/review/text.ts
var review_text = __webpack_require__(8361);
// EXTERNAL MODULE: ./src/shared/is-record.ts
var is_record = __webpack_require__(791);
;// CONCATENATED MODULE: ./src/review/extract.ts





/**
 * Finds the reply object in what a model printed. Strict JSON is the contract; a reply in a
 * fenced block or wrapped in prose is accepted with a warning. More than one object carrying a
 * review field is ambiguous, and like everything else unreadable a ReplyUnusableError.
 *
 * The text is hostile: before JSON.parse sees a candidate, an iterative scanner has found its
 * extent, measured its nesting (so parsing and later walks cannot overflow the stack) and
 * collected duplicate keys (JSON.parse keeps the last silently; we keep the last and say so).
 * Keys such as `__proto__` stay plain own properties: JSON.parse defines them without invoking
 * the prototype setter, and nothing downstream copies unknown keys into another object.
 */
const MAX_REPLY_BYTES = 16 * 1024 * 1024;

/** The fields that make an object a review (`findings` and `comments` stand for `issues`). */
const REPLY_KEYS = ['verdict', 'counts', 'issues', 'strengths', 'findings', 'comments'];
const REVIEW_REPLY_SHAPE = {
    keys: REPLY_KEYS,
    weighty: new Set([
        ...REPLY_KEYS,
        'severity',
        'category',
        'file',
        'line',
        'blocker',
        'major',
        'minor',
    ]),
};
function headPattern(shape) {
    return new RegExp(`\\{\\s*"(?:${shape.keys.join('|')})"\\s*:`, 'y');
}
/** The reply cannot be read as a review at all. `excerpt` is bounded and printable. */
class ReplyUnusableError extends Error {
    kind;
    reason;
    excerpt;
    name = 'ReplyUnusableError';
    constructor(kind, reason, excerpt) {
        super(`reply unusable: ${reason}`);
        this.kind = kind;
        this.reason = reason;
        this.excerpt = excerpt;
    }
}
function decodeReply(reply, warnings) {
    if (typeof reply === 'string')
        return reply;
    if ((0,external_node_buffer_.isUtf8)(reply))
        return reply.toString('utf8');
    warnings.push('the reply is not valid UTF-8; invalid bytes were replaced with U+FFFD');
    return new TextDecoder('utf-8', { fatal: false }).decode(reply);
}
function extractReply(reply, shape = REVIEW_REPLY_SHAPE) {
    const size = typeof reply === 'string' ? reply.length : reply.byteLength;
    if (size > MAX_REPLY_BYTES) {
        const head = typeof reply === 'string' ? reply.slice(0, 1000) : reply.subarray(0, 1000).toString('utf8');
        throw new ReplyUnusableError('too_large', `the reply is ${size} bytes, over the ${MAX_REPLY_BYTES}-byte limit`, (0,review_text/* textExcerpt */.$s)(head));
    }
    const warnings = [];
    let text = decodeReply(reply, warnings);
    if (text.charCodeAt(0) === 0xfeff)
        text = text.slice(1);
    const start = text.length - text.trimStart().length;
    const end = text.trimEnd().length;
    if (start >= end)
        throw new ReplyUnusableError('empty', 'the reply is empty', '');
    if (text[start] === '[')
        rejectTopLevelArray(text, start, end);
    const found = findReplyObjects(text, shape);
    const chosen = found.candidates[0];
    if (!chosen)
        throw unusableFor(found, text);
    rejectSecondReply(found, text);
    if (chosen.start !== start || chosen.end !== end) {
        warnings.push(insideFence(text, chosen.start)
            ? 'the reply JSON was inside a fenced code block; the text around it was ignored'
            : `the reply JSON was wrapped in prose; ${end - start - (chosen.end - chosen.start)} characters around it were ignored`);
    }
    // JSON.parse keeps the last of two equal keys, so `"issues": [blocker…], "issues": []` would
    // read as a clean review: a repeated field that carries a finding or the verdict is ambiguous.
    const weighty = chosen.duplicates.filter((k) => shape.weighty.has(k));
    if (weighty.length > 0) {
        throw new ReplyUnusableError('ambiguous', `the reply repeats the key${weighty.length === 1 ? '' : 's'} ${weighty.map((k) => (0,review_text/* quote */.hD)(k, 40)).join(', ')} inside one object, so which value counts is unclear; send each key once`, (0,review_text/* textExcerpt */.$s)(text.slice(chosen.start, chosen.start + 240)));
    }
    if (chosen.duplicates.length > 0) {
        const listed = chosen.duplicates.map((k) => (0,review_text/* quote */.hD)(k, 40));
        warnings.push(`duplicate keys in the reply JSON (the last value of each was kept): ${listed.join(', ')}`);
    }
    // A finding stated outside the reply object (`One blocker: {"severity": …} Final: {…}`) would
    // otherwise be dropped with the prose around it.
    const incomplete = found.strayFindingAt === null
        ? []
        : [
            `the reply holds a finding-shaped object (with "severity") outside its issues list, at line ${lineOf(text, found.strayFindingAt)}; findings count only inside "issues"`,
        ];
    return { value: chosen.value, warnings, incomplete };
}
/**
 * Every top-level object with a review field, in one pass (objectSpans) plus one JSON.parse per
 * complete object looked at. A complete object that is not a reply (a wrapper, invalid JSON) is
 * looked into, so its nested objects are looked at too; nesting is bounded by MAX_JSON_DEPTH,
 * so no character is parsed more than MAX_JSON_DEPTH + 1 times. Nothing stops early: an object
 * at the end of a 16 MB reply is found as surely as one at the start. The usual reply, the
 * text's only object, takes a shortcut with the same result (soleReplyObject).
 */
function findReplyObjects(text, shape = REVIEW_REPLY_SHAPE) {
    const sole = soleReplyObject(text, shape);
    if (sole.found)
        return sole.found;
    const found = searchEveryObject(text, shape);
    found.work += sole.work;
    return found;
}
/** findReplyObjects without the shortcut for a sole reply object: the general search. */
function searchEveryObject(text, shape = REVIEW_REPLY_SHAPE) {
    const head = headPattern(shape);
    const found = {
        candidates: [],
        truncatedAt: null,
        tooDeepAt: null,
        sawOtherObject: false,
        strayFindingAt: null,
        unclosedReplyAt: null,
        work: 0,
    };
    const spans = objectSpans(text);
    found.work = spans.work;
    let skipUntil = 0;
    for (let k = 0; k < spans.count; k++) {
        const start = spans.starts[k];
        const end = spans.ends[k];
        if (start < skipUntil || end === NOT_JSON)
            continue;
        if (end === NEVER_CLOSES) {
            found.truncatedAt ??= start;
            head.lastIndex = start;
            if (found.unclosedReplyAt === null && head.test(text))
                found.unclosedReplyAt = start;
            continue;
        }
        if (spans.depths[k] > MAX_JSON_DEPTH) {
            found.tooDeepAt ??= start;
            skipUntil = end;
            continue;
        }
        found.work += end - start;
        const value = parseCandidate(text.slice(start, end));
        if (value && isReplyLike(value, shape)) {
            const scan = scanValue(text, start);
            found.work += end - start;
            found.candidates.push({ start, end, value, duplicates: scan.duplicates });
            skipUntil = end;
        }
        else if (value) {
            found.sawOtherObject = true;
            if (Object.hasOwn(value, 'severity'))
                found.strayFindingAt ??= start;
        }
    }
    return found;
}
/**
 * The usual reply, found without objectSpans: one object from the first `{` to the last `}`,
 * with no `{` after it, that is valid JSON, no deeper than MAX_JSON_DEPTH and has a review
 * field. The full search would find exactly it: no `{` opens before it, so it is the first span;
 * being valid JSON, its span ends at its closing brace whatever prose comes before (a quote or
 * `[` there only changes scans that start earlier, and there are none); as a reply it hides
 * every `{` inside it; and none opens after it. Anything else (prose braces, a second object,
 * a truncated one) takes the full search, having cost at most one walk of the text here.
 */
function soleReplyObject(text, shape) {
    const start = text.indexOf('{');
    const end = text.lastIndexOf('}') + 1;
    if (start === -1 || end <= start || text.indexOf('{', end) !== -1)
        return { found: null, work: 0 };
    const scan = scanValue(text, start);
    const work = scan.end - start;
    if (!scan.complete || scan.end !== end || scan.maxDepth > MAX_JSON_DEPTH) {
        return { found: null, work };
    }
    const value = parseCandidate(text.slice(start, end));
    if (!value || !isReplyLike(value, shape))
        return { found: null, work: 2 * work };
    const candidate = { start, end, value, duplicates: scan.duplicates };
    return {
        found: {
            candidates: [candidate],
            truncatedAt: null,
            tooDeepAt: null,
            sawOtherObject: false,
            strayFindingAt: null,
            unclosedReplyAt: null,
            work: 2 * work,
        },
        work: 2 * work,
    };
}
/**
 * One reply, one review: two objects that each carry a review field leave no way to know which
 * the model meant (a draft and a final, an example and the answer), and picking one could drop
 * the other's blockers. The same goes for a second one that starts and never closes.
 */
function rejectSecondReply(found, text) {
    const [first, second] = found.candidates;
    if (second) {
        throw new ReplyUnusableError('ambiguous', `the reply holds ${found.candidates.length} JSON objects with review fields (lines ${found.candidates
            .slice(0, 5)
            .map((c) => lineOf(text, c.start))
            .join(', ')}); send exactly one`, (0,review_text/* textExcerpt */.$s)(`${text.slice(first.start, first.start + 120)} … ${text.slice(second.start, second.start + 120)}`));
    }
    const unclosed = found.unclosedReplyAt;
    if (unclosed !== null && (unclosed < first.start || unclosed >= first.end)) {
        throw new ReplyUnusableError('ambiguous', `besides the review object at line ${lineOf(text, first.start)}, another one starting at line ${lineOf(text, unclosed)} never closes (truncated?); send exactly one`, (0,review_text/* textExcerpt */.$s)(text.slice(unclosed, unclosed + 240)));
    }
}
function parseCandidate(slice) {
    try {
        const value = JSON.parse(slice);
        return (0,is_record/* isRecord */.u)(value) ? value : null;
    }
    catch {
        return null;
    }
}
function isReplyLike(value, shape) {
    return shape.keys.some((key) => Object.hasOwn(value, key));
}
function rejectTopLevelArray(text, start, end) {
    const scan = scanValue(text, start);
    if (!scan.complete || scan.end !== end)
        return;
    if (scan.maxDepth > MAX_JSON_DEPTH) {
        throw new ReplyUnusableError('too_deep', `the reply is a JSON array nested deeper than ${MAX_JSON_DEPTH} levels`, (0,review_text/* textExcerpt */.$s)(text.slice(start, Math.min(end, start + 2000))));
    }
    try {
        JSON.parse(text.slice(start, end));
    }
    catch {
        return;
    }
    throw new ReplyUnusableError('not_an_object', 'the reply is a JSON array; the contract is one JSON object with verdict, counts, issues and strengths', (0,review_text/* textExcerpt */.$s)(text.slice(start, Math.min(end, start + 2000))));
}
function unusableFor(found, text) {
    const excerpt = (0,review_text/* textExcerpt */.$s)(text.length > 4000 ? `${text.slice(0, 2000)} ${text.slice(-1000)}` : text);
    if (found.tooDeepAt !== null) {
        return new ReplyUnusableError('too_deep', `the JSON at line ${lineOf(text, found.tooDeepAt)} is nested deeper than ${MAX_JSON_DEPTH} levels`, excerpt);
    }
    if (found.truncatedAt !== null) {
        return new ReplyUnusableError('truncated', `the JSON object starting at line ${lineOf(text, found.truncatedAt)} never closes (truncated reply?)`, excerpt);
    }
    if (found.sawOtherObject) {
        return new ReplyUnusableError('no_reply_object', 'the reply holds JSON, but no object with any of the fields verdict, counts, issues, strengths', excerpt);
    }
    if (REFUSAL.test(text.slice(0, 2000))) {
        return new ReplyUnusableError('refused', 'the reply declines the review instead of returning the JSON object', excerpt);
    }
    return new ReplyUnusableError('no_json', 'the reply holds no JSON object', excerpt);
}
/** How a model says no: "I can't help with that", "I am unable to review this", "I won't …". */
const REFUSAL = /\bI(?:'|’)?(?:m| am)? *(?:can(?:'|’)?t|cannot|can not|won(?:'|’)?t|will not|am unable to|'m unable to|’m unable to|unable to|am not able to|must decline|decline)\b/i;
function lineOf(text, index) {
    let line = 1;
    for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1))
        line++;
    return line;
}
/** True when the line holding `index` is preceded by an opening code fence with nothing between. */
function insideFence(text, index) {
    const before = text.slice(Math.max(0, index - 200), index);
    return /(^|\n)[ \t]*(`{3,}|~{3,})[\w-]*[ \t]*\r?\n\s*$/.test(before);
}


/***/ }),

/***/ 7477:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gt: () => (/* binding */ countFindings),
/* harmony export */   Iq: () => (/* binding */ canonicalFinding),
/* harmony export */   T4: () => (/* binding */ checkedFinding),
/* harmony export */   eO: () => (/* binding */ isTestsBlocker),
/* harmony export */   gM: () => (/* binding */ formatCounts)
/* harmony export */ });
/**
 * Findings are rebuilt field by field in one fixed order, so `JSON.stringify(review, null, 2)`
 * is byte-stable whatever order the model or the caller wrote the keys in.
 */
function canonicalFinding(f) {
    const out = {
        severity: f.severity,
        category: f.category,
        file: f.file,
        line: f.line,
        message: f.message,
        fix: f.fix,
    };
    if (f.referenced_example_id !== undefined)
        out.referenced_example_id = f.referenced_example_id;
    if (f.confidence !== undefined)
        out.confidence = f.confidence;
    if (f.suggestion !== undefined)
        out.suggestion = f.suggestion;
    if (f.prior_id !== undefined)
        out.prior_id = f.prior_id;
    if (f.blast_radius !== undefined)
        out.blast_radius = f.blast_radius;
    if (f.pre_existing !== undefined)
        out.pre_existing = f.pre_existing;
    if (f.probe !== undefined)
        out.probe = { command: f.probe.command, expected: f.probe.expected };
    return out;
}
/** Built field by field rather than spread: this runs once per finding and spreads are slow. */
function checkedFinding(f, anchored) {
    const out = canonicalFinding(f);
    out.anchored = anchored;
    return out;
}
function countFindings(findings) {
    const counts = { blocker: 0, major: 0, minor: 0 };
    for (const f of findings)
        counts[f.severity]++;
    return counts;
}
function isTestsBlocker(f) {
    return f.category === 'tests' && f.severity === 'blocker';
}
function formatCounts(c) {
    return `blocker ${c.blocker}, major ${c.major}, minor ${c.minor}`;
}


/***/ }),

/***/ 4605:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   In: () => (/* binding */ sameFinding),
/* harmony export */   vH: () => (/* binding */ applyTestsGuard)
/* harmony export */ });
/* unused harmony exports GUARD_MESSAGE, GUARD_FIX */
/* harmony import */ var _finding_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7477);

/**
 * The require-tests-blocker guard (docs/architecture.md, "Stage contracts"), applied only when the
 * touched tests were red. A review that carries no tests/blocker finding gets the auto-generated
 * findings prepended verbatim (severity and category kept, in their order), which also makes the
 * recomputed verdict CHANGES_REQUESTED; a warning says so.
 *
 * - An existing tests/blocker finding is left as it is and nothing is added. If the model put it
 *   after other findings, the tests/blocker findings move to the front (content untouched, with
 *   a warning): the auto-generated findings belong first.
 * - A copy of an auto-generated finding that the model downgraded (same category, file, line and
 *   message, another severity) is replaced by the original instead of being listed twice.
 * - Without auto-generated findings (or none of them a tests/blocker), a generic tests/blocker
 *   on the first changed file stands in, so the guard always leaves one.
 * Applying the guard to its own output changes nothing.
 */
const GUARD_MESSAGE = 'Touched tests are failing, and the review did not report it.';
const GUARD_FIX = 'Make the failing touched tests pass (fix the code or the test) before this change merges.';
function applyTestsGuard(issues, autoFindings, lineMap, notes) {
    if (issues.some(_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .isTestsBlocker */ .eO)) {
        if ((0,_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .isTestsBlocker */ .eO)(issues[0]))
            return { issues: [...issues], applied: false };
        notes.warn('require-tests-blocker: tests/blocker findings moved to the front of the issues');
        return {
            issues: [...issues.filter(_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .isTestsBlocker */ .eO), ...issues.filter((f) => !(0,_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .isTestsBlocker */ .eO)(f))],
            applied: false,
        };
    }
    const required = autoFindings.some(_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .isTestsBlocker */ .eO)
        ? [...autoFindings]
        : [genericTestsBlocker(lineMap), ...autoFindings];
    const prepended = [];
    let rest = [...issues];
    for (const auto of required) {
        if (rest.some((f) => sameFinding(f, auto) && f.severity === auto.severity))
            continue;
        const before = rest.length;
        rest = rest.filter((f) => !sameFinding(f, auto));
        if (rest.length < before) {
            notes.warn(`require-tests-blocker: the auto-generated finding on ${auto.file}:${auto.line} had been given another severity; restored as ${auto.severity}`);
        }
        prepended.push((0,_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .checkedFinding */ .T4)(auto, isCommentable(auto, lineMap)));
    }
    notes.warn(`require-tests-blocker: tests failed and the review had no tests/blocker finding; prepended ${prepended.length} auto-generated finding${prepended.length === 1 ? '' : 's'} and set the verdict to CHANGES_REQUESTED`);
    return { issues: [...prepended, ...rest], applied: true };
}
/** Same category, file, line and message: the same finding, whatever its severity. */
function sameFinding(a, b) {
    return (a.category === b.category && a.file === b.file && a.line === b.line && a.message === b.message);
}
function isCommentable(f, lineMap) {
    if (f.file === '.')
        return false;
    if (!lineMap)
        return true;
    return lineMap.get(f.file)?.has(f.line) ?? false;
}
/**
 * Used when the caller has no auto-generated findings: on the first changed file's first
 * commentable line, or on `.` (the repository, never anchored) when there is no diff.
 */
function genericTestsBlocker(lineMap) {
    const files = lineMap ? [...lineMap.keys()].sort() : [];
    const file = files[0] ?? '.';
    let line = Infinity;
    for (const n of lineMap?.get(file) ?? [])
        if (n < line)
            line = n;
    if (line === Infinity)
        line = 1;
    return {
        severity: 'blocker',
        category: 'tests',
        file,
        line,
        message: GUARD_MESSAGE,
        fix: GUARD_FIX,
    };
}


/***/ }),

/***/ 9253:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u3: () => (/* binding */ Notes)
/* harmony export */ });
/* unused harmony exports MAX_WARNINGS, MAX_DROPPED, MAX_INCOMPLETE */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8361);

/** Most warnings listed in a review; the rest are counted in a last line. */
const MAX_WARNINGS = 200;
/** Most entries listed in `dropped`; the rest are counted in a warning. */
const MAX_DROPPED = 100;
/** Most reasons listed in `incomplete` and in the per-entry notes; the rest are counted. */
const MAX_INCOMPLETE = 50;
const MAX_WARNING_LENGTH = 500;
const MAX_EXCERPT_LENGTH = 200;
/**
 * What the parser did, in order. Every correction goes through here so none is silent, and the
 * lists stay bounded: a reply with 50,000 broken findings yields a readable review, not 50,000
 * lines.
 */
class Notes {
    listed = [];
    omittedWarnings = 0;
    droppedEntries = [];
    omittedDropped = 0;
    incompleteReasons = [];
    omittedIncomplete = 0;
    entryNotes = [];
    omittedEntryNotes = 0;
    /**
     * True once the list is full: a further warning is only counted. Hot paths (once per finding)
     * write `notes.warn(notes.full ? '' : \`…\`)` so they build no text nobody will read.
     */
    get full() {
        return this.listed.length >= MAX_WARNINGS;
    }
    warn(message) {
        if (this.full) {
            this.omittedWarnings++;
            return;
        }
        this.listed.push((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .boundText */ .O6)((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .printable */ .g$)(message), MAX_WARNING_LENGTH));
    }
    /** Records an entry that could not be read as a finding, with why. */
    drop(reason, value) {
        this.warn(`dropped: ${reason}`);
        if (this.droppedEntries.length >= MAX_DROPPED) {
            this.omittedDropped++;
            return;
        }
        this.droppedEntries.push({
            reason: (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .boundText */ .O6)((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .printable */ .g$)(reason), MAX_WARNING_LENGTH),
            excerpt: (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .boundedJson */ .Qt)(value, MAX_EXCERPT_LENGTH),
        });
    }
    /**
     * Something the reply holds that could not be read (an unreadable entry, a dropped blocker or
     * major, counts claiming unlisted findings, a refusal): the review is incomplete, never a pass.
     */
    incomplete(reason) {
        if (this.incompleteReasons.length >= MAX_INCOMPLETE) {
            this.omittedIncomplete++;
            return;
        }
        this.incompleteReasons.push((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .boundText */ .O6)((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .printable */ .g$)(reason), MAX_WARNING_LENGTH));
    }
    /**
     * How one entry was read when it was not read as written (a mapped severity or file, an
     * unreadable entry): the structural report describes the reply as received from these.
     */
    entry(note) {
        if (this.entryNotes.length >= MAX_INCOMPLETE) {
            this.omittedEntryNotes++;
            return;
        }
        this.entryNotes.push((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .boundText */ .O6)((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .printable */ .g$)(note), MAX_WARNING_LENGTH));
    }
    get incompleteCauses() {
        const out = [...this.incompleteReasons];
        if (this.omittedIncomplete > 0)
            out.push(`${this.omittedIncomplete} more causes not listed`);
        return out;
    }
    get entries() {
        const out = [...this.entryNotes];
        if (this.omittedEntryNotes > 0)
            out.push(`${this.omittedEntryNotes} more entry notes`);
        return out;
    }
    get warnings() {
        const out = [...this.listed];
        if (this.omittedDropped > 0) {
            out.push(`${this.omittedDropped} more dropped entries not listed (the list keeps ${MAX_DROPPED})`);
        }
        if (this.omittedWarnings > 0) {
            out.push(`${this.omittedWarnings} more warnings not listed (the list keeps ${MAX_WARNINGS})`);
        }
        return out;
    }
    get dropped() {
        return [...this.droppedEntries];
    }
}


/***/ }),

/***/ 7192:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ed: () => (/* reexport */ extract/* ReplyUnusableError */.ed),
  wV: () => (/* binding */ parseReview)
});

// UNUSED EXPORTS: MAX_ISSUES, ReplyIncompleteError, capIssues, readReview

// EXTERNAL MODULE: ./src/review/extract.ts + 2 modules
var extract = __webpack_require__(7762);
// EXTERNAL MODULE: ./src/review/finding.ts
var review_finding = __webpack_require__(7477);
// EXTERNAL MODULE: ./src/review/guard.ts
var review_guard = __webpack_require__(4605);
;// CONCATENATED MODULE: ./src/review/location.ts

/** Most unanchored findings listed in a review; the rest are counted in a warning. */
const MAX_UNANCHORED = 100;
/**
 * Holds each finding against the diff's commentable new-side lines.
 * - A file outside the change: kept in `issues`, `anchored: false`, and counted by the gate (a
 *   blocker the model put on the wrong file is still a blocker: dropping it would let the gate
 *   pass on a review that reported one); also listed in `unanchored`, with a warning.
 * - A file in the change but a line that is not commentable (a context line outside the hunks,
 *   a line past the end of the file): kept, `anchored: false`, so it is reported in the summary
 *   and never posted as an inline comment.
 * - No line map (the CLI `parse` without `--diff`): nothing to check against; findings keep
 *   the anchoring normalize gave them (true, except file-level findings, which never anchor).
 * - `isVouchedFor` names findings whose location we produced ourselves (the auto-generated
 *   test findings, whose failing test file may be untouched): no warning, not in `unanchored`.
 *
 * The findings are normalize's fresh objects: `anchored` is settled on them in place.
 */
function checkLocations(findings, lineMap, notes, isVouchedFor = () => false) {
    if (!lineMap)
        return { issues: findings, unanchored: [] };
    const issues = [];
    const unanchored = [];
    let unlisted = 0;
    for (const finding of findings) {
        const lines = lineMap.get(finding.file);
        if (!lines) {
            finding.anchored = false;
            issues.push(finding);
            if (isVouchedFor(finding))
                continue;
            notes.warn(notes.full
                ? ''
                : `finding on ${finding.file}:${finding.line} kept but not anchored: the file is not part of the change (it still counts)`);
            if (unanchored.length < MAX_UNANCHORED)
                unanchored.push((0,review_finding/* canonicalFinding */.Iq)(finding));
            else
                unlisted++;
            continue;
        }
        // anchored is false already for a file-level finding; it stays so.
        if (finding.anchored && !lines.has(finding.line)) {
            finding.anchored = false;
            notes.warn(notes.full
                ? ''
                : `finding on ${finding.file}:${finding.line} kept but not anchored: the line is not a commentable line of the diff`);
        }
        issues.push(finding);
    }
    if (unlisted > 0) {
        notes.warn(`${unlisted} more unanchored findings not listed (the list keeps ${MAX_UNANCHORED})`);
    }
    return { issues, unanchored };
}

// EXTERNAL MODULE: ./src/domain/reply-contract.ts
var reply_contract = __webpack_require__(8747);
// EXTERNAL MODULE: ./src/review/text.ts
var review_text = __webpack_require__(8361);
// EXTERNAL MODULE: ./src/domain/finding.ts
var finding = __webpack_require__(5457);
;// CONCATENATED MODULE: ./src/review/severity.ts
/**
 * Reading a severity word the model wrote. A finding the model meant as a blocker must never
 * vanish because it was spelled `Critical`, `must-fix`, `blоcker` (Cyrillic о) or `ＢＬＯＣＫＥＲ`,
 * so the word goes through NFKC (fullwidth and other compatibility forms), then a skeleton that
 * maps the common Cyrillic and Greek look-alikes to Latin letters, then the synonym table. A
 * phrase (`Severity: High`, `blocker (must fix)`) is read when every severity word in it agrees;
 * `major/minor` names two and is ambiguous: the caller treats it as unreadable.
 */
// Maps, not objects: a key like `__proto__` or `constructor` must find nothing.
const SYNONYMS = new Map(Object.entries({
    blocker: 'blocker',
    blocking: 'blocker',
    critical: 'blocker',
    p0: 'blocker',
    error: 'blocker',
    mustfix: 'blocker',
    severe: 'blocker',
    fatal: 'blocker',
    showstopper: 'blocker',
    major: 'major',
    high: 'major',
    important: 'major',
    p1: 'major',
    shouldfix: 'major',
    minor: 'minor',
    medium: 'minor',
    low: 'minor',
    p2: 'minor',
    p3: 'minor',
    suggestion: 'minor',
    nit: 'minor',
    nitpick: 'minor',
    info: 'minor',
    trivial: 'minor',
}));
/** Cyrillic and Greek letters that render like Latin ones, upper and lower case. */
const LOOKALIKES = new Map(Object.entries({
    а: 'a',
    в: 'b',
    е: 'e',
    ё: 'e',
    і: 'i',
    ј: 'j',
    к: 'k',
    м: 'm',
    н: 'h',
    о: 'o',
    р: 'p',
    с: 'c',
    ѕ: 's',
    т: 't',
    у: 'y',
    х: 'x',
    ԁ: 'd',
    ӏ: 'l',
    А: 'A',
    В: 'B',
    Е: 'E',
    І: 'I',
    Ј: 'J',
    К: 'K',
    М: 'M',
    Н: 'H',
    О: 'O',
    Р: 'P',
    С: 'C',
    Ѕ: 'S',
    Т: 'T',
    Х: 'X',
    Ү: 'Y',
    α: 'a',
    ε: 'e',
    ι: 'i',
    κ: 'k',
    ν: 'v',
    ο: 'o',
    ρ: 'p',
    τ: 't',
    υ: 'u',
    χ: 'x',
    Α: 'A',
    Β: 'B',
    Ε: 'E',
    Ζ: 'Z',
    Η: 'H',
    Ι: 'I',
    Κ: 'K',
    Μ: 'M',
    Ν: 'N',
    Ο: 'O',
    Ρ: 'P',
    Τ: 'T',
    Υ: 'Y',
    Χ: 'X',
}));
const LOOKALIKE_PATTERN = new RegExp(`[${[...LOOKALIKES.keys()].join('')}]`, 'gu');
/** Longest severity text looked at; anything longer is prose, not a severity. */
const MAX_SEVERITY_LENGTH = 60;
/** The word with look-alikes, compatibility forms and case folded away. */
function severitySkeleton(word) {
    return word
        .normalize('NFKC')
        .replace(LOOKALIKE_PATTERN, (c) => LOOKALIKES.get(c))
        .toLowerCase();
}
function readSeverity(value) {
    if (value === undefined || value === null)
        return { ok: false, reason: 'no severity' };
    if (typeof value !== 'string')
        return { ok: false, reason: 'the severity is not text' };
    if (value === 'blocker' || value === 'major' || value === 'minor')
        return { ok: true, severity: value, exact: true };
    if (value.length > MAX_SEVERITY_LENGTH)
        return { ok: false, reason: 'the severity is prose' };
    const skeleton = severitySkeleton(value).trim();
    const whole = SYNONYMS.get(skeleton.replace(/[\s_-]+/g, ''));
    if (whole)
        return { ok: true, severity: whole, exact: false };
    // A phrase: every severity word in it must agree. `must fix` is one word split in two.
    const words = skeleton.replace(/\b(must|should)[\s_-]+fix\b/g, '$1fix').split(/[^\p{L}\p{N}]+/u);
    const named = new Set();
    for (const word of words) {
        const severity = SYNONYMS.get(word);
        if (severity)
            named.add(severity);
    }
    if (named.size === 1)
        return { ok: true, severity: [...named][0], exact: false };
    if (named.size > 1) {
        return { ok: false, reason: `the severity names ${[...named].join(' and ')}: ambiguous` };
    }
    return { ok: false, reason: 'not blocker, major or minor (or a known synonym)' };
}
/** The severity a reply's value stands for, or null when it is missing, unknown or ambiguous. */
function severityOf(value) {
    const reading = readSeverity(value);
    return reading.ok ? reading.severity : null;
}

;// CONCATENATED MODULE: ./src/review/fields.ts



/**
 * Readers for the reply's individual fields, each repair recorded as a warning. `at` is the
 * index of the issue entry being read, for the warning text. These run once per finding, so a
 * warning's text is only built while the list has room (`notes.full`).
 */
const MAX_STRENGTHS = 20;
// Maps, not objects: a key like `__proto__` or `constructor` must find nothing.
const CATEGORY_SYNONYMS = {
    implementation: new Map(Object.entries({
        correctness: 'logic',
        bug: 'logic',
        style: 'code_rules',
        readability: 'code_rules',
        maintainability: 'code_rules',
        design: 'code_rules',
        performance: 'scalability',
        perf: 'scalability',
        testing: 'tests',
        test: 'tests',
    })),
    contract: new Map(Object.entries({
        definition_of_done: 'dod',
        tests: 'test_plan',
        testing: 'test_plan',
        testplan: 'test_plan',
        outofscope: 'out_of_scope',
        non_goals: 'out_of_scope',
    })),
};
const CATEGORY_SETS = {
    implementation: new Set((0,finding/* categoriesFor */.u2)('implementation')),
    contract: new Set((0,finding/* categoriesFor */.u2)('contract')),
};
const FALLBACK_CATEGORY = {
    implementation: 'logic',
    contract: 'scope',
};

function readCategory(value, mode, at, notes) {
    const allowed = CATEGORY_SETS[mode];
    if (typeof value === 'string') {
        if (allowed.has(value))
            return value;
        const key = value
            .trim()
            .toLowerCase()
            .replace(/[\s-]+/g, '_');
        const category = allowed.has(key)
            ? key
            : CATEGORY_SYNONYMS[mode].get(key);
        if (category) {
            notes.warn(notes.full ? '' : `issues[${at}]: category ${(0,review_text/* quote */.hD)(value)} read as ${category}`);
            return category;
        }
    }
    const fallback = FALLBACK_CATEGORY[mode];
    notes.warn(notes.full
        ? ''
        : `issues[${at}]: category ${(0,review_text/* quote */.hD)(value)} is not one of ${[...allowed].join(', ')}; recorded as ${fallback}`);
    return fallback;
}
/** `"20-21"`, `"20–21"`, `"20 to 21"`: a range, read as its first line. */
const LINE_RANGE = /^\s*(\d{1,9})\s*(?:-|\u2013|\u2014|\.\.|to)\s*\d{1,9}\s*$/;
/**
 * The line as an integer (0 or below: a file-level finding), or null when the value cannot be
 * read as a line. A missing or null line is a file-level finding: the model still reported it.
 */
function readLine(value, fromPath, at, notes) {
    let line = null;
    if (typeof value === 'number') {
        if (Number.isInteger(value))
            return Number.isSafeInteger(value) ? fileLevelNote(value, at, notes) : null;
        if (!Number.isFinite(value))
            return null;
        line = Math.trunc(value);
        notes.warn(notes.full ? '' : `issues[${at}]: line ${value} truncated to ${line}`);
    }
    else if (typeof value === 'string' && /^\s*-?\d{1,9}\s*$/.test(value)) {
        line = Number(value.trim());
        notes.warn(notes.full ? '' : `issues[${at}]: line ${(0,review_text/* quote */.hD)(value)} read as the number ${line}`);
    }
    else if (typeof value === 'string' && LINE_RANGE.test(value)) {
        line = Number(LINE_RANGE.exec(value)[1]);
        notes.warn(notes.full ? '' : `issues[${at}]: line range ${(0,review_text/* quote */.hD)(value)} read as line ${line}`);
    }
    else if (value === undefined && fromPath !== null) {
        line = fromPath;
        notes.warn(notes.full ? '' : `issues[${at}]: line ${line} taken from the file path`);
    }
    else if (value === undefined) {
        notes.warn(notes.full
            ? ''
            : `issues[${at}]: no line; kept as a file-level finding (line 1, not anchored)`);
        return 0;
    }
    if (line === null || !Number.isSafeInteger(line))
        return null;
    return fileLevelNote(line, at, notes);
}
function fileLevelNote(line, at, notes) {
    if (line < 1) {
        notes.warn(notes.full
            ? ''
            : `issues[${at}]: line ${line} is not a line; kept as a file-level finding (line 1, not anchored)`);
    }
    return line;
}
function readFix(value, at, notes) {
    if (typeof value === 'string')
        return boundedField(value.trim(), reply_contract/* MAX_FIX_LENGTH */.oy, at, 'fix', notes);
    notes.warn(notes.full ? '' : `issues[${at}]: no fix given; recorded as empty`);
    return '';
}
/** A committable replacement's text: kept as given (whitespace is code), bounded. */
function readSuggestion(value, at, notes) {
    if (value === undefined || value === null)
        return undefined;
    if (typeof value !== 'string') {
        notes.warn(notes.full ? '' : `issues[${at}]: suggestion is not text; dropped`);
        return undefined;
    }
    if (value.length > reply_contract/* MAX_SUGGESTION_LENGTH */.Ls) {
        notes.warn(notes.full
            ? ''
            : `issues[${at}]: suggestion over ${reply_contract/* MAX_SUGGESTION_LENGTH */.Ls} characters; dropped`);
        return undefined;
    }
    return value;
}
/**
 * A probe command, or undefined. Nothing is repaired: the command is run by a machine, so a
 * probe that is not exactly `{ command, expected }` with bounded one-line text is dropped, with a
 * warning, and the finding is kept as reported.
 */
function readProbe(value, severity, at, notes) {
    if (value === undefined || value === null)
        return undefined;
    const drop = (why) => {
        notes.warn(notes.full ? '' : `issues[${at}].probe ${why}; dropped`);
        return undefined;
    };
    if (severity === 'minor')
        return drop('is on a minor finding (blockers and majors only)');
    if (typeof value !== 'object' || Array.isArray(value))
        return drop(`is ${describeType(value)}`);
    const record = value;
    const keys = Object.keys(record);
    if (keys.some((k) => k !== 'command' && k !== 'expected'))
        return drop('has fields other than command and expected');
    const { command, expected } = record;
    if (typeof command !== 'string' || command.trim() === '')
        return drop('has no command');
    if (typeof expected !== 'string')
        return drop('has no expected text');
    if (command.length > reply_contract/* MAX_PROBE_COMMAND_LENGTH */.PW)
        return drop(`command is over ${reply_contract/* MAX_PROBE_COMMAND_LENGTH */.PW} characters`);
    if (expected.length > reply_contract/* MAX_PROBE_EXPECTED_LENGTH */.yH)
        return drop(`expected is over ${reply_contract/* MAX_PROBE_EXPECTED_LENGTH */.yH} characters`);
    if (reply_contract/* PROBE_CONTROL_CHARACTERS */.AR.test(command) || reply_contract/* PROBE_CONTROL_CHARACTERS */.AR.test(expected))
        return drop('contains a control character (one line, no escapes)');
    return { command, expected };
}
function readExampleId(value, at, notes) {
    if (value === undefined || value === null)
        return undefined;
    if (typeof value === 'string') {
        const id = value.trim();
        if (id === '')
            return undefined;
        if (id.length <= reply_contract/* MAX_EXAMPLE_ID_LENGTH */.vn && reply_contract/* EXAMPLE_ID_PATTERN */.QA.test(id))
            return id;
    }
    notes.warn(notes.full
        ? ''
        : `issues[${at}]: referenced_example_id ${(0,review_text/* quote */.hD)(value)} is not an example id; removed`);
    return undefined;
}
function readConfidence(value, at, notes) {
    if (value === undefined || value === null)
        return undefined;
    let number = null;
    if (typeof value === 'number' && Number.isFinite(value))
        number = value;
    else if (typeof value === 'string' && /^\s*\d{1,3}(\.\d+)?\s*$/.test(value))
        number = Number(value);
    if (number === null || number < 0 || number > 100) {
        notes.warn(notes.full
            ? ''
            : `issues[${at}]: confidence ${(0,review_text/* quote */.hD)(value)} is not a number from 0 to 100; removed`);
        return undefined;
    }
    const rounded = Math.round(number);
    if (rounded !== value)
        notes.warn(notes.full ? '' : `issues[${at}]: confidence ${(0,review_text/* quote */.hD)(value)} read as ${rounded}`);
    return rounded;
}
function boundedField(text, max, at, field, notes) {
    if (text.length <= max)
        return text;
    notes.warn(notes.full ? '' : `issues[${at}].${field}: ${text.length} characters cut to ${max}`);
    return (0,review_text/* boundText */.O6)(text, max);
}
function readStrengths(value, notes) {
    if (value === undefined || value === null) {
        notes.warn('the reply has no strengths list; read as none');
        return [];
    }
    if (!Array.isArray(value)) {
        notes.warn(`"strengths" is ${describeType(value)}, not a list; ignored`);
        return [];
    }
    const out = [];
    let skipped = 0;
    for (const item of value) {
        if (typeof item !== 'string' || item.trim() === '') {
            skipped++;
            continue;
        }
        if (out.length < MAX_STRENGTHS)
            out.push((0,review_text/* boundText */.O6)(item.trim(), reply_contract/* MAX_STRENGTH_LENGTH */.AL));
    }
    if (skipped > 0)
        notes.warn(`${skipped} strengths that were not text were dropped`);
    if (value.length - skipped > MAX_STRENGTHS) {
        notes.warn(`${value.length - skipped - MAX_STRENGTHS} strengths beyond the first ${MAX_STRENGTHS} were dropped`);
    }
    return out;
}
function readVerdict(value) {
    if (typeof value !== 'string')
        return null;
    const key = value
        .trim()
        .toUpperCase()
        .replace(/[\s-]+/g, '_');
    if (key === 'APPROVED' || key === 'APPROVE')
        return 'APPROVED';
    if (key === 'CHANGES_REQUESTED' || key === 'REQUEST_CHANGES')
        return 'CHANGES_REQUESTED';
    return null;
}
function readCounts(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return null;
    const record = value;
    const read = (key) => {
        const v = Object.hasOwn(record, key) ? record[key] : undefined;
        return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null;
    };
    const blocker = read('blocker');
    const major = read('major');
    const minor = read('minor');
    if (blocker === null || major === null || minor === null)
        return null;
    return { blocker, major, minor };
}
function describeType(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object')
        return 'an object';
    return `a ${typeof value}`;
}

// EXTERNAL MODULE: ./src/domain/fingerprint.ts
var fingerprint = __webpack_require__(1796);
;// CONCATENATED MODULE: ./src/review/prior-fields.ts


/**
 * The reply's re-review fields (issue 14): `prior_id` on a finding that re-reports a finding of
 * the previous review, and `resolved`, the prior findings the reviewer says are fixed. A bad
 * entry is a warning and is left out: a claim that cannot be read closes nothing, so the prior
 * finding stays open (fail closed), and the review is still complete.
 */
const MAX_RESOLVED = 200;
const MAX_RESOLVED_REASON_LENGTH = 500;
/** `RG-XXXXXX`, case and spacing forgiven; anything else is removed with a warning. */
function readPriorId(value, at, notes) {
    if (value === undefined || value === null)
        return undefined;
    const id = typeof value === 'string' ? value.trim().toUpperCase() : '';
    if (id === '') {
        if (value !== '')
            notes.warn(notes.full ? '' : `issues[${at}]: prior_id ${(0,review_text/* quote */.hD)(value)} removed`);
        return undefined;
    }
    if (fingerprint/* FINDING_ID_PATTERN */.xJ.test(id))
        return id;
    notes.warn(notes.full ? '' : `issues[${at}]: prior_id ${(0,review_text/* quote */.hD)(value)} is not a finding id; removed`);
    return undefined;
}
/** The `resolved` list: `[{"id": "RG-…", "reason": "…"}]`; null when the reply has none. */
function readResolved(value, notes) {
    if (value === undefined || value === null)
        return null;
    if (!Array.isArray(value)) {
        notes.warn(`"resolved" is not a list; ignored (no prior finding is closed by it)`);
        return [];
    }
    const claims = [];
    const seen = new Set();
    value.forEach((entry, at) => {
        if (claims.length >= MAX_RESOLVED)
            return;
        const record = typeof entry === 'object' && entry !== null && !Array.isArray(entry)
            ? entry
            : null;
        const rawId = record && Object.hasOwn(record, 'id') ? record.id : entry;
        const id = typeof rawId === 'string' ? rawId.trim().toUpperCase() : '';
        if (!fingerprint/* FINDING_ID_PATTERN */.xJ.test(id)) {
            notes.warn(`resolved[${at}]: ${(0,review_text/* quote */.hD)(entry, 120)} names no finding id; ignored`);
            return;
        }
        const rawReason = record && Object.hasOwn(record, 'reason') ? record.reason : undefined;
        const reason = typeof rawReason === 'string' ? rawReason.trim() : '';
        if (seen.has(id))
            return;
        seen.add(id);
        claims.push({
            id,
            reason: reason === '' ? '(no reason given)' : (0,review_text/* boundText */.O6)(reason, MAX_RESOLVED_REASON_LENGTH),
        });
    });
    if (value.length > MAX_RESOLVED)
        notes.warn(`"resolved" lists ${value.length} entries; only the first ${MAX_RESOLVED} were read`);
    return claims;
}

;// CONCATENATED MODULE: ./src/review/path.ts
/**
 * A finding's `file` as a repository-relative path, or a refusal. Models write `./src/a.ts`,
 * `b/src/a.ts` (copied from the diff header), `src\a.ts` or `src/a.ts:42`; those are repaired
 * with a note each. A path that could point outside the repository or smuggle something into
 * a link or a log (absolute, `..`, a URL scheme, NUL or another control character) is refused:
 * the finding goes to `dropped`, never into an inline comment.
 */
const MAX_PATH_LENGTH = 1_024;
// C0/C1 controls and the invisible direction overrides a "trojan source" path would use.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
const DRIVE = /^[A-Za-z]:([\\/]|$)/;
const LINE_SUFFIX = /^(.+?):(\d{1,9})(?::\d{1,9})?$/;
// Already clean: plain characters, non-empty segments, none of them `.` or `..`, no diff prefix.
const CLEAN = /^(?![ab]\/)(?!\.\.?(?:\/|$))[\w@+-][\w@+.-]*(?:\/(?!\.\.?(?:\/|$))[\w@+.-]+)*$/;
const NO_CHANGES = Object.freeze([]);
const DOT_SEGMENTS = '"./" and empty segments removed';
const diffPrefix = (letter) => `the diff prefix "${letter}/" was removed`;
/**
 * `isKnownFile` tells whether a path is in the change; it keeps a real top-level `a/` or `b/`
 * folder from being stripped as a diff prefix.
 */
function normalizeFindingPath(raw, isKnownFile = () => false) {
    if (raw.length <= MAX_PATH_LENGTH) {
        if (CLEAN.test(raw))
            return { ok: true, path: raw, changes: NO_CHANGES, lineFromPath: null };
        // The usual repairs, without the general walk below: one `./`, `a/` or `b/` before a clean path.
        const rest = raw.slice(2);
        if (raw.startsWith('./') && CLEAN.test(rest)) {
            return { ok: true, path: rest, changes: [DOT_SEGMENTS], lineFromPath: null };
        }
        if ((raw.startsWith('a/') || raw.startsWith('b/')) && CLEAN.test(rest) && !isKnownFile(raw)) {
            return { ok: true, path: rest, changes: [diffPrefix(raw[0])], lineFromPath: null };
        }
    }
    if (raw.includes('\u0000'))
        return { ok: false, reason: 'the path contains a NUL character' };
    if (CONTROL.test(raw))
        return { ok: false, reason: 'the path contains a control character' };
    if (raw.length > MAX_PATH_LENGTH)
        return { ok: false, reason: `the path is longer than ${MAX_PATH_LENGTH} characters` };
    const changes = [];
    let path = raw.trim();
    if (path !== raw)
        changes.push('surrounding whitespace removed');
    if (DRIVE.test(path))
        return { ok: false, reason: 'the path is absolute (a drive letter)' };
    let lineFromPath = null;
    const suffix = LINE_SUFFIX.exec(path);
    if (suffix && !SCHEME.test(suffix[1])) {
        path = suffix[1];
        lineFromPath = Number(suffix[2]);
        changes.push('a ":line" suffix was removed');
    }
    if (SCHEME.test(path))
        return { ok: false, reason: 'the path starts with a URL scheme' };
    if (path.includes('\\')) {
        path = path.replace(/\\/g, '/');
        changes.push('backslashes became slashes');
    }
    if (path.startsWith('/'))
        return { ok: false, reason: 'the path is absolute' };
    if (path.startsWith('~'))
        return { ok: false, reason: 'the path is relative to a home directory' };
    const segments = path.split('/');
    if (segments.includes('..'))
        return { ok: false, reason: 'the path contains ".."' };
    const kept = segments.filter((s) => s !== '' && s !== '.');
    if (kept.length !== segments.length || path.endsWith('/')) {
        if (path.endsWith('/') && path.replace(/\/+$/, '') !== '') {
            return { ok: false, reason: 'the path names a directory, not a file' };
        }
        changes.push(DOT_SEGMENTS);
    }
    path = kept.join('/');
    if (path === '')
        return { ok: false, reason: 'the path is empty' };
    if ((kept[0] === 'a' || kept[0] === 'b') && kept.length > 1 && !isKnownFile(path)) {
        path = kept.slice(1).join('/');
        changes.push(diffPrefix(kept[0]));
    }
    return { ok: true, path, changes, lineFromPath };
}

;// CONCATENATED MODULE: ./src/review/touched-path.ts
/**
 * Matching a finding's file against the touched files, for the paths models write that name a
 * touched file without being its repository path: a bare name (`cart.ts`), a path in another
 * case (`SRC/Cart.ts`), or the runner's absolute checkout path
 * (`/home/runner/work/x/x/src/cart.ts`, `D:\a\x\x\src\cart.ts`). Only a single match is taken:
 * two touched files that fit are ambiguous, and the caller keeps the path as the model gave it.
 */
const ABSOLUTE = /^(?:[A-Za-z]:)?[\\/]/;
/** True for `/…`, `\…` and `C:\…`: a path the repository cannot hold as given. */
function isAbsolutePath(raw) {
    return ABSOLUTE.test(raw.trim());
}
class TouchedFiles {
    exact;
    byLowerCase = new Map();
    byBaseName = new Map();
    constructor(files) {
        this.exact = new Set(files);
        for (const file of this.exact) {
            push(this.byLowerCase, file.toLowerCase(), file);
            push(this.byBaseName, baseName(file).toLowerCase(), file);
        }
    }
    has(path) {
        return this.exact.has(path);
    }
    /**
     * `path` with backslashes already turned into slashes. An absolute path matches the touched
     * file that is its longest tail (the checkout prefix is unknown); a relative one matches a
     * touched file that ends with it (a bare name, a shortened path). Case counts only when the
     * exact spelling finds nothing.
     */
    match(path) {
        if (this.exact.has(path))
            return { kind: 'exact' };
        const absolute = path.startsWith('/') || /^[A-Za-z]:\//.test(path);
        const segments = path.split('/').filter((s) => s !== '' && s !== '.');
        if (segments.length === 0)
            return { kind: 'none' };
        if (absolute && /^[A-Za-z]:$/.test(segments[0]))
            segments.shift();
        const relative = segments.join('/');
        if (!absolute) {
            if (this.exact.has(relative))
                return { kind: 'resolved', path: relative, how: 'cleaned' };
            const sameLetters = this.byLowerCase.get(relative.toLowerCase()) ?? [];
            if (sameLetters.length === 1)
                return { kind: 'resolved', path: sameLetters[0], how: 'differs only in case' };
            if (sameLetters.length > 1)
                return { kind: 'ambiguous', candidates: sameLetters };
        }
        const candidates = this.byBaseName.get(segments[segments.length - 1].toLowerCase()) ?? [];
        const fits = (caseSensitive) => candidates.filter((file) => {
            const tail = file.split('/');
            const shorter = absolute ? tail : segments;
            const longer = absolute ? segments : tail;
            return endsWith(longer, shorter, caseSensitive);
        });
        let found = fits(true);
        let how = absolute ? 'an absolute path' : 'a partial path';
        if (found.length === 0) {
            found = fits(false);
            how += ' in another case';
        }
        if (found.length === 0)
            return { kind: 'none' };
        if (absolute) {
            // The longest touched tail is the most specific reading of the checkout path.
            const longest = Math.max(...found.map((f) => f.split('/').length));
            found = found.filter((f) => f.split('/').length === longest);
        }
        if (found.length > 1)
            return { kind: 'ambiguous', candidates: found.sort() };
        return { kind: 'resolved', path: found[0], how };
    }
}
function endsWith(longer, shorter, caseSensitive) {
    if (shorter.length > longer.length)
        return false;
    const offset = longer.length - shorter.length;
    for (let i = 0; i < shorter.length; i++) {
        const a = longer[offset + i];
        const b = shorter[i];
        if (caseSensitive ? a !== b : a.toLowerCase() !== b.toLowerCase())
            return false;
    }
    return true;
}
function baseName(path) {
    const slash = path.lastIndexOf('/');
    return slash === -1 ? path : path.slice(slash + 1);
}
function push(map, key, value) {
    const list = map.get(key);
    if (list)
        list.push(value);
    else
        map.set(key, [value]);
}

;// CONCATENATED MODULE: ./src/review/normalize.ts








/**
 * Turns the reply object into findings of the contract's shape. Each repair is a warning. A
 * finding the model reported never vanishes: an entry is mapped (a severity synonym, a file
 * resolved to the one touched file it names), kept as a file-level finding (no line), or the
 * review is marked incomplete (`notes.incomplete`) with the entry's index, field and value.
 * Only a minor finding whose path cannot be a repository file is dropped, with a warning.
 * Nothing here decides the verdict or the counts: they are recomputed later from what survives.
 *
 * Decisions worth knowing:
 * - An unreadable entry (not an object; a severity that is missing, unknown or ambiguous; no
 *   file; a line that is not a number; no message) makes the review incomplete whatever its
 *   severity: we cannot know it was not a blocker.
 * - `findings` or `comments` in place of `issues` are read as `issues`, with a warning; beside
 *   `issues` (or each other) they are a contract violation.
 * - The top level is otherwise strict (checkTopLevelKeys): an unknown key, a key differing from a
 *   known one only in case, a verdict outside the enum, or CHANGES_REQUESTED with no issues makes
 *   the review incomplete, so the model stage asks once for a repair and then ends in an error.
 * - Counts that claim more findings of a severity than the entries hold, and an `error` field
 *   (a refusal), make the review incomplete.
 * - An unknown or missing category is replaced by the mode's catch-all (`logic`, `scope`)
 *   rather than dropping the finding: a mislabelled blocker must still reach the gate.
 * - A line of 0 or below is kept as a file-level finding: line 1, never anchored inline.
 */
const FINDING_FIELDS = new Set([
    'severity',
    'category',
    'file',
    'line',
    'message',
    'fix',
    'referenced_example_id',
    'confidence',
    'suggestion',
    'prior_id',
    'blast_radius',
    'pre_existing',
    'probe',
]);
/** Names models use for our fields, read with a warning when the contract's own name is absent. */
const ALIASES = new Map([
    ['file', ['path']],
    ['message', ['description', 'summary']],
    ['fix', ['suggestion', 'recommendation']],
]);
const REPLY_FIELDS = new Set(['verdict', 'counts', 'issues', 'strengths', 'resolved']);
/** Names models use for `issues`, in the order they are looked for. */
const ISSUES_SYNONYMS = ['findings', 'comments'];
function normalizeReply(raw, mode, notes, touched, 
/** Sees every raw issue entry, so the structural report needs no second pass over them. */
onEntry) {
    const issuesField = issuesFieldOf(raw, notes);
    checkTopLevelKeys(raw, issuesField, notes);
    if (Object.hasOwn(raw, 'error') && raw.error !== null && raw.error !== false) {
        notes.incomplete(`the reply carries an "error" field (a refusal?): ${(0,review_text/* quote */.hD)(raw.error, 200)}`);
    }
    const declaredVerdict = readVerdict(raw.verdict);
    if (raw.verdict !== undefined && declaredVerdict === null) {
        notes.incomplete(`contract violation: the reply's verdict ${(0,review_text/* quote */.hD)(raw.verdict)} is not APPROVED or CHANGES_REQUESTED`);
    }
    const declaredCounts = readCounts(raw.counts);
    const findings = [];
    const issues = raw[issuesField];
    /** Entries per severity as the model wrote them (read, mapped or not), for its counts. */
    const entryTally = { blocker: 0, major: 0, minor: 0 };
    if (issues === undefined || issues === null) {
        // Nothing says the review found nothing: `"issues": []` does. A red-team reply of only
        // strengths passed as a clean review.
        notes.incomplete('contract violation: the reply has no issues list (an empty list says there are no findings)');
    }
    else if (!Array.isArray(issues)) {
        throw new extract/* ReplyUnusableError */.ed('bad_shape', `"${issuesField}" is ${describeType(issues)}, not a list of findings`, (0,review_text/* quote */.hD)(issues, 200));
    }
    else {
        const unknownFields = new Map();
        for (let i = 0; i < issues.length; i++) {
            onEntry?.(issues[i]);
            const found = normalizeFinding(issues[i], i, mode, notes, unknownFields, entryTally, touched);
            if (found)
                findings.push(found);
        }
        for (const [key, count] of unknownFields) {
            notes.warn(`unknown finding field ${(0,review_text/* quote */.hD)(key, 40)} dropped from ${count} finding${count === 1 ? '' : 's'}`);
        }
    }
    checkClaimedCounts(raw.counts, entryTally, notes);
    if (declaredVerdict === 'CHANGES_REQUESTED' && (!Array.isArray(issues) || issues.length === 0)) {
        // The model asked for changes and listed nothing: the findings it meant are missing.
        notes.incomplete('contract violation: the verdict is CHANGES_REQUESTED but the reply lists no issues');
    }
    return {
        findings,
        strengths: readStrengths(raw.strengths, notes),
        declaredVerdict,
        declaredCounts,
        resolved: readResolved(raw.resolved, notes),
    };
}
/**
 * `issues`, else the synonym the reply uses in its place (with a warning). Two findings lists
 * (`issues` and a synonym, or two synonyms) are a contract violation even when one is empty:
 * which list the model meant is unknown.
 */
function issuesFieldOf(raw, notes) {
    const synonyms = ISSUES_SYNONYMS.filter((key) => Object.hasOwn(raw, key));
    if (Object.hasOwn(raw, 'issues') || synonyms.length === 0) {
        for (const other of synonyms) {
            notes.incomplete(`contract violation: the reply has both "issues" and "${other}"; send one "issues" list`);
        }
        return 'issues';
    }
    const [chosen, ...rest] = synonyms;
    notes.warn(`"${chosen}" read as "issues"`);
    for (const other of rest) {
        notes.incomplete(`contract violation: the reply has both "${chosen}" and "${other}"; send one "issues" list`);
    }
    return chosen;
}
/** Keys a reply may carry at its top level besides the contract's: a refusal, when null/false. */
const TOLERATED_KEYS = new Set(['error']);
const KNOWN_BY_LOWER_CASE = new Map([...REPLY_FIELDS, ...ISSUES_SYNONYMS, ...TOLERATED_KEYS].map((key) => [key, key]));
/**
 * The top level is strict (issue 21, "one reply shape"): any key outside the contract could hold
 * findings the model meant (`Issues`, `blockers`, `__proto__`), so it is a contract violation,
 * which the model stage answers with one repair request and then an error. Only findings
 * entries stay lenient about their own unknown fields (dropped with a warning), because every
 * entry is still read.
 */
function checkTopLevelKeys(raw, issuesField, notes) {
    const unknown = [];
    for (const key of Object.keys(raw)) {
        if (REPLY_FIELDS.has(key) || key === issuesField || TOLERATED_KEYS.has(key))
            continue;
        if (ISSUES_SYNONYMS.includes(key))
            continue; // reported by issuesFieldOf
        const known = KNOWN_BY_LOWER_CASE.get(key.trim().toLowerCase());
        if (known !== undefined) {
            notes.incomplete(`contract violation: the key ${(0,review_text/* quote */.hD)(key, 40)} differs from "${known}" only in case or spacing; keys are exact`);
        }
        else
            unknown.push(key);
    }
    if (unknown.length > 0) {
        notes.incomplete(`contract violation: unknown top-level key${unknown.length === 1 ? '' : 's'} ${listKeys(unknown)} (the reply has only verdict, counts, issues, strengths and resolved)`);
    }
}
/**
 * The reply's counts against its own entries: a count above what is listed means findings the
 * model meant to report and did not list, so the review is incomplete. A lower count is only a
 * recount (the counts are recomputed anyway).
 */
function checkClaimedCounts(counts, tally, notes) {
    if (counts === undefined || counts === null)
        return;
    // A claim the check cannot read (`"counts": "1 blocker"`, `{"blockers": 1}`) may be a finding
    // the model meant and did not list: the reply is not read as clean.
    if (typeof counts !== 'object' || Array.isArray(counts)) {
        notes.incomplete(`contract violation: counts is ${(0,review_text/* quote */.hD)(counts, 80)}, not an object of blocker, major and minor numbers`);
        return;
    }
    const record = counts;
    const odd = Object.keys(record).filter((key) => !COUNT_KEYS.has(key));
    if (odd.length > 0) {
        notes.incomplete(`contract violation: counts has the key${odd.length === 1 ? '' : 's'} ${listKeys(odd)} (it has only blocker, major and minor)`);
    }
    for (const severity of ['blocker', 'major', 'minor']) {
        const value = Object.hasOwn(record, severity) ? record[severity] : undefined;
        const claimed = typeof value === 'number'
            ? value
            : typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value)
                ? Number(value)
                : null;
        if (value !== undefined && (claimed === null || !Number.isFinite(claimed) || claimed < 0)) {
            notes.incomplete(`contract violation: counts.${severity} is ${(0,review_text/* quote */.hD)(value, 40)}, not a number`);
            continue;
        }
        if (claimed === null || claimed <= tally[severity])
            continue;
        notes.incomplete(`counts.${severity} is ${(0,review_text/* quote */.hD)(value)} but the reply lists ${tally[severity]} ${severity} finding${tally[severity] === 1 ? '' : 's'}`);
    }
}
const COUNT_KEYS = new Set(['blocker', 'major', 'minor']);
function normalizeFinding(entry, at, mode, notes, unknownFields, tally, touched) {
    const unreadable = (field, reason) => {
        const where = field === '' ? `issues[${at}]` : `issues[${at}].${field}`;
        notes.drop(`${where}: ${reason}`, entry);
        notes.incomplete(`issues[${at}] unreadable: ${where} ${reason}; entry: ${(0,review_text/* quote */.hD)(entry, 120)}`);
        notes.entry(`issues[${at}] unreadable: ${where} ${reason}`);
        return null;
    };
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
        return unreadable('', `is ${describeType(entry)}, not a finding`);
    }
    const record = entry;
    for (const key in record) {
        if (!FINDING_FIELDS.has(key) && Object.hasOwn(record, key) && !isUsedAlias(record, key)) {
            unknownFields.set(key, (unknownFields.get(key) ?? 0) + 1);
        }
    }
    const rawSeverity = readField(record, 'severity', at, notes);
    const reading = readSeverity(rawSeverity);
    if (!reading.ok)
        return unreadable('severity', `${(0,review_text/* quote */.hD)(rawSeverity)}: ${reading.reason}`);
    const severity = reading.severity;
    tally[severity]++;
    if (rawSeverity !== severity) {
        notes.warn(notes.full ? '' : `issues[${at}]: severity ${(0,review_text/* quote */.hD)(rawSeverity)} read as ${severity}`);
        if (!reading.exact)
            notes.entry(`issues[${at}].severity ${(0,review_text/* quote */.hD)(rawSeverity)} mapped to ${severity}`);
    }
    const rawFile = readField(record, 'file', at, notes);
    if (typeof rawFile !== 'string')
        return unreadable('file', `${(0,review_text/* quote */.hD)(rawFile)}: no file path`);
    const file = readFile(rawFile, at, severity, notes, touched);
    if ('refused' in file) {
        notes.drop(`issues[${at}]: file ${(0,review_text/* quote */.hD)(rawFile)} refused: ${file.refused}`, entry);
        return null;
    }
    const rawLine = readField(record, 'line', at, notes);
    const line = readLine(rawLine, file.lineFromPath, at, notes);
    if (line === null)
        return unreadable('line', `${(0,review_text/* quote */.hD)(rawLine)} is not a line number`);
    const rawMessage = readField(record, 'message', at, notes);
    const message = typeof rawMessage === 'string' ? rawMessage.trim() : '';
    if (message === '')
        return unreadable('message', `${(0,review_text/* quote */.hD)(rawMessage)}: no message`);
    // Fields in the contract's order, `anchored` last: review.json is compared byte for byte.
    const finding = {
        severity,
        category: readCategory(readField(record, 'category', at, notes), mode, at, notes),
        file: file.path,
        line: line < 1 ? 1 : line,
        message: boundedField(message, reply_contract/* MAX_MESSAGE_LENGTH */.uv, at, 'message', notes),
        fix: readFix(readField(record, 'fix', at, notes), at, notes),
    };
    const exampleId = readExampleId(record.referenced_example_id, at, notes);
    if (exampleId !== undefined)
        finding.referenced_example_id = exampleId;
    const confidence = readConfidence(record.confidence, at, notes);
    if (confidence !== undefined)
        finding.confidence = confidence;
    // Only beside a fix: without one, "suggestion" is a model's name for the fix (an alias), prose.
    const suggestion = Object.hasOwn(record, 'fix')
        ? readSuggestion(record.suggestion, at, notes)
        : undefined;
    if (suggestion !== undefined)
        finding.suggestion = suggestion;
    const priorId = readPriorId(record.prior_id, at, notes);
    if (priorId !== undefined)
        finding.prior_id = priorId;
    const blastRadius = readBlastRadius(record.blast_radius);
    if (blastRadius !== undefined)
        finding.blast_radius = blastRadius;
    // Only `true` claims it; whether the line is untouched is checked against the diff later.
    if (record.pre_existing === true)
        finding.pre_existing = true;
    const probe = readProbe(record.probe, severity, at, notes);
    if (probe !== undefined)
        finding.probe = probe;
    finding.anchored = line >= 1;
    return finding;
}
/** The file of a finding about the change as a whole (guard.ts writes it when no test is named). */
const WHOLE_CHANGE = '.';
const normalize_LINE_SUFFIX = /:(\d{1,9})(?::\d{1,9})?$/;
/**
 * The finding's file as a repository path, or why it cannot be one. A path naming exactly
 * one touched file (a bare name, another case, the runner's absolute checkout path) becomes
 * that file; an ambiguous one is kept as given. A refused path drops a minor finding with a
 * warning; a blocker or major on it makes the review incomplete instead.
 */
function readFile(rawFile, at, severity, notes, touched) {
    if (touched && isAbsolutePath(rawFile) && !/[\u0000-\u001f]/.test(rawFile)) {
        let path = rawFile.trim().replace(/\\/g, '/');
        const suffix = normalize_LINE_SUFFIX.exec(path);
        if (suffix)
            path = path.slice(0, suffix.index);
        const match = touched.match(path);
        if (match.kind === 'resolved') {
            resolvedNote(rawFile, match.path, `${match.how} naming one touched file`, at, notes);
            return { path: match.path, lineFromPath: suffix ? Number(suffix[1]) : null };
        }
    }
    // The guard's own finding on the change as a whole: read back from review.json as itself.
    if (rawFile === WHOLE_CHANGE)
        return { path: WHOLE_CHANGE, lineFromPath: null };
    const normalized = normalizeFindingPath(rawFile, touched ? (p) => touched.has(p) : undefined);
    if (!normalized.ok) {
        if (severity !== 'minor') {
            const text = `issues[${at}].file ${(0,review_text/* quote */.hD)(rawFile)} cannot be a repository file (${normalized.reason})`;
            notes.incomplete(`${text}; the ${severity} finding could not be kept`);
            notes.entry(`issues[${at}] unreadable: ${text}`);
        }
        return { refused: normalized.reason };
    }
    for (const change of normalized.changes) {
        notes.warn(notes.full ? '' : `issues[${at}]: file ${(0,review_text/* quote */.hD)(rawFile)}: ${change}`);
    }
    let path = normalized.path;
    if (touched && !touched.has(path)) {
        const match = touched.match(path);
        if (match.kind === 'resolved') {
            resolvedNote(rawFile, match.path, `${match.how} naming one touched file`, at, notes);
            path = match.path;
        }
        else if (match.kind === 'ambiguous') {
            notes.warn(notes.full
                ? ''
                : `issues[${at}]: file ${(0,review_text/* quote */.hD)(rawFile)} fits ${match.candidates.length} touched files (${match.candidates.slice(0, 3).join(', ')}); kept as given, not anchored`);
        }
    }
    return { path, lineFromPath: normalized.lineFromPath };
}
function resolvedNote(raw, path, how, at, notes) {
    notes.warn(notes.full ? '' : `issues[${at}]: file ${(0,review_text/* quote */.hD)(raw)} read as ${path} (${how})`);
    notes.entry(`issues[${at}].file ${(0,review_text/* quote */.hD)(raw)} mapped to ${path}`);
}
/** A field by its contract name, else by a known alias (with a warning); null reads as absent. */
function readField(record, name, at, notes) {
    const value = Object.hasOwn(record, name) ? record[name] : undefined;
    if (value !== undefined && value !== null)
        return value;
    const aliases = ALIASES.get(name);
    if (aliases) {
        for (const alias of aliases) {
            const other = Object.hasOwn(record, alias) ? record[alias] : undefined;
            if (other !== undefined && other !== null) {
                notes.warn(notes.full ? '' : `issues[${at}]: "${alias}" read as "${name}"`);
                return other;
            }
        }
    }
    return undefined;
}
function isUsedAlias(record, key) {
    for (const [name, aliases] of ALIASES) {
        if (aliases.includes(key) && (record[name] === undefined || record[name] === null))
            return true;
    }
    return false;
}
function listKeys(keys) {
    const shown = keys.slice(0, 10).map((k) => (0,review_text/* quote */.hD)(k, 40));
    return keys.length > 10 ? `${shown.join(', ')} and ${keys.length - 10} more` : shown.join(', ');
}
/** The reviewer's reach estimate: one line of text, bounded; anything else is left out. */
function readBlastRadius(value) {
    if (typeof value !== 'string')
        return undefined;
    const text = value.replace(/\s+/g, ' ').trim();
    return text === '' ? undefined : text.slice(0, reply_contract/* MAX_BLAST_RADIUS_LENGTH */.Yf);
}

// EXTERNAL MODULE: ./src/review/notes.ts
var review_notes = __webpack_require__(9253);
// EXTERNAL MODULE: ./src/shared/is-record.ts
var is_record = __webpack_require__(791);
;// CONCATENATED MODULE: ./src/review/structural.ts



/**
 * The structural report (reviewer-protocol, adapted to our contract): how well the model kept
 * the contract, for people to read. It never changes the findings, the counts or the gate. It
 * describes the reply as received: the raw entries and the findings as normalize read them,
 * before the location check and the guard, with a note per entry that was mapped or unreadable.
 *
 * completeness_score starts at 1 and loses:
 * - 0.1 per missing top-level field (verdict, counts, issues, strengths);
 * - 0.1 when the model's own counts disagree with its own issues (or are missing);
 * - up to 0.2 in proportion to the issue entries that lack a required field or are not objects;
 * - 0.2 when the reply lists findings but none uses a category of this mode;
 * - 0.05 per kind of severity-plausibility note, at most 0.2.
 * It is clamped to 0..1 and rounded to two decimals.
 */
const TOP_LEVEL = ['verdict', 'counts', 'issues', 'strengths'];
const FINDING_REQUIRED = ['severity', 'category', 'file', 'line', 'message', 'fix'];
// Below these, the review-contract rubric would not have emitted the finding at all.
const CONFIDENCE_BAR = { major: 70, minor: 80 };
const FILE_LINE = /[\w./-]+:\d+/;
/**
 * What the structural report needs from the raw issue entries, gathered in one pass (normalize
 * feeds it each entry as it reads them, so 10,000 entries are walked once).
 */
class IssueStats {
    allowed;
    entries = 0;
    notObjects = 0;
    incomplete = 0;
    withModeCategory = 0;
    missingByField = new Map();
    /** The model's own issues by severity (synonyms read), for its counts to be checked against. */
    ownTally = { blocker: 0, major: 0, minor: 0 };
    constructor(allowed) {
        this.allowed = allowed;
    }
    add(entry) {
        this.entries++;
        if (!(0,is_record/* isRecord */.u)(entry)) {
            this.notObjects++;
            this.incomplete++;
            return;
        }
        let lacking = false;
        for (const k of FINDING_REQUIRED) {
            if (present(entry, k))
                continue;
            this.missingByField.set(k, (this.missingByField.get(k) ?? 0) + 1);
            lacking = true;
        }
        if (lacking)
            this.incomplete++;
        const severity = severityOf(entry.severity);
        if (severity)
            this.ownTally[severity]++;
        if (typeof entry.category === 'string' && this.allowed.has(entry.category))
            this.withModeCategory++;
    }
}
function issueStats(mode, entries) {
    const stats = new IssueStats(new Set((0,finding/* categoriesFor */.u2)(mode)));
    if (Array.isArray(entries))
        for (const entry of entries)
            stats.add(entry);
    return stats;
}
function structuralReport(raw, mode, issues, strengths, stats = issueStats(mode, raw.issues), 
/** How entries were read when not as written (`issues[2].severity "must-fix" mapped to blocker`). */
entryNotes = []) {
    const notes = [...entryNotes];
    let score = 1;
    const missing = TOP_LEVEL.filter((k) => !present(raw, k));
    score -= 0.1 * missing.length;
    const counts = (0,is_record/* isRecord */.u)(raw.counts) ? raw.counts : null;
    if (counts) {
        for (const k of ['blocker', 'major', 'minor'])
            if (!present(counts, k))
                missing.push(`counts.${k}`);
    }
    const { entries, notObjects, incomplete, ownTally } = stats;
    for (const [field, n] of stats.missingByField) {
        missing.push(`issues[].${field} (missing in ${n} of ${entries})`);
    }
    if (notObjects > 0)
        notes.push(`${notObjects} of ${entries} issue entries are not objects`);
    if (entries > 0)
        score -= 0.2 * (incomplete / entries);
    const declared = structural_readCounts(counts);
    const countsConsistent = declared !== null &&
        declared.blocker === ownTally.blocker &&
        declared.major === ownTally.major &&
        declared.minor === ownTally.minor;
    if (!countsConsistent) {
        score -= 0.1;
        notes.push(declared
            ? `the reply's counts (blocker ${declared.blocker}, major ${declared.major}, minor ${declared.minor}) disagree with its own issues (blocker ${ownTally.blocker}, major ${ownTally.major}, minor ${ownTally.minor})`
            : 'the reply gives no complete counts');
    }
    const verdict = typeof raw.verdict === 'string' ? raw.verdict.trim().toUpperCase() : null;
    if (verdict === 'APPROVED' && entries > 0) {
        notes.push(`the reply said APPROVED while listing ${entries} issue${entries === 1 ? '' : 's'}`);
    }
    if (verdict === 'CHANGES_REQUESTED' && entries === 0) {
        notes.push('the reply said CHANGES_REQUESTED without listing any issue');
    }
    if (entries > 0 && stats.withModeCategory === 0) {
        score -= 0.2;
        notes.push(`none of the reply's findings uses a ${mode} category (${(0,finding/* categoriesFor */.u2)(mode).join(', ')})`);
    }
    const used = new Set(issues.map((f) => f.category));
    const missingCategories = (0,finding/* categoriesFor */.u2)(mode).filter((c) => !used.has(c));
    const plausibility = plausibilityNotes(mode, issues, strengths);
    score -= Math.min(0.2, 0.05 * plausibility.length);
    notes.push(...plausibility);
    return {
        completeness_score: Math.round(Math.min(1, Math.max(0, score)) * 100) / 100,
        missing_fields: missing,
        counts_consistent: countsConsistent,
        missing_categories: missingCategories,
        notes,
    };
}
/** Severity choices that are unusual for their category; each kind of note appears once. */
function plausibilityNotes(mode, issues, strengths) {
    const notes = [];
    const where = (pred) => issues.filter(pred).map((f) => `${f.file}:${f.line}`);
    const add = (found, text) => {
        if (found.length === 0)
            return;
        const listed = found.slice(0, 5).join(', ') + (found.length > 5 ? ` and ${found.length - 5} more` : '');
        notes.push(`${text} (${listed})`);
    };
    if (mode === 'implementation') {
        add(where((f) => f.category === 'security' && f.severity === 'minor'), 'security findings graded minor are unusual');
        add(where((f) => f.category === 'code_rules' && f.severity === 'blocker'), 'code-rules findings graded blocker are unusual');
        add(where((f) => f.category === 'tests' && f.severity === 'minor'), 'tests findings graded minor: failing tests are blockers');
    }
    else {
        add(where((f) => f.category === 'out_of_scope' &&
            f.severity !== 'blocker' &&
            /missing|empty|absent|silent|no out/i.test(f.message)), 'a missing or empty out-of-scope section is always a blocker');
    }
    add(where((f) => f.confidence !== undefined && f.confidence < (CONFIDENCE_BAR[f.severity] ?? 0)), 'findings below the confidence bar (major under 70, minor under 80)');
    const ungrounded = strengths.filter((s) => !FILE_LINE.test(s)).length;
    if (ungrounded > 0) {
        notes.push(`${ungrounded} ${ungrounded === 1 ? 'strength cites' : 'strengths cite'} no file:line`);
    }
    return notes;
}
function present(record, key) {
    return Object.hasOwn(record, key) && record[key] !== null && record[key] !== undefined;
}
function structural_readCounts(counts) {
    if (!counts)
        return null;
    const n = (k) => {
        const v = Object.hasOwn(counts, k) ? counts[k] : undefined;
        return typeof v === 'number' && Number.isInteger(v) ? v : null;
    };
    const blocker = n('blocker');
    const major = n('major');
    const minor = n('minor');
    return blocker === null || major === null || minor === null ? null : { blocker, major, minor };
}

;// CONCATENATED MODULE: ./src/review/parse.ts









/**
 * The reply was read, but not completely (an unreadable entry, a dropped blocker or major,
 * counts claiming unlisted findings, a refusal): not proof of anything, so it cannot pass.
 * A ReplyUnusableError, so the model stage asks once for a repair with this message (which
 * names each entry, field and value) and ends in an error if the repair is no better.
 * `review` is what could be read, with `incomplete` set, for reports.
 */
class ReplyIncompleteError extends extract/* ReplyUnusableError */.ed {
    review;
    constructor(review) {
        const causes = review.incomplete ?? [];
        const listed = causes.slice(0, 10).join('; ');
        super('incomplete', `the reply was not read completely (${causes.length} problem${causes.length === 1 ? '' : 's'}): ${listed}${causes.length > 10 ? '; …' : ''}`, '');
        this.review = review;
    }
}
/** Most findings listed in `issues`; the counts still include the rest (see capIssues). */
const MAX_ISSUES = 500;
/**
 * A model's reply → review.json: extract → normalize → location check → guard → recount →
 * structural report. Pure and deterministic: the same reply and options give the same bytes
 * under `JSON.stringify(review, null, 2)`. Throws ReplyUnusableError, and nothing else, when the
 * reply cannot be read as a review, or was not read completely (ReplyIncompleteError): a
 * returned review always has every blocker and major finding of the reply in `issues`.
 */
function parseReview(reply, options) {
    const review = readReview(reply, options);
    if (review.incomplete)
        throw new ReplyIncompleteError(review);
    return review;
}
/**
 * parseReview without the throw for an incomplete reply: the review carries `incomplete` (the
 * causes) instead. For reports of what was read; such a review can never pass the gate.
 */
function readReview(reply, options) {
    const { mode } = options;
    const extracted = (0,extract/* extractReply */.mp)(reply);
    const notes = new review_notes/* Notes */.u3();
    for (const w of extracted.warnings)
        notes.warn(w);
    for (const why of extracted.incomplete)
        notes.incomplete(why);
    const lineMap = options.lineMap ?? null;
    const touched = lineMap ? new TouchedFiles(lineMap.keys()) : undefined;
    const stats = issueStats(mode);
    const normalized = normalizeReply(extracted.value, mode, notes, touched, (entry) => stats.add(entry));
    // Described as received: before the location check and the guard change anything.
    const structure = structuralReport(extracted.value, mode, normalized.findings, normalized.strengths, stats, notes.entries);
    const guard = options.requireTestsBlocker === true && mode !== 'contract';
    if (options.requireTestsBlocker && !guard) {
        notes.warn('require-tests-blocker does not apply in contract mode (there are no tests yet); ignored');
    }
    const autoFindings = guard ? (options.autoFindings ?? []) : [];
    // A model copying an auto-generated finding on an untouched test file did as it was told.
    const isAutoFinding = (f) => autoFindings.some((auto) => (0,review_guard/* sameFinding */.In)(auto, f));
    const located = checkLocations(normalized.findings, lineMap, notes, isAutoFinding);
    let issues = located.issues;
    let guardApplied = false;
    if (guard) {
        const guarded = (0,review_guard/* applyTestsGuard */.vH)(issues, autoFindings, lineMap, notes);
        issues = guarded.issues;
        guardApplied = guarded.applied;
    }
    const counts = (0,review_finding/* countFindings */.Gt)(issues);
    const verdict = issues.length === 0 ? 'APPROVED' : 'CHANGES_REQUESTED';
    reportRecount(normalized.declaredCounts, counts, notes);
    reportVerdict(normalized.declaredVerdict, verdict, issues.length, notes);
    const listed = capIssues(issues, notes);
    const incomplete = notes.incompleteCauses;
    const review = {
        mode,
        verdict,
        counts: { blocker: counts.blocker, major: counts.major, minor: counts.minor },
        issues: listed,
        strengths: normalized.strengths,
        warnings: notes.warnings,
        unanchored: located.unanchored.map(review_finding/* canonicalFinding */.Iq),
        dropped: notes.dropped.map((d) => ({ reason: d.reason, excerpt: d.excerpt })),
        structure: {
            completeness_score: structure.completeness_score,
            missing_fields: structure.missing_fields,
            counts_consistent: structure.counts_consistent,
            missing_categories: structure.missing_categories,
            notes: structure.notes,
        },
        guard_applied: guardApplied,
    };
    if (incomplete.length > 0)
        review.incomplete = incomplete;
    if (normalized.resolved !== null)
        review.resolved = normalized.resolved;
    return review;
}
function reportRecount(declared, counts, notes) {
    if (!declared) {
        notes.warn(`the reply gave no complete counts; counted from the issues: ${(0,review_finding/* formatCounts */.gM)(counts)}`);
        return;
    }
    if (declared.blocker !== counts.blocker ||
        declared.major !== counts.major ||
        declared.minor !== counts.minor) {
        notes.warn(`counts recomputed: the reply said ${(0,review_finding/* formatCounts */.gM)(declared)}; the issues give ${(0,review_finding/* formatCounts */.gM)(counts)}`);
    }
}
function reportVerdict(declared, verdict, issueCount, notes) {
    if (declared === verdict)
        return;
    const why = issueCount === 0
        ? 'no findings remain'
        : issueCount === 1
            ? '1 finding remains'
            : `${issueCount} findings remain`;
    notes.warn(declared
        ? `verdict recomputed: the reply said ${declared}; ${verdict} because ${why}`
        : `the reply gave no usable verdict; ${verdict} because ${why}`);
}
/**
 * Keeps at most MAX_ISSUES findings so 50,000 cannot blow up rendering. Blockers are kept before
 * majors before minors (in their original order), so the cut can never hide what fails a gate;
 * the counts are computed before the cut and still include every finding.
 */
function capIssues(issues, notes) {
    if (issues.length <= MAX_ISSUES)
        return issues;
    const keep = new Set();
    for (const severity of ['blocker', 'major', 'minor']) {
        for (let i = 0; i < issues.length && keep.size < MAX_ISSUES; i++) {
            if (issues[i].severity === severity)
                keep.add(i);
        }
    }
    notes.warn(`${issues.length - MAX_ISSUES} of ${issues.length} findings not listed (the list keeps ${MAX_ISSUES}, most severe first); the counts include them`);
    return issues.filter((_, i) => keep.has(i));
}


/***/ }),

/***/ 8361:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $s: () => (/* binding */ textExcerpt),
/* harmony export */   O6: () => (/* binding */ boundText),
/* harmony export */   Qt: () => (/* binding */ boundedJson),
/* harmony export */   g$: () => (/* binding */ printable),
/* harmony export */   hD: () => (/* binding */ quote)
/* harmony export */ });
/**
 * Small helpers that keep untrusted text bounded and printable wherever the parser repeats it
 * (warnings, excerpts, error messages): a model reply may hold megabytes, control characters
 * or terminal escape sequences, and none of that may reach a log or a rendered summary intact.
 */
/** Cuts `text` to at most `max` UTF-16 units (ellipsis included), never inside a surrogate pair. */
function boundText(text, max) {
    if (text.length <= max)
        return text;
    let cut = Math.max(0, max - 1);
    const code = text.charCodeAt(cut - 1);
    if (code >= 0xd800 && code <= 0xdbff)
        cut -= 1;
    return `${text.slice(0, cut)}…`;
}
// C0/C1 controls except tab and newline, and the invisible direction/format characters.
const UNPRINTABLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
/** Shows unprintable characters as `\uXXXX` so a log line cannot be steered by them. */
function printable(text) {
    return text.replace(UNPRINTABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** A short, quoted, printable rendering of a value from the reply, for a warning. */
function quote(value, max = 60) {
    if (typeof value === 'string')
        return `"${printable(boundText(value, max)).replace(/\n/g, '\\n')}"`;
    return boundedJson(value, max);
}
/** One line of the reply text for an error: the head and the tail when it is long. */
function textExcerpt(text, max = 240) {
    const flat = text.replace(/\s+/g, ' ').trim();
    if (flat.length <= max)
        return printable(flat);
    const head = boundText(flat, Math.floor(max * 0.66));
    const tail = flat.slice(flat.length - Math.floor(max * 0.3));
    return printable(`${head} … ${tail}`);
}
/**
 * JSON text of `value`, stopping once `max` characters are written: a 5 MB field or 50,000
 * entries cost no more than the excerpt. Depth is bounded by the extractor before this runs.
 */
function boundedJson(value, max = 200) {
    const out = [];
    let length = 0;
    const push = (s) => {
        out.push(s);
        length += s.length;
        return length < max;
    };
    const walk = (v, depth) => {
        if (depth > 64)
            return push('…');
        if (v === null || typeof v === 'number' || typeof v === 'boolean')
            return push(String(v));
        if (typeof v === 'string')
            return push(JSON.stringify(boundText(v, max)));
        if (Array.isArray(v)) {
            if (!push('['))
                return false;
            for (let i = 0; i < v.length; i++) {
                if (i > 0 && !push(','))
                    return false;
                if (!walk(v[i], depth + 1))
                    return false;
            }
            return push(']');
        }
        if (typeof v === 'object') {
            if (!push('{'))
                return false;
            let first = true;
            for (const key of Object.keys(v)) {
                if (!first && !push(','))
                    return false;
                first = false;
                if (!push(`${JSON.stringify(boundText(key, max))}:`))
                    return false;
                if (!walk(v[key], depth + 1))
                    return false;
            }
            return push('}');
        }
        return push('null');
    };
    walk(value, 0);
    return printable(boundText(out.join(''), max));
}


/***/ }),

/***/ 5338:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ flatCopy)
/* harmony export */ });
/**
 * A copy of `text` in one fresh flat string. V8 makes a substring of 13 or more characters a
 * view into its parent: a path cut from a 9 MB diff stays a view into the diff, scattered across
 * it, and every comparison, sort and hash of it goes through the view and misses the cache (the
 * 5,000 paths of a large diff sorted 3-4 times slower as views than as copies). Joining two
 * halves builds the fresh string; joining the text with '' alone would hand back the view.
 */
function flatCopy(text) {
    const half = text.length >> 1;
    return [text.slice(0, half), text.slice(half)].join('');
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

/***/ 6168:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ keepShape)
/* harmony export */ });
/**
 * V8 keeps the hidden classes ("maps") an object passes through as a class gives it its fields
 * only while some object still has them. When every instance of a short-lived class has died, a
 * garbage collection drops those maps and deoptimizes each compiled function that was made for
 * them, so a process that runs the same stage again (the eval over many cases, the benchmarks)
 * runs it unoptimized, and slowly, after every collection until it warms up again. One instance
 * of such a class held for the life of the process keeps its maps, and the compiled code, valid.
 * Only for classes on a hot path that a run makes and drops wholesale (a diff's parser, its hunks).
 */
const anchors = [];
/** Holds `sample` for the life of the process and returns it. */
function keepShape(sample) {
    anchors.push(sample);
    return sample;
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

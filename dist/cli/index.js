import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 5581:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _cli_run_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4175);

process.exitCode = await (0,_cli_run_js__WEBPACK_IMPORTED_MODULE_0__/* .runCli */ .ak)(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    cwd: process.cwd(),
    env: process.env,
    stdin: () => readStdin(),
    isTTY: process.stdout.isTTY === true,
});
async function readStdin() {
    const chunks = [];
    for await (const chunk of process.stdin)
        chunks.push(chunk);
    return Buffer.concat(chunks);
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 4175:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   ak: () => (/* binding */ runCli)
/* harmony export */ });
/* unused harmony exports usage, reportError */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3916);

/**
 * Each command's module is imported when that command runs: `--help` and a usage error load
 * nothing but this file, and `payload` does not pay for the model providers or the report
 * parsers. (The bundle emits one chunk file per lazily loaded part; scripts/bundle.mjs keeps
 * them in the CLI's own folder of dist/.)
 */
const COMMANDS = {
    payload: {
        summary: 'payload --input <case-dir>            print the review payload for a case',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(226), __nccwpck_require__.e(815), __nccwpck_require__.e(991), __nccwpck_require__.e(482), __nccwpck_require__.e(653), __nccwpck_require__.e(733), __nccwpck_require__.e(316)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4316))).payloadCommand,
    },
    evidence: {
        summary: 'evidence --input <case-dir>           print the test evidence JSON for a case',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(226), __nccwpck_require__.e(815), __nccwpck_require__.e(991), __nccwpck_require__.e(482), __nccwpck_require__.e(653), __nccwpck_require__.e(733), __nccwpck_require__.e(245)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1245))).evidenceCommand,
    },
    review: {
        summary: 'review --input <case-dir> [flags]     run the whole pipeline, write artifacts, print the summary',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(226), __nccwpck_require__.e(815), __nccwpck_require__.e(991), __nccwpck_require__.e(482), __nccwpck_require__.e(653), __nccwpck_require__.e(733), __nccwpck_require__.e(209)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4209))).reviewCommand,
        help: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(226), __nccwpck_require__.e(815), __nccwpck_require__.e(991), __nccwpck_require__.e(482), __nccwpck_require__.e(653), __nccwpck_require__.e(733), __nccwpck_require__.e(209)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4209))).REVIEW_HELP,
    },
    'plan-shards': {
        summary: 'plan-shards --repo <dir> --base <ref>   the job matrix a sharded review of the change needs (JSON)',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(226), __nccwpck_require__.e(815), __nccwpck_require__.e(991), __nccwpck_require__.e(482), __nccwpck_require__.e(653), __nccwpck_require__.e(733), __nccwpck_require__.e(865)]).then(__nccwpck_require__.bind(__nccwpck_require__, 865))).planShardsCommand,
        help: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(226), __nccwpck_require__.e(815), __nccwpck_require__.e(991), __nccwpck_require__.e(482), __nccwpck_require__.e(653), __nccwpck_require__.e(733), __nccwpck_require__.e(865)]).then(__nccwpck_require__.bind(__nccwpck_require__, 865))).PLAN_SHARDS_HELP,
    },
    case: {
        summary: 'case --repo <dir> --base <ref> --out <case-dir>   write a local branch out as a case directory',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(226), __nccwpck_require__.e(815), __nccwpck_require__.e(991), __nccwpck_require__.e(653), __nccwpck_require__.e(660)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6480))).caseCommand,
        help: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(226), __nccwpck_require__.e(815), __nccwpck_require__.e(991), __nccwpck_require__.e(653), __nccwpck_require__.e(660)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6480))).CASE_HELP,
    },
    eval: {
        summary: 'eval --cases <dir> [--config <file>] [flags]   precision and recall on labelled cases (JSON on stdout)',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(226), __nccwpck_require__.e(815), __nccwpck_require__.e(991), __nccwpck_require__.e(482), __nccwpck_require__.e(653), __nccwpck_require__.e(733), __nccwpck_require__.e(955)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2955))).evalCommand,
        help: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(226), __nccwpck_require__.e(815), __nccwpck_require__.e(991), __nccwpck_require__.e(482), __nccwpck_require__.e(653), __nccwpck_require__.e(733), __nccwpck_require__.e(955)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2955))).EVAL_HELP,
    },
    parse: {
        summary: 'parse [--require-tests-blocker] [--auto-findings <file>] [--diff <patch>] [--mode m]  reply on stdin → review JSON',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(226), __nccwpck_require__.e(482), __nccwpck_require__.e(453)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8453))).parseCommand,
    },
    gate: {
        summary: 'gate --review <review.json> [--severity-gate blocker=0,major=0]   apply the severity gate',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(226), __nccwpck_require__.e(815), __nccwpck_require__.e(482), __nccwpck_require__.e(983)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1983))).gateCommand,
    },
};
function usage() {
    const lines = Object.values(COMMANDS).map((c) => `  review-gate ${c.summary}`);
    return [
        'Usage:',
        ...lines,
        '',
        'Exit codes: 0 gate passed, 1 gate failed, 2 bad input or usage, 3 model or infrastructure failure.',
        '',
    ].join('\n');
}
async function runCli(argv, io) {
    const [name, ...rest] = argv;
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
        ;
        (name === undefined ? io.stderr : io.stdout)(usage());
        return name === undefined ? _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .dc.badInput : _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .dc.passed;
    }
    const command = COMMANDS[name];
    if (!command) {
        io.stderr(`review-gate: unknown command "${name}"\n\n${usage()}`);
        return _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .dc.badInput;
    }
    if (rest.includes('--help') || rest.includes('-h')) {
        io.stdout(command.help ? await command.help() : `Usage: review-gate ${command.summary}\n`);
        return _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .dc.passed;
    }
    try {
        return await (await command.load())(rest, io);
    }
    catch (error) {
        return reportError(error, io);
    }
}
/** Maps an error to its exit code and a one-line message on stderr. */
function reportError(error, io) {
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz) {
        io.stderr(`review-gate: ${error.message}\n`);
        return _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .dc.badInput;
    }
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ModelFailure */ .c5) {
        io.stderr(`review-gate: model failure (${error.kind}): ${error.message}\n`);
        return _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .dc.modelFailure;
    }
    if (error instanceof Error &&
        'code' in error &&
        typeof error.code === 'string' &&
        error.code.startsWith('ERR_PARSE_ARGS')) {
        io.stderr(`review-gate: ${error.message}\n\n${usage()}`);
        return _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .dc.badInput;
    }
    throw error;
}


/***/ }),

/***/ 3916:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   c5: () => (/* binding */ ModelFailure),
/* harmony export */   dc: () => (/* binding */ EXIT),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   f$: () => (/* binding */ StateUnreadable)
/* harmony export */ });
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
/**
 * The previous review's carried state exists (or must exist) but cannot be read: lost, doubled,
 * malformed or unsigned. The gate fails closed on it rather than forget an open finding.
 */
class StateUnreadable extends Error {
    name = 'StateUnreadable';
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

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

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

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 3557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

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
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
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
/******/ var __webpack_exports__ = __nccwpck_require__(5581);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

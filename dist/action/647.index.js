export const id = 647;
export const ids = [647];
export const modules = {

/***/ 647:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GitHubApiError: () => (/* reexport */ failures/* GitHubApiError */.OS),
  GitHubClient: () => (/* binding */ GitHubClient),
  GitHubUnavailableError: () => (/* reexport */ failures/* GitHubUnavailableError */.Wn),
  asMissingPermission: () => (/* reexport */ failures/* asMissingPermission */.O8),
  createGitHubClient: () => (/* binding */ createGitHubClient),
  githubLimitsFromEnv: () => (/* binding */ githubLimitsFromEnv)
});

// EXTERNAL MODULE: external "node:async_hooks"
var external_node_async_hooks_ = __webpack_require__(6698);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 21 modules
var github = __webpack_require__(1758);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./node_modules/bottleneck/lib/index.js
var lib = __webpack_require__(4584);
var lib_default = /*#__PURE__*/__webpack_require__.n(lib);
;// CONCATENATED MODULE: ./src/logger.ts
const silentLogger = {
    debug: () => { },
    info: () => { },
    warning: () => { },
};
/** Keeps every message; tests assert on what a stage said. */
class RecordingLogger {
    messages = [];
    debug(message) {
        this.messages.push({ level: 'debug', message });
    }
    info(message) {
        this.messages.push({ level: 'info', message });
    }
    warning(message) {
        this.messages.push({ level: 'warning', message });
    }
    get warnings() {
        return this.messages.filter((m) => m.level === 'warning').map((m) => m.message);
    }
}

// EXTERNAL MODULE: ./src/github/failures.ts
var failures = __webpack_require__(8112);
// EXTERNAL MODULE: ./src/github/operations.ts
var operations = __webpack_require__(4845);
// EXTERNAL MODULE: ./src/shared/until-aborted.ts
var until_aborted = __webpack_require__(2739);
;// CONCATENATED MODULE: ./src/github/client.ts
/**
 * A thin client over @actions/github's Octokit: one method per REST call the action makes
 * (./operations.ts), bounded pagination, and the resilience GitHub's own tooling uses:
 * @octokit/plugin-retry (5xx and dropped connections, reads only) and @octokit/plugin-throttling
 * (rate limits, honouring `retry-after` and the reset time, and GitHub's pacing of writes). On top
 * of those: a timeout per request and one time budget shared by every call of the run, so a hung
 * GitHub ends the run as an error in bounded time. Failures come out classified (./failures.ts).
 */










const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_DEADLINE_MS = 5 * 60_000;
// Every 4xx is an answer, not an outage; 429 and rate-limit 403s are the throttling plugin's.
const DO_NOT_RETRY = [400, 401, 403, 404, 405, 406, 409, 410, 422, 429, 451];
const currentCall = new external_node_async_hooks_.AsyncLocalStorage();
/**
 * Innermost hook, so it runs once per attempt: a fresh per-request timeout tied to the call's
 * deadline, and writes marked as not to be retried by the retry plugin (a 5xx may have been
 * applied). Rate-limited writes are still retried by the throttling plugin: GitHub did not do them.
 */
function perAttemptLimits(timeoutMs) {
    return (octokit) => {
        octokit.hook.wrap('request', async (request, options) => {
            const call = currentCall.getStore();
            if (call?.signal.aborted)
                throw new failures/* GitHubDeadlineExceeded */.jC('the budget for GitHub calls is spent');
            if (call)
                call.attempts += 1;
            const signals = [AbortSignal.timeout(timeoutMs), ...(call ? [call.signal] : [])];
            const signal = AbortSignal.any(signals);
            // Hooks are bound to this very options object, so the changes must be made on it in place
            // (a copy passed on would be ignored).
            options.request = { ...options.request, signal };
            if (options.method !== 'GET' && options.method !== 'HEAD')
                options.request.retries = 0;
            try {
                const response = await (0,until_aborted/* untilAborted */.E)(Promise.resolve(request(options)), signal);
                // Octokit swallows a failed body read and answers with what it has ('' or nothing): an
                // answer whose attempt was aborted may be a cut one (an empty diff, an empty list).
                if (signal.aborted)
                    throw attemptAborted(signal, options);
                return response;
            }
            catch (error) {
                if (call?.signal.aborted)
                    throw new failures/* GitHubDeadlineExceeded */.jC('the budget for GitHub calls is spent');
                // The race above rejects with the abort's bare reason: give it Octokit's shape.
                if (signal.aborted && error === signal.reason)
                    throw attemptAborted(signal, options);
                throw error;
            }
        });
        return {};
    };
}
/**
 * The error of an attempt its signal aborted, shaped as Octokit's own request errors (status
 * 500, the request attached) so the retry plugin retries a GET as it does a refused connection,
 * with the abort's reason as the cause (TimeoutError for the attempt's timeout) for classify.
 */
function attemptAborted(signal, options) {
    return Object.assign(new Error('the request was aborted before its answer was read'), {
        name: 'HttpError',
        status: 500,
        request: options,
        cause: signal.reason,
    });
}
function paceGroups(pace) {
    return {
        write: new (lib_default()).Group({ maxConcurrent: 1, minTime: pace ? 1_000 : 0 }),
        notifications: new (lib_default()).Group({ maxConcurrent: 1, minTime: pace ? 3_000 : 0 }),
    };
}
class GitHubClient {
    octokit;
    owner;
    repo;
    maxPages;
    logger;
    baseUrl;
    timeoutMs;
    deadlineMs;
    spentMs = 0;
    constructor(options) {
        this.owner = options.owner;
        this.repo = options.repo;
        this.logger = options.logger ?? silentLogger;
        this.maxPages = options.maxPages ?? 50;
        this.baseUrl = options.baseUrl.replace(/\/+$/, '');
        this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
        this.deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
        const policy = {
            retries: 2,
            baseDelayMs: 1_000,
            maxDelayMs: 60_000,
            ...options.retry,
        };
        const logger = this.logger;
        // The throttling plugin asks whether to wait out a rate limit: only when a retry is left, the
        // wait is within the policy and it ends before the run's budget does.
        const onLimit = (kind) => (retryAfterSeconds, request, _o, retryCount) => {
            const waitMs = retryAfterSeconds * 1_000;
            const wait = retryCount < policy.retries && waitMs <= policy.maxDelayMs && waitMs < this.remainingMs();
            logger.debug(`GitHub ${request.method} ${request.url}: ${kind}, ${wait ? `retrying in ${waitMs} ms` : 'not waiting'}`);
            return wait;
        };
        this.octokit = (0,github/* getOctokit */.Q)(options.token, {
            baseUrl: this.baseUrl,
            retry: {
                retries: policy.retries,
                retryAfterBaseValue: policy.baseDelayMs,
                doNotRetry: DO_NOT_RETRY,
            },
            throttle: {
                ...paceGroups(options.paceWrites ?? true),
                onRateLimit: onLimit('rate limited'),
                onSecondaryRateLimit: onLimit('secondary rate limit'),
            },
        }, perAttemptLimits(this.timeoutMs), dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
    }
    /** What is left of the time budget shared by all calls, in ms. */
    remainingMs() {
        return this.deadlineMs - this.spentMs;
    }
    get repoParams() {
        return { owner: this.owner, repo: this.repo };
    }
    async call(operation, run) {
        const remaining = this.remainingMs();
        const controller = new AbortController();
        const call = { signal: controller.signal, attempts: 0 };
        const context = () => ({
            baseUrl: this.baseUrl,
            attempts: call.attempts,
            timeoutMs: this.timeoutMs,
            deadlineMs: this.deadlineMs,
            deadlineHit: controller.signal.aborted,
        });
        if (remaining <= 0) {
            controller.abort();
            throw (0,failures/* classify */.L8)(operation, new failures/* GitHubDeadlineExceeded */.jC('spent'), context());
        }
        // The race ends the call at the deadline even while a plugin is waiting out a backoff.
        let timer;
        const deadline = new Promise((_, reject) => {
            timer = setTimeout(() => {
                controller.abort();
                reject(new failures/* GitHubDeadlineExceeded */.jC('spent'));
            }, remaining);
        });
        const started = performance.now();
        try {
            return await Promise.race([currentCall.run(call, run), deadline]);
        }
        catch (error) {
            throw (0,failures/* classify */.L8)(operation, error, context());
        }
        finally {
            clearTimeout(timer);
            this.spentMs += performance.now() - started;
        }
    }
    /** Reads up to `maxPages` pages of a list; `truncated` says whether more pages existed. */
    async list(operation, iterate, maxPages = this.maxPages) {
        return this.call(operation, async () => {
            const items = [];
            let pages = 0;
            for await (const page of iterate()) {
                if (pages >= maxPages)
                    return { items, truncated: true };
                items.push(...page.data);
                pages += 1;
            }
            return { items, truncated: false };
        });
    }
    /** The pull request's unified diff. A 406 (too large) surfaces as GitHubApiError status 406. */
    async getPullRequestDiff(pullNumber) {
        return this.call('pulls/get', async () => {
            const response = await this.octokit.rest.pulls.get({
                ...this.repoParams,
                pull_number: pullNumber,
                mediaType: { format: 'diff' },
            });
            return String(response.data);
        });
    }
    /** A pull request's head commit and state now (merge_group: the queued pull request). */
    async getPullRequestHead(pullNumber) {
        return this.call('pulls/get', async () => {
            const response = await this.octokit.rest.pulls.get({
                ...this.repoParams,
                pull_number: pullNumber,
            });
            return { headSha: response.data.head.sha, state: response.data.state };
        });
    }
    /** The files of a pull request, 100 a page; GitHub lists at most 3,000. */
    async listPullRequestFiles(pullNumber) {
        return this.list('pulls/list-files', () => this.octokit.paginate.iterator(this.octokit.rest.pulls.listFiles, {
            ...this.repoParams,
            pull_number: pullNumber,
            per_page: 100,
        }), 30);
    }
    /** The three-dot diff between two commits. */
    async getCompareDiff(base, head) {
        return this.call('repos/compare-commits', async () => {
            const response = await this.octokit.rest.repos.compareCommitsWithBasehead({
                ...this.repoParams,
                basehead: `${base}...${head}`,
                mediaType: { format: 'diff' },
            });
            return String(response.data);
        });
    }
    /** The files of a comparison (GitHub includes at most 300). */
    async getCompareFiles(base, head) {
        return this.call('repos/compare-commits', async () => {
            const response = await this.octokit.rest.repos.compareCommitsWithBasehead({
                ...this.repoParams,
                basehead: `${base}...${head}`,
                per_page: 1,
            });
            return (response.data.files ?? []);
        });
    }
    async listReviewComments(pullNumber) {
        return this.list('pulls/list-review-comments', () => this.octokit.paginate.iterator(this.octokit.rest.pulls.listReviewComments, {
            ...this.repoParams,
            pull_number: pullNumber,
            per_page: 100,
        }));
    }
    async listReviews(pullNumber) {
        return this.list('pulls/list-reviews', () => this.octokit.paginate.iterator(this.octokit.rest.pulls.listReviews, {
            ...this.repoParams,
            pull_number: pullNumber,
            per_page: 100,
        }));
    }
    async createReview(pullNumber, review) {
        return this.call('pulls/create-review', async () => {
            const response = await this.octokit.rest.pulls.createReview({
                ...this.repoParams,
                pull_number: pullNumber,
                commit_id: review.commitId,
                event: 'COMMENT',
                body: review.body,
                ...(review.comments.length > 0 ? { comments: review.comments } : {}),
            });
            return { id: response.data.id };
        });
    }
    /** `maxPages`: how far to read (the sticky comment's search reads every page). */
    async listIssueComments(issueNumber, maxPages = this.maxPages) {
        return this.list('issues/list-comments', () => this.octokit.paginate.iterator(this.octokit.rest.issues.listComments, {
            ...this.repoParams,
            issue_number: issueNumber,
            per_page: 100,
        }), maxPages);
    }
    async createIssueComment(issueNumber, body) {
        return this.call('issues/create-comment', async () => {
            const response = await this.octokit.rest.issues.createComment({
                ...this.repoParams,
                issue_number: issueNumber,
                body,
            });
            return { id: response.data.id };
        });
    }
    /** An issue's title and body (a pull request's linked issue). */
    async getIssue(issueNumber) {
        return this.call('issues/get', async () => {
            const response = await this.octokit.rest.issues.get({
                ...this.repoParams,
                issue_number: issueNumber,
            });
            return {
                number: response.data.number,
                title: response.data.title,
                body: response.data.body ?? '',
            };
        });
    }
    async createCommitStatus(sha, status) {
        return this.call('repos/create-commit-status', async () => {
            const response = await this.octokit.rest.repos.createCommitStatus({
                ...this.repoParams,
                sha,
                state: status.state,
                context: status.context,
                description: status.description,
                ...(status.targetUrl ? { target_url: status.targetUrl } : {}),
            });
            return { id: response.data.id };
        });
    }
    /** Open pull requests whose head is `owner:branch` (the first 100: one head, few pulls). */
    async listOpenPullRequestsByHead(head) {
        return this.call('pulls/list', async () => {
            const response = await this.octokit.rest.pulls.list({
                ...this.repoParams,
                state: 'open',
                head,
                per_page: 100,
            });
            return response.data.map((pull) => ({
                number: pull.number,
                title: pull.title,
                body: pull.body ?? '',
                headSha: pull.head.sha,
                headRepository: pull.head.repo?.full_name ?? null,
                baseSha: pull.base.sha,
                baseRepository: pull.base.repo?.full_name ?? null,
                author: pull.user?.login ?? null,
            }));
        });
    }
    /** A workflow run's artifacts with this exact name (GitHub filters by name). */
    async listRunArtifacts(runId, name) {
        return this.call('actions/list-workflow-run-artifacts', async () => {
            const response = await this.octokit.rest.actions.listWorkflowRunArtifacts({
                ...this.repoParams,
                run_id: runId,
                name,
                per_page: 100,
            });
            return response.data.artifacts.map((artifact) => ({
                id: artifact.id,
                name: artifact.name,
                expired: artifact.expired,
                sizeInBytes: artifact.size_in_bytes,
            }));
        });
    }
    /**
     * The files of a commit's tree, listed recursively in one call (`truncated`: GitHub stopped
     * listing at its own limit). Folders, submodules and links are left out: only blobs are files.
     */
    async getTree(commit) {
        return this.call('git/get-tree', async () => {
            const response = await this.octokit.rest.git.getTree({
                ...this.repoParams,
                tree_sha: commit,
                recursive: 'true',
            });
            const files = response.data.tree
                .filter((entry) => entry.type === 'blob' && (entry.mode === '100644' || entry.mode === '100755'))
                .map((entry) => ({ path: entry.path, sha: entry.sha, size: entry.size ?? 0 }));
            return { files, truncated: response.data.truncated };
        });
    }
    /** A blob's bytes (GitHub sends them base64-encoded). */
    async getBlob(sha) {
        return this.call('git/get-blob', async () => {
            const response = await this.octokit.rest.git.getBlob({ ...this.repoParams, file_sha: sha });
            const { content, encoding } = response.data;
            return encoding === 'base64' ? Buffer.from(content, 'base64') : Buffer.from(content, 'utf8');
        });
    }
    /**
     * Where the artifact's zip can be downloaded: GitHub answers with a redirect to short-lived
     * storage. Not followed here, so the token never travels to the storage host.
     */
    async artifactArchiveLocation(artifactId) {
        return this.call('actions/download-artifact', async () => {
            const response = await this.octokit.rest.actions.downloadArtifact({
                ...this.repoParams,
                artifact_id: artifactId,
                archive_format: 'zip',
                request: { redirect: 'manual' },
            });
            const location = response.headers.location;
            return typeof location === 'string' && location.length > 0 ? location : null;
        });
    }
    /**
     * A user's repository role: `role_name` when it is one of the five roles (it tells maintain and
     * triage apart), else the legacy `permission`. A user GitHub does not know (404) has none.
     */
    async getCollaboratorPermission(username) {
        return this.call('repos/get-collaborator-permission-level', async () => {
            try {
                const response = await this.octokit.rest.repos.getCollaboratorPermissionLevel({
                    ...this.repoParams,
                    username,
                });
                const role = response.data.role_name;
                return ['admin', 'maintain', 'write', 'triage', 'read'].includes(role)
                    ? role
                    : response.data.permission;
            }
            catch (error) {
                if (error.status === 404)
                    return 'none';
                throw error;
            }
        });
    }
    /**
     * One GraphQL request (`POST {baseUrl}/graphql`; GitHub Enterprise Server: `/api/graphql`).
     * GraphQL reports errors in a 200 body: those come out as a GitHubApiError of status 200, a
     * FORBIDDEN one naming the operation's permission.
     */
    async graphql(operation, query, variables) {
        return this.call(operation, async () => {
            try {
                return await this.octokit.graphql(query, variables);
            }
            catch (error) {
                const errors = error.errors;
                if (!Array.isArray(errors))
                    throw error;
                const forbidden = errors.some((e) => e.type === 'FORBIDDEN');
                const text = errors
                    .map((e) => e.message ?? 'error')
                    .join('; ')
                    .slice(0, 300);
                throw new failures/* GitHubApiError */.OS(`${(0,operations/* operationInfo */.qt)(operation).route}: ${text}`, operation, forbidden ? 403 : 200, forbidden ? (0,operations/* operationInfo */.qt)(operation).permission : null);
            }
        });
    }
    async updateIssueComment(commentId, body) {
        return this.call('issues/update-comment', async () => {
            const response = await this.octokit.rest.issues.updateComment({
                ...this.repoParams,
                comment_id: commentId,
                body,
            });
            return { id: response.data.id };
        });
    }
}
/**
 * The client's time limits from the environment: `REVIEW_GATE_GITHUB_TIMEOUT_MS` (per request)
 * and `REVIEW_GATE_GITHUB_DEADLINE_MS` (all calls of the run). For tests and for runners behind
 * slow proxies; unset or not a positive integer leaves the defaults.
 */
function githubLimitsFromEnv(env) {
    const read = (name) => {
        const value = env[name]?.trim();
        return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;
    };
    const timeoutMs = read('REVIEW_GATE_GITHUB_TIMEOUT_MS');
    const deadlineMs = read('REVIEW_GATE_GITHUB_DEADLINE_MS');
    return {
        ...(timeoutMs !== undefined ? { timeoutMs } : {}),
        ...(deadlineMs !== undefined ? { deadlineMs } : {}),
    };
}
function createGitHubClient(options) {
    return new GitHubClient(options);
}


/***/ })

};

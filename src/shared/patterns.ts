/** A full commit SHA: 40 hex digits (SHA-1) or 64 (SHA-256 repositories). */
export const COMMIT_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/

/**
 * A branch or tag name that git cannot read as an option (`-…`) or a revision range (`..`), and
 * that has no empty path component.
 */
export const SAFE_REF = /^(?!-)(?!.*\.\.)(?!.*\/\/)[A-Za-z0-9._/-]{1,255}$/

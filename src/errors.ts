/**
 * Errors that separate the user's mistakes from infrastructure failures and our own bugs.
 * The shells map them to exit codes: InputError → 2, ModelFailure → 3, anything else is a bug.
 */

/** Bad input or usage: a config file, a diff, a report, a flag. The message names what and where. */
export class InputError extends Error {
  override readonly name = 'InputError'
  constructor(
    message: string,
    /** The file, flag or field the message is about, when there is one. */
    readonly where?: string,
  ) {
    super(where && !message.includes(where) ? `${where}: ${message}` : message)
  }
}

/**
 * The previous review's carried state exists (or must exist) but cannot be read: lost, doubled,
 * malformed or unsigned. The gate fails closed on it rather than forget an open finding.
 */
export class StateUnreadable extends Error {
  override readonly name = 'StateUnreadable'
}

/** The model or an infrastructure service could not give a usable review. Fails closed. */
export class ModelFailure extends Error {
  override readonly name = 'ModelFailure'
  constructor(
    message: string,
    readonly kind: ModelFailureKind,
    readonly attempts = 0,
  ) {
    super(message)
  }
}

export type ModelFailureKind =
  | 'auth'
  | 'permission'
  | 'quota'
  | 'rate_limited'
  | 'timeout'
  | 'refused'
  | 'truncated'
  | 'unavailable'
  | 'bad_reply'
  | 'over_budget'
  | 'not_installed'

export const EXIT = {
  passed: 0,
  failed: 1,
  badInput: 2,
  modelFailure: 3,
} as const

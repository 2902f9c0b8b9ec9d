/** The report `review-gate eval` prints, shared by the command and its table. */
import type { Label, Metrics, ScoredFinding } from './eval-score.js'

export interface CaseResult {
  case: string
  reported: number
  labels: number
  true_positives: number
  findings: ScoredFinding[]
  false_positives: ScoredFinding[]
  missed: Label[]
  /** The review was not read completely: its findings may be short of the reply's. */
  incomplete?: string[]
}

export interface CaseError {
  case: string
  error: string
  /**
   * `input`: the case or one of its files is malformed; `review`: no usable review came back;
   * `internal`: a bug of ours, named rather than hidden.
   */
  kind: 'input' | 'review' | 'internal'
}

export type EvalReport = Metrics & {
  cases: number
  errors: number
  by_case: (CaseResult | CaseError)[]
}

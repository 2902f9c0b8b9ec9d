/**
 * The shards' reviews as one list of findings, after check.ts proved them one whole review. The
 * slices are disjoint, so the union is the review: nothing is merged away. What a shard says
 * about a file outside its own slice is not its to say (a tampered artifact, or another
 * partition's finding): a problem naming the shard, so the merge ends as an error. Linear in the
 * findings. Pure.
 */
import type { CheckedFinding, Counts } from '../domain/finding.js'
import type { ResolvedClaim } from '../domain/prior.js'
import type { ShardRecord } from './record.js'
import type { ShardReview } from './review-file.js'

export interface AcceptedShard {
  record: ShardRecord
  folder: string
  review: ShardReview
}

export interface CombineRules {
  /**
   * The findings the merge decides again from its own evidence (the tests blocker, the missing-test
   * findings): a shard's copy is set aside, inside its slice or not.
   */
  decidedByMerge: (finding: CheckedFinding, inSlice: boolean) => boolean
  /** Whether the line is commentable in the whole change's diff (a shard's word is not taken). */
  commentable: (file: string, line: number) => boolean
  /** The file of a previous review's finding, by id; undefined for an id it does not have. */
  priorFile?: (id: string) => string | undefined
}

export interface Combined {
  issues: CheckedFinding[]
  overflow: Counts
  resolved: ResolvedClaim[]
  incomplete: string[]
  warnings: string[]
  strengths: string[]
  /** Files a shard's payload left out (the size budget): the review of them is partial. */
  leftOut: { path: string; shard: string }[]
  /** Findings set aside because the merge decides them again. */
  setAside: number
  problems: string[]
}

const MAX_LISTED = 5

export function combineShards(shards: readonly AcceptedShard[], rules: CombineRules): Combined {
  const out: Combined = {
    issues: [],
    overflow: { blocker: 0, major: 0, minor: 0 },
    resolved: [],
    incomplete: [],
    warnings: [],
    strengths: [],
    leftOut: [],
    setAside: 0,
    problems: [],
  }
  const claimed = new Set<string>()
  const strengths = new Set<string>()
  for (const { record, folder, review } of shards) {
    const label = `shard ${record.index}/${record.count}`
    const slice = new Set(record.files)
    const foreign: string[] = []
    for (const finding of review.issues) {
      const inSlice = slice.has(finding.file)
      if (rules.decidedByMerge(finding, inSlice)) {
        out.setAside++
        continue
      }
      if (!inSlice) {
        foreign.push(`${finding.file}:${finding.line}`)
        continue
      }
      out.issues.push({ ...finding, anchored: rules.commentable(finding.file, finding.line) })
    }
    if (foreign.length > 0) {
      const more = foreign.length > MAX_LISTED ? ` and ${foreign.length - MAX_LISTED} more` : ''
      out.problems.push(
        `${label} (${folder}): findings on files outside its slice: ${foreign.slice(0, MAX_LISTED).join(', ')}${more}`,
      )
    }
    for (const s of ['blocker', 'major', 'minor'] as const) out.overflow[s] += review.overflow[s]
    for (const claim of review.resolved) {
      // A shard saw only its own files: it cannot say a finding elsewhere is fixed.
      const file = rules.priorFile?.(claim.id)
      if (file !== undefined && !slice.has(file)) {
        out.warnings.push(
          `${label}: resolved: ${claim.id} is on ${file}, outside the files this shard reviewed; ignored`,
        )
        continue
      }
      if (claimed.has(claim.id)) continue
      claimed.add(claim.id)
      out.resolved.push(claim)
    }
    for (const reason of review.incomplete) out.incomplete.push(`${label}: ${reason}`)
    for (const warning of review.warnings) out.warnings.push(`${label}: ${warning}`)
    for (const strength of review.strengths) strengths.add(strength)
    for (const path of record.left_out) out.leftOut.push({ path, shard: label })
  }
  out.strengths = [...strengths]
  return out
}

import { parseReviewGuide, type ReviewGuide } from '../review-guide/parse.js'
import type { Sources } from './sources.js'

/** Where REVIEW.md sits in a repository: its root. */
export const REVIEW_GUIDE_PATH = 'REVIEW.md'

/**
 * The repository's REVIEW.md, as the base commit has it, parsed; null when there is none. A
 * malformed file is the user's mistake (an InputError naming the line); lines refused because
 * they would weaken a blocker become run warnings, said to the person running it.
 */
export async function readReviewGuide(
  sources: Sources,
  warn: (message: string) => void,
): Promise<ReviewGuide | null> {
  const read = await sources.reviewGuide()
  if (read === null) return null
  const guide = parseReviewGuide(read.text, read.where)
  for (const refused of guide.refused) warn(refused)
  return guide
}

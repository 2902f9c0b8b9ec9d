/**
 * The Markdown renderers, generated from the parsed JSON only (never from the model's own prose):
 * the job summary (also the artifact review.md), the sticky summary comment, the review body and
 * the inline comments. Every untrusted string goes through ./sanitize.ts.
 */
export { renderSummary, type SummaryOptions } from './summary.js'
export {
  renderInlineComment,
  renderReviewBody,
  renderStickyComment,
  findingMarker,
  type ReviewBodyInput,
} from './comments.js'
export { COMMENT_BODY_LIMIT, SUMMARY_BYTE_LIMIT, blobUrl } from './format.js'

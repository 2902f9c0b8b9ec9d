import { existsSync, readFileSync, statSync } from 'node:fs'
import { z } from 'zod'
import type { Category, Severity } from '../domain/finding.js'
import { InputError } from '../errors.js'
import { describeZodError } from '../shared/zod-issues.js'

/**
 * `review-gate eval`'s arithmetic: a case's labels (the defects a person says are there), the
 * matching of final findings to them, and precision, recall and F1 over a set of cases. Pure but
 * for reading labels.json.
 */

/** labels.json above this is not a hand-written label file. */
const MAX_LABELS_BYTES = 1024 * 1024

const labelSchema = z
  .object({
    file: z.string().min(1),
    line: z.number().int().positive(),
    end_line: z.number().int().positive().optional(),
    severity: z.enum(['blocker', 'major', 'minor']),
    /** What the defect is, for the person reading the set; never scored. */
    note: z.string().optional(),
  })
  .strict()
  .refine((l) => l.end_line === undefined || l.end_line >= l.line, {
    message: 'end_line must not be before line',
    path: ['end_line'],
  })

const labelsSchema = z
  .object({
    findings: z.array(labelSchema),
    /** The lines a reviewer must see to find the case's defect (`eval --context`). */
    expect_context: z
      .array(z.string().regex(/^[^:\s][^\n]*:[1-9]\d*$/, 'each entry is "path:line"'))
      .optional(),
  })
  .strict()

/** The `expect_context` lines of a labels.json (validated as readLabels does); [] when absent. */
export function readExpectedContext(path: string): { path: string; line: number }[] {
  readLabels(path)
  const value = JSON.parse(readFileSync(path, 'utf8')) as { expect_context?: string[] }
  return (value.expect_context ?? []).map((entry) => {
    const at = entry.lastIndexOf(':')
    return { path: entry.slice(0, at), line: Number(entry.slice(at + 1)) }
  })
}

export interface Label {
  file: string
  line: number
  end_line: number
  severity: Severity
}

/** A final finding as eval reports it. */
export interface ScoredFinding {
  file: string
  line: number
  severity: Severity
  category: Category
}

/** Reads and validates a labels.json; errors name the file and the field. */
export function readLabels(path: string): Label[] {
  if (!existsSync(path) || !statSync(path).isFile()) throw new InputError('no labels.json', path)
  if (statSync(path).size > MAX_LABELS_BYTES)
    throw new InputError(`larger than ${MAX_LABELS_BYTES} bytes`, path)
  return parseLabels(readFileSync(path, 'utf8'), path)
}

export function parseLabels(text: string, where: string): Label[] {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new InputError(`not JSON: ${(error as Error).message}`, where)
  }
  const result = labelsSchema.safeParse(value)
  if (!result.success) throw new InputError(describeZodError(result.error, { limit: 5 }), where)
  return result.data.findings.map((l) => ({
    file: l.file,
    line: l.line,
    end_line: l.end_line ?? l.line,
    severity: l.severity,
  }))
}

export interface CaseMatch {
  true_positives: number
  false_positives: ScoredFinding[]
  missed: Label[]
}

/**
 * Each finding, in order, takes the first still-unmatched label on the same file whose
 * [line, end_line] holds its line; a label is matched once, so two findings on one defect are one
 * true positive and one false positive.
 */
export function matchFindings(
  findings: readonly ScoredFinding[],
  labels: readonly Label[],
): CaseMatch {
  const open = labels.map(() => true)
  const falsePositives: ScoredFinding[] = []
  let truePositives = 0
  for (const finding of findings) {
    const index = labels.findIndex(
      (label, i) =>
        open[i] &&
        label.file === finding.file &&
        finding.line >= label.line &&
        finding.line <= label.end_line,
    )
    if (index === -1) {
      falsePositives.push(finding)
      continue
    }
    open[index] = false
    truePositives++
  }
  return {
    true_positives: truePositives,
    false_positives: falsePositives,
    missed: labels.filter((_, i) => open[i]),
  }
}

export interface Metrics {
  reported: number
  labels: number
  true_positives: number
  precision: number
  recall: number
  f1: number
}

/** Precision is 1 when nothing was reported, recall 1 when nothing was labelled. */
export function metrics(totals: {
  reported: number
  labels: number
  true_positives: number
}): Metrics {
  const { reported, labels, true_positives } = totals
  const precision = reported === 0 ? 1 : true_positives / reported
  const recall = labels === 0 ? 1 : true_positives / labels
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall)
  return {
    reported,
    labels,
    true_positives,
    precision: round(precision),
    recall: round(recall),
    f1: round(f1),
  }
}

function round(value: number): number {
  return Math.round(value * 10_000) / 10_000
}

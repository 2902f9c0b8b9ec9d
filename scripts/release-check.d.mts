// Types of scripts/release-check.mjs for the TypeScript tests that import it.
export class ReleaseCheckError extends Error {}

export interface ReleaseCheckResult {
  version: string
  tag: string
  date: string
  majorTag: string
  moveMajor: boolean
  previousTag: string | undefined
  notes: string
}

export function parseReleaseVersion(input: string): string
export function readPackageVersion(root: string): string
export function checkPackageVersion(root: string, version: string): void
export function newestReleasedVersion(changelog: string): string | undefined
export function findChangelogSection(
  changelog: string,
  version: string,
): { date: string; notes: string }
export function checkCleanTree(root: string): void
export function checkDistFresh(root: string, buildCommand?: string[]): void
export function checkTagAtHead(root: string, tag: string): void
export function previousReleaseTag(root: string, version: string): string | undefined
export function isNewestInMajor(root: string, version: string): boolean
export function runtimePackages(
  lockText: string,
  source?: string,
): { versions: Map<string, string[]>; direct: string[] }
export function runtimeDependencyNotes(
  currentLock: string,
  previous?: { tag: string; lock: string },
): string
export function runReleaseCheck(options: {
  root: string
  version: string
  buildCommand?: string[]
}): ReleaseCheckResult
export function main(argv: string[], root?: string): number

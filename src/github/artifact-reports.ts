/**
 * The test reports of the CI run that triggered a `workflow_run`: its artifact named by
 * `report-artifact`, downloaded and unpacked into a per-run folder. Every way this can go wrong
 * (no such artifact, expired, refused, too large, a hostile archive, GitHub down) comes back as a
 * reason, never as an exception: the shell turns it into unknown evidence, which fails the gate by
 * default.
 */
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  ArchiveRefused,
  DEFAULT_ARCHIVE_LIMITS,
  extractArchive,
  type ArchiveLimits,
} from './artifact-archive.js'
import type { GitHubClient } from './client.js'
import { GitHubApiError } from './failures.js'

export interface RunReportsRequest {
  runId: number
  artifactName: string
  /** Emptied and filled; nothing is written outside it (the zip sits beside it). */
  destination: string
  limits?: ArchiveLimits
  /** The compressed download's cap. */
  maxArchiveBytes?: number
  timeoutMs?: number
}

export type RunReports =
  { ok: true; dir: string; files: string[]; artifactId: number } | { ok: false; reason: string }

const DEFAULT_MAX_ARCHIVE_BYTES = 256 * 1024 * 1024
const DEFAULT_TIMEOUT_MS = 120_000

class DownloadRefused extends Error {}

export async function fetchRunReports(
  client: GitHubClient,
  request: RunReportsRequest,
): Promise<RunReports> {
  const { runId, artifactName } = request
  const maxArchiveBytes = request.maxArchiveBytes ?? DEFAULT_MAX_ARCHIVE_BYTES
  const named = `the artifact "${artifactName}" of run ${runId}`
  try {
    const artifacts = (await client.listRunArtifacts(runId, artifactName)).filter(
      (a) => a.name === artifactName,
    )
    if (artifacts.length === 0)
      return {
        ok: false,
        reason: `run ${runId} has no artifact named "${artifactName}" (the CI workflow must upload its test reports under that name)`,
      }
    const artifact = artifacts.reduce((a, b) => (b.id > a.id ? b : a))
    if (artifact.expired) return { ok: false, reason: `${named} has expired` }
    if (artifact.sizeInBytes > maxArchiveBytes)
      return {
        ok: false,
        reason: `${named} is ${artifact.sizeInBytes} bytes, above the limit of ${maxArchiveBytes}`,
      }
    const location = await client.artifactArchiveLocation(artifact.id)
    if (!location || !/^https?:\/\//i.test(location))
      return { ok: false, reason: `GitHub gave no download location for ${named}` }
    await rm(request.destination, { recursive: true, force: true })
    await mkdir(request.destination, { recursive: true })
    const zipPath = `${request.destination}.zip`
    await download(location, zipPath, maxArchiveBytes, request.timeoutMs ?? DEFAULT_TIMEOUT_MS)
    const extracted = await extractArchive(
      zipPath,
      request.destination,
      request.limits ?? DEFAULT_ARCHIVE_LIMITS,
    )
    await rm(zipPath, { force: true })
    return { ok: true, dir: request.destination, files: extracted.files, artifactId: artifact.id }
  } catch (error) {
    if (error instanceof ArchiveRefused)
      return { ok: false, reason: `${named} was refused: ${error.message}` }
    if (error instanceof DownloadRefused)
      return { ok: false, reason: `${named} could not be downloaded: ${error.message}` }
    if (error instanceof GitHubApiError) {
      const why = error.missingPermission
        ? `the token lacks ${error.missingPermission}`
        : error.message
      return { ok: false, reason: `${named} could not be read: ${why}` }
    }
    throw error
  }
}

/** Streams the archive to disk with no credentials, stopping at the byte cap or the timeout. */
async function download(url: string, path: string, maxBytes: number, timeoutMs: number) {
  let response: Response
  const signal = AbortSignal.timeout(timeoutMs)
  try {
    // A plain request: the storage URL is pre-signed, and the GitHub token must not reach it.
    response = await fetch(url, { redirect: 'follow', signal })
  } catch (error) {
    throw new DownloadRefused((error as Error).message)
  }
  if (!response.ok || !response.body) throw new DownloadRefused(`HTTP ${response.status}`)
  let seen = 0
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      seen += chunk.length
      if (seen > maxBytes) next(new DownloadRefused(`more than ${maxBytes} bytes`))
      else next(null, chunk)
    },
  })
  try {
    await pipeline(
      Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
      cap,
      createWriteStream(path),
      // fetch does not always end a body read when its signal aborts: the pipeline ends itself.
      { signal },
    )
  } catch (error) {
    if (error instanceof DownloadRefused) throw error
    throw new DownloadRefused((error as Error).message)
  }
}

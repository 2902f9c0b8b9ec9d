import { randomBytes } from 'node:crypto'

/**
 * The starting state of the FNV-1a hashes our own hash tables use (file names, test names),
 * drawn per process. Their keys come from the pull request (its file names, its test reports),
 * and with the published FNV basis a hostile one could precompute names that all collide and
 * turn each lookup into a walk of the whole table. A hash only places and rules out: every
 * answer is still decided by comparing the text, so the basis changes no result.
 */
export const HASH_BASIS = randomBytes(4).readInt32LE(0) ^ 0x811c9dc5

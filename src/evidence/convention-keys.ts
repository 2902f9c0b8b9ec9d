import { languageOf, partsOf } from './convention-patterns.js'
import { RangeKeys } from './range-keys.js'

/** The languages of the default conventions, numbered from 1 (0 is no language). */
const LANGUAGES = ['js', 'python', 'go', 'jvm', 'ruby', 'php', 'csharp']
const LANGUAGE_TAGS = new Map(LANGUAGES.map((language, i) => [language, i + 1]))

/**
 * The touched sources under (language, directory, name), (language, name) and (language,
 * directory): what the default conventions, run backwards on a test path, look up. The keys are
 * ranges of the sources joined into one string (range-keys.ts), so the index is a few typed
 * arrays rather than thousands of key strings and lists that outlive young-generation collections.
 */
export class ConventionKeys {
  private readonly byDirAndName: RangeKeys
  private readonly byName: RangeKeys
  private readonly byDir: RangeKeys

  constructor(sources: readonly string[]) {
    const count = sources.length
    const tags = new Uint8Array(count)
    // A source of no default language has no keys (start -1).
    const pathStarts = new Int32Array(count).fill(-1)
    const dirEnds = new Int32Array(count)
    const dirAndNameStarts = new Int32Array(count).fill(-1)
    const nameStarts = new Int32Array(count).fill(-1)
    const nameEnds = new Int32Array(count)
    let at = 0
    sources.forEach((source, i) => {
      const language = languageOf(source)
      const tag = language ? (LANGUAGE_TAGS.get(language) ?? 0) : 0
      if (tag !== 0) {
        const slash = source.lastIndexOf('/')
        // `name` is a prefix of the base name (partsOf cuts the lower-cased extension's length).
        const nameStart = at + slash + 1
        tags[i] = tag
        pathStarts[i] = at
        dirEnds[i] = at + Math.max(slash, 0)
        nameStarts[i] = nameStart
        nameEnds[i] = nameStart + partsOf(source).name.length
        // `dir/name`, or `name` alone when the directory is empty (also for `/name.ext`).
        dirAndNameStarts[i] = slash > 0 ? at : nameStart
      }
      at += source.length
    })
    const text = sources.join('')
    this.byDirAndName = new RangeKeys(text, dirAndNameStarts, nameEnds, tags)
    this.byName = new RangeKeys(text, nameStarts, nameEnds, tags)
    this.byDir = new RangeKeys(text, pathStarts, dirEnds, tags)
  }

  /**
   * Adds to `into` the positions of the sources of `language` in `dir` (any when null) named
   * `name` (any when null; never both null).
   */
  collect(language: string, dir: string | null, name: string | null, into: Set<number>): void {
    const tag = LANGUAGE_TAGS.get(language)
    if (tag === undefined) return
    // A name has no slash, so `dir/name` splits back into one directory and one name only.
    const [keys, key] =
      dir === null
        ? [this.byName, name!]
        : name === null
          ? [this.byDir, dir]
          : [this.byDirAndName, dir === '' ? name : `${dir}/${name}`]
    for (let i = keys.first(key, tag); i >= 0; i = keys.next(i)) into.add(i)
  }
}

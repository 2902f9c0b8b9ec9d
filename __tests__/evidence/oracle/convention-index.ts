/**
 * The default-convention lookup of `ConventionIndex` as it was before its keys moved into typed
 * arrays over the joined sources (issue 25): Maps from `language\0dir\0name` strings to source
 * positions. Frozen here as the oracle the property tests hold the index to; not used by the
 * action. (Configured patterns did not change and are left out.)
 */
import { probesOf } from '../../../src/evidence/convention-index.js'
import { languageOf, partsOf } from '../../../src/evidence/convention-patterns.js'

class Buckets {
  private readonly map = new Map<string, number[]>()
  add(key: string, index: number): void {
    const list = this.map.get(key)
    if (list) list.push(index)
    else this.map.set(key, [index])
  }
  get(key: string): readonly number[] {
    return this.map.get(key) ?? []
  }
}

export class OracleConventionIndex {
  private readonly sources: readonly string[]
  private readonly byDirAndName = new Buckets()
  private readonly byName = new Buckets()
  private readonly byDir = new Buckets()

  constructor(sources: readonly string[]) {
    this.sources = [...new Set(sources)]
    this.sources.forEach((source, i) => {
      const language = languageOf(source)
      if (!language) return
      const { dir, name } = partsOf(source)
      this.byDirAndName.add(`${language}\u0000${dir}\u0000${name}`, i)
      this.byName.add(`${language}\u0000${name}`, i)
      this.byDir.add(`${language}\u0000${dir}`, i)
    })
  }

  sourcesTestedBy(testPath: string): string[] {
    const hits = new Set<number>()
    for (const { language, dir, name } of probesOf(testPath)) {
      const bucket =
        dir === null
          ? this.byName.get(`${language}\u0000${name}`)
          : name === null
            ? this.byDir.get(`${language}\u0000${dir}`)
            : this.byDirAndName.get(`${language}\u0000${dir}\u0000${name}`)
      for (const i of bucket) hits.add(i)
    }
    return [...hits]
      .sort((a, b) => a - b)
      .map((i) => this.sources[i]!)
      .filter((source) => source !== testPath)
  }
}

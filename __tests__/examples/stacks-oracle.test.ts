/**
 * detectStacks shares one answer among the paths of a folder with one extension and checks the
 * Android manifest from the end of each path only: held here to judging every path on its own
 * with the whole lower-cased path, on generated paths in any case, with odd file names.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { detectStacks, stacksOfPath } from '../../src/examples/stacks.js'
import { STACKS } from '../../src/examples/types.js'

/** detectStacks as plain as it can be: every path judged alone, the manifest by regex. */
function oracle(paths: string[]): string[] {
  const android = paths.some((p) => /(^|\/)androidmanifest\.xml$/.test(p.toLowerCase()))
  const found = new Set(paths.flatMap((p) => stacksOfPath(p, android)))
  return STACKS.filter((s) => found.has(s as never))
}

const FOLDERS = ['', 'src/', 'SRC/', 'android/app/', 'Android/', 'server/api/', 'Server/API/', 'web/components/', 'db/migrations/', 'app/src/main/res/', 'ios/App.xcodeproj/', './x/', 'a//b/', 'İ/', 'K/'] // prettier-ignore
const STEMS = ['a', 'B', 'file_1', 'x-y', 'requirements', 'requirements-dev', 'Requirements', 'dockerfile', 'Dockerfile', 'setup', 'SETUP', 'go', 'pom', 'build', 'package', 'tsconfig', 'tsconfig.base', 'vite.config', 'androidmanifest', 'AndroidManifest', 'a b', 'é', '\u212Aey', '\r', '', '.hidden', 'İ'] // prettier-ignore
const EXTS = ['.ts', '.TS', '.tsx', '.py', '.txt', '.prod', '.json', '.xml', '.XML', '.gradle', '.kt', '.java', '.sql', '.mod', '.dockerfile', '.csproj', '.sln', '.rb', '.vue', '', '.'] // prettier-ignore

const pathArb = fc
  .tuple(fc.constantFrom(...FOLDERS), fc.constantFrom(...STEMS), fc.constantFrom(...EXTS))
  .map(([folder, stem, ext]) => folder + stem + ext)

describe('detectStacks equals judging every path on its own', () => {
  it('on changes of mixed-case folders, marker files and odd names', () => {
    fc.assert(
      fc.property(fc.array(pathArb, { maxLength: 12 }), (paths) => {
        expect(detectStacks(paths)).toEqual(oracle(paths))
      }),
      { numRuns: 4000 },
    )
  })

  it('on any text as a path', () => {
    const unit = fc.constantFrom('a', 'K', '.', '/', '_', '-', 'İ', '\u212A', 'x', 'm', 'l')
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit, maxLength: 24 }), { maxLength: 6 }),
        fc.array(pathArb, { maxLength: 3 }),
        (texts, paths) => {
          const all = [...texts, ...paths, ...texts.map((t) => `${t}androidmanifest.xml`)]
          expect(detectStacks(all)).toEqual(oracle(all))
        },
      ),
      { numRuns: 3000 },
    )
  })

  it('a marker file after an ordinary file of its folder and extension, in any case', () => {
    // Expected stacks written out: the oracle shares stacksOfPath, and so any name check with it.
    const markers: [string, string[]][] = [
      ['pom.xml', ['backend']],
      ['Pom.XML', ['backend']],
      ['go.mod', ['go']],
      ['GO.MOD', ['go']],
      ['package.json', ['typescript']],
      ['pubspec.yaml', ['mobile']],
      ['requirements-dev.txt', ['python']],
      ['dockerfile.prod', ['backend']],
      ['x.csproj', ['backend']],
    ]
    for (const folder of ['', 'src/']) {
      for (const [marker, stacks] of markers) {
        const ext = marker.slice(marker.lastIndexOf('.'))
        const paths = [`${folder}plain${ext}`, `${folder}${marker}`]
        expect(detectStacks(paths), paths.join(' ')).toEqual(stacks)
      }
    }
  })
})

import { describe, expect, it } from 'vitest'
import { detectStacks, stacksOfPath } from '../../src/examples/stacks.js'
import { STACKS } from '../../src/examples/types.js'

// The rules table of rubric-examples/README.md, path by path.
const TABLE: [string, string[]][] = [
  ['app/models.py', ['python']],
  ['stubs/lib.pyi', ['python']],
  ['pyproject.toml', ['python']],
  ['requirements-dev.txt', ['python']],
  ['services/worker/setup.py', ['python']],
  ['cmd/server/main.go', ['go', 'backend']],
  ['cmd/cli/main.go', ['go']],
  ['go.mod', ['go']],
  ['src/index.ts', ['typescript']],
  ['scripts/build.mjs', ['typescript']],
  ['package.json', ['typescript']],
  ['tsconfig.build.json', ['typescript']],
  ['src/App.tsx', ['typescript', 'frontend']],
  ['src/Button.jsx', ['typescript', 'frontend']],
  ['src/components/Card.ts', ['typescript', 'frontend']],
  ['web/pages/index.js', ['typescript', 'frontend']],
  ['src/App.vue', ['frontend']],
  ['styles/site.SCSS', ['frontend']],
  ['public/index.html', ['frontend']],
  ['vite.config.ts', ['typescript', 'frontend']],
  ['docs/pages/guide.md', []],
  ['ios/App/AppDelegate.swift', ['mobile']],
  ['Sources/Feature/View.swift', ['mobile']],
  ['lib/main.dart', ['mobile']],
  ['pubspec.yaml', ['mobile']],
  ['ios/Podfile', ['mobile']],
  ['android/app/src/main/AndroidManifest.xml', ['mobile']],
  ['android/app/src/main/java/com/x/api/Client.kt', ['mobile']],
  ['android/app/build.gradle', ['mobile']],
  ['app/src/main/res/layout/main.xml', ['mobile']],
  ['shared/src/androidMain/kotlin/Platform.kt', ['mobile']],
  ['App.xcodeproj/project.pbxproj', ['mobile']],
  ['android/app/src/main/assets/migrations/1.sql', ['mobile']],
  ['ios/fastlane/actions/notify_slack.rb', ['mobile']],
  ['src/main/java/com/shop/OrderService.java', ['backend']],
  ['src/main/kotlin/com/shop/Routes.kt', ['backend']],
  ['app/controllers/users_controller.rb', ['backend']],
  ['Gemfile', ['backend']],
  ['composer.json', ['backend']],
  ['src/Api/Api.csproj', ['backend']],
  ['db/schema.sql', ['backend']],
  ['db/migrate/20250101_add_users.rb', ['backend']],
  ['alembic/migrations/versions/001_init.py', ['python', 'backend']],
  ['Dockerfile', ['backend']],
  ['deploy/Dockerfile.prod', ['backend']],
  ['pom.xml', ['backend']],
  ['build.gradle.kts', ['backend']],
  ['server/index.ts', ['typescript', 'backend']],
  ['internal/handlers/user.go', ['go', 'backend']],
  ['app/api/routes.py', ['python', 'backend']],
  ['crates/server/src/main.rs', ['backend']],
  ['api/openapi.yaml', []],
  ['README.md', []],
  ['src/lib.rs', []],
  ['.github/workflows/ci.yml', []],
]

describe('stacksOfPath', () => {
  for (const [path, stacks] of TABLE) {
    it(`${path} → ${stacks.join(', ') || '(none)'}`, () => {
      expect(stacksOfPath(path)).toEqual(stacks)
    })
  }
})

describe('detectStacks', () => {
  it('unions the stacks of every path, in STACKS order, never common', () => {
    expect(detectStacks(['server/app.rb', 'web/App.tsx', 'tools/gen.py', 'go.mod'])).toEqual([
      'python',
      'go',
      'typescript',
      'frontend',
      'backend',
    ])
    expect(detectStacks([])).toEqual([])
    expect(detectStacks(['LICENSE', 'docs/intro.md'])).toEqual([])
  })

  it('counts Kotlin and Java as mobile when the change touches an Android manifest', () => {
    const kotlin = 'app/src/main/java/com/x/MainActivity.kt'
    expect(detectStacks([kotlin])).toEqual(['backend'])
    expect(detectStacks([kotlin, 'app/src/main/AndroidManifest.xml'])).toEqual(['mobile'])
  })

  it('does not depend on the order of the paths', () => {
    const paths = TABLE.map(([path]) => path)
    const all = detectStacks(paths)
    expect(detectStacks([...paths].reverse())).toEqual(all)
    expect(all).toEqual(STACKS.filter((s) => s !== 'common'))
  })
})

describe('detectStacks on many paths', () => {
  it('equals judging every path on its own (property: the per-folder memo changes nothing)', async () => {
    const fc = (await import('fast-check')).default
    const folder = fc.constantFrom('', 'src/', 'android/app/', 'server/api/', 'web/components/', 'db/migrations/', 'app/src/main/res/', 'ios/App.xcodeproj/')
    const name = fc.constantFrom('a.ts', 'b.ts', 'notes.txt', 'requirements-dev.txt', 'dockerfile.prod', 'build.gradle', 'x.kt', 'go.mod', 'vite.config.ts', 'a.sql', 'Podfile', 'x.py', 'tsconfig.base.json', 'api.dockerfile', 'App.csproj', 'README.md')
    const paths = fc.array(fc.tuple(folder, name).map(([d, n]) => d + n), { maxLength: 30 })
    fc.assert(
      fc.property(paths, (list) => {
        const android = list.some((p) => /(^|\/)androidmanifest\.xml$/.test(p.toLowerCase()))
        const one = new Set(list.flatMap((p) => stacksOfPath(p, android)))
        expect(detectStacks(list)).toEqual(STACKS.filter((s) => one.has(s as never)))
      }),
      { numRuns: 400 },
    )
  })
})

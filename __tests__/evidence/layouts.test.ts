import { describe, expect, it } from 'vitest'
import { collectEvidence } from '../../src/evidence/collect.js'
import { input, repo } from './helpers.js'

/**
 * The layouts real projects test in, end to end through collectEvidence with the report their
 * runner writes: which touched sources count as tested (by naming convention, by the report, or
 * by a touched test importing them) and which are reported untested.
 */

interface Layout {
  files: Record<string, string>
  touched: string[]
}

async function evidenceOf({ files, touched }: Layout) {
  const root = repo(files)
  return await collectEvidence(input(root, { touched, reportGlobs: ['reports/*'] }))
}

const junit = (cases: string) => `<?xml version="1.0"?>\n<testsuites>${cases}</testsuites>\n`

describe('import-aware mapping on the layouts real projects use', () => {
  it('test/ named by feature (ufo): test/base.test.ts covers src/utils.ts, an index passes src/parse.ts on', async () => {
    const evidence = await evidenceOf({
      files: {
        'src/index.ts': "export * from './parse'\nexport * from './utils'\n",
        'src/utils.ts': 'export const withBase = (a: string) => a\n',
        'src/parse.ts': 'export const parseURL = (a: string) => a\n',
        'src/encoding.ts': 'export const encode = (a: string) => a\n',
        'test/base.test.ts':
          "import { describe, expect, it } from 'vitest'\nimport { withBase } from '../src/utils'\n",
        'test/url.test.ts': "import { parseURL } from '../src'\n",
        'reports/junit.xml': junit(
          '<testsuite name="test/base.test.ts" tests="2"><testcase classname="test/base.test.ts" name="withBase &gt; joins"/><testcase classname="test/base.test.ts" name="withBase &gt; keeps"/></testsuite>' +
            '<testsuite name="test/url.test.ts" tests="1"><testcase classname="test/url.test.ts" name="parseURL"/></testsuite>',
        ),
      },
      touched: [
        'src/utils.ts',
        'src/parse.ts',
        'src/encoding.ts',
        'test/base.test.ts',
        'test/url.test.ts',
      ],
    })
    expect(evidence.tests_pass).toBe(true)
    expect(evidence.counts.passed).toBe(3)
    expect(evidence.untested_files).toEqual(['src/encoding.ts'])
    expect(evidence.notices).toContain(
      '2 touched source(s) covered by tests that import them: src/parse.ts (imported by test/url.test.ts), src/utils.ts (imported by test/base.test.ts).',
    )
  })

  it('__tests__/ beside the components (jest)', async () => {
    const evidence = await evidenceOf({
      files: {
        'src/components/Button.tsx': 'export const Button = () => null\n',
        'src/hooks/useClick.ts': 'export const useClick = () => 1\n',
        'src/hooks/useHover.ts': 'export const useHover = () => 1\n',
        'src/components/__tests__/interactions.test.tsx':
          "import { Button } from '../Button'\nconst { useClick } = require('../../hooks/useClick')\n",
        'reports/junit.xml': junit(
          '<testsuite name="interactions" tests="1"><testcase classname="Button interactions" name="clicks" file="src/components/__tests__/interactions.test.tsx"/></testsuite>',
        ),
      },
      touched: [
        'src/components/Button.tsx',
        'src/hooks/useClick.ts',
        'src/hooks/useHover.ts',
        'src/components/__tests__/interactions.test.tsx',
      ],
    })
    expect(evidence.tests_pass).toBe(true)
    expect(evidence.untested_files).toEqual(['src/hooks/useHover.ts'])
    expect(evidence.notices.join('\n')).toContain(
      'src/components/Button.tsx (imported by src/components/__tests__/interactions.test.tsx), src/hooks/useClick.ts (imported by src/components/__tests__/interactions.test.tsx)',
    )
  })

  it('Python tests/unit/ importing the package under src/ (pytest)', async () => {
    const evidence = await evidenceOf({
      files: {
        'src/shop/__init__.py': '',
        'src/shop/pricing.py': 'def price(x):\n    return x\n',
        'src/shop/tax.py': 'RATE = 0.2\n',
        'tests/unit/test_checkout.py':
          'from shop.pricing import price\n\n\ndef test_total():\n    assert price(1) == 1\n',
        'reports/junit.xml': junit(
          '<testsuite name="pytest" tests="1"><testcase classname="tests.unit.test_checkout" name="test_total" file="tests/unit/test_checkout.py" line="4"/></testsuite>',
        ),
      },
      touched: ['src/shop/pricing.py', 'src/shop/tax.py', 'tests/unit/test_checkout.py'],
    })
    expect(evidence.tests_pass).toBe(true)
    expect(evidence.untested_files).toEqual(['src/shop/tax.py'])
    expect(evidence.notices.join('\n')).toContain(
      'src/shop/pricing.py (imported by tests/unit/test_checkout.py)',
    )
  })

  it('Go packages: the package’s own tests, and a module package the test imports (go test -json)', async () => {
    const event = (o: object) => JSON.stringify({ Time: '2025-03-04T12:00:00Z', ...o })
    const evidence = await evidenceOf({
      files: {
        'go.mod': 'module example.com/shop\n\ngo 1.22\n',
        'cart/total.go': 'package cart\n',
        'cart/total_test.go':
          'package cart_test\n\nimport (\n\t"testing"\n\n\t"example.com/shop/money"\n)\n',
        'money/round.go': 'package money\n',
        'inventory/stock.go': 'package inventory\n',
        'reports/go-test.json': [
          event({ Action: 'run', Package: 'example.com/shop/cart', Test: 'TestTotal' }),
          event({
            Action: 'pass',
            Package: 'example.com/shop/cart',
            Test: 'TestTotal',
            Elapsed: 0,
          }),
          event({ Action: 'pass', Package: 'example.com/shop/cart', Elapsed: 0.01 }),
          '',
        ].join('\n'),
      },
      touched: ['cart/total.go', 'cart/total_test.go', 'money/round.go', 'inventory/stock.go'],
    })
    expect(evidence.tests_pass).toBe(true)
    expect(evidence.untested_files).toEqual(['inventory/stock.go'])
    expect(evidence.notices.join('\n')).toContain(
      '1 touched source(s) covered by tests that import them: money/round.go (imported by cart/total_test.go).',
    )
  })

  it('Maven src/test/java: the naming convention maps CartTest to Cart; a class it does not name stays untested', async () => {
    const evidence = await evidenceOf({
      files: {
        'src/main/java/com/acme/cart/Cart.java': 'package com.acme.cart;\nclass Cart {}\n',
        'src/main/java/com/acme/cart/Discount.java': 'package com.acme.cart;\nclass Discount {}\n',
        'src/test/java/com/acme/cart/CartTest.java':
          'package com.acme.cart;\nimport com.acme.cart.Discount;\nclass CartTest {}\n',
        'reports/TEST-com.acme.cart.CartTest.xml': junit(
          '<testsuite name="com.acme.cart.CartTest" tests="1"><testcase classname="com.acme.cart.CartTest" name="totals"/></testsuite>',
        ),
      },
      touched: [
        'src/main/java/com/acme/cart/Cart.java',
        'src/main/java/com/acme/cart/Discount.java',
      ],
    })
    expect(evidence.tests_pass).toBe(true)
    expect(evidence.untested_files).toEqual(['src/main/java/com/acme/cart/Discount.java'])
  })

  const aliasLayout = (tsconfig: string): Layout => ({
    files: {
      'tsconfig.json': tsconfig,
      'src/lib/format.ts': 'export const format = (d: Date) => d.toISOString()\n',
      'src/lib/dates.ts': 'export const today = () => new Date()\n',
      'test/rendering.spec.ts':
        "import { expect, it } from 'vitest'\nimport { format } from '@/lib/format'\n",
      'reports/junit.xml': junit(
        '<testsuite name="test/rendering.spec.ts" tests="1"><testcase classname="test/rendering.spec.ts" name="formats"/></testsuite>',
      ),
    },
    touched: ['src/lib/format.ts', 'src/lib/dates.ts', 'test/rendering.spec.ts'],
  })

  it('tsconfig paths aliases (`@/lib/x`)', async () => {
    const evidence = await evidenceOf(
      aliasLayout(
        '{\n  // aliases\n  "compilerOptions": {\n    "baseUrl": ".",\n    "paths": { "@/*": ["./src/*"], },\n  },\n}\n',
      ),
    )
    expect(evidence.tests_pass).toBe(true)
    expect(evidence.untested_files).toEqual(['src/lib/dates.ts'])
    expect(evidence.notices.join('\n')).toContain(
      'src/lib/format.ts (imported by test/rendering.spec.ts)',
    )
  })

  it('a malformed tsconfig: a notice naming it, and the aliased source stays untested (no silent pass)', async () => {
    const evidence = await evidenceOf(aliasLayout('{ "compilerOptions": { "paths": { "@/*": '))
    expect(evidence.untested_files).toEqual(['src/lib/dates.ts', 'src/lib/format.ts'])
    expect(evidence.notices.join('\n')).toMatch(
      /tsconfig\.json is not valid JSON \(.+\); path aliases are not used to map tests to sources, only relative imports\./,
    )
  })
})

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importPaths } from '../../src/evidence/go-packages.js'
import { sourcesImportedByTests } from '../../src/evidence/import-coverage.js'

function covered(files: Record<string, string>, testFiles: string[], sources: string[]) {
  const root = mkdtempSync(join(tmpdir(), 'rg-go-'))
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), content)
  }
  const result = sourcesImportedByTests({ repoRoot: root, testFiles, sources })
  return Object.fromEntries([...result.covered].sort())
}

const MODULE = {
  'go.mod': '// the shop\nmodule example.com/shop\n\ngo 1.22\n',
  'cart/total.go': '// Package cart sums carts.\npackage cart\n\nfunc Total() int { return 0 }\n',
  'cart/discount.go': 'package cart\n',
  'cart/tools.go': '//go:build tools\n\npackage tools\n',
  'money/round.go': 'package money\n',
  'money/internal/cents/cents.go': 'package cents\n',
  'inventory/stock.go': 'package inventory\n',
}

describe('Go: a test file covers its own package and the module packages it imports', () => {
  it('package cart and package cart_test cover the cart package’s files, not another package in that folder', () => {
    const files = {
      ...MODULE,
      'cart/total_test.go': 'package cart\n\nimport "testing"\n',
      'cart/api_test.go': 'package cart_test\n\nimport (\n\t"testing"\n)\n',
    }
    const sources = ['cart/total.go', 'cart/discount.go', 'cart/tools.go', 'money/round.go']
    expect(covered(files, ['cart/total_test.go'], sources)).toEqual({
      'cart/discount.go': 'cart/total_test.go',
      'cart/total.go': 'cart/total_test.go',
    })
    expect(covered(files, ['cart/api_test.go'], sources)).toEqual({
      'cart/discount.go': 'cart/api_test.go',
      'cart/total.go': 'cart/api_test.go',
    })
  })

  it('an imported package of the same module is covered; other modules, the standard library and comments are not', () => {
    const files = {
      ...MODULE,
      'cart/total_test.go': `package cart_test

import (
	"testing"

	m "example.com/shop/money"
	_ "example.com/shop/money/internal/cents"
	"example.com/shopping/inventory"
	// "example.com/shop/inventory"
)
/* import "example.com/shop/inventory" */
`,
    }
    const sources = [
      'money/round.go',
      'money/internal/cents/cents.go',
      'inventory/stock.go',
      'cart/total.go',
    ]
    expect(covered(files, ['cart/total_test.go'], sources)).toEqual({
      'cart/total.go': 'cart/total_test.go',
      'money/internal/cents/cents.go': 'cart/total_test.go',
      'money/round.go': 'cart/total_test.go',
    })
  })

  it('the nearest go.mod names the module (a repository with several)', () => {
    const files = {
      'go.mod': 'module example.com/root\n',
      'services/api/go.mod': 'module example.com/api\n',
      'services/api/handlers/h.go': 'package handlers\n',
      'services/api/server/server_test.go':
        'package server\n\nimport "example.com/api/handlers"\nimport "example.com/root/services/api/handlers"\n',
    }
    expect(
      covered(files, ['services/api/server/server_test.go'], ['services/api/handlers/h.go']),
    ).toEqual({ 'services/api/handlers/h.go': 'services/api/server/server_test.go' })
  })

  it('without go.mod only the own package counts; an unreadable source stays uncovered', () => {
    const files = {
      'pkg/a.go': 'package pkg\n',
      'pkg/a_test.go': 'package pkg\n\nimport "example.com/x/other"\n',
      'other/o.go': 'package other\n',
    }
    expect(covered(files, ['pkg/a_test.go'], ['pkg/a.go', 'pkg/gone.go', 'other/o.go'])).toEqual({
      'pkg/a.go': 'pkg/a_test.go',
    })
  })

  it('importPaths reads single imports, aliased and grouped ones', () => {
    expect(
      importPaths(
        'package x\nimport "a/b"\nimport c "d/e"\nimport (\n  f "g"\n  . "h/i"\n  "j"\n)\n',
      ),
    ).toEqual(['a/b', 'd/e', 'g', 'h/i', 'j'])
  })
})

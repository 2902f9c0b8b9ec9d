import { describe, expect, it } from 'vitest'
import { buildContext } from '../../src/context/build.js'
import { parseDiff } from '../../src/diff/parse.js'
import { diffOf } from './diff-of.js'
import { memoryTree } from './memory-tree.js'

const ORDER_OLD = `export interface Order {
  total_cents: number
}

export function orderTotal(order: Order): number {
  return order.total_cents
}
`
const ORDER_NEW = `export interface Order {
  amount_cents: number
}

export function orderTotal(order: Order): number {
  return order.amount_cents
}
`
const INVOICE = `import { orderTotal, type Order } from './order.js'

export function renderInvoice(order: Order): string {
  const cents = order.total_cents
  return \`\${cents} / \${orderTotal(order)}\`
}
`

describe('buildContext', () => {
  it('without a head tree it says there is no repository context', async () => {
    const files = parseDiff(diffOf({ 'src/order.ts': [ORDER_OLD, ORDER_NEW] }), 'diff').files
    const context = await buildContext({ files, reader: null })
    expect(context.available).toBe(false)
    expect(context.entries).toEqual([])
  })

  it('finds the enclosing scope, the stale reference of a renamed field, its consumers and the importers', async () => {
    const files = parseDiff(diffOf({ 'src/order.ts': [ORDER_OLD, ORDER_NEW] }), 'diff').files
    const reader = memoryTree({ 'src/order.ts': ORDER_NEW, 'src/invoice.ts': INVOICE })
    const context = await buildContext({ files, reader })
    expect(context.available).toBe(true)
    const scopes = context.entries.filter((e) => e.kind === 'scope')
    expect(scopes.map((e) => `${e.path}:${e.line}`)).toEqual(['src/order.ts:1', 'src/order.ts:5'])
    const stale = context.entries.filter((e) => e.kind === 'stale')
    expect(stale).toHaveLength(1)
    expect(stale[0]!.title).toContain('`total_cents` (field) renamed to `amount_cents`')
    expect(stale[0]!.excerpts.map((x) => `${x.path}:${x.focus}`)).toEqual(['src/invoice.ts:4'])
    const consumers = context.entries.filter((e) => e.kind === 'consumer')
    expect(consumers.map((e) => e.title)).toEqual([
      expect.stringContaining('`Order` (interface, changed in `src/order.ts`): 2 reference(s)'),
      expect.stringContaining('`orderTotal` (function, changed in `src/order.ts`): 2 reference(s)'),
    ])
    const blast = context.entries.filter((e) => e.kind === 'blast')
    expect(blast.map((e) => [e.path, e.title, e.details])).toEqual([
      [
        'src/order.ts',
        '1 direct importer(s), 1 transitive importer(s)',
        ['imported by `src/invoice.ts`'],
      ],
    ])
    expect(context.importers.get('src/order.ts')).toEqual({ direct: 1, transitive: 1 })
  })

  it('is deterministic: the same inputs give the same entries', async () => {
    const files = parseDiff(diffOf({ 'src/order.ts': [ORDER_OLD, ORDER_NEW] }), 'diff').files
    const reader = () => memoryTree({ 'src/order.ts': ORDER_NEW, 'src/invoice.ts': INVOICE })
    const a = await buildContext({ files, reader: reader() })
    const b = await buildContext({ files, reader: reader() })
    expect(JSON.stringify(a.entries)).toBe(JSON.stringify(b.entries))
  })
})

describe('enclosing scope of a long function', () => {
  it('keeps the signature, the guards, the loop and the assignments the change reads, and cuts the rest', async () => {
    const { readFileSync } = await import('node:fs')
    const { join } = await import('node:path')
    const dir = join(import.meta.dirname, '..', 'calibration', 'context-scope-ts-long')
    const head = readFileSync(join(dir, 'tree', 'src', 'stats', 'basket.ts'), 'utf8')
    const files = parseDiff(readFileSync(join(dir, 'diff.patch'), 'utf8'), 'diff').files
    const context = await buildContext({
      files,
      reader: memoryTree({ 'src/stats/basket.ts': head }),
    })
    const scope = context.entries.find((e) => e.kind === 'scope')!
    expect(scope.title).toContain('body cut')
    const shown = new Set(scope.excerpts.flatMap((x) => x.lines.map((_, i) => x.from + i)))
    for (const line of [7, 8, 9, 11, 14, 15, 16, 107, 110])
      expect(shown.has(line), `line ${line}`).toBe(true)
    for (const line of [30, 60, 90]) expect(shown.has(line), `line ${line}`).toBe(false)
  })
})

describe('outlines', () => {
  it('reads Python class attributes (enum members) as symbols: a removed member is stale', async () => {
    const before = 'import enum\n\n\nclass Status(enum.Enum):\n    ACTIVE = 1\n    PAUSED = 2\n'
    const after = 'import enum\n\n\nclass Status(enum.Enum):\n    ACTIVE = 1\n'
    const user =
      'from app.status import Status\n\n\ndef paused(s):\n    return s is Status.PAUSED\n'
    const files = parseDiff(diffOf({ 'app/status.py': [before, after] }), 'diff').files
    const context = await buildContext({
      files,
      reader: memoryTree({ 'app/status.py': after, 'app/use.py': user }),
    })
    const stale = context.entries.filter((e) => e.kind === 'stale')
    expect(stale.map((e) => e.title)).toEqual([
      expect.stringContaining('`PAUSED` (field) removed in `app/status.py`'),
    ])
    expect(stale[0]!.excerpts.map((x) => `${x.path}:${x.focus}`)).toEqual(['app/use.py:5'])
  })
})

// Regenerates __tests__/support/github/fixtures/openapi-subset.json: the operations of GitHub's
// REST API that review-gate calls, with every schema they reference resolved inline.
//
// The full description (npm: @octokit/openapi) is hundreds of megabytes, so it is installed into
// a scratch folder outside the repository, never into package.json.
//
//   node scripts/extract-openapi.mjs [--version 23.0.2] [--scratch /tmp/review-gate-openapi]
//
// Descriptions and examples are dropped to keep the fixture small; a schema that refers back to
// itself is cut at the second visit and replaced by an unconstrained schema marked `x-recursive`.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The operations the action calls (src/github/). Keep in sync with the README's permission list. */
const OPERATIONS = [
  'pulls/get',
  'pulls/list-files',
  'pulls/list-review-comments',
  'pulls/list-reviews',
  'pulls/create-review',
  'issues/list-comments',
  'issues/create-comment',
  'issues/update-comment',
  'issues/get',
  'repos/compare-commits',
  'repos/create-commit-status',
  'pulls/list',
  'actions/list-workflow-run-artifacts',
  'actions/download-artifact',
  'repos/get-collaborator-permission-level',
  'git/get-tree',
  'git/get-blob',
]

/** Keywords that only document; everything else is kept so the validator sees the real rules. */
const DROPPED_KEYWORDS = new Set([
  'description',
  'example',
  'examples',
  'externalDocs',
  'title',
  'summary',
])

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const out = join(root, '__tests__', 'support', 'github', 'fixtures', 'openapi-subset.json')

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`)
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback
}

const version = option('version', '23.0.2')
const scratch = option('scratch', '/tmp/review-gate-openapi')
const packageDir = join(scratch, 'node_modules', '@octokit', 'openapi')

function installedVersion() {
  const manifest = join(packageDir, 'package.json')
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : null
}

if (installedVersion() !== version) {
  mkdirSync(scratch, { recursive: true })
  console.error(`installing @octokit/openapi@${version} into ${scratch} (large download)`)
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      scratch,
      '--no-audit',
      '--no-fund',
      '--no-save',
      `@octokit/openapi@${version}`,
    ],
    { stdio: 'inherit' },
  )
}

const spec = JSON.parse(readFileSync(join(packageDir, 'generated', 'api.github.com.json'), 'utf8'))

function lookup(ref) {
  if (!ref.startsWith('#/')) throw new Error(`external $ref not supported: ${ref}`)
  let node = spec
  for (const part of ref.slice(2).split('/')) {
    node = node[part.replace(/~1/g, '/').replace(/~0/g, '~')]
    if (node === undefined) throw new Error(`dangling $ref: ${ref}`)
  }
  return node
}

/** Copies a node with every $ref replaced by its target; `active` holds the refs being expanded. */
function resolve(node, active = new Set()) {
  if (Array.isArray(node)) return node.map((item) => resolve(item, active))
  if (node === null || typeof node !== 'object') return node
  if (typeof node.$ref === 'string') {
    if (active.has(node.$ref)) return { 'x-recursive': node.$ref }
    active.add(node.$ref)
    const resolved = resolve(lookup(node.$ref), active)
    active.delete(node.$ref)
    return resolved
  }
  const copy = {}
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED_KEYWORDS.has(key)) continue
    copy[key] = key === 'properties' ? resolveProperties(value, active) : resolve(value, active)
  }
  return copy
}

// A property may be called "description" or "title"; inside `properties` every key is a name.
function resolveProperties(properties, active) {
  const copy = {}
  for (const [name, schema] of Object.entries(properties)) copy[name] = resolve(schema, active)
  return copy
}

function extractOperation(path, method, operation) {
  const parameters = resolve(operation.parameters ?? []).map((p) => ({
    name: p.name,
    in: p.in,
    required: p.required === true,
    schema: p.schema ?? {},
  }))
  const body = operation.requestBody ? resolve(operation.requestBody) : null
  const requestBody = body
    ? { required: body.required === true, schema: body.content?.['application/json']?.schema ?? {} }
    : null
  const responses = {}
  for (const [status, raw] of Object.entries(operation.responses ?? {})) {
    const response = resolve(raw)
    const mediaTypes = Object.keys(response.content ?? {})
    const schema = status.startsWith('2')
      ? (response.content?.['application/json']?.schema ?? null)
      : null
    responses[status] = { mediaTypes, schema }
  }
  return {
    operationId: operation.operationId,
    method: method.toUpperCase(),
    path,
    parameters,
    requestBody,
    responses,
  }
}

const operations = {}
for (const [path, item] of Object.entries(spec.paths)) {
  for (const [method, operation] of Object.entries(item)) {
    if (OPERATIONS.includes(operation?.operationId)) {
      operations[operation.operationId] = extractOperation(path, method, operation)
    }
  }
}
const missing = OPERATIONS.filter((id) => !operations[id])
if (missing.length > 0)
  throw new Error(`operations not found in the description: ${missing.join(', ')}`)

const fixture = {
  generatedBy: 'scripts/extract-openapi.mjs',
  source: {
    package: '@octokit/openapi',
    version,
    description: 'api.github.com',
    openapi: spec.openapi,
  },
  operations: Object.fromEntries(OPERATIONS.map((id) => [id, operations[id]])),
}
mkdirSync(dirname(out), { recursive: true })
writeFileSync(out, `${JSON.stringify(fixture, null, 1)}\n`)
console.error(`wrote ${out} (${OPERATIONS.length} operations)`)

import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { findBundledFile } from '../shared/bundled-file.js'
import type { Definition, DefinitionKind, Language, Outline } from './types.js'

/**
 * Outlines of source files from real grammars: tree-sitter compiled to WebAssembly
 * (`web-tree-sitter` with the grammars of `@vscode/tree-sitter-wasm`), portable, no native build.
 * The runtime and each grammar load on first use only, so a run without repository context never
 * loads them. The grammars ship in `dist/tree-sitter/` (scripts/bundle.mjs); from source they are
 * read from node_modules.
 */

type TreeSitter = typeof import('web-tree-sitter')
type TsParser = import('web-tree-sitter').Parser
type TsNode = import('web-tree-sitter').Node

const GRAMMAR_FILE: Record<Language, string> = {
  typescript: 'tree-sitter-typescript.wasm',
  tsx: 'tree-sitter-tsx.wasm',
  javascript: 'tree-sitter-javascript.wasm',
  python: 'tree-sitter-python.wasm',
  go: 'tree-sitter-go.wasm',
  java: 'tree-sitter-java.wasm',
}

/** A file larger than this is not parsed (the fallback reads it): parsing stays bounded. */
export const MAX_PARSE_BYTES = 512 * 1024

function shippedFile(file: string, fromSource: string): string {
  const path = findBundledFile(`tree-sitter/${file}`) ?? findBundledFile(`${fromSource}/${file}`)
  if (path === null) throw new Error(`the parser file ${file} is missing from this install`)
  return path
}

let runtime: Promise<TreeSitter> | null = null
const parsers = new Map<Language, Promise<TsParser>>()

/**
 * The runtime module is loaded from its own file, as published, never through the bundler: its
 * Emscripten loader calls `createRequire` from a dynamic `import('module')`, which the bundle's
 * interop does not carry. scripts/bundle.mjs ships the file in `dist/tree-sitter/`.
 */
async function loadRuntime(): Promise<TreeSitter> {
  const file = shippedFile('web-tree-sitter.js', 'node_modules/web-tree-sitter')
  const module = (await import(/* webpackIgnore: true */ pathToFileURL(file).href)) as TreeSitter
  const wasmBinary = readFileSync(
    shippedFile('web-tree-sitter.wasm', 'node_modules/web-tree-sitter'),
  )
  await module.Parser.init({ wasmBinary })
  return module
}

/** The parser for a language, loaded once per process. Rejects when the grammar cannot load. */
export function parserFor(language: Language): Promise<TsParser> {
  let parser = parsers.get(language)
  if (!parser) {
    parser = (async () => {
      runtime ??= loadRuntime()
      const { Language: Lang, Parser } = await runtime
      const grammar = readFileSync(
        shippedFile(GRAMMAR_FILE[language], 'node_modules/@vscode/tree-sitter-wasm/wasm'),
      )
      const parser = new Parser()
      parser.setLanguage(await Lang.load(grammar))
      return parser
    })()
    parsers.set(language, parser)
  }
  return parser
}

interface Rule {
  kind: DefinitionKind
  /** The field holding the body; null when the definition has none. */
  body: string | null
  /** Where the name is: a field of the node, or the first child of one of these types. */
  name: string
}

const JS_RULES: Record<string, Rule> = {
  function_declaration: { kind: 'function', body: 'body', name: 'name' },
  generator_function_declaration: { kind: 'function', body: 'body', name: 'name' },
  class_declaration: { kind: 'class', body: 'body', name: 'name' },
  abstract_class_declaration: { kind: 'class', body: 'body', name: 'name' },
  method_definition: { kind: 'method', body: 'body', name: 'name' },
  method_signature: { kind: 'method', body: null, name: 'name' },
  abstract_method_signature: { kind: 'method', body: null, name: 'name' },
  interface_declaration: { kind: 'interface', body: 'body', name: 'name' },
  type_alias_declaration: { kind: 'type', body: null, name: 'name' },
  enum_declaration: { kind: 'enum', body: 'body', name: 'name' },
  public_field_definition: { kind: 'field', body: null, name: 'name' },
  field_definition: { kind: 'field', body: null, name: 'property' },
  property_signature: { kind: 'field', body: null, name: 'name' },
  enum_assignment: { kind: 'member', body: null, name: 'name' },
  variable_declarator: { kind: 'variable', body: null, name: 'name' },
}

const RULES: Record<Language, Record<string, Rule>> = {
  typescript: JS_RULES,
  tsx: JS_RULES,
  javascript: JS_RULES,
  python: {
    function_definition: { kind: 'function', body: 'body', name: 'name' },
    class_definition: { kind: 'class', body: 'body', name: 'name' },
    // A class attribute (a field, an enum member) or a module-level value; see define().
    assignment: { kind: 'field', body: null, name: 'left' },
  },
  go: {
    function_declaration: { kind: 'function', body: 'body', name: 'name' },
    method_declaration: { kind: 'method', body: 'body', name: 'name' },
    type_spec: { kind: 'type', body: null, name: 'name' },
    field_declaration: { kind: 'field', body: null, name: 'name' },
    method_elem: { kind: 'method', body: null, name: 'name' },
    const_spec: { kind: 'member', body: null, name: 'name' },
  },
  java: {
    class_declaration: { kind: 'class', body: 'body', name: 'name' },
    interface_declaration: { kind: 'interface', body: 'body', name: 'name' },
    enum_declaration: { kind: 'enum', body: 'body', name: 'name' },
    record_declaration: { kind: 'class', body: 'body', name: 'name' },
    method_declaration: { kind: 'method', body: 'body', name: 'name' },
    constructor_declaration: { kind: 'method', body: 'body', name: 'name' },
    enum_constant: { kind: 'member', body: null, name: 'name' },
    variable_declarator: { kind: 'field', body: null, name: 'name' },
  },
}

const CONTAINERS = new Set<DefinitionKind>(['class', 'interface', 'enum', 'type'])
/** Function-valued declarators are functions; other top-level ones are exported values. */
const FUNCTION_VALUES = new Set(['arrow_function', 'function_expression', 'function'])
/** Deeper than this the walk stops: a hostile file cannot make it unbounded. */
const MAX_DEPTH = 200

/**
 * The definitions of a file, in source order. Throws when the text does not parse at all; a
 * tree with errors is used (tree-sitter recovers around them) unless it yields nothing.
 */
export function outlineWith(parser: TsParser, language: Language, text: string): Outline {
  const tree = parser.parse(text)
  if (tree === null) throw new Error('the parser gave no tree')
  try {
    const rules = RULES[language]
    const definitions: Definition[] = []
    const lines = text.split('\n')
    const containers: { name: string; end: number }[] = []
    const cursor = tree.walk()
    let depth = 0
    for (;;) {
      const rule = rules[cursor.nodeType]
      if (rule) {
        const node = cursor.currentNode
        const definition = define(node, rule, language, lines, containers)
        if (definition) {
          while (
            containers.length > 0 &&
            containers[containers.length - 1]!.end < definition.startLine
          )
            containers.pop()
          definitions.push(definition)
          if (CONTAINERS.has(definition.kind))
            containers.push({ name: definition.name, end: definition.endLine })
        }
      }
      if (depth < MAX_DEPTH && cursor.gotoFirstChild()) {
        depth++
        continue
      }
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) {
          cursor.delete()
          if (tree.rootNode.hasError && definitions.length === 0 && text.trim() !== '')
            throw new Error('the file has syntax errors and no definition could be read')
          return { definitions, via: 'parser' }
        }
        depth--
      }
    }
  } finally {
    tree.delete()
  }
}

function define(
  node: TsNode,
  rule: Rule,
  language: Language,
  lines: readonly string[],
  containers: readonly { name: string; end: number }[],
): Definition | null {
  let kind = rule.kind
  let bodyNode = rule.body ? node.childForFieldName(rule.body) : null
  if (node.type === 'variable_declarator' && language !== 'java') {
    const value = node.childForFieldName('value')
    if (value && FUNCTION_VALUES.has(value.type)) {
      kind = 'function'
      bodyNode = value.childForFieldName('body')
    } else if (!isTopLevelDeclarator(node)) {
      return null
    }
  }
  if (node.type === 'assignment') {
    const holder = node.parent?.parent
    if (node.parent?.type !== 'expression_statement') return null
    if (holder?.type === 'module') kind = 'variable'
    else if (holder?.type !== 'block' || holder.parent?.type !== 'class_definition') return null
  }
  const nameNode = node.childForFieldName(rule.name)
  if (!nameNode) return null
  const name = nameNode.text
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) return null
  const startLine = node.startPosition.row + 1
  const endLine = node.endPosition.row + 1
  const bodyLine = bodyNode ? bodyNode.startPosition.row + 1 : null
  // The body's own first line still carries the rest of the signature (`{` after the parameters).
  const signatureEnd =
    bodyLine === null ? Math.min(endLine, startLine + 2) : Math.max(startLine, bodyLine)
  const signatureText =
    bodyNode !== null
      ? node.text.slice(0, bodyNode.startIndex - node.startIndex)
      : lines.slice(startLine - 1, signatureEnd).join('\n')
  let container: string | null = null
  for (let i = containers.length - 1; i >= 0; i--) {
    if (containers[i]!.end >= startLine) {
      container = containers[i]!.name
      break
    }
  }
  if (kind === 'function' && container !== null && language === 'python') kind = 'method'
  return {
    name,
    kind,
    container,
    startLine,
    endLine,
    signatureEnd,
    signature: signatureText.replace(/\s+/g, ' ').trim().slice(0, 400),
  }
}

/** A `const x = …` at the top of a module (or exported): a value other files may import. */
function isTopLevelDeclarator(node: TsNode): boolean {
  const declaration = node.parent
  const holder = declaration?.parent
  return holder?.type === 'program' || holder?.type === 'export_statement'
}

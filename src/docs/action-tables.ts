import { parse } from 'yaml'

interface ActionSpec {
  inputs?: Record<string, { description?: string; default?: string; required?: boolean }>
  outputs?: Record<string, { description?: string }>
}

/** The README's inputs and outputs tables, generated from action.yml so they cannot drift. */
export function renderActionTables(actionYml: string): { inputs: string; outputs: string } {
  const spec = parse(actionYml) as ActionSpec
  const cell = (text: string) =>
    text
      .replace(/\|/g, '\\|')
      .replace(/\s*\n\s*/g, ' ')
      .trim()
  const inputs = ['| Input | Default | Description |', '| --- | --- | --- |']
  for (const [name, input] of Object.entries(spec.inputs ?? {})) {
    const def =
      input.default === undefined || input.default === '' ? '' : `\`${cell(input.default)}\``
    inputs.push(`| \`${name}\` | ${def} | ${cell(input.description ?? '')} |`)
  }
  const outputs = ['| Output | Description |', '| --- | --- |']
  for (const [name, output] of Object.entries(spec.outputs ?? {})) {
    outputs.push(`| \`${name}\` | ${cell(output.description ?? '')} |`)
  }
  return { inputs: inputs.join('\n'), outputs: outputs.join('\n') }
}

/** Replaces the text between `<!-- name:start -->` and `<!-- name:end -->`. */
export function replaceBetweenMarkers(document: string, name: string, content: string): string {
  const start = `<!-- ${name}:start -->`
  const end = `<!-- ${name}:end -->`
  const from = document.indexOf(start)
  const to = document.indexOf(end)
  if (from < 0 || to < from) throw new Error(`markers ${start} … ${end} not found`)
  return `${document.slice(0, from + start.length)}\n${content}\n${document.slice(to)}`
}

import { splitCommand } from './argv.js'

/**
 * The report files a test command says it writes, read from its own flags, for a command given
 * without `evidence.command_reports`: the README's one-line recipes then work as written instead
 * of falling back to the exit code. Relative to the repository root, where the command runs.
 *
 *   vitest / jest-style   --outputFile=r.xml, --outputFile r.xml, --outputFile.junit=r.xml
 *   pytest                --junitxml=r.xml, --junit-xml=r.xml (and the space-separated forms)
 *   mocha                 --reporter-options mochaFile=r.xml (comma-separated options)
 *   gotestsum             --junitfile r.xml
 */
const VALUE_FLAGS = new Set(['--outputFile', '--junitxml', '--junit-xml', '--junitfile'])
const PREFIXED = /^--(?:outputFile(?:\.junit)?|junitxml|junit-xml|junitfile)=(.+)$/
const MOCHA_FILE = /(?:^|,)mochaFile=([^,]+)/

export function reportPathsFromFlags(command: string): string[] {
  let argv: string[]
  try {
    argv = splitCommand(command, [])
  } catch {
    return [] // the run itself reports a malformed command
  }
  const paths: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!
    const next = argv[i + 1]
    const prefixed = PREFIXED.exec(word)
    if (prefixed) paths.push(prefixed[1]!)
    else if (VALUE_FLAGS.has(word) && next !== undefined && !next.startsWith('-')) paths.push(next)
    else if (word.startsWith('--reporter-options')) {
      const options = word.includes('=') ? word.slice(word.indexOf('=') + 1) : (next ?? '')
      const mocha = MOCHA_FILE.exec(options)
      if (mocha) paths.push(mocha[1]!)
    }
  }
  // Only paths inside the repository, written plainly: anything else is not ours to read.
  return [
    ...new Set(
      paths
        .map((p) => p.replace(/^\.\//, ''))
        .filter((p) => p.length > 0 && !p.startsWith('/') && !p.split(/[\\/]/).includes('..')),
    ),
  ].sort()
}

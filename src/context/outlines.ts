import { indentationOutline } from './indent.js'
import { languageOf } from './languages.js'
import { MAX_PARSE_BYTES, outlineWith, parserFor } from './parser.js'
import type { Outline } from './types.js'

/**
 * Outlines by file, each text parsed once: the real grammar for the languages that have one,
 * the indentation fallback otherwise. A grammar that fails to load or a file it cannot parse
 * falls back too, with a notice naming the file: a parse failure never loses the file.
 */
export class Outlines {
  private readonly cache = new Map<string, Outline>()
  readonly notices: string[] = []
  private readonly failedLanguages = new Set<string>()

  async of(path: string, text: string, side: 'head' | 'base' = 'head'): Promise<Outline> {
    const key = `${side}\0${path}`
    const known = this.cache.get(key)
    if (known) return known
    const outline = await this.parse(path, text, side)
    this.cache.set(key, outline)
    return outline
  }

  private async parse(path: string, text: string, side: string): Promise<Outline> {
    const language = languageOf(path)
    if (language === null) return indentationOutline(text)
    if (Buffer.byteLength(text) > MAX_PARSE_BYTES) {
      this.notices.push(
        `\`${path}\` (${side}) is over ${MAX_PARSE_BYTES} bytes: not parsed, its outline comes from indentation.`,
      )
      return indentationOutline(text)
    }
    if (this.failedLanguages.has(language)) return indentationOutline(text)
    let parser
    try {
      parser = await parserFor(language)
    } catch (error) {
      this.failedLanguages.add(language)
      this.notices.push(
        `the ${language} parser could not be loaded (${messageOf(error)}): outlines come from indentation.`,
      )
      return indentationOutline(text)
    }
    try {
      return outlineWith(parser, language, text)
    } catch (error) {
      this.notices.push(
        `\`${path}\` (${side}) could not be parsed (${messageOf(error)}): its outline comes from indentation.`,
      )
      return indentationOutline(text)
    }
  }
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 200)
}

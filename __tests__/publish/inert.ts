/**
 * What "inert" means for rendered Markdown, as checks the tests (and the e2e suite) can run on any
 * body: every `<` belongs to a tag or marker we emit ourselves, no mention or reference survives,
 * no line starts a workflow command, no hidden characters except the joiners we insert.
 */
const OWN_TAGS =
  /^<(?:\/?(?:pre|details|summary|sub)|br)>|^<!-- review-gate:(?:fp:[0-9a-f]{16}|summary:[A-Za-z0-9._-]{1,64}|findings:v1 \{[^<>\n]*\}) -->/

/** Characters that hide or reorder text (what the sanitizer must make visible). */
// Each code point in the class stands alone (none is meant to combine with its neighbour).
const HIDDEN =
  // eslint-disable-next-line no-misleading-character-class
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb]|[\u{e0000}-\u{e007f}]|[\u{e0100}-\u{e01ef}]|[\u{1d173}-\u{1d17a}]/u

export function inertnessProblems(markdown: string): string[] {
  const problems: string[] = []
  for (let at = markdown.indexOf('<'); at >= 0; at = markdown.indexOf('<', at + 1)) {
    if (!OWN_TAGS.test(markdown.slice(at, at + 40_000))) {
      problems.push(`raw "<" at ${at}: ${JSON.stringify(markdown.slice(at, at + 40))}`)
    }
  }
  if (/<img/i.test(markdown)) problems.push('contains <img')
  const mention = /@[A-Za-z0-9_]/.exec(markdown)
  if (mention) problems.push(`mention survives at ${mention.index}`)
  const ref = /#\d/.exec(markdown)
  if (ref) problems.push(`issue reference survives at ${ref.index}`)
  if (/\bGH-\d/i.test(markdown)) problems.push('GH- reference survives')
  for (const line of markdown.split('\n')) {
    if (line.trimStart().startsWith('::'))
      problems.push(`line starts with "::": ${JSON.stringify(line.slice(0, 60))}`)
  }
  // Our own zero-width joiners only follow what they neutralize.
  const stray = /(?<![@#:]|GH|gh|https|HTTPS)\u200D/.exec(markdown)
  if (stray) problems.push(`stray zero-width joiner at ${stray.index}`)
  const hidden = HIDDEN.exec(markdown.replace(/\u200D/g, ''))
  if (hidden)
    problems.push(`hidden character U+${hidden[0].codePointAt(0)?.toString(16)} at ${hidden.index}`)
  // Inside <pre> (an HTML block) GitHub neither autolinks nor reads fences; elsewhere it does.
  const linkable = markdown.replace(/<pre>[\s\S]*?<\/pre>/g, '')
  const scheme = /(?<![A-Za-z0-9+.-])(?!https:)[A-Za-z][A-Za-z0-9+.-]*:\/\//i.exec(linkable)
  if (scheme) problems.push(`non-https link survives: ${scheme[0]}`)
  // A `www.` inside a kept https autolink is part of that link, not an autolink of its own.
  const outsideHttps = linkable.replace(/https:\/\/[^\s<>]*/gi, '')
  if (/(?<![A-Za-z0-9])www\./i.test(outsideHttps)) problems.push('www. autolink survives')
  const opens = (markdown.match(/<pre>/g) ?? []).length
  const closes = (markdown.match(/<\/pre>/g) ?? []).length
  if (opens !== closes) problems.push(`unbalanced <pre>: ${opens} open, ${closes} close`)
  if (/(^|\n) {0,3}(`{3,}|~{3,})/.test(linkable)) problems.push('a code fence line outside <pre>')
  return problems
}

/**
 * Credentials recognised by their shape, for text whose secrets we were never told: a model that
 * echoes a token it saw in a diff, a test that prints its environment.
 *
 * No pattern starts with `\b`: a token glued to an identifier (`_ghp_…`, `xghp_…`, `key=sk-…`)
 * is still a token, and `_` or a letter before it is a word character. Every pattern is linear
 * (no nested quantifiers, bounded repeats) so hostile text cannot make it slow.
 */

export const REDACTED = '[REDACTED]'

/** A pattern and how to replace one match (a header's name is kept, its value goes). */
interface TokenShape {
  pattern: RegExp
  replace: (match: string, ...groups: string[]) => string
}

const whole = (): string => REDACTED
const keepPrefix = (_match: string, prefix: string): string => `${prefix}${REDACTED}`

export const TOKEN_SHAPES: readonly TokenShape[] = [
  // GitHub: classic PAT, OAuth, user-to-server, server-to-server, refresh tokens. The body is
  // alphanumeric, so `ghp_…_x` loses the token and keeps `_x`.
  { pattern: /gh[pousr]_[A-Za-z0-9]{30,255}/g, replace: whole },
  // GitHub fine-grained PAT.
  { pattern: /github_pat_[A-Za-z0-9_]{22,255}/g, replace: whole },
  // Anthropic before the generic `sk-` rule, so the whole key goes.
  { pattern: /sk-ant-[A-Za-z0-9_-]{20,300}/g, replace: whole },
  // OpenAI-style secret keys (`sk-`, `sk-proj-`, `sk-svcacct-` …): a digit must come before any
  // other character, so a hyphenated word such as `sk-learn-style-identifiers` is left alone.
  { pattern: /sk-(?=[A-Za-z_-]{0,300}[0-9])[A-Za-z0-9_-]{20,300}/g, replace: whole },
  // AWS access key ids (long-term and temporary); letters and digits after them mean it is not one.
  { pattern: /(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}(?![0-9A-Z])/g, replace: whole },
  // Slack bot, user, app-level and configuration tokens, and incoming-webhook URLs.
  { pattern: /xox[abeoprs]-[A-Za-z0-9-]{10,250}/g, replace: whole },
  { pattern: /xapp-[0-9]-[A-Za-z0-9-]{10,250}/g, replace: whole },
  {
    pattern: /hooks\.slack\.com\/(?:services|workflows)\/[A-Za-z0-9_/-]{10,300}/g,
    replace: whole,
  },
  // JSON Web Tokens: base64url header and claims that both start with `{"`.
  {
    pattern: /eyJ[A-Za-z0-9_-]{8,4000}\.eyJ[A-Za-z0-9_-]{8,8000}\.[A-Za-z0-9_-]{0,2000}/g,
    replace: whole,
  },
  // Credentials in HTTP headers, as a log or an error message prints them: the value goes, the
  // header's name stays so the text still reads. The value must hold a digit, so prose such as
  // "authorization: required" stays (and so does an already redacted value).
  {
    pattern:
      /((?:authorization|proxy-authorization)["']?\s{0,10}[:=]\s{0,10}["']?(?:(?:bearer|basic|token|digest)\s{1,10})?)(?=[^\s"',;0-9]{0,4096}[0-9])[^\s"',;]{6,4096}/gi,
    replace: keepPrefix,
  },
  {
    pattern:
      /((?:x-api-key|api-key|x-auth-token)["']?\s{0,10}[:=]\s{0,10}["']?)(?=[^\s"',;0-9]{0,4096}[0-9])[^\s"',;]{6,4096}/gi,
    replace: keepPrefix,
  },
  // A bearer token anywhere else; it must hold a digit, so prose ("Bearer authentication") stays.
  {
    pattern: /(bearer\s{1,10})(?=[A-Za-z._~+/-]{0,300}[0-9])[A-Za-z0-9._~+/-]{16,4096}=*/gi,
    replace: keepPrefix,
  },
]

const PRIVATE_KEY_BEGIN = /-----BEGIN (?:[A-Z0-9]{1,20} ){0,4}PRIVATE KEY(?: BLOCK)?-----/g
const PRIVATE_KEY_END = /-----END (?:[A-Z0-9]{1,20} ){0,4}PRIVATE KEY(?: BLOCK)?-----/g

/**
 * Removes PEM private key blocks in one linear pass (a lazy `[\s\S]*?` regex would rescan the
 * rest of the text for every BEGIN line). A BEGIN line with no END after it takes the rest of the
 * text with it: a key cut off by a length limit is still a key.
 */
export function redactPrivateKeys(text: string): { text: string; redacted: number } {
  let out = ''
  let from = 0
  let redacted = 0
  PRIVATE_KEY_BEGIN.lastIndex = 0
  for (;;) {
    PRIVATE_KEY_BEGIN.lastIndex = from
    const begin = PRIVATE_KEY_BEGIN.exec(text)
    if (!begin) break
    PRIVATE_KEY_END.lastIndex = begin.index + begin[0].length
    const end = PRIVATE_KEY_END.exec(text)
    out += text.slice(from, begin.index) + REDACTED
    redacted++
    if (!end) return { text: out, redacted }
    from = end.index + end[0].length
  }
  return { text: redacted === 0 ? text : out + text.slice(from), redacted }
}

/**
 * The plain text each shape's matches start with, one alternative per TOKEN_SHAPES entry in the
 * same order, plus the private key marker last. Case-insensitive, so it finds at least everything
 * the shapes find: text with none of these holds no token shape, and that is most text.
 */
const TRIGGERS: readonly string[] = [
  'gh[pousr]_',
  'github_pat_',
  'sk-ant-',
  'sk-',
  'A[KSBC][IC]A',
  'xox[abeoprs]-',
  'xapp-',
  'hooks\\.slack\\.com/',
  'eyJ',
  'authorization',
  'api-key|x-auth-token',
  'bearer',
  '-----BEGIN ',
]
const ANY_TRIGGER = new RegExp(TRIGGERS.map((t) => `(${t})`).join('|'), 'gi')

/**
 * Which shapes can match `text` (indices into TOKEN_SHAPES; TOKEN_SHAPES.length for private
 * keys), from one pass that finds every trigger. Replacing a match inserts `[REDACTED]`, which
 * holds no trigger and cannot join text around it into one, so a shape without a trigger in the
 * original text cannot match after earlier shapes ran either.
 */
function triggeredShapes(text: string): Set<number> {
  const found = new Set<number>()
  ANY_TRIGGER.lastIndex = 0
  for (let m = ANY_TRIGGER.exec(text); m !== null; m = ANY_TRIGGER.exec(text)) {
    for (let i = 1; i < m.length; i++) if (m[i] !== undefined) found.add(i - 1)
    // `sk-` also starts `sk-ant-`: an Anthropic key may be an `sk-` one to the generic shape.
    if (found.has(2)) found.add(3)
    if (found.size === TRIGGERS.length) break
    // Triggers may overlap (`AKIAuthorization`): look again from the next character.
    ANY_TRIGGER.lastIndex = m.index + 1
  }
  return found
}

/** Every token-shaped string and private key block replaced; counts what was replaced. */
export function redactShapes(text: string): { text: string; redacted: number } {
  const triggered = triggeredShapes(text)
  if (triggered.size === 0) return { text, redacted: 0 }
  const keys = triggered.has(TOKEN_SHAPES.length) ? redactPrivateKeys(text) : { text, redacted: 0 }
  let out = keys.text
  let redacted = keys.redacted
  for (const [index, shape] of TOKEN_SHAPES.entries()) {
    if (!triggered.has(index)) continue
    shape.pattern.lastIndex = 0
    out = out.replace(shape.pattern, (...args: unknown[]) => {
      redacted++
      const groups = args.slice(1).filter((g): g is string => typeof g === 'string')
      return shape.replace(String(args[0]), ...groups)
    })
  }
  return { text: out, redacted }
}

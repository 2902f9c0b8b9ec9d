/**
 * The environment a child process may see: an allow-list picked from the parent's, never the
 * whole of it. A workflow's environment holds other steps' secrets; a model CLI gets only what
 * it needs to run and to authenticate.
 */

/** What any process needs to start on each platform. */
const BASE_NAMES: Record<'posix' | 'win32', readonly string[]> = {
  posix: ['PATH', 'HOME'],
  // Windows processes cannot start without some of these; none of them is a secret.
  win32: [
    'PATH',
    'HOME',
    'PATHEXT',
    'SystemRoot',
    'windir',
    'ComSpec',
    'TEMP',
    'TMP',
    'USERPROFILE',
    'APPDATA',
    'LOCALAPPDATA',
  ],
}

/**
 * Copilot CLI variables that widen what the CLI may do. They never pass, whatever the parent
 * has: the reviewer runs no tools and reads no instructions but ours.
 */
export const BLOCKED_COPILOT_VARIABLES: ReadonlySet<string> = new Set([
  'COPILOT_ALLOW_ALL',
  'COPILOT_ASSISTED_APPROVAL',
  'COPILOT_CUSTOM_INSTRUCTIONS_DIRS',
])

export interface ChildEnvironmentSpec {
  /** Exact names allowed besides the base ones. */
  names?: readonly string[]
  /** Name prefixes allowed (`COPILOT_`). */
  prefixes?: readonly string[]
  /** Names refused even when a prefix or a name allows them. */
  blocked?: ReadonlySet<string>
  /** Values we set ourselves (the token); they win over the parent's. */
  set?: Record<string, string | undefined>
}

export function childEnvironment(
  parent: Record<string, string>,
  spec: ChildEnvironmentSpec,
  platform: NodeJS.Platform = process.platform,
): Record<string, string> {
  const windows = platform === 'win32'
  // Windows variable names are case-insensitive (`Path`), POSIX ones are not.
  const norm = (name: string) => (windows ? name.toUpperCase() : name)
  const allowed = new Set(
    [...BASE_NAMES[windows ? 'win32' : 'posix'], ...(spec.names ?? [])].map(norm),
  )
  const prefixes = (spec.prefixes ?? []).map(norm)
  const blocked = new Set([...(spec.blocked ?? [])].map(norm))
  const env: Record<string, string> = Object.create(null) as Record<string, string>
  for (const [name, value] of Object.entries(parent)) {
    const key = norm(name)
    if (blocked.has(key)) continue
    if (allowed.has(key) || prefixes.some((prefix) => key.startsWith(prefix))) env[name] = value
  }
  for (const [name, value] of Object.entries(spec.set ?? {})) {
    if (value !== undefined) env[name] = value
  }
  return { ...env }
}

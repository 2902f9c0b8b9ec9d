/**
 * The environment a child process may see: an allow-list picked from the parent's, never the
 * whole of it. A workflow's environment holds other steps' secrets; a child gets only what it
 * needs to start and what its caller names.
 */

/**
 * What any process needs to start. On Windows this is the union of what the model CLIs and the
 * test command each needed: `SystemRoot`, `windir`, `ComSpec` and `PATHEXT` to load system
 * libraries and resolve programs; `TEMP`/`TMP` for scratch files; `USERPROFILE`, `APPDATA` and
 * `LOCALAPPDATA` because Node-based tools (npm, npx, the Copilot CLI) keep their caches and
 * settings there and fail without them. All are folder paths or extension lists, not secrets.
 */
const BASE_NAMES: Record<'posix' | 'win32', readonly string[]> = {
  posix: ['PATH', 'HOME'],
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
  parent: Readonly<Record<string, string | undefined>>,
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
  // No prototype: a variable named `__proto__` is just a name here.
  const env = Object.create(null) as Record<string, string>
  for (const [name, value] of Object.entries(parent)) {
    if (typeof value !== 'string') continue
    const key = norm(name)
    if (blocked.has(key)) continue
    if (allowed.has(key) || prefixes.some((prefix) => key.startsWith(prefix))) env[name] = value
  }
  for (const [name, value] of Object.entries(spec.set ?? {})) {
    if (value !== undefined) env[name] = value
  }
  return { ...env }
}

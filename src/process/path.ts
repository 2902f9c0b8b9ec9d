import { accessSync, constants, statSync } from 'node:fs'
import { delimiter, isAbsolute, join } from 'node:path'

/**
 * The absolute path of `name` on `pathValue`, like `which`; null when absent. Relative PATH
 * entries are skipped: they would resolve against whatever folder the child runs in.
 */
export function findOnPath(
  name: string,
  pathValue: string | undefined,
  platform: NodeJS.Platform = process.platform,
  pathExt = '.COM;.EXE;.BAT;.CMD',
): string | null {
  if (isAbsolute(name)) return isExecutable(name, platform) ? name : null
  if (name.includes('/') || name.includes('\\')) return null
  const extensions = platform === 'win32' ? ['', ...pathExt.split(';').filter(Boolean)] : ['']
  for (const dir of (pathValue ?? '').split(delimiter)) {
    if (!dir || !isAbsolute(dir)) continue
    for (const ext of extensions) {
      const candidate = join(dir, name + ext)
      if (isExecutable(candidate, platform)) return candidate
    }
  }
  return null
}

function isExecutable(file: string, platform: NodeJS.Platform): boolean {
  try {
    if (!statSync(file).isFile()) return false
    if (platform !== 'win32') accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

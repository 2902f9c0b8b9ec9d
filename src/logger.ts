/**
 * What a stage may say. Stages never write to the runner or the console themselves; the shells pass
 * an implementation (actions-backed in the action, stderr-backed in the CLI, recording in tests).
 */
export interface Logger {
  debug(message: string): void
  info(message: string): void
  warning(message: string): void
}

export const silentLogger: Logger = {
  debug: () => {},
  info: () => {},
  warning: () => {},
}

/** Keeps every message; tests assert on what a stage said. */
export class RecordingLogger implements Logger {
  readonly messages: { level: 'debug' | 'info' | 'warning'; message: string }[] = []
  debug(message: string): void {
    this.messages.push({ level: 'debug', message })
  }
  info(message: string): void {
    this.messages.push({ level: 'info', message })
  }
  warning(message: string): void {
    this.messages.push({ level: 'warning', message })
  }
  get warnings(): string[] {
    return this.messages.filter((m) => m.level === 'warning').map((m) => m.message)
  }
}

/**
 * What a CLI command may touch of its process: the streams, the working directory, the
 * environment, stdin and the clock. A module of its own so the commands and the dispatcher
 * (run.ts), which imports them, share it without an import circle.
 */
export interface CliIo {
  stdout(text: string): void
  stderr(text: string): void
  cwd: string
  env: NodeJS.ProcessEnv
  stdin(): Promise<Buffer>
  /** Whether stdout is a terminal (plain text then, not Markdown). */
  isTTY?: boolean
  /** The clock, injectable so tests can pin it. */
  now?: () => Date
}

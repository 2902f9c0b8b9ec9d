export interface CliIo {
  stdout(text: string): void
  stderr(text: string): void
  cwd: string
  env: NodeJS.ProcessEnv
  stdin(): Promise<Buffer>
}

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  io.stdout(`args ${argv.join(' ')}\n`)
  return 0
}

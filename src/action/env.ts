/**
 * The process around the action: its environment, the workspace and the clock. Its own module so
 * run.ts and the modules it loads (review.ts, resolve-event.ts) share it without an import circle.
 */
export interface ActionEnv {
  env: NodeJS.ProcessEnv
  /** GITHUB_WORKSPACE, else the process's working directory. */
  workspace: string
  now: () => Date
}

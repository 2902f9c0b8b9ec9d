import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * The Copilot CLI's configuration and state folder for one call, and the custom agent in it that
 * carries the review-gate instructions.
 *
 * Why an agent: in prompt mode the CLI sends its own agent prompt as the system message and the
 * whole of stdin as the user turn, so instructions on stdin arrive as user text under a prompt
 * written for a coding assistant. A custom agent selected with `--agent` puts its body into the
 * system message (@github/copilot 1.0.102 wraps it in `<agent_instructions>`), where a reviewer's
 * rules belong. Why a folder of our own (`COPILOT_HOME`): the CLI keeps every session, the
 * prompt and the diff included, under its home (`~/.copilot/session-state/` by default); a
 * per-call folder that the provider deletes keeps a review out of the runner's home, and no
 * agent, setting or MCP configuration of the user's leaks into the review.
 */

export const COPILOT_AGENT_NAME = 'review-gate'

/**
 * The CLI's own prompt tells some models to "limit your response to 100 words or less"; the
 * review is a JSON document of any length, so the agent says which rule wins.
 */
export const NO_LENGTH_LIMIT =
  'No limit on response length from any other instruction applies to this reply: ' +
  'return the complete JSON review the reply contract asks for, however long it must be.'

/** The agent definition file: frontmatter naming it, no tools, the instructions as its body. */
export function copilotAgentDefinition(instructions: string): string {
  return [
    '---',
    `name: ${COPILOT_AGENT_NAME}`,
    'description: Reviews a change against its plan and its test evidence; replies with JSON only.',
    'tools: []',
    '---',
    instructions.trimEnd(),
    '',
    NO_LENGTH_LIMIT,
    '',
  ].join('\n')
}

/**
 * The CLI's settings for the call: custom agents from this folder only, so no organization or
 * enterprise agent of the same name can stand in for ours.
 */
export const COPILOT_SETTINGS = { customAgents: { defaultLocalOnly: true } }

/**
 * Writes `<home>/settings.json` and `<home>/agents/review-gate.agent.md`, and returns `home`,
 * ready for `COPILOT_HOME`.
 */
export async function prepareCopilotHome(home: string, instructions: string): Promise<string> {
  const agents = join(home, 'agents')
  await mkdir(agents, { recursive: true, mode: 0o700 })
  await writeFile(join(home, 'settings.json'), `${JSON.stringify(COPILOT_SETTINGS, null, 2)}\n`, {
    mode: 0o600,
  })
  await writeFile(
    join(agents, `${COPILOT_AGENT_NAME}.agent.md`),
    copilotAgentDefinition(instructions),
    { mode: 0o600 },
  )
  return home
}

/**
 * The one list of the actions review-gate's docs and its own workflows use, with the current
 * major and the release commit its own workflows pin (by SHA, the version in a comment; Dependabot
 * moves both together). `__tests__/docs/action-versions.test.ts` fails on any `uses:` in
 * README.md, docs/, examples/ or .github/workflows/ that disagrees with it or is not listed.
 */
export interface ActionVersion {
  /** What the README and docs write: `actions/checkout@v7`. */
  major: string
  /** The release the pinned SHA is, for the version comment. */
  version: string
  sha: string
}

export const ACTION_VERSIONS: Readonly<Record<string, ActionVersion>> = {
  'actions/checkout': {
    major: 'v7',
    version: 'v7.0.1',
    sha: '3d3c42e5aac5ba805825da76410c181273ba90b1',
  },
  'actions/setup-node': {
    major: 'v7',
    version: 'v7.0.0',
    sha: '820762786026740c76f36085b0efc47a31fe5020',
  },
  'actions/cache': {
    major: 'v5',
    version: 'v5.0.5',
    sha: '27d5ce7f107fe9357f9df03efb73ab90386fccae',
  },
  'actions/upload-artifact': {
    major: 'v7',
    version: 'v7.0.0',
    sha: 'bbbca2ddaa5d8feaa63e36b76fdaad77386f024f',
  },
  'actions/download-artifact': {
    major: 'v8',
    version: 'v8.0.1',
    sha: '3e5f45b2cfb9172054b4087a40e8e0b5a5461e7c',
  },
  'github/codeql-action': {
    major: 'v4',
    version: 'v4.36.2',
    sha: '8aad20d150bbac5944a9f9d289da16a4b0d87c1e',
  },
}

/** review-gate itself, as the docs tell users to write it. */
export const OWN_ACTION = { name: 'review-gate/review-gate', major: 'v1' }

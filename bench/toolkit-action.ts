/**
 * The cold-start baseline: the smallest JavaScript action there is, bundled like ours. It
 * imports the toolkit and reads one input; review-gate's start is measured against it.
 */
import * as core from '@actions/core'

if (core.getInput('provider') === 'never') core.info('unreachable')

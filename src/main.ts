import * as core from '@actions/core'
core.info('hello')

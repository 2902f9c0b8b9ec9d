import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      '.review-gate/**',
      '**/fixtures/**',
      '__tests__/calibration/*/tree/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        AbortController: 'readonly',
        AbortSignal: 'readonly',
        TextDecoder: 'readonly',
        TextEncoder: 'readonly',
        fetch: 'readonly',
        Response: 'readonly',
        Request: 'readonly',
        Headers: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-control-regex': 'off',
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: [
      'src/main.ts',
      'src/cli.ts',
      'src/action/**',
      'src/model/**',
      'src/github/**',
      'src/publish/**',
    ],
    rules: {
      // Stages are pure: the shells own the environment and the clock.
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Stages take settings as arguments; only the shells read process.env.',
        },
        { object: 'Date', property: 'now', message: 'Stages take the clock as an argument.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@actions/core',
              message: 'Only the shells talk to @actions/core; stages take a Logger.',
            },
          ],
        },
      ],
    },
  },
)

import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * Imports flow one way, shared → features → app (bulletproof-react): shared
 * code knows no feature, a feature knows no other feature and not the app.
 * Deep relative paths are out everywhere, so the alias shows where an import
 * comes from.
 */
function importBoundaries(forbidden, message) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['../../*'], message: 'Import through the @/ alias instead of ../../.' },
          ...(forbidden.length > 0 ? [{ group: forbidden, message }] : []),
        ],
      },
    ],
  }
}

export default defineConfig([
  globalIgnores(['dist', 'coverage', 'src/gql', 'src/gql-*']),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [
      js.configs.recommended,
      tseslint.configs.strictTypeChecked,
      tseslint.configs.stylisticTypeChecked,
      reactHooks.configs.flat.recommended,
      jsxA11y.flatConfigs.strict,
    ],
    languageOptions: {
      ecmaVersion: 2022,
      globals: globals.browser,
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      ...importBoundaries([], ''),
    },
  },
  {
    files: ['src/components/**', 'src/hooks/**', 'src/lib/**', 'src/config/**', 'src/types/**'],
    rules: importBoundaries(
      ['@/app', '@/app/*', '@/features/*'],
      'Shared code must not depend on features or the app.',
    ),
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: importBoundaries(
      [
        '@/app',
        '@/app/*',
        ...features.filter((f) => f !== feature).map((f) => `@/features/${f}/*`),
      ],
      'A feature must not depend on the app or on another feature; compose them in src/app.',
    ),
  })),
  {
    files: ['**/*.js'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: globals.node },
  },
  {
    files: ['vite.config.ts', 'vitest.config.ts', 'codegen.ts', 'tooling/**'],
    languageOptions: { globals: globals.node },
  },
])

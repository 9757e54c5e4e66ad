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
      ['@/app', '@/app/*', '@/features/*', '@/admin', '@/admin/*'],
      'Shared code must not depend on features, the app or the admin app.',
    ),
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: importBoundaries(
      [
        '@/app',
        '@/app/*',
        '@/admin',
        '@/admin/*',
        ...features.filter((f) => f !== feature).map((f) => `@/features/${f}/*`),
      ],
      'A feature must not depend on the app, the admin app or another feature; compose them in src/app.',
    ),
  })),
  {
    // The admin app (the back office) is a second app root: it shares only
    // components/ui, lib, hooks, config and types with the storefront, and
    // no storefront code imports it, so neither build carries the other.
    files: ['src/app/**'],
    rules: importBoundaries(
      ['@/admin', '@/admin/*'],
      'The storefront must not load the admin app.',
    ),
  },
  {
    files: ['src/admin/**'],
    rules: importBoundaries(
      ['@/app', '@/app/*', '@/features/*'],
      'The admin app shares only components, lib, hooks, config and types with the storefront.',
    ),
  },
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

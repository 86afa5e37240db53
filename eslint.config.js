import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import stem from './dev/lint/no-cross-workspace-import.js';

// One lint set-up for the whole repository; formatting is Prettier's job (eslint-config-prettier).
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'data/**',
      'cms/dist/**',
      'cms/build/**',
      'cms/.strapi/**',
      'cms/types/**',
      'site/dist/**',
      'site/.astro/**',
      'site/publisher/fixtures/*/.astro/**',
      'test-results/**',
      'playwright-report/**',
      '.test-output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { stem },
    rules: {
      // Workspaces meet only through their package.json exports (@stem/…).
      'stem/no-cross-workspace-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['site/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['site/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);

import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// Which of our workspaces each one may import: ARCHITECTURE.md, "Shape". The settings package
// is shared by everything that runs on a server. Nothing imports a service or the web app; the
// workspaces under tests/ and scripts/ span the services on purpose and are not listed.
const allowedImports = {
  'packages/domain': [],
  'packages/config': ['domain'],
  'packages/db': ['domain', 'config'],
  'packages/queue': ['domain', 'config', 'db'],
  'packages/core': ['domain', 'config', 'db', 'queue', 'mail', 'storage'],
  'packages/mail': ['domain', 'config'],
  'packages/storage': ['domain', 'config'],
  'services/api': ['domain', 'config', 'db', 'core', 'queue', 'storage'],
  'services/worker': ['domain', 'config', 'db', 'core', 'queue', 'mail', 'storage'],
  'services/launcher': ['domain', 'config', 'db', 'queue', 'storage'],
  web: ['domain'],
}

const testFiles = ['**/*.test.{ts,tsx}', '**/testing.ts', '**/testing/**']

// The password rule is an entry of its own: its dictionaries are large, and the web loads them
// only when a password is typed.
const everywhere = [
  {
    regex: '^@shop/[^/]+/(?!testing$|password-strength$)',
    message: 'Import a workspace through its entry (or its testing entry, in tests).',
  },
  {
    regex: '^(\\.\\./)+((packages|services|tests)/[^/]+|web)/src/',
    message: 'That is another workspace: import it by its package name.',
  },
]

const notInProduction = {
  regex: '^@shop/[^/]+/testing$',
  message: 'Testing entries are for tests.',
}

// Chakra components whose recipes come with the pages that draw them, not with every page's first
// script (addPageRecipes in web/src/theme/system.ts): imported from the module that adds the recipe.
const pageRecipeComponents = {
  name: '@chakra-ui/react',
  importNames: [
    'Alert',
    'Card',
    'Checkbox',
    'DataList',
    'Dialog',
    'Drawer',
    'EmptyState',
    'Field',
    'Fieldset',
    'Input',
    'InputGroup',
    'List',
    'Menu',
    'NativeSelect',
    'Progress',
    'Skeleton',
    'Stat',
    'Switch',
    'Table',
    'Tabs',
    'Textarea',
  ],
  message: 'Import it from web/src/components/ui/styled, which brings its recipe.',
}
// The web checks what it reads back from storage, as pages load, with zod's mini flavour; the full
// zod comes only with the forms' schemas from @shop/domain, which their lazy resolvers load.
const fullZod = {
  name: 'zod',
  allowTypeImports: true,
  message:
    "Check with 'zod/mini' (web/src/lib/session-state.ts); a form's schema comes from @shop/domain.",
}
const restrictedPaths = { web: [pageRecipeComponents, fullZod] }
const pageRecipeModules = 'web/src/components/ui/styled/**'

function boundaries(workspace, allowed, { inTests, paths = restrictedPaths[workspace] ?? [] }) {
  const names = allowed.map((name) => `@shop/${name}`)
  const only = names.length > 0 ? `only ${names.join(', ')}` : 'nothing of ours'
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@shop/(?!(${allowed.join('|') || '$^'})(/|$))`,
            message: `${workspace} may import ${only} (ARCHITECTURE.md, "Shape").`,
          },
          ...everywhere,
          ...(inTests ? [] : [notInProduction]),
        ],
        paths,
      },
    ],
  }
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '.tools/**',
      '.data/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-imports': ['error', { patterns: everywhere }],
    },
  },
  ...Object.entries(allowedImports).flatMap(([workspace, allowed]) => [
    {
      files: [`${workspace}/**`],
      ignores: testFiles,
      rules: boundaries(workspace, allowed, { inTests: false }),
    },
    {
      files: testFiles.map((pattern) => `${workspace}/${pattern}`),
      rules: boundaries(workspace, allowed, { inTests: true }),
    },
  ]),
  {
    files: [pageRecipeModules],
    rules: boundaries('web', allowedImports.web, { inTests: false, paths: [] }),
  },
  {
    files: ['web/**'],
    rules: {
      // React discards what a JSX handler returns; the handlers here report their own failures.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: testFiles,
    rules: {
      // vitest types its asymmetric matchers (expect.any, expect.stringMatching) as any.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Command-line entry points talk to the person who ran them.
    files: ['packages/*/src/cli/**', 'services/launcher/src/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
)

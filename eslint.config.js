// ESLint for the project's own code (`npm run lint:code`), with type information from the tsconfig nearest each file.
// Prettier owns the layout: eslint-config-prettier, last, turns off every rule about formatting.
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import prettier from 'eslint-config-prettier'
import tseslint from 'typescript-eslint'

const PACKAGE = ['src/**', 'scenarios/**']

export default defineConfig(
  {
    ignores: [
      'dist/',
      'coverage/',
      'bench/.cache/',
      // Each example is a project of its own, with its own dependencies.
      'examples/',
      // The documentation site is one too: VitePress, installed under docs/ (docs/site.mjs).
      'docs/',
      // Type-checked by its test against types generated there; tsconfig.json leaves it out.
      'test/typed-client/',
      // The contract's types as openapi-typescript writes them (npm run openapi), like the document beside them.
      'src/openapi/openapi.d.ts',
      // Copies of the generators' starters (test/integration/frameworks/starters/README.md), projects of their own.
      'test/integration/frameworks/starters/',
      // The core's own view of three Node modules, read by tsconfig.core.json alone.
      'src/core-node-on-demand.d.ts',
      // The dependency rules' configuration, in CommonJS.
      '.dependency-cruiser.cjs',
    ],
  },
  {
    languageOptions: {
      parserOptions: {
        // tsconfig.json (src, scenarios, fixtures, test, bench) or demo/tsconfig.json; the few scripts in
        // JavaScript outside both get a default project.
        projectService: { allowDefaultProject: ['*.js', 'src/openapi/openapi.js', '.ci/*.mjs', 'bench/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  // The package and its scenarios: the strictest set.
  {
    files: PACKAGE,
    extends: [js.configs.recommended, tseslint.configs.strictTypeChecked],
    rules: {
      // Numbers in messages, URLs and headers are meant (`${status}`, `${ms} ms`); the rest stays strict.
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowAny: false, allowBoolean: false, allowNever: false, allowNullish: false, allowRegExp: false },
      ],
      // Returning and chaining void calls is the house style: `return reject(error)`, `() => ((page = 0), render())`.
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // With noUncheckedIndexedAccess, `items[i]!` after a bounds check is the idiom, not a shortcut.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // `(id) => boolean | void` is a visitor that may stop the walk or return nothing.
      '@typescript-eslint/no-invalid-void-type': 'off',
      // `interface Bytes extends …{}` names a type, so that declarations say `Bytes`.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // The file-name and text checks match control characters on purpose.
      'no-control-regex': 'off',
    },
  },
  // Tests, benchmark, demo, the fixtures' generator and scripts: the recommended set, which finds bugs (floating
  // promises, misused promises, unsafe calls) without the strict set's style rules.
  {
    ignores: PACKAGE,
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
  },
  // Everywhere.
  {
    rules: {
      // The mock's faces and the code's own objects hold closures, made to be taken apart: `const { login } = useMock()`.
      '@typescript-eslint/unbound-method': 'off',
      // `async` marks what must return a promise (bodies, route handlers, callbacks) and turns its throws into rejections.
      '@typescript-eslint/require-await': 'off',
      // `const { file: _file, ...rest } = record` leaves a field out.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // Vitest reads a hook's parameters: `afterAll(({}, suite) => …)` takes the suite second.
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
      // TypeScript resolves every name, in the JavaScript scripts too (their default project has @types/node).
      'no-undef': 'off',
    },
  },
  // Tests and the benchmark probe JSON bodies freely (`body.result.items[0].name`) and let expect() check them.
  {
    files: ['test/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // The benchmark's peers (Mirage JS, json-server…) live in bench/node_modules, installed by the first `npm run bench`
  // and absent where lint runs first (CI): their types come and go, so a cast the types make needless is not one here.
  {
    files: ['bench/**'],
    rules: { '@typescript-eslint/no-unnecessary-type-assertion': 'off' },
  },
  prettier,
)

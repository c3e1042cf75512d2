import { chakraSystemModule, pinnedPatch } from './pinned-patch'

const mergedConfig =
  'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);'
const tokenDictionary = /\n(\s*)const tokens = createTokenDictionary\(\{([^}]*)\}\);/

const tokenDictionaryModule =
  /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/
const dictionaryBuilt =
  '  registerTokens();\n' +
  '  registerTransform(...tokenTransforms);\n' +
  '  registerMiddleware(...tokenMiddlewares);\n' +
  '  build();\n' +
  '  return dictionary;\n'
// The phases of the dictionary's own build(), in its order
const dictionarySteps = `[
    () => {
      registerTokens();
      registerTransform(...tokenTransforms);
      registerMiddleware(...tokenMiddlewares);
    },
    () => {
      applyMiddlewares("pre");
      applyTransforms("pre");
    },
    () => {
      addConditionalTokens();
      addReferences();
      expandTokenReferences$1();
    },
    () => applyMiddlewares("post"),
    () => applyTransforms("post"),
    setupViews,
  ]`
const buildFunction = `  function build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    applyMiddlewares("post");
    applyTransforms("post");
    setupViews();
  }`

/**
 * `createTokenDictionary({ ..., steps })` leaves its build to the caller: the phases are pushed to
 * `steps`, and the dictionary is ready once they have run in order. Each is a task of its own then.
 */
const tokenDictionaryInSteps = () =>
  pinnedPatch('chakra-token-dictionary-in-steps', tokenDictionaryModule, (code) =>
    code.includes(dictionaryBuilt) && code.includes(buildFunction)
      ? code.replace(
          dictionaryBuilt,
          `  const steps = ${dictionarySteps};\n` +
            '  if (options.steps) {\n' +
            '    options.steps.push(...steps);\n' +
            '    return dictionary;\n' +
            '  }\n' +
            '  steps.forEach((step) => step());\n' +
            '  return dictionary;\n',
        )
      : null,
  )

/**
 * Building Chakra's system is the longest step of a page's start on a phone, most of it the token
 * dictionary. `createSystem.prepareTokens(config)` answers the steps that build the merged config's
 * dictionary ahead, for the app to run each in a task of its own (web/src/theme/system.ts):
 * together they took 60 to 75 ms of a 2-core machine's main thread in one piece. createSystem
 * called with that config once they have all run uses the dictionary they built.
 */
export const chakraTokensAhead = () => [
  tokenDictionaryInSteps(),
  pinnedPatch('chakra-tokens-ahead', chakraSystemModule, (code) => {
    const tokens = tokenDictionary.exec(code)
    if (!code.includes(mergedConfig) || !tokens) return null
    const [, indent, options] = tokens
    const dictionaryOf = `(theme, cssVarsPrefix = "chakra", steps) => createTokenDictionary({${options}, steps})`
    return code
      .replace(
        mergedConfig,
        'function createSystem(...configs) {\n' +
          '  const prepared = configs.length === 1 ? preparedTokens.get(configs[0]) : undefined;\n' +
          '  const config = prepared?.config ?? mergeConfigs(...configs);',
      )
      .replace(
        tokenDictionary,
        `\n${indent}const tokens = prepared?.tokens ?? tokenDictionaryOf(theme, cssVarsPrefix);`,
      )
      .concat(
        `\nconst tokenDictionaryOf = ${dictionaryOf};\n` +
          'const preparedTokens = new WeakMap();\n' +
          'createSystem.prepareTokens = (input) => {\n' +
          '  const config = mergeConfigs(input);\n' +
          '  const steps = [];\n' +
          '  const tokens = tokenDictionaryOf(config.theme ?? {}, config.cssVarsPrefix, steps);\n' +
          '  const last = steps.pop();\n' +
          '  // Taken by createSystem only once built whole\n' +
          '  return [...steps, () => {\n' +
          '    last();\n' +
          '    preparedTokens.set(input, { config, tokens });\n' +
          '  }];\n' +
          '};\n',
      )
  }),
]

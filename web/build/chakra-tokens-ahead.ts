import { chakraSystemModule, pinnedPatch } from './pinned-patch'

const mergedConfig =
  'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);'
const tokenDictionary = /\n(\s*)const tokens = createTokenDictionary\(\{([^}]*)\}\);/

/**
 * Building Chakra's system is the longest step of a page's start on a phone, most of it the token
 * dictionary. `createSystem.prepareTokens(config)` builds the merged config and its dictionary
 * ahead, so the app can take them in a task of their own (web/src/theme/system.ts); createSystem
 * called with that config afterwards uses them.
 */
export const chakraTokensAhead = () =>
  pinnedPatch('chakra-tokens-ahead', chakraSystemModule, (code) => {
    const tokens = tokenDictionary.exec(code)
    if (!code.includes(mergedConfig) || !tokens) return null
    const [, indent, options] = tokens
    const dictionaryOf = `(theme, cssVarsPrefix = "chakra") => createTokenDictionary({${options}})`
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
          '  preparedTokens.set(input, { config, tokens: tokenDictionaryOf(config.theme ?? {}, config.cssVarsPrefix) });\n' +
          '};\n',
      )
  })

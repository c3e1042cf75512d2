import {
  createSystem,
  defineConfig,
  defineGlobalStyles,
  mergeConfigs,
  type SystemConfig,
  type SystemContext,
} from '@chakra-ui/react'
import { defaultBaseConfig } from '@chakra-ui/react/preset-base'
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme'
import { brandColors, goldColors, paletteSemantics, toTokens } from './palette'
import { recipes, slotRecipes } from './recipes'

// Metric-matched fallback first in line after Heebo, so the swap to the web font moves nothing
const font = "'Heebo', 'Heebo Fallback', 'Segoe UI', Arial, sans-serif"

/** Palettes no part of the shop names: their tokens would only lengthen every page's styles. */
const unusedPalettes = new Set(['cyan', 'pink'])
const withoutUnusedPalettes = <T extends object>(group: T) =>
  Object.fromEntries(Object.entries(group).filter(([name]) => !unusedPalettes.has(name))) as T

type TokenTree = { [key: string]: unknown }
const isTree = (value: unknown): value is TokenTree => typeof value === 'object' && value !== null

/**
 * The shop is drawn light only (`colorScheme: light`), so each semantic token keeps its light
 * value: no dark-mode variables ship in every page's styles or are built at every start.
 */
function lightOnly<T extends TokenTree>(tree: T): T {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => {
      if (!isTree(node)) return [key, node]
      const { value } = node
      if (isTree(value) && '_light' in value) return [key, { ...node, value: value._light }]
      return [key, lightOnly(node)]
    }),
  ) as T
}

/**
 * Chakra's default global styles, but for the rule that gave every element 26 custom properties of
 * its own: filter and ring defaults for utilities the shop never uses and Inter's `cv11`, which
 * Heebo does not have. Elements with properties of their own cannot share their parent's, so the
 * browser resolved that rule for each one: a quarter of the time it took to compute the home page's
 * styles. The three that the preflight reads are inherited from the root instead.
 */
const globalCss = defineGlobalStyles({
  html: {
    color: 'fg',
    bg: 'bg',
    lineHeight: '1.5',
    colorPalette: 'gray',
    '--global-font-mono': 'fonts.mono',
    '--global-font-body': 'fonts.body',
    '--global-color-border': 'colors.border',
  },
  '*::placeholder, *[data-placeholder]': { color: 'fg.muted/80' },
  '*::selection': { bg: 'colorPalette.emphasized/80' },
})

// Chakra's default theme with the recipes of the components every page's layout draws: the theme is
// part of every page's first script. Other pages bring their components' recipes
// (web/src/components/ui/styled).
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: withoutUnusedPalettes(semanticTokens.colors ?? {}),
    }),
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
})

const config = defineConfig({
  globalCss: {
    html: {
      colorScheme: 'light',
      // Focus rings and unstyled controls take the brand colour unless a component picks another
      colorPalette: 'brand',
      '@media (prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
    },
    body: { bg: 'bg', color: 'fg', lineHeight: '1.7' },
    'h1, h2, h3': { textWrap: 'balance' },
    // Sections reached by /#about and /#numerology must not hide under the sticky header
    'section[id]': { scrollMarginTop: { base: '4rem', md: '4.5rem' } },
  },
  theme: {
    tokens: {
      fonts: { heading: { value: font }, body: { value: font } },
      colors: { brand: toTokens(brandColors), gold: toTokens(goldColors) },
    },
    semanticTokens: {
      colors: {
        brand: paletteSemantics('brand', 700),
        gold: paletteSemantics('gold', 300, '{colors.brand.950}'),
      },
    },
  },
})

let merged: SystemConfig | undefined
let system: SystemContext | undefined

/**
 * Chakra's theme and the shop's merged into one config: the first step of building the system,
 * which the app's start runs in a task before the rest.
 */
export const shopConfig = () => (merged ??= mergeConfigs(defaultBaseConfig, chakraTheme, config))

/**
 * The shop's Chakra system, built on first use rather than on import: building it is the longest
 * single step of the app's start, which can then give it a task of its own.
 */
export const shopSystem = () => (system ??= createSystem(shopConfig()))

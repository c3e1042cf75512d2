import '@fontsource/heebo/400.css'
import '@fontsource/heebo/500.css'
import '@fontsource/heebo/700.css'
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react'
import { brandColors, goldColors, paletteSemantics, toTokens } from './palette'

const font = "'Heebo', 'Segoe UI', Arial, sans-serif"

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

export const system = createSystem(defaultConfig, config)

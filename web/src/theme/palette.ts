// Deep violet for the brand, warm gold for accents: night sky and starlight.
export const brandColors = {
  50: '#f5f2fd',
  100: '#ebe4fb',
  200: '#d5c8f6',
  300: '#b7a0ee',
  400: '#9675e3',
  500: '#7a4fd6',
  600: '#6438bd',
  700: '#512c9b',
  800: '#3f237a',
  900: '#2e1a5a',
  950: '#1c0f3a',
}

export const goldColors = {
  50: '#fdf8ea',
  100: '#faefcc',
  200: '#f4dc98',
  300: '#ecc563',
  400: '#e3ad3b',
  500: '#c98f22',
  600: '#a8711a',
  700: '#85561a',
  800: '#6b451b',
  900: '#583a1a',
  950: '#321e0a',
}

type Scale = Record<keyof typeof brandColors, string>

export function toTokens(scale: Scale) {
  return Object.fromEntries(Object.entries(scale).map(([step, value]) => [step, { value }]))
}

/** The semantic keys Chakra's recipes read from a colorPalette. */
export function paletteSemantics(name: string, solid: number, light = 'white') {
  const ref = (step: number) => ({ value: `{colors.${name}.${step}}` })
  return {
    solid: ref(solid),
    contrast: { value: light },
    fg: ref(700),
    muted: ref(100),
    subtle: ref(50),
    emphasized: ref(200),
    focusRing: ref(500),
  }
}

/**
 * The six numbers a map explains. The keys are stable: interpretation texts are stored under them
 * and managers edit those texts.
 */
export const numerologyAspects = [
  'lifePath',
  'expression',
  'soulUrge',
  'personality',
  'birthday',
  'personalYear',
] as const

export type NumerologyAspect = (typeof numerologyAspects)[number]

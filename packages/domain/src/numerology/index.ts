export * from './aspects.ts'
export * from './letter-values.ts'
export * from './numerology-number.ts'
export * from './numerology-profile.ts'

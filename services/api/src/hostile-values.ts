import fc from 'fast-check'

/**
 * What a hostile client sends: the characters PostgreSQL or JSON refuse, numbers JavaScript cannot
 * hold exactly, wrong types and junk nested deep. Used by the property test of every route.
 */

const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code))
const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code))

const knownTroublemakers = fc.constantFrom(
  '\u0000',
  'דנה\u0000כהן',
  '\u0000'.repeat(50),
  '\u0007\u001b[31m',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDBFF',
  '\u202Eevil',
  '\uFEFF',
  '%00',
  '\\u0000',
  "'; drop table orders; --",
  '<script>alert(1)</script>',
  '{{7*7}}',
  '__proto__',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  '1e400',
  '-0',
  '',
  ' ',
  '\r\n',
)

export const hostileString = fc.oneof(
  knownTroublemakers,
  fc
    .array(fc.oneof(controlCharacter, loneSurrogate, fc.string({ unit: 'binary' })), {
      minLength: 1,
      maxLength: 8,
    })
    .map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 101, max: 30_000 }).map((length) => 'א'.repeat(length)),
)

const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    -0,
    0.5,
    1e308,
    -1e308,
    2 ** 31,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
    5e-324,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
)

function nested(depth: number): unknown {
  let value: unknown = 'x'
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value }
  return value
}

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 10, max: 2000 }).map(nested) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
)

/** Tokens that are not JSON values but appear where a client hand-builds the text. */
export const rawToken = fc.constantFrom(
  'NaN',
  'Infinity',
  '-Infinity',
  'undefined',
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '0x10',
  '"\\ud800"',
  '"\\u0000"',
  '"\\udc00x"',
)

/** Raw text for a path segment or query value, percent-encoded the way a hostile client pleases. */
export const hostileUrlText = fc.oneof(
  fc.constantFrom(
    '%00',
    'abc%00',
    '%',
    '%ZZ',
    '%ED%A0%80',
    '%C0%80',
    '%FF%FE',
    '%E2%80%AE',
    '00000000-0000-0000-0000-000000000000',
    '00000000-0000-0000-0000-00000000000%00',
    '-1',
    '0',
    '1e400',
    'NaN',
    '99999999999999999999999',
    'null',
    'undefined',
    '..',
    '%2e%2e%2f',
    'a'.repeat(3000),
  ),
  fc.uuid(),
  fc.string({ unit: 'binary-ascii', maxLength: 30 }).map(encodeURIComponent),
  fc
    .string({ unit: 'binary', maxLength: 20 })
    .filter((text) => !/\p{Cs}/u.test(text))
    .map(encodeURIComponent),
)

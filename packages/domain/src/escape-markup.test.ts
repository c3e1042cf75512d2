import { describe, expect, it } from 'vitest'
import { escapeMarkup } from './escape-markup.ts'

describe('escapeMarkup', () => {
  it('turns every character that could open markup or end an attribute into its entity', () => {
    expect(escapeMarkup(`<a href="x" title='y'>דנה & בניה</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;דנה &amp; בניה&lt;/a&gt;',
    )
  })

  it('escapes an ampersand once, leaving an entity already typed visible as typed', () => {
    expect(escapeMarkup('&amp;')).toBe('&amp;amp;')
  })
})

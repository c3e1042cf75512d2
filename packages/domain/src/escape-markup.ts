const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * Text made safe inside HTML or XML, attribute values in either quotes included: what a manager or
 * a buyer typed never becomes markup, in a page, an e-mail or a map.
 */
export const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (character) => entities[character]!)

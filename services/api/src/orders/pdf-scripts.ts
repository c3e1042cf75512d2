import { inflateSync } from 'node:zlib'

/** Action names that make a reader run code: script, or a program on the reader's machine. */
const scriptNames = ['JS', 'JavaScript', 'Launch']

// A name runs to the next white-space or delimiter; #xx writes any byte (/J#53 is /JS).
const namePattern = /\/([^\s/<>[\]()%{}]*)/g
// A stream's bytes run from the keyword after its dictionary (which may hold hex strings and
// dictionaries two deep) to `endstream`.
const streamPattern =
  /(<<(?:[^<>]|<[\s\dA-Fa-f]*>|<<(?:[^<>]|<[\s\dA-Fa-f]*>|<<[^<>]*>>)*>>)*>>)\s*stream\r?\n([\s\S]*?)endstream/g
// Object streams are inflated at most this far: far more than a map's own objects ever take.
const maxObjectStreamBytes = 16 * 1024 * 1024

const namesIn = (text: string) =>
  [...text.matchAll(namePattern)].map(([, name]) =>
    name!.replace(/#([\dA-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  )

const carriesScript = (names: string[]) => names.some((name) => scriptNames.includes(name))

/**
 * Whether a PDF would run script or launch a program when opened (an /OpenAction or a link with
 * /JS, /JavaScript or /Launch), for the customer who opens the map. Objects outside streams are
 * read as they are, and object streams (/Type /ObjStm, where a writer may put any dictionary
 * compressed) after inflating them; one that is not plain Flate, does not inflate, or is named
 * where no stream of it was found counts as carrying script. Other streams (page drawings, fonts,
 * images) hold no objects, so their bytes are skipped: read as text they would now and then
 * spell /JS by chance.
 */
export function pdfCarriesScript(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes).toString('latin1')
  const outside = namesIn(text.replace(streamPattern, '$1'))
  if (carriesScript(outside)) return true
  let objectStreams = 0
  for (const [, dictionary, data] of text.matchAll(streamPattern)) {
    const names = namesIn(dictionary!)
    if (!names.includes('ObjStm')) continue
    objectStreams++
    if (names[names.indexOf('Filter') + 1] !== 'FlateDecode') return true
    try {
      const objects = inflateSync(Buffer.from(data!, 'latin1'), {
        maxOutputLength: maxObjectStreamBytes,
      })
      if (carriesScript(namesIn(objects.toString('latin1')))) return true
    } catch {
      return true
    }
  }
  return outside.filter((name) => name === 'ObjStm').length !== objectStreams
}

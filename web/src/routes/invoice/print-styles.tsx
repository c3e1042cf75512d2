import { Global } from '@emotion/react'

/** On paper only the document: the site's header, footer, notices and buttons stay off. */
export function PrintStyles() {
  return (
    <Global
      styles={{
        '@media print': {
          'body > #root header, body > #root footer, [data-scope="toast"]': {
            display: 'none !important',
          },
          body: { background: 'white' },
          '@page': { margin: '16mm' },
        },
      }}
    />
  )
}

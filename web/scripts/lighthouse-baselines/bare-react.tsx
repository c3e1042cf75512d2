import { createRoot } from 'react-dom/client'
import { pageText } from './page-text'

createRoot(document.getElementById('root')!).render(
  <main>
    <h1>{pageText.heading}</h1>
    <p>{pageText.paragraph}</p>
    <button type="button">{pageText.button}</button>
  </main>,
)

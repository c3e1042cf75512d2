import { pinnedPatch } from './pinned-patch'

const reactHookFormModule = /react-hook-form[\\/]dist[\\/]index\.esm\.mjs$/
const readyRender = /updateFormState\(\(data\) => \(\{\s*\.\.\.data,\s*isReady: true,\s*\}\)\);/g

/**
 * React Hook Form marks a form ready, once mounted, by setting the form's state from a layout
 * effect, which React renders at once and synchronously: the whole form again, right after a
 * prerendered form has hydrated. On a phone that was the longest task of the order page's start.
 * Only a component that reads `formState.isReady` needs the render, and the library records which
 * parts of the form state are read: the state is set for such a reader only. The shop has none.
 */
export const formReadyWithoutRender = () =>
  pinnedPatch('form-ready-without-render', reactHookFormModule, (code) =>
    code.match(readyRender)?.length === 1
      ? code.replace(readyRender, (setReady) => `if (control._proxyFormState.isReady) ${setReady}`)
      : null,
  )

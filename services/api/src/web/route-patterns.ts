/** Whether a path is one of the app's pages; a `:name` segment of a pattern matches any segment. */
export function routeMatcher(patterns: string[]): (path: string) => boolean {
  const split = (path: string) => path.split('/').filter(Boolean)
  const compiled = patterns.map(split)
  return (path) => {
    const segments = split(path)
    return compiled.some(
      (pattern) =>
        pattern.length === segments.length &&
        pattern.every((part, index) => part.startsWith(':') || part === segments[index]),
    )
  }
}

/** Places for e-mails on their way to SMTP: taking one waits while all are taken. */
export function sendSlots(count: number) {
  let free = count
  const waiting: (() => void)[] = []
  return {
    async take(): Promise<void> {
      if (free > 0) {
        free -= 1
        return
      }
      await new Promise<void>((resolve) => waiting.push(resolve))
    },
    give(): void {
      const next = waiting.shift()
      if (next) next()
      else free += 1
    },
  }
}

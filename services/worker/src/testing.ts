// The worker's parts that tests in other workspaces start or call directly: the integration
// tests run the worker in their own process beside the API, and the browser tests and
// Lighthouse start Chromium with the map drafts' flags.
export type { WorkerDeps } from './context.ts'
export { sweepQueuedEmails } from './emails/sweep-queued-emails.ts'
export { chromiumArgs } from './maps/chromium-args.ts'
export { createMapBrowser, type MapBrowser } from './maps/map-browser.ts'
export { eventHandlers } from './processors/event-handlers.ts'
export { makeMapDraftProcessor } from './processors/make-map-draft.ts'
export { sendEmailProcessor } from './processors/send-email.ts'
export { reminderJobId } from './reminders/reminder-jobs.ts'
export { sweepReminders } from './reminders/sweep-reminders.ts'
export { startWorkers, type WorkerOptions } from './workers.ts'
export { removeErasedGifts } from './gifts/remove-erased-gifts.ts'
export { headingPages } from './maps/section-pages.ts'
export { queueSampleMap, sampleMapJobName } from './maps/sample-map.ts'

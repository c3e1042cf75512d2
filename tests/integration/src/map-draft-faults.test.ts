import { placePaidOrder, signUpCustomer } from '@shop/api/testing'
import { queueNames, redisConnection } from '@shop/queue'
import { mapDraftJobId, publishMapDrafts, type MapDraftJob } from '@shop/core'
import type { Storage } from '@shop/storage'
import {
  createMapBrowser,
  makeMapDraftProcessor,
  type MapBrowser,
  type WorkerDeps,
} from '@shop/worker/testing'
import { Worker } from 'bullmq'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDeliveryHarness, type DeliveryHarness } from './testing.ts'

let harness: DeliveryHarness
let deps: WorkerDeps
let drafts: Worker
const realBrowser = createMapBrowser(
  process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  pino({ level: 'silent' }),
)

/** How many documents were sent to the printer (a draft is one), and a gate that holds it back. */
let typeset = 0
let gate: Promise<void> = Promise.resolve()
const browser: MapBrowser = {
  async print(html, printing) {
    typeset++
    await gate
    return realBrowser.print(html, printing)
  },
  close: () => realBrowser.close(),
}
/** Every key a draft was stored under, in the order they were written. */
const storedKeys: string[] = []

beforeAll(async () => {
  harness = await startDeliveryHarness('map-draft-faults')
  const storage: Storage = {
    ...harness.shop.deps.storage,
    async put(key, ...rest) {
      storedKeys.push(key)
      return harness.shop.deps.storage.put(key, ...rest)
    },
  }
  deps = { ...harness.worker.deps, storage }
  drafts = new Worker(queueNames.maps, makeMapDraftProcessor(deps, browser), {
    connection: redisConnection(deps.env.REDIS_URL, 'worker'),
    prefix: deps.env.QUEUE_PREFIX,
    concurrency: 2,
    lockDuration: 10_000,
    stalledInterval: 5_000,
  })
  drafts.on('error', () => undefined)
}, 120_000)
afterAll(async () => {
  await drafts?.close(true)
  await browser.close()
  await harness?.close()
})

const sql = <T>(query: string, params: unknown[] = []) =>
  harness.shop.db.orm.em.fork().execute<T[]>(query, params)

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean) {
  const deadline = Date.now() + 60_000
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const draftOf = (reportId: string) =>
  sql<{ draft_status: string | null; draft_key: string | null; draft_version: number }>(
    `select draft_status, draft_key, draft_version from reports where id = ?`,
    [reportId],
  ).then((rows) => rows[0]!)

/** The maps queue holds no job that is still to run or running. */
const queueSettled = () =>
  until(
    'maps queue',
    () => deps.queues.maps.getJobCounts('waiting', 'active', 'delayed', 'prioritized'),
    (counts) => Object.values(counts).every((count) => count === 0),
  )

async function paidReport() {
  const customer = await signUpCustomer(harness.api)
  const order = await placePaidOrder(harness.api, customer.token)
  return { orderId: order.id, reportId: order.reports[0]!.id }
}

const exists = (key: string) =>
  harness.shop.deps.storage.get(key).then(
    () => true,
    () => false,
  )

describe('a draft already being typeset', () => {
  it('is not queued again by the sweeper after Redis forgot its job, nor typeset twice', async () => {
    let open!: () => void
    gate = new Promise((resolve) => (open = resolve))
    typeset = 0
    const { reportId } = await paidReport()
    await until(
      'typesetting',
      () => Promise.resolve(typeset),
      (count) => count === 1,
    )

    // Redis restarted empty while the draft was on the press; by now the sweeper's grace is over.
    await deps.queues.maps.obliterate({ force: true })
    await sql(`update reports set draft_requested_at = now() - interval '1 hour' where id = ?`, [
      reportId,
    ])
    await publishMapDrafts(deps.orm.em.fork(), deps.queues.maps, {
      olderThanSeconds: deps.env.OUTBOX_REPUBLISH_AFTER_SECONDS,
    })
    open()
    await until(
      'the draft',
      () => draftOf(reportId),
      (draft) => draft.draft_status === 'drafted',
    )
    await queueSettled()
    expect(typeset).toBe(1)

    // And a job of the same request that turns up once the draft is made prints nothing.
    const { draft_version: version } = await draftOf(reportId)
    const job: MapDraftJob = { reportId, version }
    await deps.queues.maps.obliterate({ force: true })
    await deps.queues.maps.add('draft', job, { jobId: mapDraftJobId(job) })
    await queueSettled()
    expect(typeset).toBe(1)
  }, 90_000)
})

describe('a draft whose database commit fails', () => {
  it('leaves no file behind, and the retry stores only the draft it commits', async () => {
    gate = Promise.resolve()
    // The database refuses to record a finished draft, as during an outage at that moment.
    await sql(`create function refuse_drafts() returns trigger language plpgsql as $$
      begin raise exception 'database away'; end $$`)
    await sql(`create trigger refuse_drafts before update of draft_status on reports
      for each row when (new.draft_status = 'drafted') execute function refuse_drafts()`)
    const before = storedKeys.length
    const { reportId } = await paidReport()
    const jobId = () =>
      draftOf(reportId).then((draft) => mapDraftJobId({ reportId, version: draft.draft_version }))
    await until(
      'a failed attempt',
      async () => (await deps.queues.maps.getJob(await jobId()))?.attemptsMade ?? 0,
      (attempts) => attempts >= 1,
    )
    const attempted = storedKeys.slice(before)
    expect(attempted.length).toBeGreaterThan(0)
    expect(await Promise.all(attempted.map(exists))).toEqual(attempted.map(() => false))

    await sql(`drop trigger refuse_drafts on reports`)
    const draft = await until(
      'the retried draft',
      () => draftOf(reportId),
      (row) => row.draft_status === 'drafted',
    )
    const stored = [...new Set(storedKeys.slice(before))]
    const kept = await Promise.all(stored.map(exists))
    expect(stored.filter((_, index) => kept[index])).toEqual([draft.draft_key])
  }, 90_000)
})

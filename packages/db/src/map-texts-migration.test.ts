import { interpretationOf, numerologyInterpretations } from '@shop/domain'
import { randomBytes } from 'node:crypto'
import type { MikroORM } from '@mikro-orm/postgresql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dropDatabase, ensureDatabase, openOrm } from './database.ts'

// lifePath 1 as 0009 seeded it, before the texts grew to 100 words.
const seededHeading = 'מנהיגות ועצמאות'
const seededText =
  'שביל חיים 1 הוא דרכם של מי שנועדו לפתוח דרכים חדשות. לאורך החיים חוזר שוב ושוב השיעור של עמידה על רגליים משלך: לקבל החלטות, ליזום, ולהאמין בקול הפנימי גם כשהסביבה מהססת. יש בך כוח התחלה נדיר, ורעיונות מקוריים נולדים אצלך בקלות. האתגר הוא ללמוד שעצמאות אינה חייבת להיות בדידות, ושהקשבה לאחרים אינה חולשה. כשהנחישות שלך משולבת בסבלנות ובשיתוף, היא הופכת למנהיגות שאנשים שמחים ללכת אחריה. הדרך שלך מתגשמת בכל פעם שיש לך אומץ לעשות את הצעד הראשון.'
const editedText = 'נוסח של מנהל החנות לשביל החיים 2.'

const url = `postgres://postgres@127.0.0.1:5432/test_map_texts_${randomBytes(4).toString('hex')}`
let orm: MikroORM
const rows = () =>
  orm.em
    .fork()
    .execute<{ aspect: string; number: number; heading: string; text: string }[]>(
      `select aspect, number, heading, text from map_texts order by aspect, number`,
    )
const row = async (aspect: string, number: number) =>
  (await rows()).find((entry) => entry.aspect === aspect && entry.number === number)

beforeAll(async () => {
  await ensureDatabase(url)
  orm = await openOrm(url)
  await orm.migrator.up({ to: '0021-draft-typesetting' })
  const em = orm.em.fork()
  // A database 0009 seeded before the maturity number was written has none of its rows.
  await em.execute(`delete from map_texts where aspect = 'maturity'`)
  await em.execute(
    `update map_texts set heading = ?, text = ? where aspect = 'lifePath' and number = 1`,
    [seededHeading, seededText],
  )
  await em.execute(`update map_texts set text = ? where aspect = 'lifePath' and number = 2`, [
    editedText,
  ])
  await orm.migrator.up()
})
afterAll(async () => {
  await orm?.close()
  await dropDatabase(url)
})

describe('0022 map texts expanded', () => {
  it('gives a row still holding its seed text the new wording', async () => {
    expect(await row('lifePath', 1)).toMatchObject(interpretationOf('lifePath', 1))
  })

  it("keeps a manager's edit", async () => {
    expect((await row('lifePath', 2))?.text).toBe(editedText)
  })

  it('seeds every value of the aspects written since, so each written aspect has all its rows', async () => {
    const all = await rows()
    expect(all.filter((entry) => entry.aspect === 'maturity')).toHaveLength(12)
    expect(await row('maturity', 33)).toMatchObject(interpretationOf('maturity', 33))
    const written = Object.values(numerologyInterpretations).map(
      ({ numbers }) => Object.keys(numbers).length,
    )
    expect(all).toHaveLength(written.reduce((sum, count) => sum + count, 0))
  })

  it('refuses an aspect the map does not know', async () => {
    await expect(
      orm.em
        .fork()
        .execute(
          `insert into map_texts (aspect, number, heading, text) values ('fate', 1, 'א', 'ב')`,
        ),
    ).rejects.toThrow(/map_texts_aspect_check/)
  })
})

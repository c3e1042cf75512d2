import { raw } from '@mikro-orm/core'
import { Migration } from '@mikro-orm/migrations'
import {
  interpretationOf,
  numerologyAspects,
  type NumerologyNumber,
  type ProfileAspect,
} from '@shop/domain'
import { insertMissingMapTexts } from './map-text-seed.ts'

/**
 * The map's longer texts and its new aspects. A row still holding the text 0009 seeded (its
 * heading and text hash to the old seed's) takes the new wording; a row a manager edited keeps
 * the manager's. The aspect column accepts every aspect the map knows, and the aspects written
 * since 0009 get their rows.
 */
export class MapTextsExpanded extends Migration {
  override name = '0022-map-texts-expanded'

  override up(): void {
    this.addSql(
      raw(
        `alter table "map_texts" add constraint "map_texts_aspect_check" check ("aspect" in (${numerologyAspects.map(() => '?').join(', ')}))`,
        [...numerologyAspects],
      ),
    )
    for (const [aspect, value, seedHash] of seededIn0009) {
      const { heading, text } = interpretationOf(aspect, value)
      this.addSql(
        raw(
          `update "map_texts" set "heading" = ?, "text" = ?, "updated_at" = now()
             where "aspect" = ? and "number" = ? and md5("heading" || E'\\n' || "text") = ?`,
          [heading, text, aspect, value, seedHash],
        ),
      )
    }
    insertMissingMapTexts(this)
  }
}

/** md5 of heading, a line break and text of each row 0009 seeded: only equality matters here. */
const seededIn0009: [ProfileAspect, NumerologyNumber, string][] = [
  ['lifePath', 1, '0b96d3421ceff3489b6206af4e49c550'],
  ['lifePath', 2, 'ccdb5064e0a34d9bda3f584f8af4fe2b'],
  ['lifePath', 3, '9b010422620297e45cd46ae095f3eb9e'],
  ['lifePath', 4, '2a6b22d48eb6343d16a0292e82863710'],
  ['lifePath', 5, '0521a5a84030fd676d5f023d41163f33'],
  ['lifePath', 6, 'ee2afbbbc285fd08eb33c96e8a2119c2'],
  ['lifePath', 7, '250d6fee89aa798ccfcdcbbd4e8d533d'],
  ['lifePath', 8, '0dbcdc508a0836078fefb07daab23eba'],
  ['lifePath', 9, 'c82c563493b5686e58471c6bb02bae9c'],
  ['lifePath', 11, '0dbe6fa22507cb5a0537eae57fe05750'],
  ['lifePath', 22, 'd92fe9d7ed95c21110cc8135fa23f7eb'],
  ['lifePath', 33, '13de2846d397eda8e5792bd2e92d33a2'],
  ['expression', 1, 'd86fdf84b38e092dd3ca354aad075c95'],
  ['expression', 2, '71a4b649f3dbf7b802d884579e9fb0fa'],
  ['expression', 3, '676ea376e0f8396f21cf5329c1f28c77'],
  ['expression', 4, '78b555449d4d3bb093108e785b3e914d'],
  ['expression', 5, '4c83c35a069dd579f22936b716cfda91'],
  ['expression', 6, 'cb7a2c26e6305cf20dade617d5686499'],
  ['expression', 7, 'a4c3f0d5db280863139c5db4ace861d9'],
  ['expression', 8, 'b5fe2f7e0787aec52f0f0bc1fc9b577d'],
  ['expression', 9, '3d766f4ff861cc090b558417c2dd6e68'],
  ['expression', 11, 'dc7691466c1bd44e560e0e24db37bb66'],
  ['expression', 22, 'd5de595fe1983194714ae7178d1537fb'],
  ['expression', 33, '3d8defb55be873991aa0abaf9b5e8863'],
  ['soulUrge', 1, '4f9b4347d269104864b0cbfb9ae35a37'],
  ['soulUrge', 2, '70ad7636e0ab21addf319e640b4cf5a8'],
  ['soulUrge', 3, 'd834d3fc1c741d0986f5b3511c18e6e6'],
  ['soulUrge', 4, '5de9fd5456eb78775af2a1a887f4aa01'],
  ['soulUrge', 5, '16828b4b4c90331cd494d698c190503f'],
  ['soulUrge', 6, '777df67c66eccdad440ccbd367bcf821'],
  ['soulUrge', 7, '80bd0ed7e902c61566fc526f9bfd7dbe'],
  ['soulUrge', 8, '4d6056f35f3480b7e44bdf28d50d13c0'],
  ['soulUrge', 9, '07aeb8b2b86aca127424dd83aa284e84'],
  ['soulUrge', 11, 'b121b9d8a8579e86819f433210810598'],
  ['soulUrge', 22, '6fcfe355c9b488545acde3fd2b89f85a'],
  ['soulUrge', 33, '087c8f00bd1ce1e0cdccfafb196126fa'],
  ['personality', 1, '6285379482b004fe3492c092e6eb14c9'],
  ['personality', 2, '52f0da2370233d537fb8f3caf6703b5f'],
  ['personality', 3, '61f47b84056a149685afe4e50e077829'],
  ['personality', 4, '2d43374aa160e9f56231f335d0b4215a'],
  ['personality', 5, 'aaa7713bc1947bd0c158fbf227ecbb4b'],
  ['personality', 6, 'fa318ebb577a323561dab84d00157733'],
  ['personality', 7, 'e26fea072a4ade8660d8bc83889927c2'],
  ['personality', 8, '5619250174f0b010db94885432fa3067'],
  ['personality', 9, '158b8844e06da9da87eee803d1deddd6'],
  ['personality', 11, '1c3c12ed02ef9e0db8eff7d0d055c164'],
  ['personality', 22, '5c7bb05d95fd69fdbf3fbc0c47e5c785'],
  ['personality', 33, '8afc4e5d764b0da8bfcf19ed0edcff38'],
  ['birthday', 1, '8f39d21258a15d0425e1d179cc86c8d5'],
  ['birthday', 2, 'a62184b8ebe30da399d2b0208bb8c136'],
  ['birthday', 3, '3d411c879b8647989217280f0a2d97c3'],
  ['birthday', 4, 'b2e85b9b611c287c5fc07dcc256d9aa8'],
  ['birthday', 5, 'd5d8c987c401f23c9fcca9d917d1857d'],
  ['birthday', 6, 'bc92839a410d1ac5a939eb8bdb2813cb'],
  ['birthday', 7, '81ebe2c56a1cf5aafef5f2b515fd9932'],
  ['birthday', 8, 'a0ef6bfb6b3ec780c9a9742562c99988'],
  ['birthday', 9, '1fe6809131c64d395fb0c9c9c195c429'],
  ['birthday', 11, '241562454806b3ca3f9bcc90c2f293ed'],
  ['birthday', 22, 'c8e491eb067f257ada539d8f9731b81f'],
  ['birthday', 33, 'a90b516d87fdad062ac65a516b385e6f'],
  ['personalYear', 1, '05bfdd8a596aa42353c1fa49956ae5f2'],
  ['personalYear', 2, '6c39ba0450f5a941396a3cacdc6ecd8e'],
  ['personalYear', 3, '8d8a8d29d9a411b2b693ae4201830f3c'],
  ['personalYear', 4, '00115dca48abd7db3da3594855365101'],
  ['personalYear', 5, '7fc5950c8b46de0a5d47811e2084e584'],
  ['personalYear', 6, 'af784c9e4796b717330d26db798ae5c7'],
  ['personalYear', 7, '31be416fe8ef4ddc85786923c781435d'],
  ['personalYear', 8, 'ccf1ba01e26b5d82fc41ad038b4fcc80'],
  ['personalYear', 9, '33c3dccb853022457d9831679ad63d06'],
  ['personalYear', 11, 'd6f1f6f238b1296fab013c448b5f5b4e'],
  ['personalYear', 22, 'de8ac1faaa6f33a4e517c087a9444b9e'],
  ['personalYear', 33, '864773dc68955c8a866c29d31ed059b1'],
]

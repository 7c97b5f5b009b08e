import type { offerAttributes } from '@jobboard/db/schema/attributes';
import type { OfferAttributeDto } from '../../contracts/attributes';

type AttributeRow = Pick<
  typeof offerAttributes.$inferSelect,
  'id' | 'type' | 'labelFr' | 'labelEn' | 'slugFr' | 'slugEn'
>;

export function attributeDto(row: AttributeRow): OfferAttributeDto {
  return {
    id: row.id,
    _id: row.id,
    type: row.type,
    label: { fr: row.labelFr, en: row.labelEn },
    slug: { fr: row.slugFr, en: row.slugEn },
  };
}

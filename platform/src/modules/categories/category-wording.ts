import { getTranslations } from 'next-intl/server';
import type { OfferAttributeDto } from '@jobboard/api/contracts/attributes';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';

/** Heading and description of a category page, shared by the page and its metadata. */
export async function categoryWording(
  board: BoardConfig,
  locale: Locale,
  attribute: OfferAttributeDto,
) {
  const t = await getTranslations({ locale, namespace: 'offers.category' });
  const values = {
    label: attribute.label[locale],
    type: t(`types.${attribute.type}`),
    field: board.categoryWording[locale],
  };
  return {
    type: values.type,
    heading: t('title', values),
    description: t('description', values),
  };
}

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { OfferAttributeDto } from '@jobboard/api/contracts/attributes';
import type { Locale } from '@jobboard/tenancy/board-config';
import { categoryPath } from '@jobboard/tenancy/paths';

/**
 * An offer's attributes grouped by type, in the API's order, as a description list. Each one
 * with a category page on this board links to it (the other offers with that schedule,
 * skill...); an offer shared from another board also carries that board's attributes, which
 * have no page here and are shown unlinked rather than as links to a 404 (issue 18).
 */
export function OfferAttributesList({
  attributes,
  locale,
  withPage,
}: {
  attributes: readonly OfferAttributeDto[];
  locale: Locale;
  /** Ids of the attributes that have a category page on this board. */
  withPage: ReadonlySet<number>;
}) {
  const t = useTranslations('offers.offer.types');
  const groups = new Map<OfferAttributeDto['type'], OfferAttributeDto[]>();
  for (const a of attributes) groups.set(a.type, [...(groups.get(a.type) ?? []), a]);
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
      {[...groups].map(([type, list]) => (
        <div key={type}>
          <Typography component="dt" variant="subtitle2">
            {t(type)}
          </Typography>
          <Box component="dd" sx={{ m: 0, mt: 0.5, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {list.map((a) =>
              withPage.has(a.id) ? (
                <Chip
                  key={a.id}
                  size="small"
                  label={a.label[locale]}
                  component="a"
                  href={categoryPath(locale, a)}
                  clickable
                />
              ) : (
                <Chip key={a.id} size="small" label={a.label[locale]} />
              ),
            )}
          </Box>
        </div>
      ))}
    </Box>
  );
}

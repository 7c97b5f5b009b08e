import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { OfferAttributeDto } from '@jobboard/api/contracts/attributes';
import type { Locale } from '@jobboard/tenancy/board-config';
import { categoryPath } from '@jobboard/tenancy/paths';

/**
 * An offer's attributes grouped by type, in the API's order, as a description list. Each one
 * links to its category page: the other offers with that schedule, skill...
 */
export function OfferAttributesList({
  attributes,
  locale,
}: {
  attributes: readonly OfferAttributeDto[];
  locale: Locale;
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
            {list.map((a) => (
              <Chip
                key={a.id}
                size="small"
                label={a.label[locale]}
                component="a"
                href={categoryPath(locale, a)}
                clickable
              />
            ))}
          </Box>
        </div>
      ))}
    </Box>
  );
}

import Typography from '@mui/material/Typography';

/** One term and its value in the offer's details list. */
export function OfferDetail({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <Typography component="dt" variant="subtitle2">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </div>
  );
}

/**
 * The console's tables (the audit log, the employers): below 600 px each row stacks into a card
 * whose cells carry their column's name (the header row is then only for screen readers).
 */
export const stackedTable = {
  '@media (max-width: 599.95px)': {
    '& thead': {
      position: 'absolute',
      // Pixels: a bare 1 in sx would be 100%.
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
    },
    '& tr': {
      display: 'block',
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
      mb: 1.5,
      px: 1,
    },
    '& td': {
      display: 'grid',
      gridTemplateColumns: '7.5rem 1fr',
      gap: 1,
      border: 0,
      px: 0,
      py: 0.75,
      overflowWrap: 'anywhere',
    },
    '& td::before': { content: 'attr(data-label)', fontWeight: 700 },
  },
} as const;

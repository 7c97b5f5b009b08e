/** The CSS variable on <html> that holds the sticky header's height (toasts start below it). */
export const headerHeightVariable = '--jobboard-header-height';

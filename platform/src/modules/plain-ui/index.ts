// Plain CSS that looks like the MUI theme, for server components and small client islands that
// must not load MUI or Emotion (issue 16). See plain.module.css.
export { default as ui } from './plain.module.css';
export { default as alertUi } from './alert.module.css';
export { cx } from './cx';
export { alertIconPaths } from './alert-icon-paths';

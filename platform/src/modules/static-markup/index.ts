// Markup built as escaped strings (no React), for the parts of a page rendered many times over.
export { innerHtml, markup, SafeHtml, type HtmlValue } from './html';

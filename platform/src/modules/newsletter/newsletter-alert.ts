import { alertIconPaths, alertUi } from '@/modules/plain-ui';
import styles from './newsletter-form.module.css';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * The newsletter form's outcome, plain-ui's Alert as PlainAlert's: the server's success sentence,
 * or what no toast told (role alert). Built as DOM: the form around it is the server's markup.
 */
export function newsletterAlert(
  severity: 'success' | 'error',
  message: string,
  marker: string,
): HTMLElement {
  const alert = document.createElement('div');
  alert.className = [alertUi.alert, alertUi[severity], styles.outcome].join(' ');
  alert.setAttribute(marker, '');
  if (severity === 'error') alert.setAttribute('role', 'alert');
  const iconBox = document.createElement('div');
  iconBox.className = alertUi.icon ?? '';
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries({
    'aria-hidden': 'true',
    focusable: 'false',
    viewBox: '0 0 24 24',
  }))
    svg.setAttribute(name, value);
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', alertIconPaths[severity]);
  svg.append(path);
  iconBox.append(svg);
  const text = document.createElement('div');
  text.className = alertUi.message ?? '';
  text.textContent = message;
  alert.append(iconBox, text);
  return alert;
}

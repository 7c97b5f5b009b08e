import styles from './newsletter-form.module.css';

const successIcon =
  'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2, 4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z';
const errorIcon =
  'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * The newsletter form's outcome, MUI's Alert in plain CSS: the server's success sentence, or
 * what no toast told (role alert). Built as DOM: the form around it is the server's markup.
 */
export function newsletterAlert(
  severity: 'success' | 'error',
  message: string,
  marker: string,
): HTMLElement {
  const alert = document.createElement('div');
  alert.className = `${styles.alert} ${styles[severity]}`;
  alert.setAttribute(marker, '');
  if (severity === 'error') alert.setAttribute('role', 'alert');
  const iconBox = document.createElement('div');
  iconBox.className = styles.alertIcon ?? '';
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries({
    'aria-hidden': 'true',
    focusable: 'false',
    viewBox: '0 0 24 24',
    width: '22',
    height: '22',
  }))
    svg.setAttribute(name, value);
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('fill', 'currentColor');
  path.setAttribute('d', severity === 'success' ? successIcon : errorIcon);
  svg.append(path);
  iconBox.append(svg);
  const text = document.createElement('div');
  text.className = styles.alertMessage ?? '';
  text.textContent = message;
  alert.append(iconBox, text);
  return alert;
}

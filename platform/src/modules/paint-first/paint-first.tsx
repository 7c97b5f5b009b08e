import { paintFirstScript } from './paint-first-script';

/** In the root layout's head: see paint-first-script.ts. */
export function PaintFirst() {
  return <script dangerouslySetInnerHTML={{ __html: paintFirstScript }} />;
}

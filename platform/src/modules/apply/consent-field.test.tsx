import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { contentModelErrors, renderStatic } from '@/modules/test-support';
import { ConsentField } from './consent-field';

function Form() {
  const { control } = useForm<{ consent: boolean }>({ defaultValues: { consent: false } });
  return <ConsentField control={control} name="consent" />;
}

describe('the apply consent', () => {
  it('is a label holding phrasing content only (Nu checker, issue 46)', () => {
    const html = renderStatic(<Form />);
    expect(html).toMatch(/<label[^>]*>[\s\S]*<input required=""[^>]*type="checkbox"/);
    expect(contentModelErrors(html)).toEqual([]);
  });
});

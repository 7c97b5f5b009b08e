import type { z } from 'zod';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { mailTemplates, type MailTemplateKey } from '../services/mail/templates/registry';
import type { RenderedMail } from '../services/mail/templates/types';

const readable: Record<string, unknown> = {
  search: 'title=cuisinier&city=1',
  expiresOn: '2026-12-31',
  currency: 'cad',
  email: 'camille@example.com',
  offerSlug: 'cuisinier',
  slug: 'cuisinier',
  startsAt: '2026-12-15T15:30:00.000Z',
  organiserEmail: 'equipe@example.com',
  candidateEmail: 'camille@example.com',
  videoUrl: 'https://meet.example.com/abc',
};

/** A value of `schema` with readable strings, for rendering a mail in a test. */
function sample(schema: z.ZodType, name = ''): unknown {
  const def = (schema as unknown as { def: Record<string, unknown> & { type: string } }).def;
  if (name in readable) return readable[name];
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, z.ZodType>).map(([k, v]) => [k, sample(v, k)]),
      );
    case 'string':
      return `Texte ${name}`;
    case 'number':
      return 42;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, string>)[0];
    case 'array':
      return [sample(def.element as z.ZodType, name)];
    case 'nullable':
    case 'optional':
    case 'default':
      return sample(def.innerType as z.ZodType, name);
    default:
      throw new Error(`No sample value for ${name} (${def.type})`);
  }
}

/** One mail as a reader in `locale` of `board` gets it, from a payload of its own contract. */
export function renderSampleMail(
  key: MailTemplateKey,
  board: BoardConfig,
  locale: Locale,
  origin = 'https://example.com',
): RenderedMail {
  const template = mailTemplates[key];
  const payload = template.payload.parse(sample(template.payload as z.ZodType));
  return (template.render as (ctx: unknown, payload: unknown) => RenderedMail)(
    { board, locale, origin },
    payload,
  );
}

export const mailTemplateKeys = Object.keys(mailTemplates) as MailTemplateKey[];

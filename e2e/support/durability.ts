import { expect } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { DEMO_PASSWORD } from '@jobboard/api/services/auth/demo-account-list';

async function resumePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText('Camille Tremblay, durability', { x: 50, y: 780, font });
  return doc.save();
}

/**
 * The demo candidate applying to many hospitality offers at once, over plain HTTP, for the fault
 * tests (issue 13: an application answered 2xx is never lost; issue 44: with several workers).
 */
export function candidateClient(base: string, host: string) {
  let cookie = '';
  const call = (p: string, init: RequestInit = {}) =>
    fetch(`${base}${p}`, {
      ...init,
      headers: { host, cookie, accept: 'application/json', ...(init.headers ?? {}) },
    });
  return {
    call,
    /** Signs in, uploads a résumé and lists the offers to apply to. */
    async prepare(): Promise<{ resumeId: number; offerIds: number[] }> {
      const login = await call('/api/jobboard/auth/login?lg=en', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'candidate@demo.jobboard.test', password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(200);
      cookie =
        /((?:__Host-)?jb_session=[^;]*)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
      const form = new FormData();
      form.set(
        'file',
        new File([new Uint8Array(await resumePdf())], 'cv.pdf', { type: 'application/pdf' }),
      );
      form.set('type', 'resume');
      const uploaded = await call('/api/jobboard/hospitality/user/documents?lg=en', {
        method: 'POST',
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const resumeId = ((await uploaded.json()) as { data: { id: number } }).data.id;
      const offerIds: number[] = [];
      for (let page = 1; page <= 6; page += 1) {
        const list = (await (
          await call(`/api/jobboard/hospitality/offers?page=${page}`)
        ).json()) as { data: { id: number }[] };
        offerIds.push(...list.data.map((o) => o.id));
      }
      expect(offerIds.length).toBeGreaterThan(40);
      return { resumeId, offerIds };
    },
    /**
     * Applies to every offer, four at a time; `afterEach` sees the ids answered 201 so far (the
     * fault is injected there). A request whose connection dies gets no answer and no promise.
     * With `retryUntil` (a Date.now() deadline), an offer that got no answer or a 5xx goes back
     * to the end of the queue, as a client retries, so a slow recovery on a loaded machine costs
     * time, not offers; a 409 on such a retry means the unanswered request was stored after all.
     */
    async applyToAll(
      offerIds: number[],
      resumeId: number,
      afterEach: (answered: number[]) => void,
      { retryUntil = 0 }: { retryUntil?: number } = {},
    ): Promise<{ answered: number[]; failures: string[] }> {
      const answered: number[] = [];
      // What each failed request got, so a failing assertion can say why.
      const failures: string[] = [];
      const queue = [...offerIds];
      const failed = async (id: number, what: string) => {
        failures.push(`${id}: ${what}`);
        if (Date.now() < retryUntil) queue.push(id);
        // Like a client, wait a moment before the next request rather than spending the queue
        // on connections the primary has not yet learnt are dead.
        await new Promise((resolve) => setTimeout(resolve, 250));
      };
      const lane = async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
          try {
            const res = await call(`/api/jobboard/hospitality/offers/${id}/apply?lg=en`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ resume: resumeId, consent: true }),
            });
            if (res.status === 201) {
              answered.push(((await res.json()) as { data: { id: number } }).data.id);
            } else {
              const what = `${res.status} ${(await res.text()).slice(0, 120)}`;
              // Only a server error is worth a retry; a 4xx would answer the same again.
              if (res.status >= 500) await failed(id, what);
              else failures.push(`${id}: ${what}`);
            }
          } catch (error) {
            await failed(id, String((error as Error).cause ?? error));
          }
          afterEach(answered);
        }
      };
      await Promise.all([lane(), lane(), lane(), lane()]);
      return { answered, failures };
    },
    /** Every answered application is stored, with its file. */
    async expectStored(answered: number[]): Promise<void> {
      const after = (await (
        await call('/api/jobboard/hospitality/user/applications?lg=en')
      ).json()) as { data: { id: number }[] };
      const stored = new Set(after.data.map((a) => a.id));
      for (const id of answered) {
        expect(stored.has(id), `application ${id}`).toBe(true);
        const file = await call(`/api/jobboard/hospitality/user/applications/${id}/resume`);
        expect(file.status, `file of application ${id}`).toBe(200);
        expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
      }
    },
  };
}

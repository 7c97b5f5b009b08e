import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@jobboard/db/schema/accounts';
import { applications } from '@jobboard/db/schema/candidates';
import { offers } from '@jobboard/db/schema/offers';
import type { ScreeningQuestionDto } from '../../contracts/screening-questions';
import { call, signUp, strongPassword } from '../../testing/accounts';
import { cityId, insertFixtureCompany, insertFixtureOffer } from '../../testing/fixtures';
import { makePdf, upload } from '../../testing/profile-files';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let boss: string;
let offerId: number;
let montreal: number;
let questions: ScreeningQuestionDto[];

const both = (fr: string, en: string) => ({ fr, en });

/** Two questions, the first a knockout: "Do you have your food hygiene card?" expects yes. */
const twoQuestions = () => [
  {
    type: 'yes_no',
    label: both('Avez-vous votre carte MAPAQ ?', 'Do you hold a MAPAQ card?'),
    knockout: true,
    expected: 'yes',
  },
  {
    type: 'number',
    label: both('Années d’expérience en cuisine', 'Years of kitchen experience'),
    unit: both('ans', 'years'),
    knockout: false,
    expected: null,
  },
];

const specifications = (screening_questions: unknown) => ({
  step: 'specifications',
  city_id: montreal,
  salary_period: 'hour',
  salary_min: 22,
  salary_max: 26,
  tips: false,
  shifts: ['evening'],
  positions: 1,
  start_date: '2030-01-15',
  application_deadline: '2030-01-01',
  apply_method: 'board',
  requires_other_language: false,
  screening_questions,
});

async function saveQuestions(list: unknown, lg: 'fr' | 'en' = 'en') {
  return call(t, 'PUT', `/api/ats/offers/${offerId}`, specifications(list), { cookie: boss, lg });
}

async function candidateWithResume(email: string) {
  const cookie = await signUp(t, 'jobboard', email);
  const up = await upload(
    t,
    cookie,
    { bytes: await makePdf('Candidate', 'Cook'), name: 'cv.pdf' },
    { type: 'resume' },
  );
  const resume = ((await up.json()) as { data: { id: number } }).data.id;
  return { cookie, resume };
}

const apply = (c: { cookie: string; resume: number }, answers: unknown, lg: 'fr' | 'en' = 'en') =>
  call(
    t,
    'POST',
    `/api/jobboard/hospitality/offers/${offerId}/apply`,
    { resume: c.resume, consent: true, answers },
    { cookie: c.cookie, lg },
  );

async function errorsOf(res: Response): Promise<Record<string, string[]>> {
  expect(res.status, await res.clone().text()).toBe(422);
  return ((await res.json()) as { errors: Record<string, string[]> }).errors;
}

interface ListedApplication {
  id: number;
  screening_mismatch: boolean;
  screening_answers: {
    question_id: string;
    question: { label: { fr: string; en: string } };
    value: string | number;
    mismatch: boolean;
  }[];
}

async function list(query = '') {
  const res = await call(
    t,
    'GET',
    `/api/jobboard/hospitality/employer/offer/${offerId}/applications${query}`,
    undefined,
    { cookie: boss },
  );
  expect(res.status).toBe(200);
  return (await res.json()) as {
    data: ListedApplication[];
    meta: { total: number; screening_mismatches: number };
  };
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const db = t.handle.db;
  boss = await signUp(t, 'ats', 'screening-boss@example.com');
  const [row] = await db.select().from(users).where(eq(users.email, 'screening-boss@example.com'));
  const teamId = row?.teamId ?? 0;
  montreal = await cityId(db, 'montreal');
  const company = await insertFixtureCompany(db, { nameFr: 'Auberge', nameEn: 'Inn' });
  offerId = await insertFixtureOffer(db, {
    companyId: company,
    contents: [
      { language: 'fr', title: 'Cuisinier' },
      { language: 'en', title: 'Cook' },
    ],
    boards: ['hospitality'],
    cityId: montreal,
  });
  await db.update(offers).set({ teamId }).where(eq(offers.id, offerId));
}, 240_000);
afterAll(() => t.close());

describe('screening questions on the offer', () => {
  it('saves up to five, in both languages, with ids; the wizard reads them back', async () => {
    const res = await saveQuestions(twoQuestions());
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = ((await res.json()) as { data: { screening_questions: ScreeningQuestionDto[] } })
      .data.screening_questions;
    expect(saved).toHaveLength(2);
    expect(saved[0]).toMatchObject({ type: 'yes_no', knockout: true, expected: 'yes' });
    expect(saved[1]).toMatchObject({ type: 'number', unit: { fr: 'ans', en: 'years' } });
    expect(saved[0]!.id).not.toBe(saved[1]!.id);
    questions = saved;
    const read = await call(t, 'GET', `/api/ats/offers/${offerId}`, undefined, { cookie: boss });
    expect(
      ((await read.json()) as { data: { screening_questions: unknown[] } }).data
        .screening_questions,
    ).toEqual(saved);
  });

  it('refuses bad questions with translated field errors', async () => {
    const six = Array.from({ length: 6 }, () => twoQuestions()[1]);
    expect((await errorsOf(await saveQuestions(six))).screening_questions).toEqual([
      'An offer has at most 5 screening questions.',
    ]);
    const fr = await errorsOf(
      await saveQuestions(
        [
          { type: 'yes_no', label: both('', 'Valid?'), knockout: true, expected: null },
          { type: 'single_choice', label: both('Quart ?', 'Shift?'), choices: [both('Jour', '')] },
        ],
        'fr',
      ),
    );
    expect(fr['screening_questions.0.label.fr']).toEqual([
      'Entrez la question en français et en anglais.',
    ]);
    expect(fr['screening_questions.0.expected']).toEqual(['Indiquez la réponse attendue.']);
    expect(fr['screening_questions.1.choices']).toEqual(['Proposez de 2 à 6 choix.']);
    expect(fr['screening_questions.1.choices.0.en']).toEqual([
      'Entrez ce choix en français et en anglais.',
    ]);
  });
});

describe('answers when applying', () => {
  it('refuses missing, mistyped, unknown and too long answers, each under its question', async () => {
    const c = await candidateWithResume('bad-answers@example.com');
    const [knockout, years] = questions;
    const missing = await errorsOf(await apply(c, [{ question_id: knockout!.id, value: 'yes' }]));
    expect(missing[`answers.${years!.id}`]).toEqual(['Answer this question.']);
    const wrongType = await errorsOf(
      await apply(
        c,
        [
          { question_id: knockout!.id, value: 'maybe' },
          { question_id: years!.id, value: 'a lot' },
        ],
        'fr',
      ),
    );
    expect(wrongType[`answers.${knockout!.id}`]).toEqual([
      'Choisissez une des réponses proposées.',
    ]);
    expect(wrongType[`answers.${years!.id}`]).toEqual(['Entrez un nombre.']);
    const unknown = await errorsOf(
      await apply(c, [
        { question_id: knockout!.id, value: 'yes' },
        { question_id: years!.id, value: 3 },
        { question_id: 'not-a-question', value: 'yes' },
      ]),
    );
    expect(unknown.answers).toEqual([
      'This offer has changed: reload the page and answer the questions.',
    ]);
    const notAList = await errorsOf(await apply(c, 'yes'));
    expect(Object.keys(notAList)).toContain('answers');
    // Nothing was recorded by the refused attempts.
    expect((await list()).meta.total).toBe(0);
  });

  it('refuses a short text answer over 300 characters', async () => {
    const text = {
      type: 'short_text',
      label: both('Votre plat préféré', 'Your favourite dish'),
      knockout: false,
    };
    const res = await saveQuestions(
      [...twoQuestions(), text].map((q, i) => ({
        ...q,
        id: questions[i]?.id,
      })),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    questions = ((await res.json()) as { data: { screening_questions: ScreeningQuestionDto[] } })
      .data.screening_questions;
    const c = await candidateWithResume('long-answer@example.com');
    const errors = await errorsOf(
      await apply(c, [
        { question_id: questions[0]!.id, value: 'yes' },
        { question_id: questions[1]!.id, value: '4' },
        { question_id: questions[2]!.id, value: 'x'.repeat(301) },
      ]),
    );
    expect(errors[`answers.${questions[2]!.id}`]).toEqual([
      'The answer must be at most 300 characters.',
    ]);
  });

  it('stores the answers with the question text, and flags a missed knockout without refusing', async () => {
    const good = await candidateWithResume('meets@example.com');
    const bad = await candidateWithResume('misses@example.com');
    const answers = (hygiene: string) => [
      { question_id: questions[0]!.id, value: hygiene },
      { question_id: questions[1]!.id, value: '3,5' },
      { question_id: questions[2]!.id, value: 'Pouding chômeur' },
    ];
    expect((await apply(good, answers('yes'))).status).toBe(201);
    expect((await apply(bad, answers('no'), 'fr')).status).toBe(201);

    const all = await list();
    expect(all.meta.total).toBe(2);
    expect(all.meta.screening_mismatches).toBe(1);
    const flagged = await list('?screening=mismatch');
    expect(flagged.data).toHaveLength(1);
    expect(flagged.meta.total).toBe(1);
    const [missed] = flagged.data;
    expect(missed!.screening_mismatch).toBe(true);
    expect(missed!.screening_answers.map((a) => [a.value, a.mismatch])).toEqual([
      ['no', true],
      [3.5, false],
      ['Pouding chômeur', false],
    ]);
    expect(missed!.screening_answers[0]!.question.label.en).toBe('Do you hold a MAPAQ card?');
    const met = await list('?screening=match');
    expect(met.data.map((a) => a.screening_mismatch)).toEqual([false]);
    const badFilter = await call(
      t,
      'GET',
      `/api/jobboard/hospitality/employer/offer/${offerId}/applications?screening=maybe`,
      undefined,
      { cookie: boss },
    );
    expect(badFilter.status).toBe(422);
  });

  it('keeps old answers with the question text at the time when the questions are edited', async () => {
    const renamed = questions.map((q, i) =>
      i === 0
        ? { ...q, label: both('Carte MAPAQ valide ?', 'Valid MAPAQ card?'), expected: 'no' }
        : q,
    );
    expect((await saveQuestions(renamed.slice(0, 2))).status).toBe(200);
    const [missed] = (await list('?screening=mismatch')).data;
    expect(missed!.screening_answers).toHaveLength(3);
    expect(missed!.screening_answers[0]!.question.label.en).toBe('Do you hold a MAPAQ card?');
    // The flag was decided when applying: a later change of the expected answer moves nothing.
    expect((await list()).meta.screening_mismatches).toBe(1);
    const detail = await call(
      t,
      'GET',
      `/api/jobboard/hospitality/employer/offer/${offerId}/applications/${missed!.id}`,
      undefined,
      { cookie: boss },
    );
    expect(detail.status).toBe(200);
    const body = (await detail.json()) as { data: ListedApplication };
    expect(body.data.screening_answers[2]!.value).toBe('Pouding chômeur');
  });

  it('asks them on apply-and-register too (answers as a JSON form field)', async () => {
    const current = (await call(t, 'GET', `/api/ats/offers/${offerId}`, undefined, {
      cookie: boss,
    }).then((r) => r.json())) as { data: { screening_questions: ScreeningQuestionDto[] } };
    const [knockout, years] = current.data.screening_questions;
    const register = async (email: string, answers: string | null) => {
      const form = new FormData();
      form.set('lg', 'en');
      form.set('first_name', 'Zoé');
      form.set('last_name', 'Gagnon');
      form.set('email', email);
      form.set('password', strongPassword);
      form.set('consent', 'true');
      if (answers !== null) form.set('answers', answers);
      form.set(
        'resume',
        new File([new Uint8Array(await makePdf('Zoé', 'Cook'))], 'cv.pdf', {
          type: 'application/pdf',
        }),
      );
      return t.request(`/api/jobboard/hospitality/offers/${offerId}/apply-register?lg=en`, {
        method: 'POST',
        clientAddress: `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
        headers: {},
        body: form,
      });
    };
    const none = await errorsOf(await register('zoe-none@example.com', null));
    expect(none[`answers.${knockout!.id}`]).toEqual(['Answer this question.']);
    const ok = await register(
      'zoe@example.com',
      JSON.stringify([
        { question_id: knockout!.id, value: 'yes' },
        { question_id: years!.id, value: 1 },
      ]),
    );
    expect(ok.status, await ok.clone().text()).toBe(201);
    const [stored] = await t.handle.db
      .select({
        answers: applications.screeningAnswers,
        mismatch: applications.screeningMismatch,
      })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .where(eq(users.email, 'zoe@example.com'));
    // The knockout now expects "no": this "yes" is flagged, with the question as it reads now.
    expect(stored!.mismatch).toBe(true);
    expect(stored!.answers[0]!.question.label.fr).toBe('Carte MAPAQ valide ?');
  });

  it('exports the answers and the flag in the CSV', async () => {
    const res = await call(
      t,
      'GET',
      `/api/jobboard/hospitality/employer/offer/${offerId}/applications.csv`,
      undefined,
      { cookie: boss, lg: 'fr' },
    );
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('Critères,Réponses aux questions');
    expect(text).toContain('Ne répond pas aux critères');
    expect(text).toContain('Avez-vous votre carte MAPAQ ? : Non');
    expect(text).toContain('Années d’expérience en cuisine : 3,5 ans');
  });
});

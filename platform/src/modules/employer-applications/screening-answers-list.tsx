'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { inLocale, screeningAnswerText } from '@jobboard/api/contracts/screening-answer-text';
import type { ScreeningAnswerDto } from '@jobboard/api/contracts/screening-questions';
import type { Locale } from '@jobboard/tenancy/board-config';

/**
 * The candidate's screening answers, each under its question as it was asked when they applied
 * (a later edit of the questions does not rewrite them); a missed knockout says what was expected.
 */
export function ScreeningAnswersList({ answers }: { answers: ScreeningAnswerDto[] }) {
  const t = useTranslations('employer-applications.screening');
  const locale = useLocale() as Locale;
  if (answers.length === 0) return null;
  const yesNo = { yes: t('yes'), no: t('no') };
  const expected = (a: ScreeningAnswerDto) => {
    const { question } = a;
    if (question.expected === null) return '';
    if (question.type === 'number') {
      return t('expectedMinimum', {
        value: screeningAnswerText({ ...a, value: Number(question.expected) }, locale, yesNo),
      });
    }
    return t('expected', {
      value: screeningAnswerText({ ...a, value: question.expected }, locale, yesNo),
    });
  };
  return (
    <Box data-testid="screening-answers-list">
      <Typography variant="body2" component="p" sx={{ fontWeight: 700 }}>
        {t('answers')}
      </Typography>
      <Box component="dl" sx={{ m: 0, '& dd': { ml: 0, mb: 0.5 } }}>
        {answers.map((a) => (
          <div key={a.question_id}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {inLocale(a.question.label, locale)}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}
              data-mismatch={a.mismatch}
            >
              {screeningAnswerText(a, locale, yesNo)}
              {a.mismatch ? (
                <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
                  {` — ${expected(a)}`}
                </Typography>
              ) : null}
            </Typography>
          </div>
        ))}
      </Box>
    </Box>
  );
}

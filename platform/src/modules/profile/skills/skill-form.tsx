'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { SkillDto } from '@jobboard/api/contracts/profile/skills';
import { skillInputSchema } from '@jobboard/api/contracts/profile/skills';
import { AppLink } from '@/modules/navigation';
import { useAppRouter } from '@/modules/navigation';
import { pathFor } from '@jobboard/tenancy/paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import { fieldMessage, type FieldMessageSource } from '@/modules/forms';
import { FormTextField } from '@/modules/forms';
import { SubmitButton } from '@/modules/forms';
import { useContractForm } from '@/modules/forms';
import { useApiFetch } from '@/modules/http';
import { skillLevels } from './skill-levels';
import { SkillSourceField, type SkillSource } from './skill-source-field';

/** The add and edit pages' form: a skill attribute or a NOC title, and a level. */
export function SkillForm({ skill }: { skill?: SkillDto }) {
  const t = useTranslations('profile.skills');
  const locale = useLocale() as Locale;
  const router = useAppRouter();
  const api = useApiFetch();
  const { mutate } = useSWRConfig();
  const [source, setSource] = useState<SkillSource | null>(
    skill
      ? {
          kind: skill.attribute_id !== null ? 'attribute' : 'noc',
          id: skill.attribute_id ?? skill.noc_job_title_id ?? 0,
          label: skill.label[locale],
        }
      : null,
  );
  // The skills the candidate has (the profile's list, same key): choosing one of them again
  // updates its level, and the form says so before it is sent.
  const { data: mine } = useSWR(
    apiPath('/jobboard/user/skills', {}, { lg: locale }),
    async (url: string) => (await api<{ data: SkillDto[] }>(url)).data,
  );
  const existing = source
    ? mine?.find(
        (s) =>
          s.id !== skill?.id &&
          (source.kind === 'attribute' ? s.attribute_id : s.noc_job_title_id) === source.id,
      )
    : undefined;
  const { control, formState, formProps, setValue } = useContractForm({
    schema: skillInputSchema,
    defaultValues: {
      attribute_id: skill?.attribute_id ?? undefined,
      noc_job_title_id: skill?.noc_job_title_id ?? undefined,
      level: skill?.level ?? 3,
    },
    submit: async (values) => {
      const path = skill
        ? apiPath('/jobboard/user/skills/{id}', { id: skill.id }, { lg: locale })
        : apiPath('/jobboard/user/skills', {}, { lg: locale });
      await api(path, { method: skill ? 'PUT' : 'POST', body: values });
      // The profile's list may be cached from a moment ago: read it again there.
      const list = apiPath('/jobboard/user/skills');
      await mutate((key) => typeof key === 'string' && key.startsWith(list));
      router.push(pathFor(locale, '/profile'));
    },
  });
  const errors = formState.errors as Record<string, FieldMessageSource | undefined>;
  const sourceError = errors.skill ?? errors.attribute_id ?? errors.noc_job_title_id;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography component="h1" variant="h4" gutterBottom>
          {skill ? t('editTitle') : t('addTitle')}
        </Typography>
        <form {...formProps} data-testid="skill-form">
          <SkillSourceField
            value={source}
            error={fieldMessage(sourceError, locale)}
            onChange={(next) => {
              setSource(next);
              setValue('attribute_id', next?.kind === 'attribute' ? next.id : undefined);
              setValue('noc_job_title_id', next?.kind === 'noc' ? next.id : undefined);
            }}
          />
          {existing ? (
            <Alert severity="info" role="status" sx={{ mt: 1 }} data-testid="skill-already">
              {t('already', { level: t(`levels.${existing.level}`) })}
            </Alert>
          ) : null}
          <FormTextField control={control} name="level" label={t('level')} select required>
            {skillLevels.map((level) => (
              <MenuItem key={level} value={level}>
                {level} · {t(`levels.${level}`)}
              </MenuItem>
            ))}
          </FormTextField>
          <Stack
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}
            useFlexGap
          >
            <SubmitButton pending={formState.isSubmitting} fullWidth={false}>
              {existing ? t('saveLevel') : skill ? t('saveEdit') : t('saveNew')}
            </SubmitButton>
            <Button component={AppLink} href={pathFor(locale, '/profile')} sx={{ mt: 2 }}>
              {t('back')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}

'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import type { SkillDto } from '@jobboard/api/contracts/profile/skills';
import { AppLink } from '@/modules/navigation';
import { pathFor } from '@jobboard/tenancy/paths';
import { useApiFetch } from '@/modules/http';
import { ProfileSection } from '../profile-section';

/** The candidate's skills with their level; adding and editing happen on their own pages. */
export function SkillsSection() {
  const t = useTranslations('profile.skills');
  const locale = useLocale() as 'fr' | 'en';
  const api = useApiFetch();
  const { data, error, isLoading, mutate } = useSWR(
    apiPath('/jobboard/user/skills', {}, { lg: locale }),
    async (url: string) => (await api<{ data: SkillDto[] }>(url)).data,
  );
  const skills = data ?? [];
  const [note, setNote] = useState<string | null>(null);

  async function remove(skill: SkillDto) {
    await api(apiPath('/jobboard/user/skills/{id}', { id: skill.id }, { lg: locale }), {
      method: 'DELETE',
    });
    await mutate(
      skills.filter((s) => s.id !== skill.id),
      { revalidate: false },
    );
    setNote(t('deleted'));
  }

  return (
    <ProfileSection
      id="skills"
      title={t('title')}
      state={isLoading ? 'loading' : error ? 'error' : 'ready'}
      onRetry={() => void mutate()}
      action={
        <Button
          component={AppLink}
          href={pathFor(locale, '/profile/skills/add')}
          variant="outlined"
        >
          {t('add')}
        </Button>
      }
    >
      <Typography role="status" aria-live="polite" variant="body2" color="success.main">
        {note}
      </Typography>
      {skills.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <List disablePadding>
          {skills.map((skill) => (
            <ListItem key={skill.id} disableGutters divider data-testid="skill-item">
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ width: '100%', justifyContent: 'space-between' }}
              >
                <div>
                  <Typography sx={{ fontWeight: 600 }}>{skill.label[locale]}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('levelOf', { level: t(`levels.${skill.level}`) })}
                  </Typography>
                </div>
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    component={AppLink}
                    href={pathFor(locale, '/profile/skills/edit/[[...id]]', {
                      id: [String(skill.id)],
                    })}
                    aria-label={t('edit', { name: skill.label[locale] })}
                  >
                    {t('edit', { name: '' }).trim()}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => void remove(skill)}
                    aria-label={t('delete', { name: skill.label[locale] })}
                  >
                    {t('delete', { name: '' }).trim()}
                  </Button>
                </Stack>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </ProfileSection>
  );
}

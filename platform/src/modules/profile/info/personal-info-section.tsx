'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { userInfoSchema } from '@jobboard/api/contracts/profile/user-info';
import { useBoard } from '@jobboard/tenancy/board-context';
import type { Locale } from '@jobboard/tenancy/board-config';
import { FormTextField } from '@/modules/forms';
import { fieldMessage } from '@/modules/forms';
import { SubmitButton } from '@/modules/forms';
import { useContractForm } from '@/modules/forms';
import { useApiFetch } from '@/modules/http';
import { PrivacyNotice, usePrivacyNotice } from '@/modules/privacy-notice';
import type { AccountUser } from '@/modules/session';
import { ProfileSection, SavedNote } from '../profile-section';
import { PlaceField, type PlaceOption } from './place-field';

/** First and last name, phone, language, location, work permit and temporary work. */
export function PersonalInfoSection({ user }: { user: AccountUser }) {
  const t = useTranslations('profile.info');
  const privacy = usePrivacyNotice('profile');
  const locale = useLocale() as Locale;
  const board = useBoard();
  const api = useApiFetch();
  const [saved, setSaved] = useState(false);
  const [place, setPlace] = useState<PlaceOption | null>(
    user.location.address ? { place_id: '', address: user.location.address } : null,
  );
  const { control, formState, formProps, setValue } = useContractForm({
    schema: userInfoSchema,
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      phone_number: user.phone_number ?? '',
      language: user.language,
      work_permit: user.work_permit,
      temporary_work: user.temporary_work,
    },
    submit: async (values) => {
      setSaved(false);
      await api(apiPath('/jobboard/{board}/user/info', { board: board.key }, { lg: locale }), {
        method: 'POST',
        body: values,
      });
      setSaved(true);
    },
  });

  return (
    <ProfileSection id="info" title={t('title')}>
      <form {...formProps} data-testid="info-form">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} useFlexGap>
          <FormTextField
            control={control}
            name="first_name"
            label={t('firstName')}
            autoComplete="given-name"
            required
          />
          <FormTextField
            control={control}
            name="last_name"
            label={t('lastName')}
            autoComplete="family-name"
            required
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} useFlexGap>
          <FormTextField
            control={control}
            name="phone_number"
            label={t('phone')}
            type="tel"
            autoComplete="tel"
          />
          <FormTextField control={control} name="language" label={t('language')} select required>
            <MenuItem value="fr">{t('languages.fr')}</MenuItem>
            <MenuItem value="en">{t('languages.en')}</MenuItem>
          </FormTextField>
        </Stack>
        <Controller
          control={control}
          name="place_id"
          render={({ fieldState }) => (
            <PlaceField
              value={place}
              error={fieldMessage(fieldState.error, locale)}
              onChange={(next) => {
                setPlace(next);
                // Unchanged location: the field stays out of the request.
                setValue('place_id', next ? next.place_id || undefined : null);
              }}
            />
          )}
        />
        {(['work_permit', 'temporary_work'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    name={field.name}
                    checked={Boolean(field.value)}
                    onChange={(e) => field.onChange(e.target.checked)}
                  />
                }
                label={t(name === 'work_permit' ? 'workPermit' : 'temporaryWork')}
              />
            )}
          />
        ))}
        <PrivacyNotice {...privacy} />
        <div>
          <SubmitButton pending={formState.isSubmitting} fullWidth={false}>
            {t('save')}
          </SubmitButton>
        </div>
      </form>
      <SavedNote show={saved} />
    </ProfileSection>
  );
}

'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  companyInputSchema,
  type EmployerCompanyDto,
} from '@jobboard/api/contracts/employer-companies';
import { companyImageAccept, type CompanyImageKind } from '@jobboard/api/contracts/team-size-rules';
import type { Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import { fieldMessage, FormTextField, SubmitButton, useContractForm } from '@/modules/forms';
import { ApiRequestError, useApiFetch } from '@/modules/http';
import { uploadWithProgress } from '@/modules/http';
import { RichTextEditor } from '@/modules/rich-text-editor';
import { CompanyImageField } from './company-image-field';
import { PrivacyNotice, usePrivacyNotice } from '@/modules/privacy-notice';

const languages = ['fr', 'en'] as const;
const imageKinds: CompanyImageKind[] = ['logo', 'cover'];
const imageTypes = companyImageAccept.split(',');

interface ImageState {
  src: string | null;
  /** Chosen on the create page, sent once the company exists. */
  pending: File | null;
  progress: number | null;
  error?: string;
}

/**
 * The create and edit form (spec sections 2 and 3): names, descriptions and videos per language
 * (either may be empty, not both names), website, team size, logo and cover. The contract is the
 * API's; server 422s land under their fields.
 */
export function CompanyForm({
  company,
  teamSizes,
  onSaved,
}: {
  company?: EmployerCompanyDto;
  teamSizes: { id: string; label: string }[];
  /** Where to go once saved: the list, or the edit page when an image was refused. */
  onSaved: (path: string) => void;
}) {
  const t = useTranslations('employer-companies');
  const th = useTranslations('http');
  const privacy = usePrivacyNotice('company');
  const locale = useLocale() as Locale;
  const api = useApiFetch();
  const [images, setImages] = useState<Record<CompanyImageKind, ImageState>>({
    logo: { src: company?.logo ?? null, pending: null, progress: null },
    cover: { src: company?.cover_image ?? null, pending: null, progress: null },
  });
  // Which images were refused and not replaced since: read when saving, so the form never says
  // "saved" while a part of it was not (issue 46, item 12).
  const refused = useRef(new Set<CompanyImageKind>());
  const setImage = (kind: CompanyImageKind, next: Partial<ImageState>) => {
    if ('error' in next) {
      if (next.error) refused.current.add(kind);
      else refused.current.delete(kind);
    }
    setImages((all) => ({ ...all, [kind]: { ...all[kind], ...next } }));
  };

  // Previews of chosen files are object URLs: released when the page goes.
  const previews = useRef<string[]>([]);
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  /** Sends one image; on success the preview shows the server's re-encoded file. */
  async function upload(id: number, kind: CompanyImageKind, file: File): Promise<boolean> {
    setImage(kind, { progress: 0, error: undefined });
    const form = new FormData();
    form.set('kind', kind);
    form.set('file', file);
    try {
      const { data } = await uploadWithProgress<{ data: EmployerCompanyDto }>(
        apiPath('/ats/companies/{id}/images', { id }, { lg: locale }),
        form,
        {
          invalidGrant: th('invalidGrant'),
          unauthorized: th('unauthorized'),
          fileSizeExceeded: th('fileSizeExceeded'),
          generic: th('generic'),
        },
        (progress) => setImage(kind, { progress }),
      );
      setImage(kind, {
        src: kind === 'logo' ? data.logo : data.cover_image,
        pending: null,
        progress: null,
      });
      return true;
    } catch (error) {
      const body = error instanceof ApiRequestError ? error.body : undefined;
      // 415: the server read the file and found no image, whatever its name or declared type.
      const notAnImage = error instanceof ApiRequestError && error.status === 415;
      setImage(kind, {
        progress: null,
        error: notAnImage
          ? t('images.notAnImage')
          : (Object.values(body?.errors ?? {}).flat()[0] ?? body?.message ?? th('generic')),
      });
      return false;
    }
  }

  function onSelect(kind: CompanyImageKind, file: File) {
    // Refused here, before a preview that would show a broken image or an upload the server
    // refuses; the server still checks the content (a text file named .png).
    if (!imageTypes.includes(file.type)) {
      setImage(kind, { error: t('images.notAnImage'), pending: null });
      return;
    }
    if (company) {
      void upload(company.id, kind, file);
      return;
    }
    const preview = URL.createObjectURL(file);
    previews.current.push(preview);
    setImage(kind, { src: preview, pending: file, error: undefined });
  }

  const { control, formState, formProps } = useContractForm({
    schema: companyInputSchema,
    defaultValues: {
      name_fr: company?.name_fr ?? '',
      name_en: company?.name_en ?? '',
      description_fr: company?.description_fr ?? '',
      description_en: company?.description_en ?? '',
      video_fr: company?.video_fr ?? '',
      video_en: company?.video_en ?? '',
      website: company?.website ?? '',
      team_size: (company?.team_size ?? '') as '',
    },
    submit: async (values) => {
      const { data } = await api<{ data: EmployerCompanyDto }>(
        company
          ? apiPath('/ats/companies/{id}', { id: company.id }, { lg: locale })
          : apiPath('/ats/companies', {}, { lg: locale }),
        { method: company ? 'PUT' : 'POST', body: values },
      );
      let imagesSent = true;
      for (const kind of imageKinds) {
        const file = images[kind].pending;
        if (file) imagesSent = (await upload(data.id, kind, file)) && imagesSent;
      }
      imagesSent = imagesSent && refused.current.size === 0;
      if (imagesSent) enqueueSnackbar(t('saved'), { variant: 'success' });
      else enqueueSnackbar(t('savedWithoutImage'), { variant: 'warning' });
      // A refused image keeps the employer on the form, now the company's edit page.
      onSaved(
        imagesSent
          ? pathFor(locale, '/employer/companies')
          : pathFor(locale, '/employer/companies/[id]/edit', { id: String(data.id) }),
      );
    },
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <form {...formProps} data-testid="company-form" aria-label={t('formLabel')}>
        <Typography variant="body2" color="text.secondary">
          {t('requiredNote')}
        </Typography>
        {languages.map((lang) => (
          <Box
            key={lang}
            component="section"
            aria-labelledby={`company-${lang}-heading`}
            sx={{ mt: 3 }}
          >
            <Typography id={`company-${lang}-heading`} component="h2" variant="h6">
              {t(`section.${lang}`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('sectionHelp')}
            </Typography>
            <FormTextField
              control={control}
              name={`name_${lang}`}
              label={t(`fields.name_${lang}`)}
              required
              slotProps={{ htmlInput: { lang: `${lang}-CA`, maxLength: 120 } }}
            />
            <Controller
              control={control}
              name={`description_${lang}`}
              render={({ field, fieldState }) => (
                <RichTextEditor
                  id={`company-description-${lang}`}
                  name={field.name}
                  label={t(`fields.description_${lang}`)}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldMessage(fieldState.error, locale)}
                  lang={`${lang}-CA`}
                />
              )}
            />
            <FormTextField
              control={control}
              name={`video_${lang}`}
              label={t(`fields.video_${lang}`)}
              helperText={t('videoHelp')}
              type="url"
              inputMode="url"
            />
          </Box>
        ))}
        <Divider sx={{ my: 3 }} />
        <Typography component="h2" variant="h6">
          {t('section.details')}
        </Typography>
        <FormTextField
          control={control}
          name="website"
          label={t('fields.website')}
          helperText={t('websiteHelp')}
          type="url"
          inputMode="url"
        />
        <FormTextField control={control} name="team_size" label={t('fields.team_size')} select>
          <MenuItem value="">{t('teamSizeNone')}</MenuItem>
          {teamSizes.map((size) => (
            <MenuItem key={size.id} value={size.id}>
              {size.label}
            </MenuItem>
          ))}
        </FormTextField>
        <Divider sx={{ my: 3 }} />
        <Typography component="h2" variant="h6">
          {t('section.images')}
        </Typography>
        {!company ? (
          <Typography variant="body2" color="text.secondary">
            {t('images.sentOnSave')}
          </Typography>
        ) : null}
        <Stack>
          {imageKinds.map((kind) => (
            <CompanyImageField
              key={kind}
              kind={kind}
              src={images[kind].src}
              progress={images[kind].progress}
              error={images[kind].error}
              onSelect={(file) => onSelect(kind, file)}
            />
          ))}
        </Stack>
        <PrivacyNotice {...privacy} />
        <SubmitButton pending={formState.isSubmitting} fullWidth={false}>
          {company ? t('save') : t('createSubmit')}
        </SubmitButton>
      </form>
    </Paper>
  );
}

'use client';

import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useAppRouter } from '@/modules/navigation';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { enqueueSnackbar } from 'notistack';
import type { EmployerOfferDto } from '@jobboard/api/contracts/employer-offers/offer-dto';
import { offerSteps, type OfferStep } from '@jobboard/api/contracts/employer-offers/offer-steps';
import { pathFor } from '@jobboard/tenancy/paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import { AttributesStep } from './attributes-step';
import { DetailsStep } from './details-step';
import {
  clearOfferDraft,
  offerDraftKey,
  offerDraftText,
  parseOfferDraft,
  readOfferDraft,
  writeOfferDraft,
} from './offer-draft';
import { SpecificationsStep } from './specifications-step';
import type { WizardOptions } from './wizard-options';
import { wizardValues, type StepValues, type WizardValues } from './wizard-values';

// The draft is read, not followed: the wizard writes it itself.
const subscribeNever = () => () => undefined;

/**
 * The three-step offer form (create and edit). Each step is validated and saved by the server
 * before the next opens; the draft exists from step one on, and Back keeps what was typed. What
 * is typed and not yet saved is also kept in the tab (offer-draft.ts): after a session that ended
 * and a new sign-in, the wizard opens again on that step with that input (issue 46 item 17).
 */
export function OfferWizard({
  offer,
  options,
  draftScope,
  initialStep = 'details',
}: {
  offer: EmployerOfferDto | null;
  options: WizardOptions;
  /** The board and the employer's team (`hospitality:7`): whose tab draft this is. */
  draftScope: string;
  initialStep?: OfferStep;
}) {
  const t = useTranslations('employer-offers.wizard');
  const locale = useLocale() as Locale;
  const router = useAppRouter();
  const [offerId, setOfferId] = useState<number | null>(offer?.id ?? null);
  const [step, setStep] = useState<OfferStep>(initialStep);
  const [values, setValues] = useState<WizardValues>(() =>
    wizardValues(offer, {
      locale,
      companyId: options.companies.length === 1 ? options.companies[0]!.id : null,
    }),
  );
  const [address, setAddress] = useState(offer?.address ?? null);
  const [restored, setRestored] = useState(false);
  // A new key remounts the step's form, whose values are read once.
  const [formKey, setFormKey] = useState(0);

  // The tab's draft of this offer, read once React runs in the browser (`undefined` until then:
  // the server has no sessionStorage). One there brings back its step and input; the saved
  // place stays, as its address label comes with the offer.
  const draftText = useSyncExternalStore(
    subscribeNever,
    () => offerDraftText(offerDraftKey(draftScope, offer?.id ?? null)),
    () => undefined,
  );
  const [draftChecked, setDraftChecked] = useState(false);
  if (draftText !== undefined && !draftChecked) {
    setDraftChecked(true);
    const storedDraft = parseOfferDraft(draftText);
    if (storedDraft) {
      setValues({
        ...storedDraft.values,
        specifications: {
          ...storedDraft.values.specifications,
          place_id: offer?.place_id ?? '',
        },
      });
      setStep(offer ? storedDraft.step : 'details');
      setRestored(true);
      setFormKey((k) => k + 1);
    }
  }

  /** Keeps the step's input (and the step to come back to) as the tab's draft. */
  const remember = (s: OfferStep, v: StepValues, at: OfferStep = s) => {
    const key = offerDraftKey(draftScope, offerId);
    const base = readOfferDraft(key)?.values ?? values;
    writeOfferDraft(key, { step: at, values: { ...base, [s]: v } });
  };
  const heading = useRef<HTMLHeadingElement>(null);
  const index = offerSteps.indexOf(step);
  const firstRender = useRef(true);

  // Moving between steps puts keyboard and screen-reader focus on the new step's heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const keep = (s: OfferStep, v: StepValues) => setValues((all) => ({ ...all, [s]: v }));
  const saved = (s: OfferStep) => (dto: EmployerOfferDto, v: StepValues) => {
    keep(s, v);
    setAddress(dto.address);
    // Saved: the server has it now (and a new offer's draft becomes the offer's own).
    clearOfferDraft(offerDraftKey(draftScope, offerId));
    clearOfferDraft(offerDraftKey(draftScope, dto.id));
    setRestored(false);
    if (offerId === null) {
      setOfferId(dto.id);
      enqueueSnackbar(t('draftSaved'), { variant: 'success' });
      // The address bar follows the draft, so a reload edits it instead of starting again.
      window.history.replaceState(
        null,
        '',
        pathFor(locale, '/employer/offer/[id]/edit', { id: String(dto.id) }),
      );
    }
    const next = offerSteps[offerSteps.indexOf(s) + 1];
    if (next) setStep(next);
    else {
      enqueueSnackbar(t('saved'), { variant: 'success' });
      router.push(pathFor(locale, '/employer/my-offers'));
    }
  };
  const back = (s: OfferStep) => (v: StepValues) => {
    const previous = offerSteps[offerSteps.indexOf(s) - 1] ?? 'details';
    keep(s, v);
    remember(s, v, previous);
    setStep(previous);
  };
  const common = { offerId, options };
  const edit = (s: OfferStep) => (v: StepValues) => remember(s, v);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {offer ? t('editTitle') : t('createTitle')}
      </Typography>
      <Typography color="text.secondary">{t('intro')}</Typography>
      <Stepper
        activeStep={index}
        alternativeLabel
        sx={{ my: 3 }}
        aria-label={t('stepOf', { current: index + 1, total: 3 })}
      >
        {offerSteps.map((s) => (
          <Step key={s} completed={offerSteps.indexOf(s) < index}>
            <StepLabel>{t(`steps.${s}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography
          id="offer-step-title"
          ref={heading}
          tabIndex={-1}
          component="h2"
          variant="h5"
          sx={{ outline: 'none' }}
        >
          {t('stepOf', { current: index + 1, total: 3 })} · {t(`steps.${step}`)}
        </Typography>
        {restored ? (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="offer-draft-restored">
            {t('restored')}
          </Alert>
        ) : null}
        <Alert severity="info" variant="outlined" sx={{ mt: 2, py: 0 }}>
          {t('requiredNote')}
        </Alert>
        {step === 'details' ? (
          <DetailsStep
            key={`details-${formKey}`}
            {...common}
            onEdit={edit('details')}
            defaultValues={values.details}
            onSaved={saved('details')}
          />
        ) : null}
        {step === 'attributes' ? (
          <AttributesStep
            key={`attributes-${formKey}`}
            {...common}
            onEdit={edit('attributes')}
            defaultValues={values.attributes}
            onSaved={saved('attributes')}
            onBack={back('attributes')}
          />
        ) : null}
        {step === 'specifications' ? (
          <SpecificationsStep
            key={`specifications-${formKey}`}
            {...common}
            onEdit={edit('specifications')}
            defaultValues={values.specifications}
            initialAddress={address}
            onSaved={saved('specifications')}
            onBack={back('specifications')}
          />
        ) : null}
      </Paper>
    </Container>
  );
}

import type { EmployerOfferDto } from '@jobboard/api/contracts/employer-offers/offer-dto';
import type { WizardOptions } from './wizard-options';
import type { StepValues } from './wizard-values';

export interface StepFormProps {
  defaultValues: StepValues;
  offerId: number | null;
  options: WizardOptions;
  /** The step was validated and saved by the server; `values` are what the form holds. */
  onSaved: (offer: EmployerOfferDto, values: StepValues) => void;
  /** Going back keeps what was typed, valid or not. */
  onBack?: (values: StepValues) => void;
  /** What the form holds, at each change and as a submit starts (the tab's draft). */
  onEdit?: (values: StepValues) => void;
}

import { cx, ui } from '@/modules/plain-ui';

/**
 * The form's contained submit button (MUI's Button look); while the call runs it is disabled and,
 * given `sending`, says so (runContractForm swaps the words).
 */
export function PlainSubmitButton({
  label,
  sending,
  size = 'medium',
  color = 'primary',
  fullWidth = false,
  className,
}: {
  label: string;
  sending?: string;
  size?: 'medium' | 'large';
  /** MUI's palette colour; a dark footer takes the secondary one. */
  color?: 'primary' | 'secondary';
  fullWidth?: boolean;
  className?: string;
}) {
  return (
    <button
      type="submit"
      className={cx(
        ui.button,
        color === 'secondary' ? ui.containedSecondary : ui.contained,
        size === 'large' && ui.large,
        fullWidth && ui.fullWidth,
        className,
      )}
    >
      {sending ? (
        <span data-sending={sending} data-idle={label}>
          {label}
        </span>
      ) : (
        label
      )}
    </button>
  );
}

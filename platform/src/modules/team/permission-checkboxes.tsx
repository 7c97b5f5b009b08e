'use client';

import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useTranslations } from 'next-intl';
import {
  teamPermissionNames,
  type TeamPermission,
} from '@jobboard/api/contracts/team/team-permission-rules';

/**
 * The five permissions as labelled checkboxes in a fieldset: the member rows and the invite form
 * share it. Native checkboxes, so Tab and Space work as everywhere.
 */
export function PermissionCheckboxes({
  legend,
  value,
  onChange,
  error,
  disabled,
}: {
  legend: string;
  value: readonly string[];
  onChange: (next: TeamPermission[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const t = useTranslations('team.permissions');
  const toggle = (name: TeamPermission, on: boolean) =>
    onChange(teamPermissionNames.filter((n) => (n === name ? on : value.includes(n))));
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled}>
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup row sx={{ columnGap: 2 }}>
        {teamPermissionNames.map((name) => (
          <FormControlLabel
            key={name}
            control={
              <Checkbox
                checked={value.includes(name)}
                onChange={(event) => toggle(name, event.target.checked)}
              />
            }
            label={t(name)}
          />
        ))}
      </FormGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}

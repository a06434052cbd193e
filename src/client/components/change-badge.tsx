/** A percentage change as the number-format policy writes it ("+1.23%"), coloured by direction. */
import { percentChange, trendOf } from '../../common/number-format';

interface ChangeBadgeProps {
  open: number;
  close: number;
  variant?: 'solid' | 'text';
}

export function ChangeBadge({ open, close, variant = 'solid' }: ChangeBadgeProps) {
  return (
    <span className={`change change--${variant} trend--${trendOf(open, close)}`}>
      {percentChange(open, close)}
    </span>
  );
}

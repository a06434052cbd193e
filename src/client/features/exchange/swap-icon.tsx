/** Two opposite arrows: the swap control between the two coins. */
import { iconBaseProps } from '../../components/icons';

export function SwapIcon() {
  return (
    <svg {...iconBaseProps} width={20} height={20}>
      <path d="M7 4v16M7 4 3 8M7 4l4 4M17 20V4M17 20l-4-4M17 20l4-4" />
    </svg>
  );
}

/** The address book form's address check: the shape of the chosen network's addresses (src/common/networks). */
import { isAddressOf, type Network } from '../../../common/networks';

export type AddressProblem = 'missing' | 'format';

export function checkAddress(network: Network, text: string): AddressProblem | null {
  const address = text.trim();
  if (address === '') return 'missing';
  return isAddressOf(network, address) ? null : 'format';
}

/** /account opens the coin account (spec section 2: /account redirects to /account/assert/1). */
import { Redirect } from 'wouter';
import { accountPath } from './asset-links';

export default function AccountRedirectScreen() {
  return <Redirect to={accountPath(1)} replace />;
}

/**
 * Operator routes for launchpad listings (`npm run ops -- listings …`): every listing, creating one from a JSON
 * body, and editing some of its fields (docs/operations.md "Launchpad listings"). The service checks every field;
 * money and timing fields are refused once the sale has started. An edit may carry the operator's `reason` beside
 * the fields: it goes to the audit trail, not to the listing.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminPaths } from '../../../common/api-paths';
import { codeSuccess } from '../../http/envelope';
import { rowIdField } from '../../http/row-id';
import { parseInput } from '../../http/validate';
import type { LaunchpadService } from '../launchpad/launchpad-service';
import { actOf, asAdmin, asReviewer } from './route-roles';
import { userAdminReasonLengthMax } from './user-admin-routes';

const listingParams = z.object({ id: rowIdField });
const listingBody = z.record(z.string(), z.unknown());
const editReason = z.string().trim().max(userAdminReasonLengthMax).default('');

export function registerListingRoutes(app: FastifyInstance, launchpad: LaunchpadService): void {
  app.get(adminPaths.listings, asReviewer, async () => codeSuccess(await launchpad.allListings()));

  app.post(adminPaths.listings, asAdmin, async (request) => {
    const listing = await launchpad.createListing(parseInput(listingBody, request.body), actOf(request));
    request.log.info({ listing: listing.id, coin: listing.coin }, 'operator created a launchpad listing');
    return codeSuccess(listing);
  });

  app.patch(adminPaths.listing, asAdmin, async (request) => {
    const { id } = parseInput(listingParams, request.params);
    const { reason: givenReason, ...changes } = parseInput(listingBody, request.body);
    const reason = parseInput(z.object({ reason: editReason }), { reason: givenReason }).reason;
    const listing = await launchpad.editListing(id, changes, actOf(request, reason));
    request.log.info({ listing: id, fields: Object.keys(changes) }, 'operator edited a launchpad listing');
    return codeSuccess(listing);
  });
}

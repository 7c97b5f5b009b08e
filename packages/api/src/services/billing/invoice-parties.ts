import { eq } from 'drizzle-orm';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { teams } from '@jobboard/db/schema/accounts';
import { billingProfiles, type InvoiceParty } from '@jobboard/db/schema/billing';
import type { Executor } from '../executor';

/** The board's company as its config names it: the supplier of every invoice of the board. */
export function supplierParty(board: BoardConfig): InvoiceParty {
  const { legalName, address, gstNumber, qstNumber } = board.billing;
  return {
    legalName,
    addressLines: [
      address.line1,
      ...(address.line2 ? [address.line2] : []),
      `${address.city} (${address.province})  ${address.postalCode}`,
      'Canada',
    ],
    gstNumber,
    qstNumber,
    email: board.contactEmail,
  };
}

/**
 * The buyer: the team's billing profile, or, for a team that paid before giving one, its name
 * and the payer's address (the profile is asked for at the first payment but never blocks it).
 */
export async function buyerParty(
  tx: Executor,
  teamId: number,
  payerEmail: string | undefined,
): Promise<InvoiceParty> {
  const [profile] = await tx
    .select()
    .from(billingProfiles)
    .where(eq(billingProfiles.teamId, teamId));
  if (profile) {
    return {
      legalName: profile.legalName,
      addressLines: [
        profile.addressLine1,
        ...(profile.addressLine2 ? [profile.addressLine2] : []),
        `${profile.city} (${profile.province})  ${profile.postalCode}`,
      ],
      gstNumber: profile.gstNumber,
      qstNumber: profile.qstNumber,
      ...(payerEmail ? { email: payerEmail } : {}),
    };
  }
  const [team] = await tx.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
  return {
    legalName: team?.name ?? '',
    addressLines: [],
    gstNumber: null,
    qstNumber: null,
    ...(payerEmail ? { email: payerEmail } : {}),
  };
}

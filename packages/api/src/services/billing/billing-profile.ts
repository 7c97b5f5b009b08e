import { eq } from 'drizzle-orm';
import { billingProfiles } from '@jobboard/db/schema/billing';
import type { BillingProfile, BillingProfileInput } from '../../contracts/billing/billing-profile';
import type { EmployerContext } from '../employer-companies/employer-context';

/** The team's billing profile, or null before it gave one. */
export async function getBillingProfile(ctx: EmployerContext): Promise<BillingProfile | null> {
  const [row] = await ctx.db
    .select()
    .from(billingProfiles)
    .where(eq(billingProfiles.teamId, ctx.teamId));
  if (!row) return null;
  return {
    legal_name: row.legalName,
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    city: row.city,
    province: row.province as BillingProfile['province'],
    postal_code: row.postalCode,
    gst_number: row.gstNumber,
    qst_number: row.qstNumber,
  };
}

/** Creates or replaces it; invoices already issued keep the details they were issued with. */
export async function saveBillingProfile(
  ctx: EmployerContext,
  input: BillingProfileInput,
): Promise<BillingProfile> {
  const values = {
    legalName: input.legal_name,
    addressLine1: input.address_line1,
    addressLine2: input.address_line2,
    city: input.city,
    province: input.province,
    postalCode: input.postal_code,
    gstNumber: input.gst_number,
    qstNumber: input.qst_number,
    updatedAt: ctx.now,
  };
  await ctx.db
    .insert(billingProfiles)
    .values({ teamId: ctx.teamId, ...values })
    .onConflictDoUpdate({ target: billingProfiles.teamId, set: values });
  return { ...input };
}

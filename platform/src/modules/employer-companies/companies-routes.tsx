import { notFound } from 'next/navigation';
import { isDomainError } from '@jobboard/api/errors';
import {
  getTeamCompany,
  listTeamCompanies,
} from '@jobboard/api/services/employer-companies/team-companies';
import { listTeamSizes } from '@jobboard/api/services/employer-companies/team-sizes';
import { employerServiceContext, numericId, pageRoute } from '@/modules/page-routes/server';
import { CompaniesPage } from './companies-page';
import { CompanyFormRoute } from './company-form-route';
import { CompanyFormPage } from './company-form-page';

export const companiesRoute = pageRoute(
  'employerCompanies',
  '/employer/companies',
  async ({ board, locale, session }) => {
    const ctx = await employerServiceContext(board, locale, session);
    const { data } = await listTeamCompanies(ctx, { page: 1 });
    return <CompaniesPage companies={data} />;
  },
  { access: 'can-manage-company' },
);

export const createCompanyRoute = pageRoute(
  'employerCreateCompany',
  '/employer/create-company',
  ({ locale }) => (
    <CompanyFormPage titleKey="createTitle">
      <CompanyFormRoute teamSizes={listTeamSizes(locale)} />
    </CompanyFormPage>
  ),
  { access: 'can-manage-company' },
);

/** A malformed id, an unknown one and another team's are the same 404 page. */
export const editCompanyRoute = pageRoute(
  'employerCompanyEdit',
  '/employer/companies/[id]/edit',
  async ({ board, locale, session, params }) => {
    const id = numericId(params.id);
    if (id === null) notFound();
    const ctx = await employerServiceContext(board, locale, session);
    try {
      const company = await getTeamCompany(ctx, id);
      return (
        <CompanyFormPage titleKey="editTitle">
          <CompanyFormRoute teamSizes={listTeamSizes(locale)} company={company} />
        </CompanyFormPage>
      );
    } catch (error) {
      if (isDomainError(error) && error.code === 'not_found') notFound();
      throw error;
    }
  },
  { access: 'can-manage-company' },
);

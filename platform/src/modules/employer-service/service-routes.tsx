import { pageRoute } from '@/modules/page-routes/server';
import { ServicePage } from './service-page';

export const recruitmentRoute = pageRoute(
  'employerRecruitment',
  '/employer/recruitment',
  ({ board, locale }) => <ServicePage board={board} locale={locale} />,
  { access: 'employer' },
);

export const staffingRoute = pageRoute(
  'employerStaffing',
  '/employer/staffing',
  ({ board, locale }) => <ServicePage board={board} locale={locale} />,
  { access: 'employer' },
);

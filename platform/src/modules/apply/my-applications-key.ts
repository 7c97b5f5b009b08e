import { apiPath } from '@jobboard/api/contracts/api-paths';

/** The signed-in candidate's applications: the API path every reader of the list shares. */
export const myApplicationsKey = (board: string, locale: string) =>
  apiPath('/jobboard/{board}/user/applications', { board }, { lg: locale });

/** The signed-in candidate's applications: the API path every reader of the list shares. */
export const myApplicationsKey = (board: string, locale: string) =>
  `/api/jobboard/${board}/user/applications?lg=${locale}`;

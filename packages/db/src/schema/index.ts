// The one place drizzle-kit and the client read the whole schema from; each aggregate has its file.
export * from './enums';
export * from './attributes';
export * from './accounts';
export * from './places';
export * from './companies';
export * from './offers';
export * from './search';
export * from './candidates';
export * from './newsletter';
export * from './mail';
export * from './auth';
export * from './hiring';
export * from './payments';
export * from './billing';
export * from './job-alerts';
export * from './moderation';
export * from './operators';

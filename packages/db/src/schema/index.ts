// The one place drizzle-kit and the client read the whole schema from; each aggregate has its file.
export * from './attributes';
export * from './mail';

export * from './page-context.ts';
export * from './roles.ts';

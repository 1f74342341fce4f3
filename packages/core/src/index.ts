export * from './page-context.ts';
export * from './pages-api.ts';
export * from './roles.ts';

// Shared facts of the journeys: the server they run against and the demo accounts.
export const PORT = Number(process.env.E2E_PORT ?? 3457);
export const DEMO_PASSWORD = 'demo-password-e2e';
export const PLATFORM_URL = `http://localhost:${PORT}`;
export const DEMO_URL = `http://demo.localhost:${PORT}`;
export const OWNER_EMAIL = 'owner@demo.test';
export const VIEWER_EMAIL = 'viewer@demo.test';

export { type ConnectOptions, connect, type Database, type Db, type Listener } from './connect.ts';
export { isUniqueViolation } from './errors.ts';
export { newId } from './ids.ts';
export type { OrderAddress, OrderLine } from './schema.ts';
export { containsPattern } from './search.ts';

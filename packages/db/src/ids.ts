import { randomBytes } from 'node:crypto';

/** A 24-hex-character id, the shape the spec's `/pages/{24-char id}` links expect (CORE-028). */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

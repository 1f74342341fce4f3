// Where media bytes live. Local disk by default; an S3-compatible store implements the same three
// calls (keys are plain paths, written whole, never appended to).
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

export interface MediaStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** null when there is nothing under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key and everything under `key/`. */
  remove(key: string): Promise<void>;
}

export class LocalDiskStorage implements MediaStorage {
  readonly #root: string;
  constructor(root: string) {
    this.#root = resolve(root);
  }

  #path(key: string): string {
    const path = resolve(join(this.#root, key));
    if (!path.startsWith(this.#root + sep)) throw new Error(`media key outside the store: ${key}`);
    return path;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.#path(key);
    await mkdir(dirname(path), { recursive: true });
    // Written beside and renamed: a reader never sees half a file.
    const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, path);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.#path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
    await rm(`${this.#path(key)}.variants`, { recursive: true, force: true });
  }
}

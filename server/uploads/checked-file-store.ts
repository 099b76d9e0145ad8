/**
 * The tus file store with the type check on the first bytes: the bytes at the start of an upload
 * (whichever request brings them) must be of the declared kind, else the request is refused
 * (415 文件类型不符) and the upload deleted with whatever it had stored.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { MediaKind } from '../../src/core/api/admin-contract';
import { detectType, enoughToDecide, HEAD_BYTES } from './file-types';
import { refusals } from './upload-messages';

/** A refused request's body is read (and dropped) up to this much, so the client gets the answer. */
const DRAIN_LIMIT = 32 * 1024 * 1024;

async function readStart(filePath: string, length: number): Promise<Buffer> {
  const handle = await fs.open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function drain(chunks: AsyncIterator<Buffer>): Promise<void> {
  let read = 0;
  try {
    while (read < DRAIN_LIMIT) {
      const next = await chunks.next();
      if (next.done) return;
      read += next.value.length;
    }
  } catch {
    // the client went away: nothing to answer
  }
}

export class CheckedFileStore extends FileStore {
  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    if (offset >= HEAD_BYTES) return super.write(readable, id, offset);
    const upload = await this.getUpload(id);
    const kind = upload.metadata?.kind as MediaKind;
    const filePath = path.join(this.directory, id);
    const stored = offset > 0 ? await readStart(filePath, offset) : Buffer.alloc(0);
    const chunks = readable[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const taken: Buffer[] = [];
    let have = stored.length;
    let ended = false;
    while (!enoughToDecide(have, upload.size)) {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        break;
      }
      taken.push(next.value);
      have += next.value.length;
    }
    if (enoughToDecide(have, upload.size)) {
      const head = Buffer.concat([stored, ...taken]).subarray(0, HEAD_BYTES);
      if (detectType(head)?.kind !== kind) {
        if (!ended) await drain(chunks);
        await this.remove(id).catch(() => undefined);
        throw refusals.wrongType(kind);
      }
    }
    async function* rest(): AsyncGenerator<Buffer> {
      yield* taken;
      if (ended) return;
      for (;;) {
        const next = await chunks.next();
        if (next.done) return;
        yield next.value;
      }
    }
    return super.write(Readable.from(rest()), id, offset);
  }
}
